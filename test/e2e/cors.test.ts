// CORS as browsers ask for it: preflights and answers from the origins CORS_ORIGINS lists
// (and the server's own and PUBLIC_URL's, where the docs' try-it runs), nothing for any
// other origin, and off by default.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFromEnv } from "../../server/config.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const APP = "https://loja.example.pt";
const DOCS = "https://docs.example.pt";

let listed: TestServer;
let closed: TestServer;

beforeAll(async () => {
  listed = await startTestServer({ config: { corsOrigins: [APP], publicUrl: `${DOCS}/docs/` } });
  closed = await startTestServer();
});

afterAll(async () => {
  await listed.close();
  await closed.close();
});

function preflight(s: TestServer, origin: string): Promise<Response> {
  return fetch(`${s.baseUrl}/api/v1/sales/create`, {
    method: "OPTIONS",
    headers: {
      Origin: origin,
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type, idempotency-key",
    },
  });
}

function listFrom(s: TestServer, origin: string): Promise<Response> {
  return fetch(`${s.baseUrl}/api/v1/customers/list`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: JSON.stringify({ api_token: s.account.api_token }),
  });
}

describe("CORS", () => {
  it("answers the preflight of a listed origin with the methods and headers the API reads", async () => {
    const res = await preflight(listed, APP);
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe(APP);
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("idempotency-key");
    expect(res.headers.get("vary")).toMatch(/origin/i);
  });

  it("lets a listed origin read the answer and its request id, rate-limit and replay headers", async () => {
    const res = await listFrom(listed, APP);
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe(APP);
    const exposed = res.headers.get("access-control-expose-headers")?.toLowerCase() ?? "";
    for (const h of ["x-request-id", "retry-after", "x-ratelimit-remaining", "idempotent-replayed"])
      expect(exposed).toContain(h);
  });

  it("allows the docs' origin (PUBLIC_URL) and the server's own", async () => {
    expect((await preflight(listed, DOCS)).headers.get("access-control-allow-origin")).toBe(DOCS);
    expect((await preflight(closed, closed.baseUrl)).headers.get("access-control-allow-origin")).toBe(closed.baseUrl);
  });

  it("gives no CORS header to other origins, nor to any by default", async () => {
    for (const [s, origin] of [
      [listed, "https://outra.example.pt"],
      [closed, APP],
    ] as const) {
      const res = await listFrom(s, origin);
      // The server answers; without the header the browser keeps the answer from the page.
      expect(res.status).toBe(200);
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("reads CORS_ORIGINS as origins, or *, and refuses anything else at start", () => {
    expect(configFromEnv({ CORS_ORIGINS: `${APP}, https://admin.example.pt` }).corsOrigins).toEqual([
      APP,
      "https://admin.example.pt",
    ]);
    expect(configFromEnv({ CORS_ORIGINS: "*" }).corsOrigins).toEqual(["*"]);
    expect(configFromEnv({}).corsOrigins).toEqual([]);
    expect(() => configFromEnv({ CORS_ORIGINS: `${APP}/checkout` })).toThrow(/CORS_ORIGINS/);
  });
});
