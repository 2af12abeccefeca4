// v1 bookings through the generated client: create, update, update/time, delete, find, list,
// summary and check_availability, every documented refusal, and tenant isolation. The clock
// is fixed on Sunday 2026-11-22 10:15 (Lisbon); bookings go on Thursday 2026-12-03.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import type { components } from "../../generated/types/v1.ts";

type S = components["schemas"];
type Answer = { status: number; body: { status: boolean; message?: string; data?: unknown; is_available?: boolean } };

let s: TestServer;
let customer: number;
let rita: number;
let joao: number;

async function post(path: string, body: Record<string, unknown> = {}, token?: string): Promise<Answer> {
  const { data, error, response } = await s.v1(token).POST(path as never, { body } as never);
  return { status: response.status, body: (data ?? error) as Answer["body"] };
}

async function refused(path: string, body: Record<string, unknown>, message: string | RegExp, token?: string): Promise<void> {
  const r = await post(path, body, token);
  expect(r.status).toBe(403);
  expect(r.body.status).toBe(false);
  if (typeof message === "string") expect(r.body.message).toBe(message);
  else expect(r.body.message).toMatch(message);
}

async function created<T>(path: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const r = await post(path, body, token);
  expect(r.body).toMatchObject({ status: true });
  return r.body.data as T;
}

const LINES = [
  { id: "CORTE", price: "15.00", quantity: 1 },
  { id: "BRUSH", price: 10, quantity: "1", discount: "10.00" },
];

function booking(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { customer, start_at: "2026-12-03 10:00", end_at: "2026-12-03 11:00", status: "Confirmado", items: LINES, ...extra };
}

async function book(extra: Record<string, unknown> = {}, token?: string): Promise<S["Booking"]> {
  return created<S["Booking"]>("/bookings/create", booking(extra), token);
}

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date("2026-11-22T10:15:00Z")) });
  for (const [reference, description] of [["CORTE", "Corte de cabelo"], ["BRUSH", "Lavagem e brushing"], ["COLOR", "Coloração"]]) {
    await created("/items/create", { reference, description, unit: "UN", vat: "23.00", type: "Serviços" });
  }
  customer = (await created<S["Customer"]>("/customers/create", { name: "Marta Sousa", type: "Particular", vat_type: "Debitar IVA", email: "marta.sousa@exemplo.pt" })).id;
  rita = (await created<S["Employee"]>("/administration/employees/create", { name: "Rita Almeida", email: "rita.almeida@salaobaixa.pt" })).id;
  joao = (await created<S["Employee"]>("/administration/employees/create", { name: "João Reis", email: "joao.reis@salaobaixa.pt" })).id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

describe("bookings/create", () => {
  it("creates a booking with its lines, totals without VAT plus each item's rate, and related records", async () => {
    const b = await book({ employee: "rita.almeida@salaobaixa.pt", payment_method: "Multibanco", paid: false, observations: "Prefere ser atendida pela Rita." });
    expect(b).toMatchObject({
      customer_id: customer,
      customer_vat_number: "999999990",
      employee_id: rita,
      start_at: "2026-12-03 10:00:00",
      end_at: "2026-12-03 11:00:00",
      ignore_validations: false,
      gross_total: "25.00",
      total_discount: "1.00",
      net_total: "24.00",
      total_vat: "5.52",
      grand_total: "29.52",
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
      ["CORTE", "15.00000", "1.00000", "0.00", b.id],
      ["BRUSH", "10.00000", "1.00000", "10.00", b.id],
    ]);
    const next = await book({ start_at: "2026-12-04 10:00", end_at: "2026-12-04 10:30", status: "Pendente", vat_number: "287 024 008", description: "Marta (madeixas)" });
    expect(next).toMatchObject({ number: b.number + 1, status: "Pendente", customer_vat_number: "287024008", description: "Marta (madeixas)", employee: null });
  });

  it.each([
    ["start badly formatted", { start_at: "2026-12-03 10h00" }, /^The field start_at is invalid\. Expected a date and time in the format YYYY-MM-DD HH:mm/],
    ["end badly formatted", { end_at: "03/12/2026 11:00" }, /^The field end_at is invalid\. Expected a date and time in the format YYYY-MM-DD HH:mm/],
    ["start not a real date", { start_at: "2026-02-30 10:00" }, "The start date (start_at) is not in the format YYYY-MM-DD HH:mm."],
    ["end not a real date", { end_at: "2026-11-31 11:00" }, "The end date (end_at) is not in the format YYYY-MM-DD HH:mm."],
    ["start in the past", { start_at: "2026-11-22 10:00", end_at: "2026-11-22 10:30" }, "The start date (start_at) may not be in the past."],
    ["on a Sunday", { start_at: "2026-12-06 10:00", end_at: "2026-12-06 11:00" }, "The selected period is outside the agenda hours."],
    ["after closing", { start_at: "2026-12-03 18:30", end_at: "2026-12-03 19:30" }, "The selected period is outside the agenda hours."],
    ["before opening", { start_at: "2026-12-03 08:30", end_at: "2026-12-03 09:30" }, "The selected period is outside the agenda hours."],
    ["Saturday afternoon", { start_at: "2026-12-05 12:30", end_at: "2026-12-05 13:30" }, "The selected period is outside the agenda hours."],
    ["end before start", { start_at: "2026-12-03 11:00", end_at: "2026-12-03 10:00" }, "The end date (end_at) may not be before the start date (start_at)."],
    ["status unknown", { status: "Cancelado" }, /^The field status is invalid\. Expected one of "Pendente", "Confirmado"/],
    ["no item", { items: [] }, /^The field items is invalid\. Expected lines of the booking: 1 to 20\./],
    ["more than 20 items", { items: Array.from({ length: 21 }, () => LINES[0]) }, /^The field items is invalid\. Expected lines of the booking: 1 to 20\./],
    ["customer unknown", { customer: 999999 }, "The customer 999999 (customer) does not exist."],
    ["customer missing", { customer: undefined }, "The field customer is required."],
    ["item unknown", { items: [{ id: "CORT", price: 15, quantity: 1 }] }, "Line 1: the item (id) CORT does not exist."],
    ["line without price", { items: [LINES[0], { id: "BRUSH", quantity: 1 }] }, "Line 2 of items: the field price is required."],
    ["line without item", { items: [{ price: 15, quantity: 1 }] }, "Line 1 of items: the field id is required."],
    ["line with an empty item", { items: [{ id: "", price: 15, quantity: 1 }] }, "Line 1: the item (id) is required."],
    ["price with 6 places (number)", { items: [LINES[0], { id: "BRUSH", price: 10.123456, quantity: 1 }] }, "Line 2: the price (price) must be in the format 0.00000."],
    ["price with 6 places (text)", { items: [{ id: "CORTE", price: "10.123456", quantity: 1 }] }, /^Line 1 of items: the field price is invalid\. Expected a price or quantity with at most 5 decimal places/],
    ["price not a number", { items: [{ id: "CORTE", price: "dez", quantity: 1 }] }, /^Line 1 of items: the field price is invalid\. Expected a price or quantity with at most 5 decimal places/],
    ["quantity with 6 places", { items: [{ id: "CORTE", price: 15, quantity: 1.000001 }] }, "Line 1: the quantity (quantity) must be in the format 0.00000."],
    ["discount with 3 places (number)", { items: [{ id: "CORTE", price: 15, quantity: 1, discount: 10.555 }] }, "Line 1: the discount (discount) must be in the format 0.00."],
    ["discount with 3 places (text)", { items: [{ id: "CORTE", price: 15, quantity: 1, discount: "10,555" }] }, /^Line 1 of items: the field discount is invalid\. Expected a discount, rate or currency amount in the format 0\.00/],
    ["negative price", { items: [{ id: "CORTE", price: "-15", quantity: 1 }] }, "Line 1: the price (price) may not be negative."],
    ["zero quantity", { items: [{ id: "CORTE", price: 15, quantity: 0 }] }, "Line 1: the quantity (quantity) must be greater than zero."],
    ["discount above 100", { items: [{ id: "CORTE", price: 15, quantity: 1, discount: "150" }] }, "Line 1: the discount (discount) must be a percentage between 0.00 and 100.00."],
    ["total zero", { items: [{ id: "CORTE", price: 0, quantity: 1 }] }, "The booking total (0.00) may not be negative or zero."],
    ["total zero after discount", { items: [{ id: "CORTE", price: 15, quantity: 1, discount: 100 }] }, "The booking total (0.00) may not be negative or zero."],
    ["location unknown", { location: "Salão Norte" }, 'The location "Salão Norte" (location) does not exist.'],
    ["employee unknown", { employee: "ninguem@salaobaixa.pt" }, 'The employee "ninguem@salaobaixa.pt" (employee) does not exist.'],
    ["payment method unknown", { payment_method: "Bitcoin" }, 'The payment method "Bitcoin" (payment_method) does not exist.'],
    ["tax number invalid", { vat_number: "123456780" }, 'The tax number "123456780" (vat_number) is not valid for Portugal.'],
  ])("refuses %s", async (_name, patch, message) => {
    await refused("/bookings/create", booking({ start_at: "2026-12-10 15:00", end_at: "2026-12-10 16:00", ...patch }), message);
  });

  it("refuses an occupied slot: the same employee anywhere, or the location when a booking names no employee", async () => {
    await book({ start_at: "2026-12-09 10:00", end_at: "2026-12-09 11:00", employee: rita });
    const occupied = "The selected time slot is already occupied.";
    await refused("/bookings/create", booking({ start_at: "2026-12-09 10:30", end_at: "2026-12-09 11:30", employee: "rita.almeida@salaobaixa.pt" }), occupied);
    await refused("/bookings/create", booking({ start_at: "2026-12-09 09:00", end_at: "2026-12-09 12:00" }), occupied);
    // Another employee at the same time, and a booking that starts when the first one ends.
    await book({ start_at: "2026-12-09 10:00", end_at: "2026-12-09 11:00", employee: joao });
    await book({ start_at: "2026-12-09 11:00", end_at: "2026-12-09 11:30", employee: rita });
  });

  it("skips the past, agenda-hours and slot checks with ignore_validations, never the formats nor end before start", async () => {
    await book({ start_at: "2026-12-09 10:15", end_at: "2026-12-09 10:45", employee: rita, ignore_validations: true });
    const past = await book({ start_at: "2026-11-21 20:00", end_at: "2026-11-21 22:00", ignore_validations: "1" });
    expect(past.ignore_validations).toBe(true);
    await refused("/bookings/create", booking({ start_at: "2026-12-03 11:00", end_at: "2026-12-03 10:00", ignore_validations: true }), "The end date (end_at) may not be before the start date (start_at).");
    await refused("/bookings/create", booking({ start_at: "2026-02-30 10:00", ignore_validations: true }), "The start date (start_at) is not in the format YYYY-MM-DD HH:mm.");
  });

  it("writes nothing when refused", async () => {
    const before = await s.store.db.selectFrom("bookings").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    await refused("/bookings/create", booking({ start_at: "2026-12-10 15:00", end_at: "2026-12-10 16:00", items: [LINES[0], { id: "NADA", price: 1, quantity: 1 }] }), "Line 2: the item (id) NADA does not exist.");
    const after = await s.store.db.selectFrom("bookings").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe("bookings/{id}/update and update/time", () => {
  it("updates every field, replaces the lines, records when it was paid, and cancels", async () => {
    const b = await book({ start_at: "2026-12-14 15:00", end_at: "2026-12-14 16:00", employee: rita });
    const id = b.id;
    const upd = await post(`/bookings/${id}/update`, booking({ start_at: "2026-12-14 15:00", end_at: "2026-12-14 16:00", employee: rita, paid: 1, items: [{ id: "COLOR", price: "40", quantity: 1 }], location: "Sede", observations: "Pagou em dinheiro." }));
    expect(upd.status).toBe(200);
    const data = upd.body.data as S["Booking"];
    expect(data).toMatchObject({ id, number: b.number, paid: true, paid_at: "2026-11-22 10:15:00", gross_total: "40.00", total_vat: "9.20", grand_total: "49.20", observations: "Pagou em dinheiro." });
    expect(data.items.map((l) => l.item.reference)).toEqual(["COLOR"]);
    s.clock.advance(60_000);
    const cancelled = await post(`/bookings/${id}/update`, booking({ start_at: "2026-12-14 15:00", end_at: "2026-12-14 16:00", employee: rita, status: "Cancelado" }));
    expect(cancelled.body.data).toMatchObject({ status: "Cancelado", paid: true, paid_at: "2026-11-22 10:15:00", updated_at: "2026-11-22 10:16:00" });
    // A cancelled booking occupies nothing.
    await book({ start_at: "2026-12-14 15:00", end_at: "2026-12-14 16:00", employee: rita });
    await refused(`/bookings/${id}/update`, booking({ start_at: "2026-12-14 15:00", end_at: "2026-12-14 16:00", employee: rita }), "The selected time slot is already occupied.");
  });

  it("lets a past booking be marked paid while its period is unchanged", async () => {
    const b = await book({ start_at: "2026-12-15 09:00", end_at: "2026-12-15 09:30" });
    s.clock.set("2026-12-15T12:00:00Z");
    try {
      const upd = await post(`/bookings/${b.id}/update`, booking({ start_at: "2026-12-15 09:00", end_at: "2026-12-15 09:30", paid: true }));
      expect(upd.body.data).toMatchObject({ paid: true, paid_at: "2026-12-15 12:00:00" });
      await refused(`/bookings/${b.id}/update`, booking({ start_at: "2026-12-15 10:00", end_at: "2026-12-15 10:30" }), "The start date (start_at) may not be in the past.");
    } finally {
      s.clock.set("2026-11-22T10:17:00Z");
    }
  });

  it.each([
    ["status unknown", { status: "Anulado" }, /^The field status is invalid\. Expected one of "Pendente", "Confirmado", "Cancelado"/],
    ["end before start", { start_at: "2026-12-16 11:00", end_at: "2026-12-16 10:00" }, "The end date (end_at) may not be before the start date (start_at)."],
    ["start in the past", { start_at: "2026-11-20 10:00", end_at: "2026-11-20 11:00" }, "The start date (start_at) may not be in the past."],
    ["outside agenda hours", { start_at: "2026-12-16 19:00", end_at: "2026-12-16 20:00" }, "The selected period is outside the agenda hours."],
    ["more than 20 items", { items: Array.from({ length: 21 }, () => LINES[0]) }, /^The field items is invalid\. Expected lines of the booking: 1 to 20\./],
    ["customer unknown", { customer: "999999" }, "The customer 999999 (customer) does not exist."],
    ["item unknown", { items: [LINES[0], LINES[1], { id: 999999, price: 1, quantity: 1 }] }, "Line 3: the item (id) 999999 does not exist."],
    ["price format", { items: [{ id: "CORTE", price: 1.000001, quantity: 1 }] }, "Line 1: the price (price) must be in the format 0.00000."],
    ["total zero", { items: [{ id: "CORTE", price: "0,00", quantity: 1 }] }, "The booking total (0.00) may not be negative or zero."],
  ])("refuses %s", async (_name, patch, message) => {
    const b = await book({ start_at: "2026-12-16 15:00", end_at: "2026-12-16 15:30", employee: joao });
    await refused(`/bookings/${b.id}/update`, booking({ start_at: "2026-12-16 15:00", end_at: "2026-12-16 15:30", employee: joao, ...patch }), message);
    await post(`/bookings/${b.id}/delete`);
  });

  it("refuses an unknown id", async () => {
    await refused("/bookings/999999/update", booking(), "The booking 999999 (id) does not exist.");
    await refused("/bookings/999999/update/time", { start_at: "2026-12-17 10:00", end_at: "2026-12-17 11:00" }, "The booking 999999 (id) does not exist.");
  });

  it("moves a booking in time with the same period rules", async () => {
    const b = await book({ start_at: "2026-12-17 10:00", end_at: "2026-12-17 11:00", employee: rita });
    await book({ start_at: "2026-12-17 15:00", end_at: "2026-12-17 16:00", employee: rita });
    const moved = await post(`/bookings/${b.id}/update/time`, { start_at: "2026-12-17 11:00", end_at: "2026-12-17 12:00" });
    expect(moved).toEqual({ status: 200, body: { status: true } });
    const found = await post("/bookings/find", { value: b.id, search_in: "ID" });
    expect(found.body.data).toMatchObject({ start_at: "2026-12-17 11:00:00", end_at: "2026-12-17 12:00:00" });
    const time = `/bookings/${b.id}/update/time`;
    await refused(time, { start_at: "2026-12-17 15:30", end_at: "2026-12-17 16:30" }, "The selected time slot is already occupied.");
    await refused(time, { start_at: "2026-12-17 18:30", end_at: "2026-12-17 19:30" }, "The selected period is outside the agenda hours.");
    await refused(time, { start_at: "2026-11-21 10:00", end_at: "2026-11-21 11:00" }, "The start date (start_at) may not be in the past.");
    await refused(time, { start_at: "2026-12-17 12:00", end_at: "2026-12-17 11:00" }, "The end date (end_at) may not be before the start date (start_at).");
    await refused(time, { start_at: "2026-12-17 12:00" }, "The field end_at is required.");
    await refused(time, { start_at: "2026-12-17 12:00", end_at: "2026-12-17 13h00" }, /^The field end_at is invalid\. Expected a date and time in the format YYYY-MM-DD HH:mm/);
    await refused(time, { start_at: "2026-04-31 12:00", end_at: "2026-12-17 13:00" }, "The start date (start_at) is not in the format YYYY-MM-DD HH:mm.");
    expect((await post(time, { start_at: "2026-12-17 15:30", end_at: "2026-12-17 16:30", ignore_validations: true })).body).toEqual({ status: true });
    const after = await post("/bookings/find", { value: b.id, search_in: "ID" });
    expect(after.body.data).toMatchObject({ start_at: "2026-12-17 15:30:00", ignore_validations: true });
  });
});

describe("bookings/{id}/delete", () => {
  it("deletes a booking without a document and refuses an unknown id", async () => {
    const b = await book({ start_at: "2026-12-18 10:00", end_at: "2026-12-18 10:30" });
    expect(await post(`/bookings/${b.id}/delete`)).toEqual({ status: 200, body: { status: true } });
    await refused(`/bookings/${b.id}/delete`, {}, `The booking ${b.id} (id) does not exist.`);
    await refused("/bookings/find", { value: b.id, search_in: "ID" }, `No booking was found with the ID ${b.id} (value).`);
  });

  it("keeps the customer and items of a booking from being deleted", async () => {
    const other = (await created<S["Customer"]>("/customers/create", { name: "Rui Pires", type: "Particular", vat_type: "Debitar IVA" })).id;
    const item = (await created<S["Item"]>("/items/create", { reference: "BARBA", description: "Barba", unit: "UN", vat: "23.00", type: "Serviços" })).id;
    await book({ customer: other, start_at: "2026-12-18 11:00", end_at: "2026-12-18 11:30", items: [{ id: item, price: 8, quantity: 1 }] });
    await refused(`/customers/${other}/delete`, {}, "The customer cannot be deleted: it is used on documents.");
    await refused(`/items/${item}/delete`, {}, "The item cannot be deleted: it is used on documents.");
    await refused(`/administration/employees/${rita}/delete`, {}, "The employee cannot be deleted: it is used on documents or by other records; deactivate it instead (active false).");
  });
});

describe("bookings/check_availability", () => {
  it("is false for an overlapping booking that is not cancelled, outside the hours, and true otherwise", async () => {
    await book({ start_at: "2026-12-21 10:00", end_at: "2026-12-21 11:00", employee: rita });
    const check = async (body: Record<string, unknown>) => (await post("/bookings/check_availability", body)).body;
    expect(await check({ start_at: "2026-12-21 10:30", end_at: "2026-12-21 11:00", employee: "rita.almeida@salaobaixa.pt" })).toEqual({ status: true, is_available: false });
    expect(await check({ start_at: "2026-12-21 14:00", end_at: "2026-12-21 15:00", location: "Sede", employee: rita })).toEqual({ status: true, is_available: true });
    expect(await check({ start_at: "2026-12-21 10:30", end_at: "2026-12-21 11:00", employee: joao })).toEqual({ status: true, is_available: true });
    expect(await check({ start_at: "2026-12-21 10:30", end_at: "2026-12-21 11:00" })).toEqual({ status: true, is_available: false });
    expect(await check({ start_at: "2026-12-21 19:00", end_at: "2026-12-21 19:30", employee: joao })).toEqual({ status: true, is_available: false });
    expect(await check({ start_at: "2026-12-27 10:00", end_at: "2026-12-27 11:00" })).toEqual({ status: true, is_available: false });
  });

  it("refuses missing or badly filled fields", async () => {
    await refused("/bookings/check_availability", { start_at: "2026-12-21 10:30" }, "The field end_at is required.");
    await refused("/bookings/check_availability", { end_at: "2026-12-21 10:30" }, "The field start_at is required.");
    await refused("/bookings/check_availability", { start_at: "2026-12-21 11:30", end_at: "2026-12-21 10:30" }, "The end date (end_at) may not be before the start date (start_at).");
    await refused("/bookings/check_availability", { start_at: "2026-12-21 10:30", end_at: "2026-12-21 11:30", employee: 999999 }, "The employee 999999 (employee) does not exist.");
  });
});

describe("bookings/summary", () => {
  it("computes the totals of lines without storing anything", async () => {
    const r = await post("/bookings/summary", { items: LINES });
    expect(r.body.data).toEqual({
      gross_total: "25.00",
      total_discount: "1.00",
      net_total: "24.00",
      total_vat: "5.52",
      grand_total: "29.52",
      items: [
        { item_id: expect.any(Number), price: "15.00000", quantity: "1.00000", discount: "0.00" },
        { item_id: expect.any(Number), price: "10.00000", quantity: "1.00000", discount: "10.00" },
      ],
    });
  });

  it.each([
    [{ items: [{ id: "CORT", price: 15, quantity: 1 }] }, "Line 1: the item (id) CORT does not exist."],
    [{ items: [LINES[0], { id: "CORTE", price: 1.123456, quantity: 1 }] }, "Line 2: the price (price) must be in the format 0.00000."],
    [{ items: [{ id: "CORTE", price: 1, quantity: 1, discount: 5.125 }] }, "Line 1: the discount (discount) must be in the format 0.00."],
    [{ items: [] }, /^The field items is invalid\. Expected lines, as on a booking: 1 to 20\./],
    [{}, "The field items is required."],
  ])("refuses %j", async (body, message) => {
    await refused("/bookings/summary", body, message);
  });
});

describe("bookings/find and bookings/list", () => {
  it("finds by ID and by number", async () => {
    const b = await book({ start_at: "2026-12-22 10:00", end_at: "2026-12-22 10:30" });
    expect((await post("/bookings/find", { value: String(b.id), search_in: "ID" })).body.data).toMatchObject({ id: b.id, number: b.number });
    expect((await post("/bookings/find", { value: b.number, search_in: "Document Number" })).body.data).toMatchObject({ id: b.id });
    await refused("/bookings/find", { value: 987654, search_in: "Document Number" }, "No booking was found with the number 987654 (value).");
    await refused("/bookings/find", { value: "B-1", search_in: "ID" }, 'No booking was found with the ID "B-1" (value).');
    await refused("/bookings/find", { value: " ", search_in: "ID" }, "The field value is required.");
    await refused("/bookings/find", { search_in: "ID" }, "The field value is required.");
    await refused("/bookings/find", { value: b.id, search_in: "Customer" }, /^The field search_in is invalid\. Expected one of "ID", "Document Number"/);
    await refused("/bookings/find", { value: b.id }, "The field search_in is required.");
  });

  it("lists 15 at a time by start, with status, date and customer filters", async () => {
    const lone = (await created<S["Customer"]>("/customers/create", { name: "Ana Lopes", type: "Particular", vat_type: "Debitar IVA" })).id;
    const ids: number[] = [];
    for (let i = 0; i < 16; i++) {
      const hour = String(9 + Math.floor(i / 2)).padStart(2, "0");
      const minutes = i % 2 === 0 ? "00" : "30";
      ids.push((await book({ customer: lone, start_at: `2026-12-23 ${hour}:${minutes}`, end_at: `2026-12-23 ${hour}:${minutes === "00" ? "30" : "59"}`, status: i === 3 ? "Pendente" : "Confirmado" })).id);
    }
    const first = await post("/bookings/list", { customer: lone, skip: 0 });
    const second = await post("/bookings/list", { customer: String(lone), skip: "15" });
    expect((first.body.data as S["Booking"][]).map((b) => b.id)).toEqual(ids.slice(0, 15));
    expect((second.body.data as S["Booking"][]).map((b) => b.id)).toEqual(ids.slice(15));
    const pending = await post("/bookings/list", { customer: lone, status: "Pendente", date_from: "2026-12-23", date_to: "2026-12-23" });
    expect((pending.body.data as S["Booking"][]).map((b) => b.id)).toEqual([ids[3]]);
    const none = await post("/bookings/list", { customer: lone, date_from: "2026-12-24", status: "", date_to: "" });
    expect(none.body.data).toEqual([]);
    const december = (await post("/bookings/list", { date_from: "2026-12-03", date_to: "2026-12-03" })).body.data as S["Booking"][];
    expect(december.length).toBeGreaterThan(0);
    expect(december.every((b) => b.start_at.startsWith("2026-12-03"))).toBe(true);
    await refused("/bookings/list", { skip: 7 }, "The field skip must be a multiple of 15 (0, 15, 30, ...).");
    await refused("/bookings/list", { status: "Anulado" }, /^The field status is invalid/);
    await refused("/bookings/list", { date_from: "23-12-2026" }, /^The field date_from is invalid/);
    await refused("/bookings/list", { date_from: "2026-12-24", date_to: "2026-12-23" }, "The date date_to (2026-12-23) may not be before date_from (2026-12-24).");
  });
});

describe("tenants never meet", () => {
  it("another account's key and the demo key can neither see nor change the first account's bookings", async () => {
    const b = await book({ start_at: "2026-12-28 10:00", end_at: "2026-12-28 11:00", paid: true });
    const other = await s.newAccount({ name: "Outro salão" });
    for (const token of [other.api_token, s.account.test_api_token]) {
      const gone = `The booking ${b.id} (id) does not exist.`;
      await refused("/bookings/find", { value: b.id, search_in: "ID" }, `No booking was found with the ID ${b.id} (value).`, token);
      // The other data sets have no bookings: the number finds nothing there.
      await refused("/bookings/find", { value: b.number, search_in: "Document Number" }, `No booking was found with the number ${b.number} (value).`, token);
      await refused(`/bookings/${b.id}/update`, booking({ start_at: "2026-12-28 10:00", end_at: "2026-12-28 11:00" }), gone, token);
      await refused(`/bookings/${b.id}/update/time`, { start_at: "2026-12-28 12:00", end_at: "2026-12-28 13:00" }, gone, token);
      await refused(`/bookings/${b.id}/delete`, {}, gone, token);
      await refused(`/bookings/${b.id}/invoice/create`, {}, gone, token);
      const listed = (await post("/bookings/list", {}, token)).body.data as S["Booking"][];
      expect(listed.map((x) => x.id)).not.toContain(b.id);
      // The first account's booking does not occupy the other data set's agenda.
      expect((await post("/bookings/check_availability", { start_at: "2026-12-28 10:00", end_at: "2026-12-28 11:00" }, token)).body.is_available).toBe(true);
    }
    const still = await post("/bookings/find", { value: b.id, search_in: "ID" });
    expect(still.body.data).toMatchObject({ id: b.id, start_at: "2026-12-28 10:00:00", status: "Confirmado", sale_id: null });
  });
});
