// Replays every variant of every row of shared/real-clients.md (test/fixtures/real-clients.ts)
// as the clients send it (raw JSON bodies, numbers and strings exactly as they write them)
// through the generation the row concerns: the request is accepted (or refused as the real
// service refuses it), the record read back holds what the client meant (IDs, amounts,
// defaults), and the answer carries the fields clients read with the JSON types they bind
// (v1 amounts as JSON numbers, yes/no as 1/0, legacy amounts as decimal strings).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import { answerOf, expectRefusal } from "../support/refusals.ts";
import { NOW, TODAY, companyNif, outbox } from "./receipts-fixtures.ts";
import * as rows from "../fixtures/real-clients.ts";

type Json = Record<string, unknown>;

let s: TestServer;
/** IDs the payloads name ("@name" / "{name}"), filled in as records are created. */
const ctx: Record<string, number | string> = { today: TODAY };

/** A payload with its placeholders replaced: "@name" by the ID as a number, "{name}" by its digits. */
function fill<T>(value: T): T {
  if (typeof value === "string") {
    const whole = /^@([a-z0-9_]+)$/.exec(value);
    if (whole) return known(whole[1]!) as T;
    return value.replace(/\{([a-z0-9_]+)\}/g, (_, name: string) => String(known(name))) as T;
  }
  if (Array.isArray(value)) return value.map(fill) as T;
  if (value !== null && typeof value === "object" && !("$raw" in value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)])) as T;
  }
  return value;
}

function known(name: string): number | string {
  const v = ctx[name];
  if (v === undefined) throw new Error(`payload names {${name}}, which the test has not created`);
  return v;
}

/** JSON text as the client writes it: `raw("23.0")` stays `23.0`. */
function serialize(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_, v: unknown) =>
    v !== null && typeof v === "object" && "$raw" in v ? `\u0000raw${raws.push((v as rows.RawJson).$raw) - 1}` : v,
  );
  return text.replace(/"\\u0000raw([0-9]+)"/g, (_, i: string) => raws[Number(i)]!);
}

/** A v1 call as the clients make it: POST, JSON body with api_token, Accept JSON. */
async function v1Call(path: string, body: Json = {}): Promise<{ status: number; json: Json; headers: Headers }> {
  const response = await s.raw(`/api/v1${fill(path)}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: serialize({ api_token: s.account.api_token, ...fill(body) }),
  });
  return { status: response.status, json: (await response.json()) as Json, headers: response.headers };
}

/** A v1 call that must succeed: HTTP 200 and status true (what clients judge success by). */
async function v1(path: string, body: Json = {}): Promise<Json> {
  const { status, json } = await v1Call(path, body);
  expect([path, status, json.status, json.message]).toEqual([path, 200, true, undefined]);
  return json;
}

async function legacyCall(path: string, body: Json): Promise<Response> {
  return s.raw(`/api${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      authorization: `Basic ${Buffer.from(`${s.account.legacy_key}:${s.account.legacy_secret}`).toString("base64")}`,
    },
    body: serialize(fill(body)),
  });
}

async function legacy(path: string, body: Json): Promise<Json> {
  const response = await legacyCall(path, body);
  const json = (await response.json()) as Json;
  expect([path, response.status, json.code]).toEqual([path, 200, undefined]);
  return json;
}

async function findSale(id: unknown): Promise<Json> {
  return (await v1("/sales/find", { value: id, search_in: "ID" })).data as Json;
}

/** The one record a find by ID answers (customers and items answer a list). */
async function findOne(path: string, id: unknown): Promise<Json> {
  const data = (await v1(path, { value: id, search_in: "ID" })).data as Json[];
  expect(data).toHaveLength(1);
  return data[0]!;
}

const findItem = (id: unknown): Promise<Json> => findOne("/items/find", id);
const findCustomer = (id: unknown): Promise<Json> => findOne("/customers/find", id);

async function listed(path: string, match: (r: Json) => boolean): Promise<number> {
  const row = ((await v1(path)).data as Json[]).find(match);
  expect(row, path).toBeDefined();
  return row!.id as number;
}

/** A finished invoice of the test customer with one line per body, as sales/create answers it. */
function sale(patch: Json = {}, lines: Json[] = [{ id: "@item", price: "10.00", quantity: "1", vat: "23" }]): Json {
  return {
    document_type: "Factura",
    customer: "@customer",
    vat_type: "Debitar IVA",
    issue_date: "{today}",
    items: lines,
    status: "Terminado",
    ...patch,
  };
}

/** Creates the sale and reads it back, after checking sales/summary accepts the same body with the same total. */
async function created(body: Json): Promise<Json> {
  const summary = (await v1("/sales/summary", body)).data as Json;
  const id = ((await v1("/sales/create", body)).data as Json).id;
  const found = await findSale(id);
  expect(found.grand_total).toBe(summary.grand_total);
  return found;
}

let itemSeq = 0;
function itemBody(patch: Json = {}): Json {
  itemSeq++;
  return {
    reference: `RC-${itemSeq}`,
    description: `Artigo da loja ${itemSeq}`,
    unit: "UN",
    vat: "23",
    type: "Mercadorias",
    ...patch,
  };
}

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date(NOW)) });
  ctx.currency = await listed("/administration/currencies/list", (r) => r.symbol === "€");
  ctx.shippingmode = await listed("/administration/shippingmodes/list", () => true);
  ctx.price = await listed("/administration/prices/list", () => true);
  ctx.vat23 = await listed("/administration/vatrates/list", (r) => r.tax === 23 && r.saft_region === "PT");
  ctx.vat0 = await listed("/administration/vatrates/list", (r) => r.tax === 0 && r.saft_region === "PT");
  ctx.unit_un = await listed("/administration/units/list", (r) => r.symbol === "UN");
  ctx.unit_kg = await listed("/administration/units/list", (r) => r.symbol === "KG");
  ctx.serie = await listed("/administration/series/list", (r) => r.description === "2026");
  ctx.customer = (
    (
      await v1("/customers/create", {
        name: "Livraria Sousa, Lda",
        vat_number: companyNif(411),
        type: "Empresarial",
        vat_type: "Debitar IVA",
        country: "Portugal",
        address: "Rua Formosa, 5",
        city: "Porto",
        postal_code: "4000-250",
      })
    ).data as Json
  ).id as number;
  ctx.customer_mail = (
    (
      await v1("/customers/create", {
        name: "Papelaria Central",
        vat_number: companyNif(414),
        email: "compras@papelaria-central.pt",
        type: "Empresarial",
        vat_type: "Debitar IVA",
        address: "Rua Formosa, 9",
        city: "Porto",
        postal_code: "4000-250",
      })
    ).data as Json
  ).id as number;
  ctx.spare_customer = (
    (await v1("/customers/create", { name: "Cliente sem documentos", type: "Particular", vat_type: "Debitar IVA" }))
      .data as Json
  ).id as number;
  const item = (await v1("/items/create", itemBody({ reference: "LIVRO-1" }))).data as Json;
  ctx.item = item.id as number;
  ctx.reference = "LIVRO-1";
  ctx.sale = ((await v1("/sales/create", sale())).data as Json).id as number;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

describe(rows.tokenOnlyCalls.source, () => {
  it.each(rows.tokenOnlyCalls.variants)("$name: {api_token} alone", async ({ send, expect: e }) => {
    const { status, json } = await v1Call(send.path);
    if (e.answers === "refusal") {
      expect({ status, json }).toEqual({ status: 403, json: { status: false, code: e.code, message: e.message } });
      return;
    }
    expect([status, json.status]).toEqual([200, true]);
    if (e.answers === "id") expect(json.id).toEqual(expect.any(Number));
  });

  it("answers 401 and 403 with {status: false, message}, which clients read as the API's answer", async () => {
    const bad = await s.raw("/api/v1/customers/list", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ api_token: "0".repeat(32) }),
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ status: false, message: expect.any(String) });
    const refused = await v1Call("/sales/create", sale({}, []));
    expect(refused).toMatchObject({
      status: 403,
      json: { status: false, code: "sale.items.empty", message: "Seleccione pelo menos um artigo" },
    });
    expect(await v1Call("/sales/summary", sale({}, []))).toMatchObject({
      status: 403,
      json: { status: false, code: "sale.items.empty" },
    });
  });
});

describe(rows.ids.source, () => {
  it.each(rows.ids.variants)("$name name the same records", async ({ send }) => {
    const { item, ...header } = send;
    const found = await created(sale(header, [{ id: item, price: "10.00", quantity: "1", vat: "23" }]));
    expect(found).toMatchObject({
      customer_id: ctx.customer,
      serie_id: ctx.serie,
      currency_id: ctx.currency,
      serie: { id: ctx.serie },
      currency: { id: ctx.currency, symbol: "€" },
    });
    expect((found.items as Json[])[0]).toMatchObject({
      item_id: ctx.item,
      item: { id: ctx.item, reference: "LIVRO-1" },
    });
  });
});

describe(rows.amounts.source, () => {
  it.each(rows.amounts.variants)("$name", async ({ send, expect: e }) => {
    const found = await created(sale({}, [{ id: "@item", ...send }]));
    const [line] = found.items as Json[];
    expect(line).toMatchObject({ unit_price: e.unit_price, quantity: e.quantity, vat: { tax: e.tax } });
    expect(found.grand_total).toBe(e.grand_total);
  });
});

describe(rows.shippingValue.source, () => {
  it.each(rows.shippingValue.variants)("$name: $send", async ({ send, expect: value }) => {
    const found = await created(sale({ shipping_mode: "@shippingmode", shipping_value: send, shipping_vat: "23" }));
    expect(found).toMatchObject({
      shipping_value: value,
      total_shipping: value,
      shipping_mode_id: ctx.shippingmode,
      shipping_vat_id: ctx.vat23,
    });
  });
});

describe(rows.booleans.source, () => {
  it.each(rows.booleans.variants)("force_send_email and receive_sms as $name", async ({ send, expect: flag }) => {
    const before = (await outbox(s)).length;
    const found = await created(
      sale({ customer: "@customer_mail", force_send_email: send, force_print: send, force_send_sms: send }),
    );
    expect(found.email_sent).toBe(flag);
    expect((await outbox(s)).length > before).toBe(flag === 1);
    const customer = (
      (
        await v1("/customers/create", {
          name: `Cliente SMS ${String(send)} ${typeof send}`,
          type: "Particular",
          vat_type: "Debitar IVA",
          receive_sms: send,
          receive_emails: send,
        })
      ).data as Json
    ).id;
    expect(await findCustomer(customer)).toMatchObject({ receive_sms: flag, receive_emails: flag });
  });
});

describe(rows.nullText.source, () => {
  it.each(rows.nullText.variants)("$name", async ({ send }) => {
    const found = await created(
      sale({ observations: null, due_date: null }, [
        { id: "@item", price: "10.00", quantity: "1", vat: "23", ...send },
      ]),
    );
    expect((found.items as Json[])[0]).toMatchObject({ item_details: null });
  });
});

describe(rows.emptyText.source, () => {
  it("serie: the default series", async () => {
    const found = await created(sale(rows.emptyText.variants[0]!.send));
    expect(found).toMatchObject({
      serie_id: ctx.serie,
      serie: { description: "2026" },
      documenttypeserie: { serie_id: ctx.serie },
    });
  });

  it("code: a generated customer code", async () => {
    const id = (
      (
        await v1("/customers/create", {
          name: "Cliente de código vazio",
          type: "Particular",
          vat_type: "Debitar IVA",
          ...rows.emptyText.variants[1]!.send,
        })
      ).data as Json
    ).id;
    expect((await findCustomer(id)).code).toMatch(/\S/);
  });

  it("cc: no copy", async () => {
    await v1("/sales/{sale}/send_email", {
      to: { name: "Rui Costa", email: "rui.costa@example.pt" },
      ...rows.emptyText.variants[2]!.send,
    });
    const sent = (await outbox(s)).filter((m) => JSON.stringify(m).includes("rui.costa@example.pt"));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: "email" });
  });
});

describe(rows.jsonText.source, () => {
  const [addresses, to, prices] = rows.jsonText.variants;

  it(`${addresses!.name}`, async () => {
    const id = (
      (
        await v1("/customers/create", {
          name: "Cliente com moradas",
          type: "Empresarial",
          vat_type: "Debitar IVA",
          ...addresses!.send,
        })
      ).data as Json
    ).id;
    const stored = [
      {
        id: expect.any(Number),
        country: "Portugal",
        address: "Rua de Santa Catarina, 300",
        city: "Porto",
        postal_code: "4000-447",
      },
    ];
    expect((await findCustomer(id)).addresses).toEqual(stored);
    await v1(`/customers/${String(id)}/update`, {
      name: "Cliente com moradas",
      type: "Empresarial",
      vat_type: "Debitar IVA",
      ...addresses!.send,
    });
    expect((await findCustomer(id)).addresses).toEqual(stored);
  });

  it(`${to!.name}`, async () => {
    await v1("/sales/{sale}/send_email", { ...to!.send, cc: "" });
    expect((await outbox(s)).filter((m) => JSON.stringify(m).includes("ana.sousa@example.pt"))).toHaveLength(1);
  });

  it(`${prices!.name}`, async () => {
    const id = ((await v1("/items/create", itemBody(prices!.send))).data as Json).id;
    const item = await findItem(id);
    expect(item.prices).toEqual([
      expect.objectContaining({
        item_id: id,
        price_id: ctx.price,
        price: 9.5,
        discount: 0,
        pricetable: expect.objectContaining({ id: ctx.price }),
      }),
    ]);
  });
});

describe(rows.keys.source, () => {
  it("vat_exemption with a trailing space names the field", async () => {
    const found = await created(
      sale({}, [{ id: "@item", price: "10.00", quantity: "1", vat: "0", ...rows.keys.variants[0]!.send }]),
    );
    expect((found.items as Json[])[0]).toMatchObject({
      vat_exemption_id: 7,
      vatexemption: { code: "M07" },
      vat: { tax: 0 },
    });
  });

  it("extra keys on a cancel are ignored", async () => {
    const id = ((await v1("/sales/create", sale())).data as Json).id;
    await v1(`/sales/${String(id)}/cancel`, rows.keys.variants[1]!.send);
    expect(await findSale(id)).toMatchObject({ status: "Anulado", issue_date: TODAY, customer_id: ctx.customer });
  });
});

describe(rows.vatExemption.source, () => {
  it.each(rows.vatExemption.variants)("$name on a sale line and on an item", async ({ send, expect: e }) => {
    const found = await created(sale({}, [{ id: "@item", price: "10.00", quantity: "1", ...send }]));
    const [line] = found.items as Json[];
    expect(line).toMatchObject({
      vat_exemption_id: expect.any(Number),
      vatexemption: { id: line!.vat_exemption_id, code: e.code },
    });
    if (typeof send.vat_exemption === "number" || /^[0-9]+$/.test(String(send.vat_exemption)))
      expect(line!.vat_exemption_id).toBe(Number(send.vat_exemption));
    const item = await findItem(((await v1("/items/create", itemBody(send))).data as Json).id);
    expect(item).toMatchObject({ vat_exemption_id: line!.vat_exemption_id, vatexemption: { code: e.code } });
  });
});

describe(rows.itemVat.source, () => {
  it.each(rows.itemVat.variants)("$name", async ({ send, expect: tax }) => {
    const item = await findItem(((await v1("/items/create", itemBody({ vat: send }))).data as Json).id);
    expect(item).toMatchObject({ vat_id: ctx.vat23, vat: { id: ctx.vat23, tax } });
  });
});

describe(rows.unit.source, () => {
  it.each(rows.unit.variants)("$name", async ({ send, expect: e }) => {
    const item = await findItem(((await v1("/items/create", itemBody({ unit: send }))).data as Json).id);
    expect(item.unit).toMatchObject(e);
  });

  it("keeps the stored unit when an update sends an empty unit", async () => {
    const body = itemBody({ unit: "KG" });
    const id = ((await v1("/items/create", body)).data as Json).id;
    await v1(`/items/${String(id)}/update`, { ...body, unit: "" });
    expect((await findItem(id)).unit).toMatchObject({ symbol: "KG" });
  });
});

describe(rows.contact.source, () => {
  it.each(rows.contact.variants)("$name", async ({ send, expect: e }) => {
    const body = {
      name: `Cliente ${JSON.stringify(send)}`,
      type: "Particular",
      vat_type: "Debitar IVA",
      country: "Portugal",
      ...send,
    };
    const answer = await v1Call("/customers/create", body);
    if (!e.accepted) {
      expectRefusal({ response: { status: answer.status }, error: answer.json }, { code: e.code, field: e.field });
      return;
    }
    expect(answer.status).toBe(200);
    expect(await findCustomer((answer.json.data as Json).id)).toMatchObject(send);
  });
});

describe(rows.taxNumber.source, () => {
  it.each(rows.taxNumber.variants)("$name: $send", async ({ send, expect: stored }) => {
    const id = (
      (
        await v1("/customers/create", {
          name: `Cliente ${send}`,
          vat_number: send,
          type: "Empresarial",
          vat_type: "Debitar IVA",
          address: "Rua Formosa, 7",
          city: "Porto",
          postal_code: "4000-250",
        })
      ).data as Json
    ).id;
    expect((await findCustomer(id)).vat_number).toBe(stored);
    // Invoiceable, the guest too (a company-typed customer with the final-consumer number).
    const found = await created(sale({ customer: id }));
    expect(found).toMatchObject({ customer_id: id, customer_vat_number: stored });
  });
});

describe("§3 Flows the shop extension runs, with §4's reads", () => {
  it("invoices an order of a new guest and of a known customer, then runs the admin buttons", async () => {
    const email = "marta.ribeiro@example.pt";
    const nif = "501964843";
    // 1. Looked up by tax number, then by e-mail; a new customer is found by neither (data is []).
    expect((await v1("/customers/find", { value: nif, search_in: "Vat Number" })).data).toEqual([]);
    expect((await v1("/customers/find", { value: email, search_in: "Email" })).data).toEqual([]);
    // 2. Created typed Empresarial, then found and updated with the same body.
    await v1("/customers/create", rows.shopCustomer(nif, email));
    const found = (await v1("/customers/find", { value: email, search_in: "Email" })).data as Json[];
    expect(found).toHaveLength(1);
    ctx.customer_shop = found[0]!.id as number;
    await v1("/customers/{customer_shop}/update", rows.shopCustomer(nif, email));
    expect(await findCustomer(ctx.customer_shop)).toMatchObject({
      type: "Empresarial",
      vat_number: nif,
      receive_sms: 0,
      receive_emails: 1,
      code: expect.stringMatching(/\S/),
    });
    // 3. The item is looked up by reference and created when missing.
    expect((await v1("/items/find", { value: "CAN-350", search_in: "Reference" })).data).toEqual([]);
    await v1("/items/create", rows.shopItem);
    const items = (await v1("/items/find", { value: "CAN-350", search_in: "Reference" })).data as Json[];
    ctx.item_shop = items[0]!.id as number;
    // §4: what clients read from an item record.
    expect(items[0]).toMatchObject({
      stock: expect.any(Number),
      vat: { id: ctx.vat23, description: expect.any(String), type: expect.any(String), tax: 23, saft_region: "PT" },
      unit: { id: ctx.unit_un, description: "Unidades", symbol: "UN" },
      vatexemption: { id: 18, code: "M18", description: expect.any(String) },
      prices: [
        expect.objectContaining({
          id: expect.any(Number),
          item_id: ctx.item_shop,
          price_id: ctx.price,
          price: 9.5,
          discount: 0,
          pricetable: expect.objectContaining({ id: ctx.price }),
        }),
      ],
    });
    // 4. Summary, then create with the same body; the shop compares grand_total at 2 decimals.
    const order = {
      ...rows.shopOrder,
      customer: "{customer_shop}",
      items: (rows.shopOrder.items as Json[]).map((l) => ({ ...l, id: "{item_shop}" })),
    };
    const summary = (await v1("/sales/summary", order)).data as Json;
    expect(summary.grand_total).toBe(Number(rows.shopOrderTotal));
    const id = ((await v1("/sales/create", order)).data as Json).id;
    // 5. What the shop reads from the created sale, with the types it binds.
    const sale = await findSale(id);
    expect(sale).toMatchObject({
      id,
      issue_date: TODAY,
      number: expect.any(Number),
      documenttype: { saft_initials: "FT", description: "Factura" },
      serie: { description: "2026" },
      customer_name: "Marta Ribeiro",
      customer_vat_number: nif,
      net_total: 36.15,
      total_shipping: 1234.6,
      total_vat: 292.27,
      grand_total: 1563.02,
      status: "Terminado",
      currency: { symbol: "€" },
      url_file: expect.stringMatching(/^http/),
      // Defaults from the customer record: the order sent no address.
      customer_address: "Rua de Santa Catarina, 300",
      customer_city: "Porto",
      customer_postal_code: "4000-447",
      customer_country: "Portugal",
    });
    expect((sale.grand_total as number).toFixed(2)).toBe(rows.shopOrderTotal);
    // 6. Admin buttons: download, e-mail with `to` JSON-encoded and an empty cc, cancellation.
    const download = await v1(`/sales/${String(id)}/download`, rows.shopButtons.download);
    expect(download.url_file).toEqual(expect.stringMatching(/^http/));
    await v1(`/sales/${String(id)}/send_email`, rows.shopButtons.sendEmail);
    expect((await outbox(s)).some((m) => JSON.stringify(m).includes("marta.ribeiro@example.pt"))).toBe(true);
    await v1(`/sales/${String(id)}/cancel`, rows.shopButtons.cancel);
    expect(await findSale(id)).toMatchObject({ status: "Anulado" });
  });

  it("§5: a duplicate customer is refused in the service's words, and the shop falls back to a find by tax number", async () => {
    const nif = companyNif(412);
    await v1("/customers/create", rows.shopCustomer(nif, "loja@papelaria.pt"));
    const again = await v1Call("/customers/create", rows.shopCustomer(nif, "loja@papelaria.pt"));
    expect(again).toMatchObject({
      status: 403,
      json: { status: false, message: "O valor indicado para o campo vat_number já se encontra registado" },
    });
    expect(again.json.message).not.toContain("'");
    const found = (await v1("/customers/find", { value: nif, search_in: "Vat Number" })).data as Json[];
    expect(found.map((c) => c.vat_number)).toEqual([nif]);
  });

  it("takes a receipt's address from the customer record when it names the customer and sends none", async () => {
    const invoice = ((await v1("/sales/create", sale())).data as Json).id;
    const total = (await findSale(invoice)).grand_total as number;
    const { id } = (
      await v1("/receipts/create", {
        document_type: "Recibo de Cliente",
        serie: "",
        customer: "{customer}",
        issue_date: "{today}",
        receipt_date: "{today}",
        sales: `[{"id":"${String(invoice)}","total_paid":"${total.toFixed(2)}"}]`,
        status: "Terminado",
      })
    ).data as Json;
    const receipt = (await v1("/receipts/find", { value: id, search_in: "ID" })).data as Json;
    expect(receipt).toMatchObject({
      customer_id: ctx.customer,
      customer_vat_number: companyNif(411),
      customer_address: "Rua Formosa, 5",
      customer_city: "Porto",
      customer_postal_code: "4000-250",
      customer_country: "Portugal",
      total_paid: total,
    });
  });
});

describe("legacy generation: the same forms under its names", () => {
  it("refuses a document without lines in the service's words", async () => {
    const answer = await answerOf(
      await legacyCall("/documentos/criar", { tipo_documento: "FT", cliente: { id: "{customer}" }, artigos: [] }),
    );
    expectRefusal(answer, {
      code: "sale.items.empty",
      status: 422,
      field: "artigos",
      message: "Seleccione pelo menos um artigo",
    });
  });

  it.each(rows.legacyDocument.variants)("documentos/criar, $name", async ({ send, expect: e }) => {
    const answer = await legacy("/documentos/criar", send);
    expect(answer).toMatchObject({
      id: expect.any(Number),
      numero: expect.any(Number),
      tipo_documento_iniciais_saft: "FT",
      total_geral: e.total_geral,
      total_sem_iva: expect.stringMatching(/^[0-9]+\.[0-9]{2}$/),
      total_iva: expect.stringMatching(/^[0-9]+\.[0-9]{2}$/),
    });
    const stored = await findSale(answer.id);
    expect(stored).toMatchObject({
      customer_id: ctx.customer,
      grand_total: Number(e.total_geral),
      shipping_value: e.despesa,
    });
    expect(stored.items as Json[]).toHaveLength(e.linhas);
    expect((stored.items as Json[])[0]).toMatchObject({ item_id: ctx.item, unit_price: 10, quantity: 2 });
  });

  it.each(rows.legacyCustomer.variants)("clientes/criar, $name", async ({ send, expect: e }) => {
    const { id } = await legacy("/clientes/criar", send);
    const found = await legacy("/clientes/procurar", { tipo: "id", valor: id });
    expect(found).toMatchObject({
      id,
      codigo: send.codigo,
      contribuinte: send.contribuinte,
      morada: { facturacao: { pais: e.pais, codigo_postal: e.codigo_postal } },
    });
    expect(await findCustomer(id)).toMatchObject({ vat_number: send.contribuinte, postal_code: e.codigo_postal });
  });

  it.each(rows.legacyItem.variants)("artigos/criar, $name", async ({ send, expect: e }) => {
    const { id } = await legacy("/artigos/criar", send);
    const found = await legacy("/artigos/procurar", { tipo: "id", valor: id });
    expect(found).toMatchObject({ id, referencia: send.referencia, motivo_isencao_id: Number(send.motivo_isencao_id) });
    expect(await findItem(id)).toMatchObject({
      vat: { tax: e.tax },
      unit: { symbol: e.symbol },
      vatexemption: { code: e.exemption },
    });
  });
});
