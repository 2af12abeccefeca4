// v1 items through the generated client: create (JSON, urlencoded and multipart with the
// image), update, find, list, delete, delete_image, every refusal the documents and the
// operation descriptions name, and tenants that never meet.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deflateSync } from "node:zlib";
import { untypedCalls, type V1Body } from "../support/calls.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { answerOf, expectRefusal } from "../support/refusals.ts";
import type { RefusalCode } from "../../server/kernel/errors.ts";
import type { components } from "../../generated/types/v1.ts";
import { keyDigest } from "../../server/modules/accounts/key-digests.ts";

type Item = components["schemas"]["Item"];

let s: TestServer;
const untyped = untypedCalls(() => s);

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
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ihdr,
    Buffer.from([0, 0, 0, 0]),
    deflateSync(Buffer.alloc(8)),
  ]);
}

const jpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0xff, 0xd9,
]);

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

/**
 * The fields of an item's create or update, typed as the JSON body: the form encodings carry
 * the same fields (the client passes them to the serializer, which writes the form).
 */
type ItemFields = V1Body<"/items/create"> & Record<string, FormValue>;

/** A create or update sent in a form encoding, with api_token as a field and the image in `file`. */
function formEncoded(
  encoding: Encoding,
  fields: Record<string, FormValue>,
  image?: { bytes: Buffer; name: string; type: string },
) {
  const pairs = bracketPairs({ api_token: s.account.api_token, ...fields });
  if (encoding === "urlencoded") {
    const text = pairs
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .concat(image ? [`file=${percentBytes(image.bytes)}`] : [])
      .join("&");
    return {
      bodySerializer: () => text,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    };
  }
  const form = new FormData();
  for (const [k, v] of pairs) form.append(k, v);
  if (image) form.append("file", new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  return { bodySerializer: () => form, headers: undefined };
}

/** A typed create or update sent in a form encoding: the client hands the fields to the serializer. */
function formRequest(encoding: Encoding, fields: ItemFields, image?: { bytes: Buffer; name: string; type: string }) {
  return { body: fields, ...formEncoded(encoding, fields, image) };
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

async function createItem(body: Partial<V1Body<"/items/create">> & { description: string }): Promise<Item> {
  const { data, error } = await s
    .v1()
    .POST("/items/create", { body: { unit: "UN", vat: 1, type: "Serviços", ...body } });
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
    const categories = await s.store.db
      .selectFrom("categories")
      .innerJoin("datasets", "datasets.id", "categories.dataset_id")
      .select("categories.id")
      .where("datasets.api_token_hash", "=", keyDigest(s.account.api_token))
      .execute();
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
      cost_price: 1.25,
      url_image: null,
      reference_blocked: false,
      description_blocked: false,
      active: true,
      vat_exemption_id: 18,
      category_id: categories[0]!.id,
    });
    expect(item.unit).toMatchObject({ symbol: "UN", description: "Unidades" });
    expect(item.vat).toMatchObject({ tax: 23, saft_region: "PT" });
    expect(item.vatexemption).toEqual({ id: 18, code: "M18", description: "Sem isenção" });
    expect(item.category?.description).toBe("Geral");
    expect(item.prices).toEqual([
      {
        id: expect.any(Number),
        item_id: item.id,
        price_id: 1,
        price: 4,
        discount: 0,
        pricetable: expect.objectContaining({ id: 1, is_default: true }),
      },
    ]);
    expect(item.barcodes).toEqual([
      { id: expect.any(Number), item_id: item.id, code: "5601234567892", quantity: 1, description: "Unidade" },
    ]);
    expect(item.minimumstock).toEqual([{ item_id: item.id, warehouse_id: 1, quantity: 6 }]);
    expect(item.averagecostprices).toEqual([]);
    expect(item.stock).toBe(0);
  });

  it("resolves unit by name, VAT by rate and exemption by code, with a second price table", async () => {
    const tables = await s.store.db
      .selectFrom("prices")
      .select(["id"])
      .where("dataset_id", "=", (await datasetId()).production)
      .execute();
    expect(tables).toHaveLength(1);
    const item = await createItem({
      description: "Isenção de teste",
      unit: "Quilogramas",
      vat: "0",
      vat_exemption: "M07",
      prices: [{ id: tables[0]!.id, price: 3.2, discount: "5,00" }],
    });
    expect(item.unit.symbol).toBe("KG");
    expect(item.vat.tax).toBe(0);
    expect(item.vatexemption).toMatchObject({ id: 7, code: "M07" });
    expect(item.prices[0]).toMatchObject({ price: 3.2, discount: 5 });
  });

  it("continues the last reference when none is given", async () => {
    await createItem({ reference: "A0007", description: "Artigo sete" });
    const next = await createItem({ description: "Artigo oito" });
    expect(next.reference).toBe("A0008");
    const blank = await createItem({ reference: "", description: "Artigo nove" });
    expect(blank.reference).toBe("A0009");
  });

  const fiveplaces = "(esperado: um número inferior a 10000000000 com até 5 casas decimais (0.00000))";

  it.each([
    [
      { reference: "GEL150", description: "Outro gel" },
      "item.reference.taken",
      "reference",
      "O valor indicado para o campo reference já se encontra registado",
    ],
    [
      { reference: "GEL-OUTRO", description: "Gel fixador 150 ml" },
      "item.description.taken",
      "description",
      "O valor indicado para o campo description já se encontra registado",
    ],
    [{ unit: "Caixote" }, "unit.not_found", "unit", "A unidade indicada no campo unit não existe"],
    [{ vat: "Taxa lunar" }, "vat_rate.not_found", "vat", "A taxa de IVA indicada no campo vat não existe"],
    [
      { vat_exemption: "M77" },
      "vat_exemption.not_found",
      "vat_exemption",
      "O motivo de isenção de IVA indicado no campo vat_exemption não existe",
    ],
    [{ category: 999999 }, "category.not_found", "category", "A categoria indicada no campo category não existe"],
    [
      { prices: [{ id: 999999, price: "1" }] },
      "price.not_found",
      "prices[0].id",
      "A tabela de preços indicada no campo prices[0].id não existe",
    ],
    [
      {
        prices: [
          { id: 1, price: "1" },
          { id: 1, price: "2" },
        ],
      },
      "item.price_table.duplicate",
      "prices[1].id",
      "A tabela de preços indicada no campo prices[1].id está repetida",
    ],
    [
      { prices: [{ id: 1, price: "-1" }] },
      "amount.negative",
      "prices[0].price",
      "O valor indicado no campo prices[0].price não pode ser negativo",
    ],
    [
      { prices: [{ id: 1, price: "1", discount: "120" }] },
      "rate.out_of_range",
      "prices[0].discount",
      "O campo prices[0].discount deve ser uma percentagem entre 0.00 e 100.00",
    ],
    [
      { prices: [{ id: 1, price: "1.123456" }] },
      "request.field.invalid",
      "prices[0].price",
      `O valor indicado para o campo prices[0].price não é válido ${fiveplaces}`,
    ],
    [
      { minimum_stock: [{ id: 999999, quantity: 1 }] },
      "warehouse.not_found",
      "minimum_stock[0].id",
      "O armazém indicado no campo minimum_stock[0].id não existe",
    ],
    [
      { minimum_stock: [{ id: 1, quantity: -2 }] },
      "amount.negative",
      "minimum_stock[0].quantity",
      "O valor indicado no campo minimum_stock[0].quantity não pode ser negativo",
    ],
    [
      { barcodes: [{ code: "5601234567892" }] },
      "item.barcode.taken",
      "barcodes[0].code",
      "O código de barras 5601234567892 indicado no campo barcodes[0].code já se encontra registado no artigo GEL150",
    ],
    [
      { barcodes: [{ code: "111" }, { code: "111" }] },
      "item.barcode.duplicate",
      "barcodes[1].code",
      "O código de barras 111 indicado no campo barcodes[1].code está repetido",
    ],
    [
      { barcodes: [{ code: "112", quantity: 0 }] },
      "item.barcode.quantity.not_positive",
      "barcodes[0].quantity",
      "A quantidade indicada no campo barcodes[0].quantity deve ser superior a zero",
    ],
    [
      { cost_price: "-3" },
      "amount.negative",
      "cost_price",
      "O valor indicado no campo cost_price não pode ser negativo",
    ],
    [
      { cost_price: "0.123456" },
      "request.field.invalid",
      "cost_price",
      `O valor indicado para o campo cost_price não é válido ${fiveplaces}`,
    ],
    [
      { vat: "23.00", vat_exemption: "M07" },
      "item.vat_exemption.rate_not_zero",
      "vat_exemption",
      "Quando existe isenção de IVA é obrigatório que a taxa de IVA seja zero",
    ],
    [
      { vat: "Isento" },
      "item.vat_exemption.missing",
      "vat_exemption",
      "Quando a taxa de IVA é zero é obrigatória a indicação do motivo de isenção de IVA (vat_exemption)",
    ],
  ] as [Record<string, unknown>, RefusalCode, string, string][])(
    "refuses %j with a code and a message naming the field",
    async (patch, code, field, message) => {
      expectRefusal(
        await s.v1().POST("/items/create", {
          body: { ...gel, reference: "NOVO-1", description: "Novo artigo", ...patch },
        }),
        { code, field, message },
      );
    },
  );

  it("answers the refusal in English on request", async () => {
    const r = await s.raw("/api/v1/items/create", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify({
        api_token: s.account.api_token,
        ...gel,
        reference: "NOVO-1",
        description: "Novo artigo",
        barcodes: [{ code: "111" }, { code: "111" }],
      }),
    });
    expectRefusal(await answerOf(r), {
      code: "item.barcode.duplicate",
      field: "barcodes[1].code",
      message: "The barcode 111 in the field barcodes[1].code is listed more than once",
    });
  });

  it.each([
    [
      { description: undefined },
      "request.field.required",
      "description",
      "É obrigatória a indicação de um valor para o campo description",
    ],
    [{ unit: undefined }, "request.field.required", "unit", "É obrigatória a indicação de um valor para o campo unit"],
    [{ vat: undefined }, "request.field.required", "vat", "É obrigatória a indicação de um valor para o campo vat"],
    [{ type: undefined }, "request.field.required", "type", "É obrigatória a indicação de um valor para o campo type"],
    [
      { type: "Matérias Primas" },
      "request.field.invalid",
      "type",
      /^O valor indicado para o campo type não é válido \(esperado: um de .*"Matérias primas"/,
    ],
    [
      { cost_price: "1,234567" },
      "request.field.invalid",
      "cost_price",
      /^O valor indicado para o campo cost_price não é válido/,
    ],
    [
      { prices: [{ price: "1" }] },
      "request.field.required",
      "prices[0].id",
      "É obrigatória a indicação de um valor para o campo prices[0].id",
    ],
    [
      { prices: [{ id: 1, price: "1", discount: "1,555" }] },
      "request.field.invalid",
      "prices[0].discount",
      /^O valor indicado para o campo prices\[0\]\.discount não é válido/,
    ],
    [
      { barcodes: [{ code: "" }] },
      "request.field.invalid",
      "barcodes[0].code",
      /^O valor indicado para o campo barcodes\[0\]\.code não é válido/,
    ],
    [{ details_show_print: "sim" }, "request.field.invalid", "details_show_print", /esperado: true, false, 1 ou 0/],
  ] as [Record<string, unknown>, RefusalCode, string, string | RegExp][])(
    "validation refuses %j in the v1 envelope",
    async (patch, code, field, message) => {
      const answer = await answerOf(
        await s.raw("/api/v1/items/create", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            api_token: s.account.api_token,
            ...gel,
            reference: "NOVO-2",
            description: "Outro novo",
            ...patch,
          }),
        }),
      );
      expectRefusal(answer, { code, field, message });
      expect(answer.body).toMatchObject({ status: false });
    },
  );

  it("writes nothing when a request is refused", async () => {
    const before = await s.store.db
      .selectFrom("items")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const { response } = await s.v1().POST("/items/create", {
      body: {
        ...gel,
        reference: "PARCIAL",
        description: "Parcial",
        prices: [{ id: 1, price: "2" }],
        barcodes: [{ code: "5601234567892" }],
      },
    });
    expect(response.status).toBe(403);
    const after = await s.store.db
      .selectFrom("items")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe("v1 items: images in form encodings", () => {
  for (const encoding of ["urlencoded", "multipart"] as const) {
    it(`creates an item with its image (${encoding}) and serves the exact bytes at url_image`, async () => {
      const image = png(3, 3);
      const fields: ItemFields = {
        reference: `IMG-${encoding}`,
        description: `Imagem ${encoding}`,
        unit: "UN",
        vat: "23.00",
        type: "Mercadorias",
        cost_price: "2,5",
        details_show_print: "1",
      };
      // Arrays in bracket notation (prices[0][id]), as PHP integrations send them, in both encodings.
      Object.assign(fields, {
        prices: [{ id: "1", price: "4.00" }],
        barcodes: [{ code: `789-${encoding}` }],
        minimum_stock: [{ id: "1", quantity: "2" }],
      });
      const { data, error } = await s
        .v1()
        .POST("/items/create", formRequest(encoding, fields, { bytes: image, name: "foto.png", type: "image/png" }));
      expect(error).toBeUndefined();
      const item = data!.data;
      expect(item).toMatchObject({ reference: `IMG-${encoding}`, cost_price: 2.5, details_show_print: true });
      expect(item.prices).toMatchObject([{ item_id: item.id, price_id: 1, price: 4, discount: 0 }]);
      expect(item.barcodes.map((b) => b.code)).toEqual([`789-${encoding}`]);
      expect(item.minimumstock).toEqual([{ item_id: item.id, warehouse_id: 1, quantity: 2 }]);
      expect(item.url_image).toMatch(new RegExp(`^${s.baseUrl}/files/items/[0-9a-f]+/[\\w.-]+\\.png$`));
      const served = await fetch(item.url_image!);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    });

    it(`replaces the image on update (${encoding}) and removes the old file`, async () => {
      const created = await s
        .v1()
        .POST(
          "/items/create",
          formRequest(
            encoding,
            { description: `Troca ${encoding}`, unit: "UN", vat: "23.00", type: "Serviços" },
            { bytes: png(), name: "a.png", type: "image/png" },
          ),
        );
      const item = created.data!.data;
      const upd = await s.v1().POST("/items/{id}/update", {
        params: { path: { id: item.id } },
        ...formRequest(
          encoding,
          { description: `Troca ${encoding}`, unit: "UN", vat: "23.00", type: "Serviços", active: "0" },
          { bytes: jpeg, name: "b.jpeg", type: "image/jpeg" },
        ),
      });
      expect(upd.data).toEqual({ status: true });
      const after = await findOne(item.id);
      expect(after.active).toBe(false);
      expect(after.url_image).toMatch(/\.jpg$/);
      expect((await fetch(after.url_image!)).headers.get("content-type")).toBe("image/jpeg");
      expect((await fetch(item.url_image!)).status).toBe(404);
    });

    it(`refuses an invalid image format and an image over 3 MB (${encoding})`, async () => {
      const fields: ItemFields = { description: `Recusa ${encoding}`, unit: "UN", vat: "23.00", type: "Serviços" };
      const bad = await s.v1().POST(
        "/items/create",
        formRequest(encoding, fields, {
          bytes: Buffer.from("%PDF-1.7 not an image"),
          name: "x.png",
          type: "image/png",
        }),
      );
      expectRefusal(bad, {
        code: "item.image.invalid",
        field: "file",
        message: "A imagem indicada no campo file não está num formato válido (PNG, JPEG, GIF, BMP ou WebP)",
      });
      if (encoding === "multipart") {
        // 3 MB plus one byte (a urlencoded body that size exceeds the body limit before the image is read).
        const big = Buffer.concat([png(), Buffer.alloc(3 * 1024 * 1024 + 1 - png().length)]);
        const large = await s
          .v1()
          .POST("/items/create", formRequest(encoding, fields, { bytes: big, name: "big.png", type: "image/png" }));
        expectRefusal(large, {
          code: "item.image.too_large",
          field: "file",
          message: "A imagem indicada no campo file não pode ter mais de 3 MB",
        });
      }
      const none = await s
        .v1()
        .POST("/items/find", { body: { value: `Recusa ${encoding}`, search_in: "Description" } });
      expect(none.data!.data).toEqual([]);
    });
  }

  // Blocked by server/http/dispatch.ts: multer already decodes bracket-notation part names into
  // arrays, and the dispatcher's second decoding (new URLSearchParams(req.body)) then throws a
  // TypeError inside multer's callback: the request is never answered and the exception is
  // uncaught. Enable once the dispatcher keeps multer's decoded body.
  it("creates an item with prices, barcodes and minimum stock in multipart bracket notation", async () => {
    const fields: ItemFields = {
      description: "Multipart com listas",
      unit: "UN",
      vat: "23.00",
      type: "Mercadorias",
      prices: [{ id: "1", price: "4.00", discount: "5" }],
      barcodes: [{ code: "MP-BAR-1", quantity: "6" }],
      minimum_stock: [{ id: "1", quantity: "2" }],
    };
    const { data, error } = await s
      .v1()
      .POST("/items/create", formRequest("multipart", fields, { bytes: png(), name: "m.png", type: "image/png" }));
    expect(error).toBeUndefined();
    const item = data!.data;
    expect(item.prices).toMatchObject([{ item_id: item.id, price_id: 1, price: 4, discount: 5 }]);
    expect(item.barcodes.map((b) => [b.code, b.quantity])).toEqual([["MP-BAR-1", 6]]);
    expect(item.minimumstock).toEqual([{ item_id: item.id, warehouse_id: 1, quantity: 2 }]);
    expect(item.url_image).not.toBeNull();
  });

  it("refuses a urlencoded image above 3 MB with the image rule, not the body limit", async () => {
    const big = Buffer.concat([png(), Buffer.alloc(3 * 1024 * 1024)]);
    const r = await s
      .v1()
      .POST(
        "/items/create",
        formRequest(
          "urlencoded",
          { description: "Grande", unit: "UN", vat: "23.00", type: "Serviços" },
          { bytes: big, name: "x.png", type: "image/png" },
        ),
      );
    expectRefusal(r, {
      code: "item.image.too_large",
      field: "file",
      message: "A imagem indicada no campo file não pode ter mais de 3 MB",
    });
  });

  it("refuses a multipart file beyond what the parser reads with the same image refusal", async () => {
    // The parser stops reading a file at four times the 3 MB limit.
    const huge = Buffer.concat([png(), Buffer.alloc(13 * 1024 * 1024)]);
    const r = await s
      .v1()
      .POST(
        "/items/create",
        formRequest(
          "multipart",
          { description: "Enorme multipart", unit: "UN", vat: "23.00", type: "Serviços" },
          { bytes: huge, name: "x.png", type: "image/png" },
        ),
      );
    expectRefusal(r, {
      code: "item.image.too_large",
      field: "file",
      message: "A imagem indicada no campo file não pode ter mais de 3 MB",
    });
  });

  it("answers 413 for a urlencoded body beyond the body limit", async () => {
    // Percent-encoded, 5 MB of bytes is about 15 MB: beyond the form body limit.
    const huge = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]);
    const r = await s
      .v1()
      .POST(
        "/items/create",
        formRequest(
          "urlencoded",
          { description: "Enorme", unit: "UN", vat: "23.00", type: "Serviços" },
          { bytes: huge, name: "x.png", type: "image/png" },
        ),
      );
    expectRefusal(r, {
      status: 413,
      code: "request.body.too_large",
      message: "O pedido excede o tamanho máximo permitido",
    });
  });

  it("names the field when form validation fails", async () => {
    // Without its type the fields are not an item's body: sent as the form they are.
    const form = formEncoded("urlencoded", { description: "Sem tipo", unit: "UN", vat: "23.00" });
    const r = await untyped.sendEncoded("/items/create", form.bodySerializer(), form.headers);
    expectRefusal(r, {
      code: "request.field.required",
      field: "type",
      message: "É obrigatória a indicação de um valor para o campo type",
    });
  });

  it("deletes the image, and succeeds again when there is none", async () => {
    const created = await s
      .v1()
      .POST(
        "/items/create",
        formRequest(
          "multipart",
          { description: "Sem foto depois", unit: "UN", vat: "23.00", type: "Serviços" },
          { bytes: png(), name: "p.png", type: "image/png" },
        ),
      );
    const item = created.data!.data;
    expect(item.url_image).not.toBeNull();
    for (let i = 0; i < 2; i++) {
      const del = await s.v1().POST("/items/{id}/delete_image", { params: { path: { id: item.id } } });
      expect(del.data).toEqual({ status: true });
    }
    expect((await findOne(item.id)).url_image).toBeNull();
    expect((await fetch(item.url_image!)).status).toBe(404);
    const unknown = await s.v1().POST("/items/{id}/delete_image", { params: { path: { id: 999999 } } });
    expectRefusal(unknown, { code: "item.not_found", field: "id", message: "O artigo não existe" });
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
      body: {
        reference: "UPD-2",
        description: "Actualizado",
        unit: 2,
        vat: "13",
        type: "Mercadorias",
        cost_price: 1.3,
        prices: [{ id: 1, price: "4.20", discount: 5 }],
        active: 1,
      },
    });
    expect(upd.data).toEqual({ status: true });
    const after = await findOne(item.id);
    expect(after).toMatchObject({
      reference: "UPD-2",
      description: "Actualizado",
      unit_id: 2,
      cost_price: 1.3,
      active: true,
    });
    expect(after.vat.tax).toBe(13);
    expect(after.prices).toMatchObject([
      { item_id: item.id, price_id: 1, price: 4.2, discount: 5, pricetable: { id: 1 } },
    ]);
    expect(after.barcodes.map((b) => b.code)).toEqual(["UPD-BAR-1"]);
    expect(after.minimumstock).toHaveLength(1);
    const cleared = await s.v1().POST("/items/{id}/update", {
      params: { path: { id: item.id } },
      body: { description: "Actualizado", unit: 2, vat: "13", type: "Mercadorias", barcodes: [], minimum_stock: [] },
    });
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
    const ref = await s.v1().POST("/items/{id}/update", {
      params: { path: { id: a.id } },
      body: { ...base, reference: "DUP-B", description: "Duplicado A" },
    });
    expectRefusal(ref, {
      code: "item.reference.taken",
      field: "reference",
      message: "O valor indicado para o campo reference já se encontra registado",
    });
    const desc = await s
      .v1()
      .POST("/items/{id}/update", { params: { path: { id: a.id } }, body: { ...base, description: "Duplicado B" } });
    expectRefusal(desc, {
      code: "item.description.taken",
      field: "description",
      message: "O valor indicado para o campo description já se encontra registado",
    });
    const same = await s.v1().POST("/items/{id}/update", {
      params: { path: { id: a.id } },
      body: { ...base, reference: "DUP-A", description: "Duplicado A" },
    });
    expect(same.data).toEqual({ status: true });
    const unknown = await s
      .v1()
      .POST("/items/{id}/update", { params: { path: { id: 999999 } }, body: { ...base, description: "X" } });
    expectRefusal(unknown, { code: "item.not_found", field: "id", message: "O artigo não existe" });
    const r = await s.raw("/api/v1/items/abc/update", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ api_token: s.account.api_token, ...base, description: "X" }),
    });
    expectRefusal(await answerOf(r), {
      code: "request.field.invalid",
      field: "id",
      message: /^O valor indicado para o campo id não é válido/,
    });
  });

  it("keeps a unit that became inactive when it is sent again, and refuses choosing it anew", async () => {
    const { production } = await datasetId();
    const item = await createItem({ reference: "INACT-UN", description: "Unidade a desactivar", unit: "M2" });
    await s.store.db
      .updateTable("units")
      .set({ active: 0 })
      .where("dataset_id", "=", production)
      .where("symbol", "=", "M2")
      .execute();
    try {
      const same = await s.v1().POST("/items/{id}/update", {
        params: { path: { id: item.id } },
        body: { description: "Unidade a desactivar", unit: "M2", vat: 1, type: "Serviços", observations: "ok" },
      });
      expect(same.data).toEqual({ status: true });
      const fresh = await s
        .v1()
        .POST("/items/create", { body: { description: "Unidade inactiva", unit: "M2", vat: 1, type: "Serviços" } });
      expectRefusal(fresh, {
        code: "unit.inactive",
        field: "unit",
        message: "A unidade indicada no campo unit não se encontra activa",
      });
    } finally {
      await s.store.db
        .updateTable("units")
        .set({ active: 1 })
        .where("dataset_id", "=", production)
        .where("symbol", "=", "M2")
        .execute();
    }
  });

  it("treats an empty multipart file part (a form's file input left empty) as no image", async () => {
    const fields: ItemFields = { description: "Sem ficheiro", unit: "UN", vat: "23.00", type: "Serviços" };
    const form = new FormData();
    for (const [k, v] of bracketPairs({ api_token: s.account.api_token, ...fields })) form.append(k, v);
    form.append("file", new Blob([]), "");
    const { data, error } = await s.v1().POST("/items/create", { body: fields, bodySerializer: () => form });
    expect(error).toBeUndefined();
    expect(data!.data.url_image).toBeNull();
  });

  it("refuses changing the type away from Mercadorias once stock moved", async () => {
    const item = await createItem({ reference: "TIPO-1", description: "Tipo fixo", type: "Mercadorias" });
    const mv = await s.v1().POST("/items/stock/movements/create", {
      body: { warehouse: 1, item: item.id, date: "2026-01-05", type: "Entrada", quantity: 1 },
    });
    expect(mv.error).toBeUndefined();
    const upd = await s.v1().POST("/items/{id}/update", {
      params: { path: { id: item.id } },
      body: { description: "Tipo fixo", unit: "UN", vat: 1, type: "Serviços" },
    });
    expectRefusal(upd, {
      code: "item.type.locked",
      field: "type",
      message: "O tipo do artigo (type) não pode deixar de ser Mercadorias porque o artigo já tem movimentos de stock",
    });
  });
});

describe("v1 items: find and list", () => {
  it("finds by ID, reference, description and barcode, with the total stock", async () => {
    const item = await createItem({
      reference: "FIND-REF-01",
      description: "Procura por descrição",
      type: "Mercadorias",
      barcodes: [{ code: "5609999000011" }],
    });
    for (const [date, warehouse, type, quantity] of [
      ["2026-02-01", 1, "Entrada", "10"],
      ["2026-02-02", 1, "Saída", "2.5"],
    ] as const) {
      const r = await s.v1().POST("/items/stock/movements/create", {
        body: { warehouse, item: "FIND-REF-01", date, type, quantity, unit_price: "1" },
      });
      expect(r.error).toBeUndefined();
    }
    const v1 = s.v1();
    const byId = await v1.POST("/items/find", { body: { value: String(item.id), search_in: "ID" } });
    expect(byId.data!.data.map((i) => i.id)).toEqual([item.id]);
    expect(byId.data!.data[0]!.stock).toBe(7.5);
    expect(byId.data!.data[0]!.averagecostprices).toEqual([
      { item_id: item.id, warehouse_id: 1, average_cost_price: 1 },
    ]);
    expect(
      (await v1.POST("/items/find", { body: { value: "REF-0", search_in: "Reference" } })).data!.data.map((i) => i.id),
    ).toEqual([item.id]);
    expect(
      (await v1.POST("/items/find", { body: { value: "por descri", search_in: "Description" } })).data!.data.map(
        (i) => i.id,
      ),
    ).toEqual([item.id]);
    const byBarcode = await v1.POST("/items/find", { body: { value: "5609999000011", search_in: "Barcode" } });
    expect(byBarcode.data!.data.map((i) => i.id)).toEqual([item.id]);
    expect(
      (await v1.POST("/items/find", { body: { value: "560999900001", search_in: "Barcode" } })).data!.data,
    ).toEqual([]);
    expect((await v1.POST("/items/find", { body: { value: "abc", search_in: "ID" } })).data!.data).toEqual([]);
    expect(
      (await v1.POST("/items/find", { body: { value: "nada disto", search_in: "Description" } })).data!.data,
    ).toEqual([]);
  });

  it("refuses a missing value and an unknown search_in", async () => {
    const empty = await s.v1().POST("/items/find", { body: { value: " ", search_in: "Reference" } });
    expectRefusal(empty, {
      code: "request.field.required",
      field: "value",
      message: "É obrigatória a indicação de um valor para o campo value",
    });
    const r = await s.raw("/api/v1/items/find", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ api_token: s.account.api_token, value: "x", search_in: "Code" }),
    });
    expectRefusal(await answerOf(r), {
      code: "request.field.invalid",
      field: "search_in",
      message:
        'O valor indicado para o campo search_in não é válido (esperado: um de "ID", "Reference", "Description", "Barcode")',
    });
    const missing = await s.raw("/api/v1/items/find", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ api_token: s.account.api_token, search_in: "ID" }),
    });
    expectRefusal(await answerOf(missing), {
      code: "request.field.required",
      field: "value",
      message: "É obrigatória a indicação de um valor para o campo value",
    });
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
    expect(first.data!.data.every((i) => typeof i.stock === "number")).toBe(true);
    const inactive = await createItem({ description: "Inactivo" });
    await v1.POST("/items/{id}/update", {
      params: { path: { id: inactive.id } },
      body: { description: "Inactivo", unit: "UN", vat: 1, type: "Serviços", active: false },
    });
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
    expectRefusal(bad, {
      code: "paging.skip.invalid",
      field: "skip",
      message: "O campo skip deve ser um múltiplo de 15 (0, 15, 30, ...)",
    });
  });
});

describe("v1 items: delete", () => {
  it("deletes an unused item with its lists and image, and refuses unknown IDs", async () => {
    const created = await s.v1().POST(
      "/items/create",
      formRequest(
        "urlencoded",
        {
          description: "Apagar",
          unit: "UN",
          vat: "23.00",
          type: "Serviços",
          prices: [{ id: "1", price: "1" }],
          barcodes: [{ code: "APAGAR-1" }],
        },
        { bytes: png(), name: "x.png", type: "image/png" },
      ),
    );
    const item = created.data!.data;
    expect((await s.v1().POST("/items/{id}/delete", { params: { path: { id: item.id } } })).data).toEqual({
      status: true,
    });
    expect((await fetch(item.url_image!)).status).toBe(404);
    expect(
      (await s.v1().POST("/items/find", { body: { value: "APAGAR-1", search_in: "Barcode" } })).data!.data,
    ).toEqual([]);
    const again = await s.v1().POST("/items/{id}/delete", { params: { path: { id: item.id } } });
    expectRefusal(again, { code: "item.not_found", field: "id", message: "O artigo não existe" });
    // The barcode is free again.
    await createItem({ description: "Novo dono", barcodes: [{ code: "APAGAR-1" }] });
  });

  it("refuses deleting an item with stock movements", async () => {
    const item = await createItem({ reference: "MOV-DEL", description: "Com movimentos", type: "Mercadorias" });
    await s.v1().POST("/items/stock/movements/create", {
      body: { warehouse: "Armazém principal", item: "MOV-DEL", date: "2026-03-01", type: "Entrada", quantity: 2 },
    });
    const del = await s.v1().POST("/items/{id}/delete", { params: { path: { id: item.id } } });
    expectRefusal(del, {
      code: "item.stock_movements.exist",
      message: "O artigo não pode ser apagado porque tem movimentos de stock",
    });
    expect(del.error).not.toHaveProperty("field");
  });
});

async function datasetId(): Promise<{ production: number; demo: number }> {
  const rows = await s.store.db
    .selectFrom("datasets")
    .select(["id", "api_token_hash"])
    .where("api_token_hash", "in", [keyDigest(s.account.api_token), keyDigest(s.account.test_api_token)])
    .execute();
  return {
    production: rows.find((r) => r.api_token_hash === keyDigest(s.account.api_token))!.id,
    demo: rows.find((r) => r.api_token_hash === keyDigest(s.account.test_api_token))!.id,
  };
}

describe("tenants never meet", () => {
  it("a second account and the demo key of the same account can neither see nor change the first account's items", async () => {
    const created = await s
      .v1()
      .POST(
        "/items/create",
        formRequest(
          "multipart",
          { reference: "SO-PROD", description: "Só produção", unit: "UN", vat: "23.00", type: "Mercadorias" },
          { bytes: png(), name: "p.png", type: "image/png" },
        ),
      );
    const item = created.data!.data;
    await s.v1().POST("/items/{id}/update", {
      params: { path: { id: item.id } },
      body: {
        reference: "SO-PROD",
        description: "Só produção",
        unit: "UN",
        vat: "23.00",
        type: "Mercadorias",
        barcodes: [{ code: "SO-PROD-BAR" }],
      },
    });
    const other = await s.newAccount({ name: "Outra conta" });
    for (const token of [other.api_token, s.account.test_api_token]) {
      const v1 = s.v1(token);
      expect((await v1.POST("/items/find", { body: { value: item.id, search_in: "ID" } })).data!.data).toEqual([]);
      expect(
        (await v1.POST("/items/find", { body: { value: "SO-PROD-BAR", search_in: "Barcode" } })).data!.data,
      ).toEqual([]);
      expect((await v1.POST("/items/find", { body: { value: "SO-PROD", search_in: "Reference" } })).data!.data).toEqual(
        [],
      );
      const list = await v1.POST("/items/list", { body: { active: "All" } });
      expect(list.data!.data.map((i) => i.id)).not.toContain(item.id);
      const notYours = { status: false, code: "item.not_found", message: "O artigo não existe", field: "id" };
      const upd = await v1.POST("/items/{id}/update", {
        params: { path: { id: item.id } },
        body: { description: "Roubado", unit: "UN", vat: "23.00", type: "Serviços" },
      });
      expect(upd.response.status).toBe(403);
      expect(upd.error).toEqual(notYours);
      const img = await v1.POST("/items/{id}/delete_image", { params: { path: { id: item.id } } });
      expect(img.error).toEqual(notYours);
      const del = await v1.POST("/items/{id}/delete", { params: { path: { id: item.id } } });
      expect(del.error).toEqual(notYours);
      const stock = await v1.POST("/items/{id}/stock/actual", { params: { path: { id: item.id } }, body: {} });
      expect(stock.error).toEqual(notYours);
      // The same reference, description and barcode are free in another data set.
      const own = await v1.POST("/items/create", {
        body: {
          reference: "SO-PROD",
          description: "Só produção",
          unit: "UN",
          vat: "23.00",
          type: "Mercadorias",
          barcodes: [{ code: "SO-PROD-BAR" }],
        },
      });
      expect(own.error).toBeUndefined();
      // Another data set's item cannot be moved either.
      const mv = await v1.POST("/items/stock/movements/create", {
        body: { warehouse: 1, item: item.id, date: "2026-01-01", type: "Entrada", quantity: 1 },
      });
      expectRefusal(mv, { code: "item.not_found", field: "item" });
    }
    const still = await findOne(item.id);
    expect(still).toMatchObject({ description: "Só produção", reference: "SO-PROD" });
    expect(still.url_image).not.toBeNull();
    expect(still.barcodes.map((b) => b.code)).toEqual(["SO-PROD-BAR"]);
  });
});
