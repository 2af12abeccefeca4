// What real clients read from records (shared/real-clients.md §3.5 and §4): a customer, a
// finished sale, its credit note and a receipt, made with the payloads the shop extension
// sends and read back as the clients read them (raw JSON, as a PHP or C# client decodes it):
// every field present, amounts as JSON numbers with their exact value, the yes/no fields of
// customers, sales and receipts as the integers 1/0, and the nested records with their fields.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import { postUntyped } from "../support/calls.ts";
import { NOW, accountId, companyNif, outbox } from "./receipts-fixtures.ts";

type Json = Record<string, unknown>;

let s: TestServer;
let account: number;
const nif = companyNif(901);
const refs: Record<"currency" | "paymentmethod" | "paymentcondition" | "shippingmode" | "price" | "employee", number> =
  {
    currency: 0,
    paymentmethod: 0,
    paymentcondition: 0,
    shippingmode: 0,
    price: 0,
    employee: 0,
  };

/** A v1 call as the clients make it: JSON body with api_token; success is 200 and status true. */
async function post(path: string, body: Json = {}): Promise<Json> {
  const { response, body: json } = await postUntyped<Json>(s, path, body, undefined, { accept: "application/json" });
  expect([path, response.status, json.status, json.message]).toEqual([path, 200, true, undefined]);
  return json;
}

async function firstId(path: string): Promise<number> {
  const list = (await post(path)).data as Json[];
  return list[0]!.id as number;
}

/** The ID of the customer the shop created, found as the shop finds it. */
async function findCustomer(): Promise<Json> {
  const found = (await post("/customers/find", { value: nif, search_in: "Vat Number" })).data as Json[];
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** Keys of a nested record, to check clients find the fields they read. */
function keys(value: unknown): string[] {
  return Object.keys(value as Json);
}

/** Every named field is a JSON integer 0 or 1 (never a boolean). */
function expectFlags(record: Json, names: readonly string[]): void {
  for (const name of names) expect([name, record[name]]).toEqual([name, expect.toBeOneOf([0, 1])]);
}

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date(NOW)) });
  account = await accountId(s);
  refs.currency = await firstId("/administration/currencies/list");
  refs.paymentmethod = await firstId("/administration/paymentmethods/list");
  refs.paymentcondition = await firstId("/administration/paymentconditions/list");
  refs.shippingmode = await firstId("/administration/shippingmodes/list");
  refs.price = await firstId("/administration/prices/list");
  refs.employee = (
    (await post("/administration/employees/create", { name: "Rui Lopes", email: "rui@padaria.pt" })).data as Json
  ).id as number;
  // The shop's customer: typed Empresarial, IDs as strings, addresses as a JSON-encoded string.
  await post("/customers/create", {
    name: "Pastelaria Aurora, Lda",
    vat_number: nif,
    email: "compras@aurora.pt",
    mobile: "912345678",
    type: "Empresarial",
    vat_type: "Debitar IVA",
    country: "Portugal",
    address: "Rua do Almada, 100",
    city: "Porto",
    postal_code: "4050-031",
    currency: String(refs.currency),
    payment_method: String(refs.paymentmethod),
    payment_condition: String(refs.paymentcondition),
    shipping_mode: String(refs.shippingmode),
    price: String(refs.price),
    employee: String(refs.employee),
    vat_exemption: "M18",
    receive_emails: "1",
    receive_sms: "0",
    addresses: JSON.stringify([
      { country: "Portugal", address: "Armazém, Rua B, 2", city: "Gaia", postal_code: "4400-001" },
    ]),
  });
  await post("/items/create", {
    reference: "BOLO-1",
    description: "Bolo de laranja",
    unit: "Unidades",
    vat: "23.00",
    type: "Mercadorias",
    prices: JSON.stringify([{ id: String(refs.price), price: 9.5, discount: 0 }]),
  });
  await post("/items/create", {
    reference: "ENTREGA",
    description: "Entrega ao domicílio",
    unit: "UN",
    vat: "0",
    vat_exemption: "M07",
    type: "Serviços",
  });
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

describe("the customer record", () => {
  it("carries the account, origin, 1/0 flags and its related records", async () => {
    const c = await findCustomer();
    expect(c).toMatchObject({
      subscription_id: account,
      created_from: "API",
      type: "Empresarial",
      irs_retention_tax: 0,
    });
    expectFlags(c, ["receive_sms", "receive_emails", "code_blocked", "vat_number_blocked", "name_blocked", "active"]);
    expect(c).toMatchObject({ receive_emails: 1, receive_sms: 0, active: 1 });
    expect(c).toMatchObject({
      currency: { id: refs.currency, symbol: "€" },
      paymentmethod: { id: refs.paymentmethod },
      paymentcondition: { id: refs.paymentcondition },
      shippingmode: { id: refs.shippingmode },
      employee: { id: refs.employee, name: "Rui Lopes" },
      price: { id: refs.price },
      vatexemption: { id: 18, code: "M18", description: "Sem isenção" },
    });
    expect(c.addresses).toEqual([
      {
        id: expect.any(Number),
        country: "Portugal",
        address: "Armazém, Rua B, 2",
        city: "Gaia",
        postal_code: "4400-001",
      },
    ]);
  });
});

describe("a finished sale, its credit note and a receipt", () => {
  let sale: Json;

  beforeAll(async () => {
    const customer = (await findCustomer()).id as number;
    // The shop's body: IDs and amounts as strings, details null, the default series as "".
    const body = {
      document_type: "Factura",
      serie: "",
      customer: String(customer),
      vat_number: nif,
      address: "Rua do Almada, 100",
      city: "Porto",
      postal_code: "4050-031",
      country: "Portugal",
      vat_type: "Debitar IVA",
      issue_date: "2026-03-10",
      final_discount_global: "10",
      items: [
        {
          id: "BOLO-1",
          details: null,
          price: "9.50",
          quantity: "3.00",
          discount: "0",
          vat: "23.00",
          unit: "Unidades",
          vat_exemption: "M18",
        },
        { id: "ENTREGA", details: null, price: "2.50", quantity: "1", vat: "0", vat_exemption: "M07" },
      ],
      status: "Terminado",
      force_print: true,
      force_send_email: "1",
      force_send_sms: "0",
      force_sign: 1,
    };
    const summary = (await post("/sales/summary", body)).data as Json;
    const id = (await post("/sales/create", body)).data as Json;
    sale = (await post("/sales/find", { value: id.id, search_in: "ID" })).data as Json;
    expect(sale.grand_total).toBe(summary.grand_total);
  });

  it("answers what the shop reads after creating it, amounts as exact JSON numbers", () => {
    // 3 x 9.50 = 28.50 at 23%, 2.50 exempt; 10% global discount: 25.65 + 5.90 VAT, 2.25.
    expect(sale).toMatchObject({
      issue_date: "2026-03-10",
      number: 1,
      status: "Terminado",
      documenttype: { saft_initials: "FT", description: "Factura" },
      serie: { description: "2026" },
      customer_name: "Pastelaria Aurora, Lda",
      customer_vat_number: nif,
      gross_total: 31,
      net_total: 27.9,
      total_vat: 5.9,
      grand_total: 33.8,
      final_discount_global: 10,
      final_discount_global_value: 3.1,
      currency: { symbol: "€" },
    });
    expect(sale.url_file).toMatch(/\/files\/sales\/.+\.pdf$/);
  });

  it("carries the account, print options, messages, signature and finish time", async () => {
    expect(sale).toMatchObject({
      subscription_id: account,
      file_language: "PT",
      file_format: "A4",
      email_sent: 1,
      sms_sent: 0,
      signed: 1,
      signed_at: "2026-03-10 10:00:00",
      finished_at: "2026-03-10 10:00:00",
      reference: null,
    });
    expectFlags(sale, ["email_sent", "sms_sent", "signed", "file_previewed", "waybill_global", "irs_retention_apply"]);
    expect((await outbox(s)).some((m) => m.channel === "email")).toBe(true);
  });

  it("carries its type, series, assignment, currency and VAT rows", () => {
    expect(sale.documenttypeserie).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        document_type_id: sale.document_type_id,
        serie_id: sale.serie_id,
        document_number: 1,
        atcud: expect.stringMatching(/^[A-Z0-9]{8,}$/),
      }),
    );
    expect(sale.documenttype).toMatchObject({
      id: sale.document_type_id,
      description: "Factura",
      saft_initials: "FT",
      type: "Facturação",
    });
    expect(sale.serie).toMatchObject({ id: sale.serie_id, description: "2026", valid_until: expect.any(Number) });
    expect(sale.currency).toMatchObject({ id: sale.currency_id, description: "Euro", symbol: "€" });
    const vats = sale.vats as Json[];
    expect(vats.map((v) => [v.total_base_vat, v.total_vat, (v.vat as Json).tax])).toEqual(
      expect.arrayContaining([
        [25.65, 5.9, 23],
        [2.25, 0, 0],
      ]),
    );
    for (const v of vats) {
      expect(v).toMatchObject({ id: expect.any(Number), sale_id: sale.id, vat_id: (v.vat as Json).id });
      expect(keys(v.vat)).toEqual(expect.arrayContaining(["id", "description", "type", "tax", "saft_region"]));
    }
  });

  it("carries its lines with unit price, amounts and the related item, VAT rate, unit and exemption", () => {
    const [bolo, entrega] = sale.items as Json[];
    // Lines carry their own amounts; the global discount is the document's (final_discount_global_value).
    expect(bolo).toMatchObject({
      id: expect.any(Number),
      sale_id: sale.id,
      item_details: null,
      unit_price: 9.5,
      quantity: 3,
      discount: 0,
      gross_total: 28.5,
      total_discount: 0,
      net_total: 28.5,
      total_base_vat: 28.5,
      total_vat: 6.56,
      grand_total: 35.06,
      item: { id: bolo!.item_id, reference: "BOLO-1", description: "Bolo de laranja", type: "Mercadorias" },
      vat: { id: bolo!.vat_id, tax: 23, saft_region: "PT" },
      unit: { id: bolo!.unit_id, description: "Unidades", symbol: "UN" },
      vatexemption: { id: 18, code: "M18", description: "Sem isenção" },
    });
    expect(bolo!.vat_exemption_id).toBe(18);
    expect(entrega).toMatchObject({
      unit_price: 2.5,
      quantity: 1,
      net_total: 2.5,
      total_vat: 0,
      grand_total: 2.5,
      vat: { tax: 0 },
      vatexemption: { id: 7, code: "M07" },
      vat_exemption_id: 7,
    });
    for (const line of [bolo, entrega]) {
      expect(keys(line!.vat)).toEqual(expect.arrayContaining(["id", "description", "type", "tax", "saft_region"]));
      expect(keys(line!.unit)).toEqual(expect.arrayContaining(["id", "description", "symbol"]));
      expect(keys(line!.vatexemption)).toEqual(expect.arrayContaining(["id", "code", "description"]));
    }
  });

  it("names the referenced sale on its credit note, which keeps the exempt line's rate", async () => {
    const note = (await post(`/sales/${sale.id as number}/credit_note`)).id as number;
    const found = (await post("/sales/find", { value: note, search_in: "ID" })).data as Json;
    expect(found).toMatchObject({
      status: "Rascunho",
      number: null,
      finished_at: null,
      signed: 0,
      email_sent: 0,
      reference: { id: sale.id, grand_total: 33.8 },
      grand_total: 33.8,
    });
    const lines = (found.items as Json[]).map((l) => [(l.item as Json).reference, l.vat_id, l.vat_exemption_id]);
    expect(lines).toEqual(
      (sale.items as Json[]).map((l) => [(l.item as Json).reference, l.vat_id, l.vat_exemption_id]),
    );
  });

  it("answers a receipt with the same fields as sales", async () => {
    const created = (
      await post("/receipts/create", {
        document_type: "Recibo de Cliente",
        serie: "",
        customer: String(sale.customer_id),
        vat_number: nif,
        address: "Rua do Almada, 100",
        city: "Porto",
        postal_code: "4050-031",
        country: "Portugal",
        issue_date: "2026-03-10",
        receipt_date: "2026-03-10",
        sales: JSON.stringify([{ id: String(sale.id), total_paid: "33.80" }]),
        status: "Terminado",
        force_send_email: "1",
      })
    ).data as Json;
    const r = (await post("/receipts/find", { value: created.id, search_in: "ID" })).data as Json;
    expect(r).toMatchObject({
      subscription_id: account,
      number: 1,
      status: "Terminado",
      grand_total: 33.8,
      total_paid: 33.8,
      total_balance: 33.8,
      total_discount: 0,
      email_sent: 1,
      sms_sent: 0,
      finished_at: "2026-03-10 10:00:00",
      documenttype: { id: r.document_type_id, saft_initials: "RC", description: "Recibo de Cliente" },
      serie: { id: r.serie_id, description: "2026" },
      documenttypeserie: { document_type_id: r.document_type_id, serie_id: r.serie_id, document_number: 1 },
      currency: { id: r.currency_id, symbol: "€" },
    });
    expectFlags(r, ["email_sent", "sms_sent", "signed", "file_previewed"]);
    const [line] = r.sales as Json[];
    expect(line).toMatchObject({
      receipt_id: r.id,
      sale_id: sale.id,
      grand_total: 33.8,
      total_paid: 33.8,
      sale: { id: sale.id, document_number: sale.document_number },
    });
  });
});
