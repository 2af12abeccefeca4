// v1 items through the generated client: create (JSON, urlencoded and multipart with the
// image), update, find, list, delete, delete_image, every refusal the documents and the
// operation descriptions name, and tenants that never meet.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deflateSync } from "node:zlib";
import { startTestServer, type TestServer } from "../support/server.ts";
import type { components } from "../../generated/types/v1.ts";

type Item = components["schemas"]["Item"];

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

function png(width = 2, height = 2): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write("IHDR", 4, "latin1");
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr[16] = 8;
  ihdr[17] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.from([0, 0, 0, 0]), deflateSync(Buffer.alloc(8))]);
}

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0xff, 0xd9]);

type FormValue = string | number | boolean | FormValue[] | { [k: string]: FormValue };

/** Flattens fields into bracket notation, as PHP integrations send them. */
function bracketPairs(fields: Record<string, FormValue>, prefix = ""): [string, string][] {
  return Object.entries(fields).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (Array.isArray(value)) return bracketPairs(Object.fromEntries(value.map((v, i) => [String(i), v])), name);
    if (typeof value === "object") return bracketPairs(value, name);
    return [[name, String(value)]] as [string, string][];
  });
}

function percentBytes(bytes: Buffer): string {
  return Array.from(bytes, (b) => `%${b.toString(16).padStart(2, "0").toUpperCase()}`).join("");
}

type Encoding = "urlencoded" | "multipart";

/** A create or update sent in a form encoding, with api_token as a field and the image in `file`. */
function formRequest(encoding: Encoding, fields: Record<string, FormValue>, image?: { bytes: Buffer; name: string; type: string }) {
  const pairs = bracketPairs({ api_token: s.account.api_token, ...fields });
  if (encoding === "urlencoded") {
    const text = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).concat(image ? [`file=${percentBytes(image.bytes)}`] : []).join("&");
    return { body: {} as never, bodySerializer: () => text, headers: { "Content-Type": "application/x-www-form-urlencoded" } };
  }
  const form = new FormData();
  for (const [k, v] of pairs) form.append(k, v);
  if (image) form.append("file", new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  return { body: {} as never, bodySerializer: () => form };
}

const gel = {
  reference: "GEL150",
  description: "Gel fixador 150 ml",
  details: "Gel de fixação forte, sem álcool.",
  details_show_print: false,
  unit: "UN",
  vat: "23.00",
  type: "Mercadorias" as const,
  cost_price: "1,25",
};

async function createItem(body: Record<string, unknown>): Promise<Item> {
  const { data, error } = await s.v1().POST("/items/create", { body: { unit: "UN", vat: 1, type: "Serviços", ...body } as never });
  expect(error).toBeUndefined();
  return data!.data;
}

async function findOne(id: number): Promise<Item> {
  const { data } = await s.v1().POST("/items/find", { body: { value: id, search_in: "ID" } });
  expect(data!.data).toHaveLength(1);
  return data!.data[0]!;
}

describe("v1 items: create", () => {
  it("creates an item with lenient input forms and returns the full record", async () => {
    const categories = await s.store.db.selectFrom("categories").innerJoin("datasets", "datasets.id", "categories.dataset_id").select("categories.id").where("datasets.api_token", "=", s.account.api_token).execute();
    const { data, error, response } = await s.v1().POST("/items/create", {
      body: {
        ...gel,
        category: String(categories[0]!.id),
        vat_exemption: "",
        observations: "Fornecedor: Cosmética do Norte.",
        prices: [{ id: "1", price: "4.00", discount: "" }],
        barcodes: [{ code: "5601234567892", quantity: 1, description: "Unidade" }],
        minimum_stock: [{ id: "1", quantity: "6" }],
      },
    });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    const item = data!.data;
    expect(item).toMatchObject({
      reference: "GEL150",
      description: "Gel fixador 150 ml",
      details_show_print: false,
      type: "Mercadorias",
      cost_price: "1.25000",
      url_image: null,
      reference_blocked: false,
      description_blocked: false,
      active: true,
      vat_exemption_id: 18,
      category_id: categories[0]!.id,
    });
    expect(item.unit).toMatchObject({ symbol: "UN", description: "Unidades" });
    expect(item.vat).toMatchObject({ tax: "23.00", saft_region: "PT" });
    expect(item.vatexemption).toEqual({ id: 18, code: "M18", description: "Sem isenção" });
    expect(item.category?.description).toBe("Geral");
    expect(item.prices).toEqual([{ item_id: item.id, price_id: 1, price: "4.00000", discount: "0.00" }]);
    expect(item.barcodes).toEqual([{ id: expect.any(Number), item_id: item.id, code: "5601234567892", quantity: "1.00000", description: "Unidade" }]);
    expect(item.minimumstock).toEqual([{ item_id: item.id, warehouse_id: 1, quantity: "6.00000" }]);
    expect(item.averagecostprices).toEqual([]);
    expect(item).not.toHaveProperty("stock");
  });

  it("resolves unit by name, VAT by rate and exemption by code, with a second price table", async () => {
    const tables = await s.store.db.selectFrom("prices").select(["id"]).where("dataset_id", "=", (await datasetId()).production).execute();
    expect(tables).toHaveLength(1);
    const item = await createItem({ description: "Isenção de teste", unit: "Quilogramas", vat: "0", vat_exemption: "M07", prices: [{ id: tables[0]!.id, price: 3.2, discount: "5,00" }] });
    expect(item.unit.symbol).toBe("KG");
    expect(item.vat.tax).toBe("0.00");
    expect(item.vatexemption).toMatchObject({ id: 7, code: "M07" });
    expect(item.prices[0]).toMatchObject({ price: "3.20000", discount: "5.00" });
  });

  it("continues the last reference when none is given", async () => {
    await createItem({ reference: "A0007", description: "Artigo sete" });
    const next = await createItem({ description: "Artigo oito" });
    expect(next.reference).toBe("A0008");
    const blank = await createItem({ reference: "", description: "Artigo nove" });
    expect(blank.reference).toBe("A0009");
  });

  it.each([
    [{ reference: "GEL150", description: "Outro gel" }, "The reference (reference) GEL150 is already registered."],
    [{ reference: "GEL-OUTRO", description: "Gel fixador 150 ml" }, "The description (description) Gel fixador 150 ml is already registered."],
    [{ unit: "Caixote" }, 'The unit "Caixote" (unit) does not exist.'],
    [{ vat: "Taxa lunar" }, 'The VAT rate "Taxa lunar" (vat) does not exist.'],
    [{ vat_exemption: "M77" }, 'The VAT exemption "M77" (vat_exemption) does not exist.'],
    [{ category: 999999 }, "The category 999999 (category) does not exist."],
    [{ prices: [{ id: 999999, price: "1" }] }, "The price table 999999 (prices[0].id) does not exist."],
    [{ prices: [{ id: 1, price: "1" }, { id: 1, price: "2" }] }, "The price table 1 (prices[1].id) is listed more than once."],
    [{ prices: [{ id: 1, price: "-1" }] }, "The field prices[0].price may not be negative."],
    [{ prices: [{ id: 1, price: "1", discount: "120" }] }, "The field prices[0].discount must be a percentage between 0.00 and 100.00."],
    [{ prices: [{ id: 1, price: 1.123456 }] }, "The field prices[0].price has more than 5 decimal places (format 0.00000)."],
    [{ minimum_stock: [{ id: 999999, quantity: 1 }] }, "The warehouse 999999 (minimum_stock[0].id) does not exist."],
    [{ minimum_stock: [{ id: 1, quantity: -2 }] }, "The field minimum_stock[0].quantity may not be negative."],
    [{ barcodes: [{ code: "5601234567892" }] }, "The barcode 5601234567892 (barcodes[0].code) is already registered on the item GEL150."],
    [{ barcodes: [{ code: "111" }, { code: "111" }] }, "The barcode 111 (barcodes[1].code) is listed more than once."],
    [{ barcodes: [{ code: "112", quantity: 0 }] }, "The field barcodes[0].quantity must be greater than zero."],
    [{ cost_price: "-3" }, "The field cost_price may not be negative."],
    [{ cost_price: 0.123456 }, "The field cost_price has more than 5 decimal places (format 0.00000)."],
    [{ vat: "23.00", vat_exemption: "M07" }, "The VAT exemption M07 (vat_exemption) requires a VAT rate of 0%; the rate IVA Normal (vat) is 23.00%."],
    [{ vat: "Isento" }, "The VAT rate Isento (vat) is 0%: it requires a VAT exemption reason (vat_exemption)."],
  ])("refuses %j with 403 and a message naming the field", async (patch, message) => {
    const { error, response } = await s.v1().POST("/items/create", { body: { ...gel, reference: "NOVO-1", description: "Novo artigo", ...patch } as never });
    expect(response.status).toBe(403);
    expect(error).toEqual({ status: false, message });
  });

  it.each([
    [{ description: undefined }, "The field description is required."],
    [{ unit: undefined }, "The field unit is required."],
    [{ vat: undefined }, "The field vat is required."],
    [{ type: undefined }, "The field type is required."],
    [{ type: "Matérias Primas" }, /^The field type is invalid\. Expected one of .*"Matérias primas"/],
    [{ cost_price: "1,234567" }, /^The field cost_price is invalid/],
    [{ prices: [{ price: "1" }] }, "The field prices[0].id is required."],
    [{ prices: [{ id: 1, price: "1", discount: "1,555" }] }, /^The field prices\[0\]\.discount is invalid/],
    [{ barcodes: [{ code: "" }] }, /^The field barcodes\[0\]\.code is invalid/],
    [{ details_show_print: "sim" }, /^The field details_show_print is invalid/],
  ])("validation refuses %j in the v1 envelope", async (patch, message) => {
    const r = await s.raw("/api/v1/items/create", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ api_token: s.account.api_token, ...gel, reference: "NOVO-2", description: "Outro novo", ...patch }),
    });
    expect(r.status).toBe(403);
    const body = (await r.json()) as { status: boolean; message: string };
    expect(body.status).toBe(false);
    expect(body.message).toMatch(typeof message === "string" ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) : message);
  });

  it("writes nothing when a request is refused", async () => {
    const before = await s.store.db.selectFrom("items").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const { response } = await s.v1().POST("/items/create", { body: { ...gel, reference: "PARCIAL", description: "Parcial", prices: [{ id: 1, price: "2" }], barcodes: [{ code: "5601234567892" }] } });
    expect(response.status).toBe(403);
    const after = await s.store.db.selectFrom("items").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe("v1 items: images in form encodings", () => {
  for (const encoding of ["urlencoded", "multipart"] as const) {
    it(`creates an item with its image (${encoding}) and serves the exact bytes at url_image`, async () => {
      const image = png(3, 3);
      const fields: Record<string, FormValue> = { reference: `IMG-${encoding}`, description: `Imagem ${encoding}`, unit: "UN", vat: "23.00", type: "Mercadorias", cost_price: "2,5", details_show_print: "1" };
      // Arrays in bracket notation (prices[0][id]), as PHP integrations send them, in both encodings.
      Object.assign(fields, { prices: [{ id: "1", price: "4.00" }], barcodes: [{ code: `789-${encoding}` }], minimum_stock: [{ id: "1", quantity: "2" }] });
      const { data, error } = await s.v1().POST("/items/create", formRequest(encoding, fields, { bytes: image, name: "foto.png", type: "image/png" }));
      expect(error).toBeUndefined();
      const item = data!.data;
      expect(item).toMatchObject({ reference: `IMG-${encoding}`, cost_price: "2.50000", details_show_print: true });
      expect(item.prices).toEqual([{ item_id: item.id, price_id: 1, price: "4.00000", discount: "0.00" }]);
      expect(item.barcodes.map((b) => b.code)).toEqual([`789-${encoding}`]);
      expect(item.minimumstock).toEqual([{ item_id: item.id, warehouse_id: 1, quantity: "2.00000" }]);
      expect(item.url_image).toMatch(new RegExp(`^${s.baseUrl}/files/items/[0-9a-f]+/[\\w.-]+\\.png$`));
      const served = await fetch(item.url_image!);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    });

    it(`replaces the image on update (${encoding}) and removes the old file`, async () => {
      const created = await s.v1().POST("/items/create", formRequest(encoding, { description: `Troca ${encoding}`, unit: "UN", vat: "23.00", type: "Serviços" }, { bytes: png(), name: "a.png", type: "image/png" }));
      const item = created.data!.data;
      const upd = await s.v1().POST("/items/{id}/update", {
        params: { path: { id: item.id } },
        ...formRequest(encoding, { description: `Troca ${encoding}`, unit: "UN", vat: "23.00", type: "Serviços", active: "0" }, { bytes: jpeg, name: "b.jpeg", type: "image/jpeg" }),
      });
      expect(upd.data).toEqual({ status: true });
      const after = await findOne(item.id);
      expect(after.active).toBe(false);
      expect(after.url_image).toMatch(/\.jpg$/);
      expect((await fetch(after.url_image!)).headers.get("content-type")).toBe("image/jpeg");
      expect((await fetch(item.url_image!)).status).toBe(404);
    });

    it(`refuses an invalid image format and an image over 3 MB (${encoding})`, async () => {
      const fields = { description: `Recusa ${encoding}`, unit: "UN", vat: "23.00", type: "Serviços" };
      const bad = await s.v1().POST("/items/create", formRequest(encoding, fields, { bytes: Buffer.from("%PDF-1.7 not an image"), name: "x.png", type: "image/png" }));
      expect(bad.response.status).toBe(403);
      expect(bad.error).toEqual({ status: false, message: "The image (file) format is not valid." });
      if (encoding === "multipart") {
        // 3 MB plus one byte (a urlencoded body that size exceeds the body limit before the image is read).
        const big = Buffer.concat([png(), Buffer.alloc(3 * 1024 * 1024 + 1 - png().length)]);
        const large = await s.v1().POST("/items/create", formRequest(encoding, fields, { bytes: big, name: "big.png", type: "image/png" }));
        expect(large.response.status).toBe(403);
        expect(large.error).toEqual({ status: false, message: "The image (file) may not be larger than 3 MB." });
      }
      const none = await s.v1().POST("/items/find", { body: { value: `Recusa ${encoding}`, search_in: "Description" } });
      expect(none.data!.data).toEqual([]);
    });
  }

  // Blocked by server/http/dispatch.ts: multer already decodes bracket-notation part names into
  // arrays, and the dispatcher's second decoding (new URLSearchParams(req.body)) then throws a
  // TypeError inside multer's callback: the request is never answered and the exception is
  // uncaught. Enable once the dispatcher keeps multer's decoded body.
  it("creates an item with prices, barcodes and minimum stock in multipart bracket notation", async () => {
    const fields = { description: "Multipart com listas", unit: "UN", vat: "23.00", type: "Mercadorias", prices: [{ id: "1", price: "4.00", discount: "5" }], barcodes: [{ code: "MP-BAR-1", quantity: "6" }], minimum_stock: [{ id: "1", quantity: "2" }] };
    const { data, error } = await s.v1().POST("/items/create", formRequest("multipart", fields, { bytes: png(), name: "m.png", type: "image/png" }));
    expect(error).toBeUndefined();
    const item = data!.data;
    expect(item.prices).toEqual([{ item_id: item.id, price_id: 1, price: "4.00000", discount: "5.00" }]);
    expect(item.barcodes.map((b) => [b.code, b.quantity])).toEqual([["MP-BAR-1", "6.00000"]]);
    expect(item.minimumstock).toEqual([{ item_id: item.id, warehouse_id: 1, quantity: "2.00000" }]);
    expect(item.url_image).not.toBeNull();
  });

  it("refuses a urlencoded image above 3 MB with the image rule, not the body limit", async () => {
    const big = Buffer.concat([png(), Buffer.alloc(3 * 1024 * 1024)]);
    const r = await s.v1().POST("/items/create", formRequest("urlencoded", { description: "Grande", unit: "UN", vat: "23.00", type: "Serviços" }, { bytes: big, name: "x.png", type: "image/png" }));
    expect(r.response.status).toBe(403);
    expect(r.error?.message).toMatch(/larger than 3 MB/);
  });

  it("answers 413 for a urlencoded body beyond the body limit", async () => {
    // Percent-encoded, 5 MB of bytes is about 15 MB: beyond the form body limit.
    const huge = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]);
    const r = await s.v1().POST("/items/create", formRequest("urlencoded", { description: "Enorme", unit: "UN", vat: "23.00", type: "Serviços" }, { bytes: huge, name: "x.png", type: "image/png" }));
    expect(r.response.status).toBe(413);
    expect(r.error).toMatchObject({ status: false, message: "The request body is too large." });
  });

  it("names the field when form validation fails", async () => {
    const r = await s.v1().POST("/items/create", formRequest("urlencoded", { description: "Sem tipo", unit: "UN", vat: "23.00" }));
    expect(r.response.status).toBe(403);
    expect(r.error).toEqual({ status: false, message: "The field type is required." });
  });

  it("deletes the image, and succeeds again when there is none", async () => {
    const created = await s.v1().POST("/items/create", formRequest("multipart", { description: "Sem foto depois", unit: "UN", vat: "23.00", type: "Serviços" }, { bytes: png(), name: "p.png", type: "image/png" }));
    const item = created.data!.data;
    expect(item.url_image).not.toBeNull();
    for (let i = 0; i < 2; i++) {
      const del = await s.v1().POST("/items/{id}/delete_image", { params: { path: { id: item.id } } });
      expect(del.data).toEqual({ status: true });
    }
    expect((await findOne(item.id)).url_image).toBeNull();
    expect((await fetch(item.url_image!)).status).toBe(404);
    const unknown = await s.v1().POST("/items/{id}/delete_image", { params: { path: { id: 999999 } } });
    expect(unknown.response.status).toBe(403);
    expect(unknown.error).toEqual({ status: false, message: "The item 999999 (id) does not exist." });
  });
});

describe("v1 items: update", () => {
  it("updates fields, replaces sent lists and keeps omitted ones", async () => {
    const item = await createItem({
      reference: "UPD-1",
      description: "Para actualizar",
      type: "Mercadorias",
      prices: [{ id: 1, price: "4.00" }],
      barcodes: [{ code: "UPD-BAR-1" }],
      minimum_stock: [{ id: 1, quantity: 6 }],
    });
    const upd = await s.v1().POST("/items/{id}/update", {
      params: { path: { id: item.id } },
      body: { reference: "UPD-2", description: "Actualizado", unit: 2, vat: "13", type: "Mercadorias", cost_price: 1.3, prices: [{ id: 1, price: "4.20", discount: 5 }], active: 1 },
    });
    expect(upd.data).toEqual({ status: true });
    const after = await findOne(item.id);
    expect(after).toMatchObject({ reference: "UPD-2", description: "Actualizado", unit_id: 2, cost_price: "1.30000", active: true });
    expect(after.vat.tax).toBe("13.00");
    expect(after.prices).toEqual([{ item_id: item.id, price_id: 1, price: "4.20000", discount: "5.00" }]);
    expect(after.barcodes.map((b) => b.code)).toEqual(["UPD-BAR-1"]);
    expect(after.minimumstock).toHaveLength(1);
    const cleared = await s.v1().POST("/items/{id}/update", { params: { path: { id: item.id } }, body: { description: "Actualizado", unit: 2, vat: "13", type: "Mercadorias", barcodes: [], minimum_stock: [] } });
    expect(cleared.data).toEqual({ status: true });
    const again = await findOne(item.id);
    expect(again.barcodes).toEqual([]);
    expect(again.minimumstock).toEqual([]);
    expect(again.reference).toBe("UPD-2");
  });

  it("refuses a reference or description registered on another item, and unknown or invalid ids", async () => {
    const a = await createItem({ reference: "DUP-A", description: "Duplicado A" });
    await createItem({ reference: "DUP-B", description: "Duplicado B" });
    const base = { unit: "UN", vat: 1, type: "Serviços" as const };
    const ref = await s.v1().POST("/items/{id}/update", { params: { path: { id: a.id } }, body: { ...base, reference: "DUP-B", description: "Duplicado A" } });
    expect(ref.error).toEqual({ status: false, message: "The reference (reference) DUP-B is already registered." });
    const desc = await s.v1().POST("/items/{id}/update", { params: { path: { id: a.id } }, body: { ...base, description: "Duplicado B" } });
    expect(desc.error).toEqual({ status: false, message: "The description (description) Duplicado B is already registered." });
    const same = await s.v1().POST("/items/{id}/update", { params: { path: { id: a.id } }, body: { ...base, reference: "DUP-A", description: "Duplicado A" } });
    expect(same.data).toEqual({ status: true });
    const unknown = await s.v1().POST("/items/{id}/update", { params: { path: { id: 999999 } }, body: { ...base, description: "X" } });
    expect(unknown.response.status).toBe(403);
    expect(unknown.error).toEqual({ status: false, message: "The item 999999 (id) does not exist." });
    const r = await s.raw("/api/v1/items/abc/update", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ api_token: s.account.api_token, ...base, description: "X" }) });
    expect(r.status).toBe(403);
    expect(((await r.json()) as { message: string }).message).toMatch(/^The field id is invalid/);
  });

  it("keeps a unit that became inactive when it is sent again, and refuses choosing it anew", async () => {
    const { production } = await datasetId();
    const item = await createItem({ reference: "INACT-UN", description: "Unidade a desactivar", unit: "M2" });
    await s.store.db.updateTable("units").set({ active: 0 }).where("dataset_id", "=", production).where("symbol", "=", "M2").execute();
    try {
      const same = await s.v1().POST("/items/{id}/update", { params: { path: { id: item.id } }, body: { description: "Unidade a desactivar", unit: "M2", vat: 1, type: "Serviços", observations: "ok" } });
      expect(same.data).toEqual({ status: true });
      const fresh = await s.v1().POST("/items/create", { body: { description: "Unidade inactiva", unit: "M2", vat: 1, type: "Serviços" } });
      expect(fresh.response.status).toBe(403);
      expect(fresh.error).toEqual({ status: false, message: 'The unit "M2" (unit) is inactive.' });
    } finally {
      await s.store.db.updateTable("units").set({ active: 1 }).where("dataset_id", "=", production).where("symbol", "=", "M2").execute();
    }
  });

  it("treats an empty multipart file part (a form's file input left empty) as no image", async () => {
    const form = new FormData();
    for (const [k, v] of bracketPairs({ api_token: s.account.api_token, description: "Sem ficheiro", unit: "UN", vat: "23.00", type: "Serviços" })) form.append(k, v);
    form.append("file", new Blob([]), "");
    const { data, error } = await s.v1().POST("/items/create", { body: {} as never, bodySerializer: () => form });
    expect(error).toBeUndefined();
    expect(data!.data.url_image).toBeNull();
  });

  it("refuses changing the type away from Mercadorias once stock moved", async () => {
    const item = await createItem({ reference: "TIPO-1", description: "Tipo fixo", type: "Mercadorias" });
    const mv = await s.v1().POST("/items/stock/movements/create", { body: { warehouse: 1, item: item.id, date: "2026-01-05", type: "Entrada", quantity: 1 } });
    expect(mv.error).toBeUndefined();
    const upd = await s.v1().POST("/items/{id}/update", { params: { path: { id: item.id } }, body: { description: "Tipo fixo", unit: "UN", vat: 1, type: "Serviços" } });
    expect(upd.response.status).toBe(403);
    expect(upd.error).toEqual({ status: false, message: "The type (type) cannot change from Mercadorias: the item has stock movements." });
  });
});

describe("v1 items: find and list", () => {
  it("finds by ID, reference, description and barcode, with the total stock", async () => {
    const item = await createItem({ reference: "FIND-REF-01", description: "Procura por descrição", type: "Mercadorias", barcodes: [{ code: "5609999000011" }] });
    for (const [date, warehouse, type, quantity] of [["2026-02-01", 1, "Entrada", "10"], ["2026-02-02", 1, "Saída", "2.5"]] as const) {
      const r = await s.v1().POST("/items/stock/movements/create", { body: { warehouse, item: "FIND-REF-01", date, type, quantity, unit_price: "1" } });
      expect(r.error).toBeUndefined();
    }
    const v1 = s.v1();
    const byId = await v1.POST("/items/find", { body: { value: String(item.id), search_in: "ID" } });
    expect(byId.data!.data.map((i) => i.id)).toEqual([item.id]);
    expect(byId.data!.data[0]!.stock).toBe("7.50000");
    expect(byId.data!.data[0]!.averagecostprices).toEqual([{ item_id: item.id, warehouse_id: 1, average_cost_price: "1.00000" }]);
    expect((await v1.POST("/items/find", { body: { value: "REF-0", search_in: "Reference" } })).data!.data.map((i) => i.id)).toEqual([item.id]);
    expect((await v1.POST("/items/find", { body: { value: "por descri", search_in: "Description" } })).data!.data.map((i) => i.id)).toEqual([item.id]);
    const byBarcode = await v1.POST("/items/find", { body: { value: "5609999000011", search_in: "Barcode" } });
    expect(byBarcode.data!.data.map((i) => i.id)).toEqual([item.id]);
    expect((await v1.POST("/items/find", { body: { value: "560999900001", search_in: "Barcode" } })).data!.data).toEqual([]);
    expect((await v1.POST("/items/find", { body: { value: "abc", search_in: "ID" } })).data!.data).toEqual([]);
    expect((await v1.POST("/items/find", { body: { value: "nada disto", search_in: "Description" } })).data!.data).toEqual([]);
  });

  it("refuses a missing value and an unknown search_in", async () => {
    const empty = await s.v1().POST("/items/find", { body: { value: " ", search_in: "Reference" } });
    expect(empty.response.status).toBe(403);
    expect(empty.error).toEqual({ status: false, message: "The field value is required." });
    const r = await s.raw("/api/v1/items/find", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ api_token: s.account.api_token, value: "x", search_in: "Code" }) });
    expect(r.status).toBe(403);
    expect(((await r.json()) as { message: string }).message).toMatch(/^The field search_in is invalid\. Expected one of "ID", "Reference", "Description", "Barcode"/);
    const missing = await s.raw("/api/v1/items/find", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ api_token: s.account.api_token, search_in: "ID" }) });
    expect(((await missing.json()) as { message: string }).message).toBe("The field value is required.");
  });

  it("lists 15 at a time by ascending ID, filters by active state and refuses a skip that is not a multiple of 15", async () => {
    for (let i = 0; i < 16; i++) await createItem({ description: `Lista ${i}` });
    const v1 = s.v1();
    const first = await v1.POST("/items/list", { body: { skip: 0 } });
    const second = await v1.POST("/items/list", { body: { skip: "15", active: "true" } });
    expect(first.data!.data).toHaveLength(15);
    const ids = first.data!.data.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(second.data!.data[0]!.id).toBeGreaterThan(ids[14]!);
    expect(first.data!.data.every((i) => typeof i.stock === "string")).toBe(true);
    const inactive = await createItem({ description: "Inactivo" });
    await v1.POST("/items/{id}/update", { params: { path: { id: inactive.id } }, body: { description: "Inactivo", unit: "UN", vat: 1, type: "Serviços", active: false } });
    const onlyInactive = await v1.POST("/items/list", { body: { active: false } });
    expect(onlyInactive.data!.data.map((i) => i.id)).toContain(inactive.id);
    expect(onlyInactive.data!.data.every((i) => !i.active)).toBe(true);
    const all: number[] = [];
    for (let skip = 0; ; skip += 15) {
      const page = await v1.POST("/items/list", { body: { skip, active: "All" } });
      all.push(...page.data!.data.map((i) => i.id));
      if (page.data!.data.length < 15) break;
    }
    expect(all).toContain(inactive.id);
    const bad = await v1.POST("/items/list", { body: { skip: 7 } });
    expect(bad.response.status).toBe(403);
    expect(bad.error!.message).toMatch(/^The field skip must be a multiple of 15/);
  });
});

describe("v1 items: delete", () => {
  it("deletes an unused item with its lists and image, and refuses unknown IDs", async () => {
    const created = await s.v1().POST("/items/create", formRequest("urlencoded", { description: "Apagar", unit: "UN", vat: "23.00", type: "Serviços", prices: [{ id: "1", price: "1" }], barcodes: [{ code: "APAGAR-1" }] }, { bytes: png(), name: "x.png", type: "image/png" }));
    const item = created.data!.data;
    expect((await s.v1().POST("/items/{id}/delete", { params: { path: { id: item.id } } })).data).toEqual({ status: true });
    expect((await fetch(item.url_image!)).status).toBe(404);
    expect((await s.v1().POST("/items/find", { body: { value: "APAGAR-1", search_in: "Barcode" } })).data!.data).toEqual([]);
    const again = await s.v1().POST("/items/{id}/delete", { params: { path: { id: item.id } } });
    expect(again.response.status).toBe(403);
    expect(again.error).toEqual({ status: false, message: `The item ${item.id} (id) does not exist.` });
    // The barcode is free again.
    await createItem({ description: "Novo dono", barcodes: [{ code: "APAGAR-1" }] });
  });

  it("refuses deleting an item with stock movements", async () => {
    const item = await createItem({ reference: "MOV-DEL", description: "Com movimentos", type: "Mercadorias" });
    await s.v1().POST("/items/stock/movements/create", { body: { warehouse: "Armazém principal", item: "MOV-DEL", date: "2026-03-01", type: "Entrada", quantity: 2 } });
    const del = await s.v1().POST("/items/{id}/delete", { params: { path: { id: item.id } } });
    expect(del.response.status).toBe(403);
    expect(del.error).toEqual({ status: false, message: "The item cannot be deleted: it has stock movements." });
  });
});

async function datasetId(): Promise<{ production: number; demo: number }> {
  const rows = await s.store.db.selectFrom("datasets").select(["id", "api_token"]).where("api_token", "in", [s.account.api_token, s.account.test_api_token]).execute();
  return { production: rows.find((r) => r.api_token === s.account.api_token)!.id, demo: rows.find((r) => r.api_token === s.account.test_api_token)!.id };
}

describe("tenants never meet", () => {
  it("a second account and the demo key of the same account can neither see nor change the first account's items", async () => {
    const created = await s.v1().POST("/items/create", formRequest("multipart", { reference: "SO-PROD", description: "Só produção", unit: "UN", vat: "23.00", type: "Mercadorias" }, { bytes: png(), name: "p.png", type: "image/png" }));
    const item = created.data!.data;
    await s.v1().POST("/items/{id}/update", { params: { path: { id: item.id } }, body: { reference: "SO-PROD", description: "Só produção", unit: "UN", vat: "23.00", type: "Mercadorias", barcodes: [{ code: "SO-PROD-BAR" }] } });
    const other = await s.newAccount({ name: "Outra conta" });
    for (const token of [other.api_token, s.account.test_api_token]) {
      const v1 = s.v1(token);
      expect((await v1.POST("/items/find", { body: { value: item.id, search_in: "ID" } })).data!.data).toEqual([]);
      expect((await v1.POST("/items/find", { body: { value: "SO-PROD-BAR", search_in: "Barcode" } })).data!.data).toEqual([]);
      expect((await v1.POST("/items/find", { body: { value: "SO-PROD", search_in: "Reference" } })).data!.data).toEqual([]);
      const list = await v1.POST("/items/list", { body: { active: "All" } });
      expect(list.data!.data.map((i) => i.id)).not.toContain(item.id);
      const notYours = { status: false, message: `The item ${item.id} (id) does not exist.` };
      const upd = await v1.POST("/items/{id}/update", { params: { path: { id: item.id } }, body: { description: "Roubado", unit: "UN", vat: "23.00", type: "Serviços" } });
      expect(upd.response.status).toBe(403);
      expect(upd.error).toEqual(notYours);
      const img = await v1.POST("/items/{id}/delete_image", { params: { path: { id: item.id } } });
      expect(img.error).toEqual(notYours);
      const del = await v1.POST("/items/{id}/delete", { params: { path: { id: item.id } } });
      expect(del.error).toEqual(notYours);
      const stock = await v1.POST("/items/{id}/stock/actual", { params: { path: { id: item.id } }, body: {} });
      expect(stock.error).toEqual(notYours);
      // The same reference, description and barcode are free in another data set.
      const own = await v1.POST("/items/create", { body: { reference: "SO-PROD", description: "Só produção", unit: "UN", vat: "23.00", type: "Mercadorias", barcodes: [{ code: "SO-PROD-BAR" }] } });
      expect(own.error).toBeUndefined();
      // Another data set's item cannot be moved either.
      const mv = await v1.POST("/items/stock/movements/create", { body: { warehouse: 1, item: item.id, date: "2026-01-01", type: "Entrada", quantity: 1 } });
      expect(mv.response.status).toBe(403);
    }
    const still = await findOne(item.id);
    expect(still).toMatchObject({ description: "Só produção", reference: "SO-PROD" });
    expect(still.url_image).not.toBeNull();
    expect(still.barcodes.map((b) => b.code)).toEqual(["SO-PROD-BAR"]);
  });
});
