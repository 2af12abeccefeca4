// v1 bookings/{id}/invoice/create: a confirmed, paid booking becomes a finished Factura Recibo
// of the agenda's series, linked to the booking and optionally e-mailed; every refusal, and
// nothing written when refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import { untypedCalls } from "../support/calls.ts";
import { failureOf, type ExpectedRefusal } from "../support/refusals.ts";
import type { components } from "../../generated/types/v1.ts";
import { keyDigest } from "../../server/modules/accounts/key-digests.ts";

type S = components["schemas"];
type Answer = { status: number; body: { status: boolean; message?: string; data?: unknown } };

let s: TestServer;
const untyped = untypedCalls<Answer["body"]>(() => s);
let customer: number;
let company: number;

const NOT_CONFIRMED: ExpectedRefusal = {
  code: "booking.not_confirmed",
  message: "A marcação tem de estar no estado Confirmado",
};
const NOT_CONFIGURED: ExpectedRefusal = {
  code: "agenda.not_configured",
  message: "A agenda não se encontra totalmente configurada",
};

async function created<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const r = await untyped.post(path, body);
  expect(r.body).toMatchObject({ status: true });
  return r.body.data as T;
}

let slot = 0;

/** A booking in its own half hour (Thursday 2026-12-03 onwards). */
async function book(extra: Record<string, unknown> = {}): Promise<S["Booking"]> {
  const minutes = 9 * 60 + 30 * slot++;
  const at = (m: number) =>
    `2026-12-03 ${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  return created<S["Booking"]>("/bookings/create", {
    customer,
    start_at: at(minutes),
    end_at: at(minutes + 30),
    status: "Confirmado",
    paid: true,
    payment_method: "Multibanco",
    items: [
      { id: "CORTE", price: "15.00", quantity: 1 },
      { id: "BRUSH", price: 10, quantity: "1", discount: "10.00" },
    ],
    ...extra,
  });
}

async function count(table: "sales" | "outbox"): Promise<number> {
  const row = await s.store.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function datasetId(): Promise<number> {
  return (
    await s.store.db
      .selectFrom("datasets")
      .select("id")
      .where("api_token_hash", "=", keyDigest(s.account.api_token))
      .executeTakeFirstOrThrow()
  ).id;
}

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date("2026-11-22T10:15:00Z")) });
  for (const [reference, description] of [
    ["CORTE", "Corte de cabelo"],
    ["BRUSH", "Lavagem e brushing"],
  ]) {
    await created("/items/create", { reference, description, unit: "UN", vat: "23.00", type: "Serviços" });
  }
  customer = (
    await created<S["Customer"]>("/customers/create", {
      name: "Marta Sousa",
      type: "Particular",
      vat_type: "Debitar IVA",
      address: "Rua de Santa Catarina, 210",
      city: "Porto",
      postal_code: "4000-447",
    })
  ).id;
  company = (
    await created<S["Customer"]>("/customers/create", {
      name: "Padaria Central, Lda",
      vat_number: "513284923",
      type: "Empresarial",
      vat_type: "Debitar IVA",
    })
  ).id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

describe("bookings/{id}/invoice/create", () => {
  it("creates a finished Factura Recibo from the booking, links it and answers the sale record", async () => {
    const b = await book({ vat_number: "287024008" });
    const r = await untyped.post(`/bookings/${b.id}/invoice/create`, {});
    expect(r.status).toBe(200);
    const sale = r.body.data as S["Sale"];
    expect(sale).toMatchObject({
      status: "Terminado",
      document_number: "FR 2026/1",
      issue_date: "2026-11-22",
      customer_id: customer,
      customer_name: "Marta Sousa",
      customer_vat_number: "287024008",
      customer_address: "Rua de Santa Catarina, 210",
      customer_city: "Porto",
      customer_postal_code: "4000-447",
      vat_type: "Debitar IVA",
      gross_total: 25,
      total_discount: 1,
      net_total: 24,
      total_vat: 5.52,
      grand_total: 29.52,
      payment_method_id: b.payment_method_id,
      location_origin_id: b.location_id,
    });
    expect(sale.documenttype).toMatchObject({ saft_initials: "FR", description: "Factura Recibo" });
    expect(sale.serie).toMatchObject({ description: "2026" });
    expect(sale.items.map((l) => [l.item.reference, l.unit_price, l.quantity, l.discount, l.vat.tax])).toEqual([
      ["CORTE", 15, 1, 0, 23],
      ["BRUSH", 10, 1, 10, 23],
    ]);
    const after = (await untyped.post("/bookings/find", { value: b.id, search_in: "ID" })).body.data as S["Booking"];
    expect(after).toMatchObject({ sale_id: sale.id, email_invoice_sent: false, status: "Confirmado" });
    expect(after.sale).toMatchObject({ id: sale.id, document_number: "FR 2026/1" });

    await untyped.refused(
      `/bookings/${b.id}/invoice/create`,
      {},
      { code: "booking.invoiced", message: "Já existe um documento associado a esta marcação" },
    );
    await untyped.refused(
      `/bookings/${b.id}/delete`,
      {},
      { code: "booking.in_use", message: "A marcação não pode ser apagada porque tem um documento associado" },
    );
  });

  it("e-mails the document when send_email is true", async () => {
    const b = await book();
    const outbox = await count("outbox");
    const r = await untyped.post(`/bookings/${b.id}/invoice/create`, {
      send_email: "1",
      to: { name: "Marta Sousa", email: "marta.sousa@exemplo.pt" },
      cc: "gerencia@salaobaixa.pt",
    });
    expect(r.status).toBe(200);
    const sale = r.body.data as S["Sale"];
    expect(sale.document_number).toBe("FR 2026/2");
    expect(await count("outbox")).toBe(outbox + 1);
    const mail = await s.store.db.selectFrom("outbox").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(JSON.parse(mail.recipients)).toEqual([{ name: "Marta Sousa", email: "marta.sousa@exemplo.pt" }]);
    expect(mail.subject).toContain("FR 2026/2");
    expect((await untyped.post("/bookings/find", { value: b.id, search_in: "ID" })).body.data).toMatchObject({
      sale_id: sale.id,
      email_invoice_sent: true,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>, ExpectedRefusal]>([
    [
      "the booking is not paid",
      { paid: false },
      {},
      { code: "booking.not_paid", message: "A marcação não se encontra paga" },
    ],
    ["the booking is Pendente", { status: "Pendente" }, {}, NOT_CONFIRMED],
    [
      "send_email without to",
      {},
      { send_email: true },
      { code: "request.field.required", field: "to", message: "É obrigatória a indicação de um valor para o campo to" },
    ],
    [
      "to without a name",
      {},
      { send_email: true, to: { email: "marta.sousa@exemplo.pt" } },
      { code: "request.field.required", field: "to.name" },
    ],
    [
      "an invalid recipient address",
      {},
      { send_email: true, to: { name: "Marta", email: "marta.sousa" } },
      { code: "request.field.invalid", field: "to.email" },
    ],
    [
      "an invalid copy address",
      {},
      {
        send_email: true,
        to: { name: "Marta", email: "marta.sousa@exemplo.pt" },
        cc: "gerencia@salaobaixa.pt, contabilidade",
      },
      {
        code: "email.invalid",
        field: "cc",
        message: "O endereço de e-mail contabilidade indicado no campo cc não é válido",
      },
    ],
    ["send_email badly filled", {}, { send_email: "sim" }, { code: "request.field.invalid", field: "send_email" }],
  ])("refuses when %s, writing nothing", async (_name, bookingPatch, body, expected) => {
    const b = await book(bookingPatch);
    const sales = await count("sales");
    await untyped.refused(`/bookings/${b.id}/invoice/create`, body, expected);
    expect(await count("sales")).toBe(sales);
    expect(
      ((await untyped.post("/bookings/find", { value: b.id, search_in: "ID" })).body.data as S["Booking"]).sale_id,
    ).toBeNull();
  });

  it("refuses a cancelled booking and an unknown id", async () => {
    const b = await book();
    const upd = await untyped.post(`/bookings/${b.id}/update`, {
      customer,
      start_at: b.start_at.slice(0, 16),
      end_at: b.end_at.slice(0, 16),
      status: "Cancelado",
      items: [{ id: "CORTE", price: 15, quantity: 1 }],
    });
    expect(upd.status).toBe(200);
    await untyped.refused(`/bookings/${b.id}/invoice/create`, {}, NOT_CONFIRMED);
    await untyped.refused(
      "/bookings/999999/invoice/create",
      {},
      { code: "booking.not_found", field: "id", message: "A marcação não existe" },
    );
  });

  it("refuses while the agenda is not fully configured", async () => {
    const b = await book();
    const dataset = await datasetId();
    const settings = await s.store.db
      .selectFrom("agenda_settings")
      .selectAll()
      .where("dataset_id", "=", dataset)
      .executeTakeFirstOrThrow();
    try {
      await s.store.db
        .updateTable("agenda_settings")
        .set({ serie_id: null })
        .where("dataset_id", "=", dataset)
        .execute();
      await untyped.refused(`/bookings/${b.id}/invoice/create`, {}, NOT_CONFIGURED);
      // A document type whose assignment of the series is inactive is not a configuration either.
      const orcamento = await s.store.db
        .selectFrom("document_types")
        .select("id")
        .where("dataset_id", "=", dataset)
        .where("saft_initials", "=", "OR")
        .executeTakeFirstOrThrow();
      await s.store.db
        .updateTable("agenda_settings")
        .set({ serie_id: settings.serie_id, document_type_id: orcamento.id })
        .where("dataset_id", "=", dataset)
        .execute();
      await s.store.db
        .updateTable("document_type_series")
        .set({ active: 0 })
        .where("document_type_id", "=", orcamento.id)
        .execute();
      await untyped.refused(`/bookings/${b.id}/invoice/create`, {}, NOT_CONFIGURED);
      await s.store.db
        .updateTable("document_type_series")
        .set({ active: 1 })
        .where("document_type_id", "=", orcamento.id)
        .execute();
      await s.store.db
        .updateTable("agenda_settings")
        .set({ document_type_id: settings.document_type_id })
        .where("dataset_id", "=", dataset)
        .execute();
      // No opening hours.
      const hours = await s.store.db.selectFrom("agenda_hours").selectAll().where("dataset_id", "=", dataset).execute();
      await s.store.db.deleteFrom("agenda_hours").where("dataset_id", "=", dataset).execute();
      await untyped.refused(`/bookings/${b.id}/invoice/create`, {}, NOT_CONFIGURED);
      for (const h of hours)
        await s.store.db
          .insertInto("agenda_hours")
          .values({ dataset_id: h.dataset_id, weekday: h.weekday, opens_at: h.opens_at, closes_at: h.closes_at })
          .execute();
    } finally {
      await s.store.db
        .updateTable("agenda_settings")
        .set({ document_type_id: settings.document_type_id, serie_id: settings.serie_id })
        .where("dataset_id", "=", dataset)
        .execute();
    }
    expect((await untyped.post(`/bookings/${b.id}/invoice/create`, {})).status).toBe(200);
  });

  it("surfaces the rules of the sales document (a customer with a real tax number is not invoiced as a final consumer)", async () => {
    const anonymous = await book({ customer: company, vat_number: "999999990" });
    // The sales area words this refusal; it names the document's tax number.
    const refusal = await s
      .v1()
      .POST("/bookings/{id}/invoice/create", { params: { path: { id: anonymous.id } }, body: {} });
    expect(refusal.response.status).toBe(403);
    expect(failureOf(refusal)).toMatchObject({ code: "sale.vat_number.final_consumer", field: "vat_number" });
    // Without a tax number the booking carries the customer's.
    const b = await book({ customer: company });
    const r = await untyped.post(`/bookings/${b.id}/invoice/create`, {});
    expect(r.body.data).toMatchObject({
      customer_vat_number: "513284923",
      customer_address: "Desconhecido",
      customer_postal_code: "0000-000",
    });
  });
});

describe("tenants never meet", () => {
  it("another account's key and the demo key cannot invoice the first account's booking", async () => {
    const b = await book();
    const other = await s.newAccount({ name: "Outro salão" });
    for (const token of [other.api_token, s.account.test_api_token]) {
      await untyped.refused(
        `/bookings/${b.id}/invoice/create`,
        {},
        { code: "booking.not_found", field: "id", message: "A marcação não existe" },
        token,
      );
    }
    expect(
      ((await untyped.post("/bookings/find", { value: b.id, search_in: "ID" })).body.data as S["Booking"]).sale_id,
    ).toBeNull();
  });
});
