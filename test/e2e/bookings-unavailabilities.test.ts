// v1 bookings/unavailables: create (one per dates entry), update, delete, every documented
// refusal, their effect on bookings and availability, and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import type { components } from "../../generated/types/v1.ts";

type S = components["schemas"];
type Answer = { status: number; body: { status: boolean; message?: string; data?: unknown; is_available?: boolean } };

let s: TestServer;
let rita: number;
let joao: number;
let sede: number;
let customer: number;

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

async function created<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const r = await post(path, body);
  expect(r.body).toMatchObject({ status: true });
  return r.body.data as T;
}

async function available(start: string, end: string, extra: Record<string, unknown> = {}): Promise<boolean | undefined> {
  return (await post("/bookings/check_availability", { start_at: start, end_at: end, ...extra })).body.is_available;
}

async function stored(id: number) {
  return s.store.db.selectFrom("unavailabilities").selectAll().where("id", "=", id).executeTakeFirst();
}

const HOLIDAYS = [
  { start_at: "2026-12-24 09:00", end_at: "2026-12-24 19:00" },
  { start_at: "2026-12-26 09:00", end_at: "2026-12-26 13:00" },
];

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date("2026-11-22T10:15:00Z")) });
  rita = (await created<S["Employee"]>("/administration/employees/create", { name: "Rita Almeida", email: "rita.almeida@salaobaixa.pt" })).id;
  joao = (await created<S["Employee"]>("/administration/employees/create", { name: "João Reis", email: "joao.reis@salaobaixa.pt" })).id;
  sede = (await s.store.db.selectFrom("locations").innerJoin("datasets", "datasets.id", "locations.dataset_id").select("locations.id").where("datasets.api_token", "=", s.account.api_token).executeTakeFirstOrThrow()).id;
  await created("/items/create", { reference: "CORTE", description: "Corte de cabelo", unit: "UN", vat: "23.00", type: "Serviços" });
  customer = (await created<S["Customer"]>("/customers/create", { name: "Marta Sousa", type: "Particular", vat_type: "Debitar IVA" })).id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

describe("bookings/unavailables/create", () => {
  it("creates one unavailability per dates entry, with the same reason, employee and remarks", async () => {
    const data = await created<S["Unavailability"][]>("/bookings/unavailables/create", { reason: "Férias", employee: "rita.almeida@salaobaixa.pt", observations: "Férias de Natal", dates: HOLIDAYS });
    expect(data).toHaveLength(2);
    expect(data.map((u) => [u.start_at, u.end_at, u.reason, u.observations, u.employee?.id, u.location])).toEqual([
      ["2026-12-24 09:00:00", "2026-12-24 19:00:00", "Férias", "Férias de Natal", rita, null],
      ["2026-12-26 09:00:00", "2026-12-26 13:00:00", "Férias", "Férias de Natal", rita, null],
    ]);
    expect(data[0]!.id).not.toBe(data[1]!.id);
    // Rita cannot be booked then; João can.
    expect(await available("2026-12-24 10:00", "2026-12-24 11:00", { employee: rita })).toBe(false);
    expect(await available("2026-12-24 10:00", "2026-12-24 11:00", { employee: joao })).toBe(true);
    const booking = { customer, status: "Confirmado", items: [{ id: "CORTE", price: 15, quantity: 1 }] };
    await refused("/bookings/create", { ...booking, start_at: "2026-12-26 10:00", end_at: "2026-12-26 10:30", employee: rita }, "The selected time slot is already occupied.");
    expect((await post("/bookings/create", { ...booking, start_at: "2026-12-26 10:00", end_at: "2026-12-26 10:30", employee: joao })).status).toBe(200);
  });

  it("blocks a location, or the whole agenda when it names neither location nor employee", async () => {
    const lunch = await created<S["Unavailability"][]>("/bookings/unavailables/create", { reason: "Almoço", location: "Sede", dates: [{ start_at: "2026-12-29 13:00", end_at: "2026-12-29 14:00" }] });
    expect(lunch[0]).toMatchObject({ reason: "Almoço", employee: null, location: { id: sede, description: "Sede" }, observations: null });
    expect(await available("2026-12-29 13:30", "2026-12-29 14:00", { employee: joao })).toBe(false);
    expect(await available("2026-12-29 14:00", "2026-12-29 15:00", { employee: joao })).toBe(true);
    await created("/bookings/unavailables/create", { reason: "Outro", dates: [{ start_at: "2026-12-30 09:00", end_at: "2026-12-30 19:00" }] });
    expect(await available("2026-12-30 15:00", "2026-12-30 16:00", { employee: joao, location: sede })).toBe(false);
  });

  it.each([
    ["reason missing", { dates: HOLIDAYS }, "The field reason is required."],
    ["reason unknown", { reason: "Greve", dates: HOLIDAYS }, /^The field reason is invalid\. Expected one of "Doença", "Férias", "Almoço", "Folga", "Outro"/],
    ["dates missing", { reason: "Folga" }, "The field dates is required."],
    // "Dates not in the expected format" is answered by the request validation.
    ["dates not an array", { reason: "Folga", dates: "2026-12-24 09:00" }, "The field dates is invalid. Expected periods: one unavailability is created per entry."],
    ["dates empty", { reason: "Folga", dates: [] }, "The field dates is invalid. Expected periods: one unavailability is created per entry."],
    ["an entry that is not a period", { reason: "Folga", dates: ["2026-12-24 09:00"] }, "The field dates[0] is invalid. Expected a period of an unavailability, as sent on creation."],
    ["an entry without its end", { reason: "Folga", dates: [{ start_at: "2026-12-24 09:00" }] }, "Line 1 of dates: the field end_at is required."],
    ["a date badly formatted", { reason: "Folga", dates: [HOLIDAYS[0], { start_at: "24/12/2026 09:00", end_at: "2026-12-24 19:00" }] }, /^Line 2 of dates: the field start_at is invalid\. Expected a date and time in the format YYYY-MM-DD HH:mm/],
    ["a date that does not exist", { reason: "Folga", dates: [{ start_at: "2026-02-29 09:00", end_at: "2026-03-01 19:00" }] }, "Line 1 of dates: the start date (start_at) is not in the format YYYY-MM-DD HH:mm."],
    ["an end before its start", { reason: "Folga", dates: [HOLIDAYS[0], { start_at: "2026-12-26 13:00", end_at: "2026-12-26 09:00" }] }, "Line 2 of dates: the end date (end_at) may not be before the start date (start_at)."],
    ["an unknown employee", { reason: "Folga", employee: 999999, dates: HOLIDAYS }, "The employee 999999 (employee) does not exist."],
    ["an unknown location", { reason: "Folga", location: "Salão Norte", dates: HOLIDAYS }, 'The location "Salão Norte" (location) does not exist.'],
  ])("refuses %s, creating nothing", async (_name, body, message) => {
    const before = await s.store.db.selectFrom("unavailabilities").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    await refused("/bookings/unavailables/create", body, message);
    const after = await s.store.db.selectFrom("unavailabilities").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe("bookings/unavailables/{id}/update and delete", () => {
  it("updates the period, reason and remarks, keeping the employee unless sent", async () => {
    const [u] = await created<S["Unavailability"][]>("/bookings/unavailables/create", { reason: "Férias", employee: joao, dates: [{ start_at: "2027-01-04 09:00", end_at: "2027-01-04 19:00" }] });
    const r = await post(`/bookings/unavailables/${u!.id}/update`, { start_at: "2027-01-04 13:00", end_at: "2027-01-04 19:00", reason: "Folga", observations: "Tarde de folga" });
    expect(r).toEqual({ status: 200, body: { status: true } });
    expect(await stored(u!.id)).toMatchObject({ start_at: "2027-01-04 13:00:00", end_at: "2027-01-04 19:00:00", reason: "Folga", observations: "Tarde de folga", employee_id: joao, location_id: null });
    expect(await available("2027-01-04 10:00", "2027-01-04 11:00", { employee: joao })).toBe(true);
    expect(await available("2027-01-04 14:00", "2027-01-04 15:00", { employee: joao })).toBe(false);
    await post(`/bookings/unavailables/${u!.id}/update`, { start_at: "2027-01-04 13:00", end_at: "2027-01-04 19:00", reason: "Folga", employee: "", location: "Sede", observations: "" });
    expect(await stored(u!.id)).toMatchObject({ employee_id: null, location_id: sede, observations: null });
  });

  it.each([
    ["start missing", { end_at: "2027-01-05 19:00", reason: "Folga" }, "The field start_at is required."],
    ["end missing", { start_at: "2027-01-05 09:00", reason: "Folga" }, "The field end_at is required."],
    ["reason missing", { start_at: "2027-01-05 09:00", end_at: "2027-01-05 19:00" }, "The field reason is required."],
    ["start badly formatted", { start_at: "2027-01-05", end_at: "2027-01-05 19:00", reason: "Folga" }, /^The field start_at is invalid\. Expected a date and time in the format YYYY-MM-DD HH:mm/],
    ["a start that does not exist", { start_at: "2027-02-29 09:00", end_at: "2027-03-01 19:00", reason: "Folga" }, "The start date (start_at) is not in the format YYYY-MM-DD HH:mm."],
    ["an end that does not exist", { start_at: "2027-01-05 09:00", end_at: "2027-01-32 19:00", reason: "Folga" }, /^The field end_at is invalid/],
    ["end before start", { start_at: "2027-01-05 19:00", end_at: "2027-01-05 09:00", reason: "Folga" }, "The end date (end_at) may not be before the start date (start_at)."],
    ["an unknown employee", { start_at: "2027-01-05 09:00", end_at: "2027-01-05 19:00", reason: "Folga", employee: "ninguem@salaobaixa.pt" }, 'The employee "ninguem@salaobaixa.pt" (employee) does not exist.'],
  ])("refuses %s, changing nothing", async (_name, body, message) => {
    const [u] = await created<S["Unavailability"][]>("/bookings/unavailables/create", { reason: "Doença", employee: rita, dates: [{ start_at: "2027-01-05 09:00", end_at: "2027-01-05 12:00" }] });
    await refused(`/bookings/unavailables/${u!.id}/update`, body, message);
    expect(await stored(u!.id)).toMatchObject({ start_at: "2027-01-05 09:00:00", end_at: "2027-01-05 12:00:00", reason: "Doença", employee_id: rita });
  });

  it("deletes an unavailability and refuses unknown IDs", async () => {
    const [u] = await created<S["Unavailability"][]>("/bookings/unavailables/create", { reason: "Doença", employee: rita, dates: [{ start_at: "2027-01-06 09:00", end_at: "2027-01-06 19:00" }] });
    expect(await available("2027-01-06 10:00", "2027-01-06 11:00", { employee: rita })).toBe(false);
    expect(await post(`/bookings/unavailables/${u!.id}/delete`)).toEqual({ status: 200, body: { status: true } });
    expect(await available("2027-01-06 10:00", "2027-01-06 11:00", { employee: rita })).toBe(true);
    await refused(`/bookings/unavailables/${u!.id}/delete`, {}, `The unavailability ${u!.id} (id) does not exist.`);
    await refused(`/bookings/unavailables/${u!.id}/update`, { start_at: "2027-01-06 09:00", end_at: "2027-01-06 19:00", reason: "Folga" }, `The unavailability ${u!.id} (id) does not exist.`);
  });

  it("keeps an employee with unavailabilities from being deleted", async () => {
    await refused(`/administration/employees/${rita}/delete`, {}, "The employee cannot be deleted: it is used on documents or by other records; deactivate it instead (active false).");
  });
});

describe("tenants never meet", () => {
  it("another account's key and the demo key can neither see nor change the first account's unavailabilities", async () => {
    const [u] = await created<S["Unavailability"][]>("/bookings/unavailables/create", { reason: "Férias", dates: [{ start_at: "2027-01-07 09:00", end_at: "2027-01-07 19:00" }] });
    const other = await s.newAccount({ name: "Outro salão" });
    for (const token of [other.api_token, s.account.test_api_token]) {
      const gone = `The unavailability ${u!.id} (id) does not exist.`;
      await refused(`/bookings/unavailables/${u!.id}/update`, { start_at: "2027-01-08 09:00", end_at: "2027-01-08 19:00", reason: "Folga" }, gone, token);
      await refused(`/bookings/unavailables/${u!.id}/delete`, {}, gone, token);
      // The first account's whole-agenda holiday does not block the other data set's agenda.
      expect((await post("/bookings/check_availability", { start_at: "2027-01-07 10:00", end_at: "2027-01-07 11:00" }, token)).body.is_available).toBe(true);
    }
    expect(await stored(u!.id)).toMatchObject({ start_at: "2027-01-07 09:00:00", reason: "Férias" });
    expect(await available("2027-01-07 10:00", "2027-01-07 11:00")).toBe(false);
  });
});
