// The v1 client adds api_token to form bodies too: an item image uploaded as multipart or
// urlencoded through the typed client, with no key in the form, is accepted and served back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

/** A 1x1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

describe("v1 client and form bodies", () => {
  it("uploads an item image as multipart with the key added by the client", async () => {
    const fields = { description: "Gel fixador 150 ml", unit: "UN", vat: "23.00", type: "Mercadorias" as const };
    const { data, error } = await s.v1().POST("/items/create", {
      body: fields,
      bodySerializer: (body) => {
        const form = new FormData();
        for (const [k, v] of Object.entries(body)) form.append(k, String(v));
        form.append("file", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "gel.png");
        return form;
      },
    });
    expect(error).toBeUndefined();
    const image = await fetch(data!.data.url_image!);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
  });

  it("sends a urlencoded form with the key added by the client", async () => {
    const { data, error } = await s.v1().POST("/items/create", {
      body: { description: "Pente de madeira", unit: "UN", vat: "23.00", type: "Mercadorias" },
      bodySerializer: (body) => new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(error).toBeUndefined();
    expect(data!.data.description).toBe("Pente de madeira");
  });

  it("keeps percent-encoded image bytes intact when it adds the key to a urlencoded form", async () => {
    // Every byte percent-encoded: the PNG's bytes are not valid UTF-8, so a client that
    // decoded and re-encoded the form would corrupt the image.
    const file = [...PNG].map((b) => `%${b.toString(16).padStart(2, "0").toUpperCase()}`).join("");
    const { data, error } = await s.v1().POST("/items/create", {
      body: { description: "Escova de cabelo", unit: "UN", vat: "23.00", type: "Mercadorias" },
      bodySerializer: (body) =>
        `${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString()}&file=${file}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(error).toBeUndefined();
    const image = await fetch(data!.data.url_image!);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
  });
});
