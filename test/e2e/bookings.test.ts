// v1 bookings through the generated client: create, update, update/time, delete, find, list,
// summary and check_availability, every documented refusal, and tenant isolation. The clock
// is fixed on Sunday 2026-11-22 10:15 (Lisbon); bookings go on Thursday 2026-12-03.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import { untypedCalls } from "../support/calls.ts";
import { type ExpectedRefusal } from "../support/refusals.ts";
import type { components } from "../../generated/types/v1.ts";

type S = components["schemas"];
type Answer = { status: number; body: { status: boolean; message?: string; data?: unknown; is_available?: boolean } };

let s: TestServer;
const untyped = untypedCalls<Answer["body"]>(() => s);
let customer: number;
let rita: number;
let joao: number;

/** The refusals of the agenda's time rules and of a request's form. */
const OCCUPIED: ExpectedRefusal = {
  code: "agenda.slot.occupied",
  field: "start_at",
  message: "O horário seleccionado já se encontra ocupado",
};
const OUTSIDE_HOURS: ExpectedRefusal = {
  code: "agenda.period.outside_hours",
  field: "start_at",
  message: "O período seleccionado encontra-se fora do horário da agenda",
};
const IN_PAST: ExpectedRefusal = {
  code: "agenda.start.in_past",
  field: "start_at",
  message: "A data de início indicada no campo start_at não pode ser anterior à data actual",
};
const END_BEFORE_START: ExpectedRefusal = {
  code: "agenda.period.end_before_start",
  field: "end_at",
  message: "A data final indicada no campo end_at não pode ser anterior à data inicial",
};
const TOTAL_ZERO: ExpectedRefusal = {
  code: "booking.total.not_positive",
  field: "items",
  message: "O total da marcação (0.00) não pode ser negativo ou zero",
};
const required = (field: string, line?: number): ExpectedRefusal => ({
  code: "request.field.required",
  field,
  ...(line === undefined ? {} : { line }),
});
const badForm = (field: string, line?: number): ExpectedRefusal => ({
  code: "request.field.invalid",
  field,
  ...(line === undefined ? {} : { line }),
});
const notRealDate = (field: string): ExpectedRefusal => ({
  code: "date.invalid",
  field,
  message: `A data indicada no campo ${field} não é válida`,
});
const gone = (id?: number): ExpectedRefusal => ({
  code: "booking.not_found",
  field: id === undefined ? "value" : "id",
  message: "A marcação não existe",
});

async function created<T>(path: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const r = await untyped.post(path, body, token);
  expect(r.body).toMatchObject({ status: true });
  return r.body.data as T;
}

const LINES = [
  { id: "CORTE", price: "15.00", quantity: 1 },
  { id: "BRUSH", price: 10, quantity: "1", discount: "10.00" },
];

function booking(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customer,
    start_at: "2026-12-03 10:00",
    end_at: "2026-12-03 11:00",
    status: "Confirmado",
    items: LINES,
    ...extra,
  };
}

async function book(extra: Record<string, unknown> = {}, token?: string): Promise<S["Booking"]> {
  return created<S["Booking"]>("/bookings/create", booking(extra), token);
}

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date("2026-11-22T10:15:00Z")) });
  for (const [reference, description] of [
    ["CORTE", "Corte de cabelo"],
    ["BRUSH", "Lavagem e brushing"],
    ["COLOR", "Coloração"],
  ]) {
    await created("/items/create", { reference, description, unit: "UN", vat: "23.00", type: "Serviços" });
  }
  customer = (
    await created<S["Customer"]>("/customers/create", {
      name: "Marta Sousa",
      type: "Particular",
      vat_type: "Debitar IVA",
      email: "marta.sousa@exemplo.pt",
    })
  ).id;
  rita = (
    await created<S["Employee"]>("/administration/employees/create", {
      name: "Rita Almeida",
      email: "rita.almeida@salaobaixa.pt",
    })
  ).id;
  joao = (
    await created<S["Employee"]>("/administration/employees/create", {
      name: "João Reis",
      email: "joao.reis@salaobaixa.pt",
    })
  ).id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

describe("bookings/create", () => {
  it("creates a booking with its lines, totals without VAT plus each item's rate, and related records", async () => {
    const b = await book({
      employee: "rita.almeida@salaobaixa.pt",
      payment_method: "Multibanco",
      paid: false,
      observations: "Prefere ser atendida pela Rita.",
    });
    expect(b).toMatchObject({
      customer_id: customer,
      customer_vat_number: "999999990",
      employee_id: rita,
      start_at: "2026-12-03 10:00:00",
      end_at: "2026-12-03 11:00:00",
      ignore_validations: false,
      gross_total: 25,
      total_discount: 1,
      net_total: 24,
      total_vat: 5.52,
      grand_total: 29.52,
      paid: false,
      paid_at: null,
      status: "Confirmado",
      sale_id: null,
      sale: null,
      sms_alert_sent: false,
      email_alert_sent: false,
      email_invoice_sent: false,
      observations: "Prefere ser atendida pela Rita.",
      created_at: "2026-11-22 10:15:00",
    });
    expect(b.location).toMatchObject({ description: "Sede", is_default: true });
    expect(b.employee).toMatchObject({ name: "Rita Almeida" });
    expect(b.paymentmethod).toMatchObject({ saft_initials: "MB" });
    expect(b.customer).toMatchObject({ id: customer, name: "Marta Sousa" });
    expect(b.createdby).toMatchObject({ id: s.account.account_id });
    expect(b.items.map((l) => [l.item.reference, l.price, l.quantity, l.discount, l.booking_id])).toEqual([
      ["CORTE", 15, 1, 0, b.id],
      ["BRUSH", 10, 1, 10, b.id],
    ]);
    const next = await book({
      start_at: "2026-12-04 10:00",
      end_at: "2026-12-04 10:30",
      status: "Pendente",
      vat_number: "287 024 008",
      description: "Marta (madeixas)",
    });
    expect(next).toMatchObject({
      number: b.number + 1,
      status: "Pendente",
      customer_vat_number: "287024008",
      description: "Marta (madeixas)",
      employee: null,
    });
  });

  it.each<[string, Record<string, unknown>, ExpectedRefusal]>([
    [
      "start badly formatted",
      { start_at: "2026-12-03 10h00" },
      { ...badForm("start_at"), message: /^O valor indicado para o campo start_at não é válido/ },
    ],
    ["end badly formatted", { end_at: "03/12/2026 11:00" }, badForm("end_at")],
    ["start not a real date", { start_at: "2026-02-30 10:00" }, notRealDate("start_at")],
    ["end not a real date", { end_at: "2026-11-31 11:00" }, notRealDate("end_at")],
    ["start in the past", { start_at: "2026-11-22 10:00", end_at: "2026-11-22 10:30" }, IN_PAST],
    ["on a Sunday", { start_at: "2026-12-06 10:00", end_at: "2026-12-06 11:00" }, OUTSIDE_HOURS],
    ["after closing", { start_at: "2026-12-03 18:30", end_at: "2026-12-03 19:30" }, OUTSIDE_HOURS],
    ["before opening", { start_at: "2026-12-03 08:30", end_at: "2026-12-03 09:30" }, OUTSIDE_HOURS],
    ["Saturday afternoon", { start_at: "2026-12-05 12:30", end_at: "2026-12-05 13:30" }, OUTSIDE_HOURS],
    ["end before start", { start_at: "2026-12-03 11:00", end_at: "2026-12-03 10:00" }, END_BEFORE_START],
    ["status unknown", { status: "Cancelado" }, badForm("status")],
    [
      "no item",
      { items: [] },
      { code: "booking.items.empty", field: "items", message: "Seleccione pelo menos um artigo" },
    ],
    ["more than 20 items", { items: Array.from({ length: 21 }, () => LINES[0]) }, badForm("items")],
    [
      "customer unknown",
      { customer: 999999 },
      { code: "customer.not_found", field: "customer", message: "O cliente não existe" },
    ],
    [
      "customer missing",
      { customer: undefined },
      { ...required("customer"), message: "É obrigatória a indicação de um valor para o campo customer" },
    ],
    [
      "item unknown",
      { items: [{ id: "CORT", price: 15, quantity: 1 }] },
      { code: "item.not_found", field: "items[0].id", line: 1, message: "Linha 1: O artigo não existe" },
    ],
    ["line without price", { items: [LINES[0], { id: "BRUSH", quantity: 1 }] }, required("items[1].price", 2)],
    ["line without item", { items: [{ price: 15, quantity: 1 }] }, required("items[0].id", 1)],
    [
      "line with an empty item",
      { items: [{ id: "", price: 15, quantity: 1 }] },
      { ...required("items[0].id", 1), message: "Linha 1: É obrigatória a indicação de um valor para o campo id" },
    ],
    [
      "price with 6 places (text), on the second line",
      { items: [LINES[0], { id: "BRUSH", price: "10.123456", quantity: 1 }] },
      {
        ...badForm("items[1].price", 2),
        message: /^Linha 2: O valor indicado para o campo price não é válido \(esperado: .*\(0\.00000\)\)$/,
      },
    ],
    [
      "price with 6 places (text)",
      { items: [{ id: "CORTE", price: "10.123456", quantity: 1 }] },
      badForm("items[0].price", 1),
    ],
    ["price not a number", { items: [{ id: "CORTE", price: "dez", quantity: 1 }] }, badForm("items[0].price", 1)],
    [
      "quantity with 6 places",
      { items: [{ id: "CORTE", price: 15, quantity: "1.000001" }] },
      badForm("items[0].quantity", 1),
    ],
    [
      "discount with 3 places (text, dot)",
      { items: [{ id: "CORTE", price: 15, quantity: 1, discount: "10.555" }] },
      { ...badForm("items[0].discount", 1), message: /\(0\.00\)\)$/ },
    ],
    [
      "discount with 3 places (text)",
      { items: [{ id: "CORTE", price: 15, quantity: 1, discount: "10,555" }] },
      badForm("items[0].discount", 1),
    ],
    [
      "negative price",
      { items: [{ id: "CORTE", price: "-15", quantity: 1 }] },
      {
        code: "amount.negative",
        field: "items[0].price",
        line: 1,
        message: "Linha 1: O valor indicado no campo price não pode ser negativo",
      },
    ],
    [
      "zero quantity",
      { items: [{ id: "CORTE", price: 15, quantity: 0 }] },
      {
        code: "booking.line.quantity.not_positive",
        field: "items[0].quantity",
        line: 1,
        message: "Linha 1: A quantidade indicada no campo quantity deve ser superior a zero",
      },
    ],
    [
      "discount above 100",
      { items: [{ id: "CORTE", price: 15, quantity: 1, discount: "150" }] },
      { code: "rate.out_of_range", field: "items[0].discount", line: 1 },
    ],
    ["total zero", { items: [{ id: "CORTE", price: 0, quantity: 1 }] }, TOTAL_ZERO],
    ["total zero after discount", { items: [{ id: "CORTE", price: 15, quantity: 1, discount: 100 }] }, TOTAL_ZERO],
    [
      "location unknown",
      { location: "Salão Norte" },
      { code: "location.not_found", field: "location", message: "O local indicado no campo location não existe" },
    ],
    ["employee unknown", { employee: "ninguem@salaobaixa.pt" }, { code: "employee.not_found", field: "employee" }],
    [
      "payment method unknown",
      { payment_method: "Bitcoin" },
      { code: "payment_method.not_found", field: "payment_method" },
    ],
    [
      "tax number invalid",
      { vat_number: "123456780" },
      {
        code: "vat_number.invalid",
        field: "vat_number",
        message: "O contribuinte introduzido aparenta ser inválido para Portugal",
      },
    ],
  ])("refuses %s", async (_name, patch, expected) => {
    await untyped.refused(
      "/bookings/create",
      booking({ start_at: "2026-12-10 15:00", end_at: "2026-12-10 16:00", ...patch }),
      expected,
    );
  });

  it("refuses an occupied slot: the same employee anywhere, or the location when a booking names no employee", async () => {
    await book({ start_at: "2026-12-09 10:00", end_at: "2026-12-09 11:00", employee: rita });
    await untyped.refused(
      "/bookings/create",
      booking({ start_at: "2026-12-09 10:30", end_at: "2026-12-09 11:30", employee: "rita.almeida@salaobaixa.pt" }),
      OCCUPIED,
    );
    await untyped.refused(
      "/bookings/create",
      booking({ start_at: "2026-12-09 09:00", end_at: "2026-12-09 12:00" }),
      OCCUPIED,
    );
    // Another employee at the same time, and a booking that starts when the first one ends.
    await book({ start_at: "2026-12-09 10:00", end_at: "2026-12-09 11:00", employee: joao });
    await book({ start_at: "2026-12-09 11:00", end_at: "2026-12-09 11:30", employee: rita });
  });

  it("skips the past, agenda-hours and slot checks with ignore_validations, never the formats nor end before start", async () => {
    await book({ start_at: "2026-12-09 10:15", end_at: "2026-12-09 10:45", employee: rita, ignore_validations: true });
    const past = await book({ start_at: "2026-11-21 20:00", end_at: "2026-11-21 22:00", ignore_validations: "1" });
    expect(past.ignore_validations).toBe(true);
    await untyped.refused(
      "/bookings/create",
      booking({ start_at: "2026-12-03 11:00", end_at: "2026-12-03 10:00", ignore_validations: true }),
      END_BEFORE_START,
    );
    await untyped.refused(
      "/bookings/create",
      booking({ start_at: "2026-02-30 10:00", ignore_validations: true }),
      notRealDate("start_at"),
    );
  });

  it("writes nothing when refused", async () => {
    const before = await s.store.db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    await untyped.refused(
      "/bookings/create",
      booking({
        start_at: "2026-12-10 15:00",
        end_at: "2026-12-10 16:00",
        items: [LINES[0], { id: "NADA", price: 1, quantity: 1 }],
      }),
      {
        code: "item.not_found",
        field: "items[1].id",
        line: 2,
        message: "Linha 2: O artigo não existe",
      },
    );
    const after = await s.store.db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe("bookings/{id}/update and update/time", () => {
  it("updates every field, replaces the lines, records when it was paid, and cancels", async () => {
    const b = await book({ start_at: "2026-12-14 15:00", end_at: "2026-12-14 16:00", employee: rita });
    const id = b.id;
    const upd = await untyped.post(
      `/bookings/${id}/update`,
      booking({
        start_at: "2026-12-14 15:00",
        end_at: "2026-12-14 16:00",
        employee: rita,
        paid: 1,
        items: [{ id: "COLOR", price: "40", quantity: 1 }],
        location: "Sede",
        observations: "Pagou em dinheiro.",
      }),
    );
    expect(upd.status).toBe(200);
    const data = upd.body.data as S["Booking"];
    expect(data).toMatchObject({
      id,
      number: b.number,
      paid: true,
      paid_at: "2026-11-22 10:15:00",
      gross_total: 40,
      total_vat: 9.2,
      grand_total: 49.2,
      observations: "Pagou em dinheiro.",
    });
    expect(data.items.map((l) => l.item.reference)).toEqual(["COLOR"]);
    s.clock.advance(60_000);
    const cancelled = await untyped.post(
      `/bookings/${id}/update`,
      booking({ start_at: "2026-12-14 15:00", end_at: "2026-12-14 16:00", employee: rita, status: "Cancelado" }),
    );
    expect(cancelled.body.data).toMatchObject({
      status: "Cancelado",
      paid: true,
      paid_at: "2026-11-22 10:15:00",
      updated_at: "2026-11-22 10:16:00",
    });
    // A cancelled booking occupies nothing.
    await book({ start_at: "2026-12-14 15:00", end_at: "2026-12-14 16:00", employee: rita });
    await untyped.refused(
      `/bookings/${id}/update`,
      booking({ start_at: "2026-12-14 15:00", end_at: "2026-12-14 16:00", employee: rita }),
      OCCUPIED,
    );
  });

  it("takes the tax number from the customer's record; an update keeps the stored one while the customer stays", async () => {
    const company = (
      await created<S["Customer"]>("/customers/create", {
        name: "Salão Norte, Lda",
        vat_number: "513284923",
        type: "Empresarial",
        vat_type: "Debitar IVA",
      })
    ).id;
    const slot = { start_at: "2026-12-29 09:00", end_at: "2026-12-29 09:30" };
    const b = await book({ ...slot, customer: company });
    expect(b.customer_vat_number).toBe("513284923");
    expect(
      (await book({ start_at: "2026-12-29 10:00", end_at: "2026-12-29 10:30", customer: company, vat_number: "" }))
        .customer_vat_number,
    ).toBe("513284923");
    const sent = await untyped.post(
      `/bookings/${b.id}/update`,
      booking({ ...slot, customer: company, vat_number: "287024008" }),
    );
    expect(sent.body.data).toMatchObject({ customer_vat_number: "287024008" });
    const kept = await untyped.post(`/bookings/${b.id}/update`, booking({ ...slot, customer: company }));
    expect(kept.body.data).toMatchObject({ customer_vat_number: "287024008" });
    // Another customer brings its own: Marta Sousa has none, so 999999990.
    const moved = await untyped.post(`/bookings/${b.id}/update`, booking({ ...slot, customer }));
    expect(moved.body.data).toMatchObject({ customer_id: customer, customer_vat_number: "999999990" });
  });

  it("lets a past booking be marked paid while its period is unchanged", async () => {
    const b = await book({ start_at: "2026-12-15 09:00", end_at: "2026-12-15 09:30" });
    s.clock.set("2026-12-15T12:00:00Z");
    try {
      const upd = await untyped.post(
        `/bookings/${b.id}/update`,
        booking({ start_at: "2026-12-15 09:00", end_at: "2026-12-15 09:30", paid: true }),
      );
      expect(upd.body.data).toMatchObject({ paid: true, paid_at: "2026-12-15 12:00:00" });
      await untyped.refused(
        `/bookings/${b.id}/update`,
        booking({ start_at: "2026-12-15 10:00", end_at: "2026-12-15 10:30" }),
        IN_PAST,
      );
    } finally {
      s.clock.set("2026-11-22T10:17:00Z");
    }
  });

  it.each<[string, Record<string, unknown>, ExpectedRefusal]>([
    ["status unknown", { status: "Anulado" }, { ...badForm("status"), message: /Pendente.*Confirmado.*Cancelado/ }],
    ["end before start", { start_at: "2026-12-16 11:00", end_at: "2026-12-16 10:00" }, END_BEFORE_START],
    ["start in the past", { start_at: "2026-11-20 10:00", end_at: "2026-11-20 11:00" }, IN_PAST],
    ["outside agenda hours", { start_at: "2026-12-16 19:00", end_at: "2026-12-16 20:00" }, OUTSIDE_HOURS],
    ["more than 20 items", { items: Array.from({ length: 21 }, () => LINES[0]) }, badForm("items")],
    ["customer unknown", { customer: "999999" }, { code: "customer.not_found", field: "customer" }],
    [
      "item unknown",
      { items: [LINES[0], LINES[1], { id: 999999, price: 1, quantity: 1 }] },
      { code: "item.not_found", field: "items[2].id", line: 3, message: "Linha 3: O artigo não existe" },
    ],
    ["price format", { items: [{ id: "CORTE", price: "1.000001", quantity: 1 }] }, badForm("items[0].price", 1)],
    ["total zero", { items: [{ id: "CORTE", price: "0,00", quantity: 1 }] }, TOTAL_ZERO],
  ])("refuses %s", async (_name, patch, expected) => {
    const b = await book({ start_at: "2026-12-16 15:00", end_at: "2026-12-16 15:30", employee: joao });
    await untyped.refused(
      `/bookings/${b.id}/update`,
      booking({ start_at: "2026-12-16 15:00", end_at: "2026-12-16 15:30", employee: joao, ...patch }),
      expected,
    );
    await untyped.post(`/bookings/${b.id}/delete`);
  });

  it("refuses an unknown id", async () => {
    await untyped.refused("/bookings/999999/update", booking(), gone(999999));
    await untyped.refused(
      "/bookings/999999/update/time",
      { start_at: "2026-12-17 10:00", end_at: "2026-12-17 11:00" },
      gone(999999),
    );
  });

  it("moves a booking in time with the same period rules", async () => {
    const b = await book({ start_at: "2026-12-17 10:00", end_at: "2026-12-17 11:00", employee: rita });
    await book({ start_at: "2026-12-17 15:00", end_at: "2026-12-17 16:00", employee: rita });
    const moved = await untyped.post(`/bookings/${b.id}/update/time`, {
      start_at: "2026-12-17 11:00",
      end_at: "2026-12-17 12:00",
    });
    expect(moved).toEqual({ status: 200, body: { status: true } });
    const found = await untyped.post("/bookings/find", { value: b.id, search_in: "ID" });
    expect(found.body.data).toMatchObject({ start_at: "2026-12-17 11:00:00", end_at: "2026-12-17 12:00:00" });
    const time = `/bookings/${b.id}/update/time`;
    await untyped.refused(time, { start_at: "2026-12-17 15:30", end_at: "2026-12-17 16:30" }, OCCUPIED);
    await untyped.refused(time, { start_at: "2026-12-17 18:30", end_at: "2026-12-17 19:30" }, OUTSIDE_HOURS);
    await untyped.refused(time, { start_at: "2026-11-21 10:00", end_at: "2026-11-21 11:00" }, IN_PAST);
    await untyped.refused(time, { start_at: "2026-12-17 12:00", end_at: "2026-12-17 11:00" }, END_BEFORE_START);
    await untyped.refused(time, { start_at: "2026-12-17 12:00" }, required("end_at"));
    await untyped.refused(time, { start_at: "2026-12-17 12:00", end_at: "2026-12-17 13h00" }, badForm("end_at"));
    await untyped.refused(time, { start_at: "2026-04-31 12:00", end_at: "2026-12-17 13:00" }, notRealDate("start_at"));
    expect(
      (await untyped.post(time, { start_at: "2026-12-17 15:30", end_at: "2026-12-17 16:30", ignore_validations: true }))
        .body,
    ).toEqual({ status: true });
    const after = await untyped.post("/bookings/find", { value: b.id, search_in: "ID" });
    expect(after.body.data).toMatchObject({ start_at: "2026-12-17 15:30:00", ignore_validations: true });
  });
});

describe("bookings/{id}/delete", () => {
  it("deletes a booking without a document and refuses an unknown id", async () => {
    const b = await book({ start_at: "2026-12-18 10:00", end_at: "2026-12-18 10:30" });
    expect(await untyped.post(`/bookings/${b.id}/delete`)).toEqual({ status: 200, body: { status: true } });
    await untyped.refused(`/bookings/${b.id}/delete`, {}, gone(b.id));
    await untyped.refused("/bookings/find", { value: b.id, search_in: "ID" }, gone());
  });

  it("keeps the customer and items of a booking from being deleted", async () => {
    const other = (
      await created<S["Customer"]>("/customers/create", {
        name: "Rui Pires",
        type: "Particular",
        vat_type: "Debitar IVA",
      })
    ).id;
    const item = (
      await created<S["Item"]>("/items/create", {
        reference: "BARBA",
        description: "Barba",
        unit: "UN",
        vat: "23.00",
        type: "Serviços",
      })
    ).id;
    await book({
      customer: other,
      employee: rita,
      start_at: "2026-12-18 11:00",
      end_at: "2026-12-18 11:30",
      items: [{ id: item, price: 8, quantity: 1 }],
    });
    await untyped.refused(`/customers/${other}/delete`, {}, { code: "customer.in_use" });
    // The items area words its own refusal: the item is refused and kept.
    expect(await untyped.post(`/items/${item}/delete`)).toMatchObject({ status: 403, body: { status: false } });
    expect(
      ((await untyped.post("/items/find", { value: item, search_in: "ID" })).body.data as S["Item"][]).map((i) => i.id),
    ).toEqual([item]);
    await untyped.refused(`/administration/employees/${rita}/delete`, {}, { code: "administration.record.in_use" });
  });
});

describe("bookings/check_availability", () => {
  it("is false for an overlapping booking that is not cancelled, outside the hours, and true otherwise", async () => {
    await book({ start_at: "2026-12-21 10:00", end_at: "2026-12-21 11:00", employee: rita });
    const check = async (body: Record<string, unknown>) =>
      (await untyped.post("/bookings/check_availability", body)).body;
    expect(
      await check({ start_at: "2026-12-21 10:30", end_at: "2026-12-21 11:00", employee: "rita.almeida@salaobaixa.pt" }),
    ).toEqual({ status: true, is_available: false });
    expect(
      await check({ start_at: "2026-12-21 14:00", end_at: "2026-12-21 15:00", location: "Sede", employee: rita }),
    ).toEqual({ status: true, is_available: true });
    expect(await check({ start_at: "2026-12-21 10:30", end_at: "2026-12-21 11:00", employee: joao })).toEqual({
      status: true,
      is_available: true,
    });
    expect(await check({ start_at: "2026-12-21 10:30", end_at: "2026-12-21 11:00" })).toEqual({
      status: true,
      is_available: false,
    });
    expect(await check({ start_at: "2026-12-21 19:00", end_at: "2026-12-21 19:30", employee: joao })).toEqual({
      status: true,
      is_available: false,
    });
    expect(await check({ start_at: "2026-12-27 10:00", end_at: "2026-12-27 11:00" })).toEqual({
      status: true,
      is_available: false,
    });
  });

  it("refuses missing or badly filled fields", async () => {
    await untyped.refused("/bookings/check_availability", { start_at: "2026-12-21 10:30" }, required("end_at"));
    await untyped.refused("/bookings/check_availability", { end_at: "2026-12-21 10:30" }, required("start_at"));
    await untyped.refused(
      "/bookings/check_availability",
      { start_at: "2026-12-21 11:30", end_at: "2026-12-21 10:30" },
      END_BEFORE_START,
    );
    await untyped.refused(
      "/bookings/check_availability",
      { start_at: "2026-12-21 10:30", end_at: "2026-12-21 11:30", employee: 999999 },
      {
        code: "employee.not_found",
        field: "employee",
        message: "O funcionário indicado no campo employee não existe",
      },
    );
  });
});

describe("bookings/summary", () => {
  it("computes the totals of lines without storing anything", async () => {
    const r = await untyped.post("/bookings/summary", { items: LINES });
    expect(r.body.data).toEqual({
      gross_total: 25,
      total_discount: 1,
      net_total: 24,
      total_vat: 5.52,
      grand_total: 29.52,
      items: [
        { item_id: expect.any(Number), price: 15, quantity: 1, discount: 0 },
        { item_id: expect.any(Number), price: 10, quantity: 1, discount: 10 },
      ],
    });
  });

  it.each<[Record<string, unknown>, ExpectedRefusal]>([
    [
      { items: [{ id: "CORT", price: 15, quantity: 1 }] },
      { code: "item.not_found", field: "items[0].id", line: 1, message: "Linha 1: O artigo não existe" },
    ],
    [{ items: [LINES[0], { id: "CORTE", price: "1.123456", quantity: 1 }] }, badForm("items[1].price", 2)],
    [{ items: [{ id: "CORTE", price: 1, quantity: 1, discount: "5.125" }] }, badForm("items[0].discount", 1)],
    [{ items: [] }, { code: "booking.items.empty", field: "items", message: "Seleccione pelo menos um artigo" }],
    [{}, required("items")],
  ])("refuses %j", async (body, expected) => {
    await untyped.refused("/bookings/summary", body, expected);
  });
});

describe("bookings/find and bookings/list", () => {
  it("finds by ID and by number", async () => {
    const b = await book({ start_at: "2026-12-22 10:00", end_at: "2026-12-22 10:30" });
    expect((await untyped.post("/bookings/find", { value: String(b.id), search_in: "ID" })).body.data).toMatchObject({
      id: b.id,
      number: b.number,
    });
    expect(
      (await untyped.post("/bookings/find", { value: b.number, search_in: "Document Number" })).body.data,
    ).toMatchObject({
      id: b.id,
    });
    await untyped.refused("/bookings/find", { value: 987654, search_in: "Document Number" }, gone());
    await untyped.refused("/bookings/find", { value: "B-1", search_in: "ID" }, gone());
    await untyped.refused("/bookings/find", { value: " ", search_in: "ID" }, required("value"));
    await untyped.refused("/bookings/find", { search_in: "ID" }, required("value"));
    await untyped.refused(
      "/bookings/find",
      { value: b.id, search_in: "Customer" },
      { ...badForm("search_in"), message: /ID.*Document Number/ },
    );
    await untyped.refused("/bookings/find", { value: b.id }, required("search_in"));
  });

  it("lists 15 at a time by start, with status, date and customer filters", async () => {
    const lone = (
      await created<S["Customer"]>("/customers/create", {
        name: "Ana Lopes",
        type: "Particular",
        vat_type: "Debitar IVA",
      })
    ).id;
    const ids: number[] = [];
    for (let i = 0; i < 16; i++) {
      const hour = String(9 + Math.floor(i / 2)).padStart(2, "0");
      const minutes = i % 2 === 0 ? "00" : "30";
      ids.push(
        (
          await book({
            customer: lone,
            start_at: `2026-12-23 ${hour}:${minutes}`,
            end_at: `2026-12-23 ${hour}:${minutes === "00" ? "30" : "59"}`,
            status: i === 3 ? "Pendente" : "Confirmado",
          })
        ).id,
      );
    }
    const first = await untyped.post("/bookings/list", { customer: lone, skip: 0 });
    const second = await untyped.post("/bookings/list", { customer: String(lone), skip: "15" });
    expect((first.body.data as S["Booking"][]).map((b) => b.id)).toEqual(ids.slice(0, 15));
    expect((second.body.data as S["Booking"][]).map((b) => b.id)).toEqual(ids.slice(15));
    const pending = await untyped.post("/bookings/list", {
      customer: lone,
      status: "Pendente",
      date_from: "2026-12-23",
      date_to: "2026-12-23",
    });
    expect((pending.body.data as S["Booking"][]).map((b) => b.id)).toEqual([ids[3]]);
    const none = await untyped.post("/bookings/list", {
      customer: lone,
      date_from: "2026-12-24",
      status: "",
      date_to: "",
    });
    expect(none.body.data).toEqual([]);
    const december = (await untyped.post("/bookings/list", { date_from: "2026-12-03", date_to: "2026-12-03" })).body
      .data as S["Booking"][];
    expect(december.length).toBeGreaterThan(0);
    expect(december.every((b) => b.start_at.startsWith("2026-12-03"))).toBe(true);
    await untyped.refused("/bookings/list", { skip: 7 }, { code: "paging.skip.invalid", field: "skip" });
    await untyped.refused("/bookings/list", { status: "Anulado" }, badForm("status"));
    await untyped.refused("/bookings/list", { date_from: "23-12-2026" }, badForm("date_from"));
    await untyped.refused(
      "/bookings/list",
      { date_from: "2026-12-24", date_to: "2026-12-23" },
      {
        code: "agenda.period.end_before_start",
        field: "date_to",
        message: "A data final indicada no campo date_to não pode ser anterior à data inicial",
      },
    );
  });
});

describe("tenants never meet", () => {
  it("another account's key and the demo key can neither see nor change the first account's bookings", async () => {
    const b = await book({ start_at: "2026-12-28 10:00", end_at: "2026-12-28 11:00", paid: true });
    const other = await s.newAccount({ name: "Outro salão" });
    for (const token of [other.api_token, s.account.test_api_token]) {
      await untyped.refused("/bookings/find", { value: b.id, search_in: "ID" }, gone(), token);
      // The other data sets have no bookings: the number finds nothing there.
      await untyped.refused("/bookings/find", { value: b.number, search_in: "Document Number" }, gone(), token);
      await untyped.refused(
        `/bookings/${b.id}/update`,
        booking({ start_at: "2026-12-28 10:00", end_at: "2026-12-28 11:00" }),
        gone(b.id),
        token,
      );
      await untyped.refused(
        `/bookings/${b.id}/update/time`,
        { start_at: "2026-12-28 12:00", end_at: "2026-12-28 13:00" },
        gone(b.id),
        token,
      );
      await untyped.refused(`/bookings/${b.id}/delete`, {}, gone(b.id), token);
      await untyped.refused(`/bookings/${b.id}/invoice/create`, {}, gone(b.id), token);
      const listed = (await untyped.post("/bookings/list", {}, token)).body.data as S["Booking"][];
      expect(listed.map((x) => x.id)).not.toContain(b.id);
      // The first account's booking does not occupy the other data set's agenda.
      expect(
        (
          await untyped.post(
            "/bookings/check_availability",
            { start_at: "2026-12-28 10:00", end_at: "2026-12-28 11:00" },
            token,
          )
        ).body.is_available,
      ).toBe(true);
    }
    const still = await untyped.post("/bookings/find", { value: b.id, search_in: "ID" });
    expect(still.body.data).toMatchObject({
      id: b.id,
      start_at: "2026-12-28 10:00:00",
      status: "Confirmado",
      sale_id: null,
    });
  });
});
