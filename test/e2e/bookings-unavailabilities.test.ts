// v1 bookings/unavailables: create (one per dates entry), update, delete, every documented
// refusal, their effect on bookings and availability, and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import { untypedCalls } from "../support/calls.ts";
import { type ExpectedRefusal } from "../support/refusals.ts";
import type { components } from "../../generated/types/v1.ts";
import { keyDigest } from "../../server/modules/accounts/key-digests.ts";

type S = components["schemas"];
type Answer = { status: number; body: { status: boolean; message?: string; data?: unknown; is_available?: boolean } };

let s: TestServer;
const untyped = untypedCalls<Answer["body"]>(() => s);
let rita: number;
let joao: number;
let sede: number;
let customer: number;

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
const gone: ExpectedRefusal = {
  code: "unavailability.not_found",
  field: "id",
  message: "A indisponibilidade não existe",
};

async function created<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const r = await untyped.post(path, body);
  expect(r.body).toMatchObject({ status: true });
  return r.body.data as T;
}

async function available(
  start: string,
  end: string,
  extra: Record<string, unknown> = {},
): Promise<boolean | undefined> {
  return (await untyped.post("/bookings/check_availability", { start_at: start, end_at: end, ...extra })).body
    .is_available;
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
  sede = (
    await s.store.db
      .selectFrom("locations")
      .innerJoin("datasets", "datasets.id", "locations.dataset_id")
      .select("locations.id")
      .where("datasets.api_token_hash", "=", keyDigest(s.account.api_token))
      .executeTakeFirstOrThrow()
  ).id;
  await created("/items/create", {
    reference: "CORTE",
    description: "Corte de cabelo",
    unit: "UN",
    vat: "23.00",
    type: "Serviços",
  });
  customer = (
    await created<S["Customer"]>("/customers/create", {
      name: "Marta Sousa",
      type: "Particular",
      vat_type: "Debitar IVA",
    })
  ).id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

describe("bookings/unavailables/create", () => {
  it("creates one unavailability per dates entry, with the same reason, employee and remarks", async () => {
    const data = await created<S["Unavailability"][]>("/bookings/unavailables/create", {
      reason: "Férias",
      employee: "rita.almeida@salaobaixa.pt",
      observations: "Férias de Natal",
      dates: HOLIDAYS,
    });
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
    await untyped.refused(
      "/bookings/create",
      { ...booking, start_at: "2026-12-26 10:00", end_at: "2026-12-26 10:30", employee: rita },
      {
        code: "agenda.slot.occupied",
        field: "start_at",
        message: "O horário seleccionado já se encontra ocupado",
      },
    );
    expect(
      (
        await untyped.post("/bookings/create", {
          ...booking,
          start_at: "2026-12-26 10:00",
          end_at: "2026-12-26 10:30",
          employee: joao,
        })
      ).status,
    ).toBe(200);
  });

  it("blocks a location, or the whole agenda when it names neither location nor employee", async () => {
    const lunch = await created<S["Unavailability"][]>("/bookings/unavailables/create", {
      reason: "Almoço",
      location: "Sede",
      dates: [{ start_at: "2026-12-29 13:00", end_at: "2026-12-29 14:00" }],
    });
    expect(lunch[0]).toMatchObject({
      reason: "Almoço",
      employee: null,
      location: { id: sede, description: "Sede" },
      observations: null,
    });
    expect(await available("2026-12-29 13:30", "2026-12-29 14:00", { employee: joao })).toBe(false);
    expect(await available("2026-12-29 14:00", "2026-12-29 15:00", { employee: joao })).toBe(true);
    await created("/bookings/unavailables/create", {
      reason: "Outro",
      dates: [{ start_at: "2026-12-30 09:00", end_at: "2026-12-30 19:00" }],
    });
    expect(await available("2026-12-30 15:00", "2026-12-30 16:00", { employee: joao, location: sede })).toBe(false);
  });

  it.each<[string, Record<string, unknown>, ExpectedRefusal]>([
    [
      "reason missing",
      { dates: HOLIDAYS },
      { ...required("reason"), message: "É obrigatória a indicação de um valor para o campo reason" },
    ],
    [
      "reason unknown",
      { reason: "Greve", dates: HOLIDAYS },
      { ...badForm("reason"), message: /Doença.*Férias.*Almoço.*Folga.*Outro/ },
    ],
    ["dates missing", { reason: "Folga" }, required("dates")],
    // "Dates not in the expected format" is answered by the request validation.
    ["dates not an array", { reason: "Folga", dates: "2026-12-24 09:00" }, badForm("dates")],
    [
      "dates in text that is not the JSON it opens as",
      { reason: "Folga", dates: "[2026-12-24 09:00]" },
      { code: "request.field.not_json", field: "dates", message: "O campo dates não contém JSON válido" },
    ],
    ["dates empty", { reason: "Folga", dates: [] }, badForm("dates")],
    [
      "an entry that is not a period",
      { reason: "Folga", dates: ["2026-12-24 09:00"] },
      { code: "request.line.invalid", field: "dates[0]", line: 1 },
    ],
    [
      "an entry without its end",
      { reason: "Folga", dates: [{ start_at: "2026-12-24 09:00" }] },
      required("dates[0].end_at", 1),
    ],
    [
      "a date badly formatted",
      { reason: "Folga", dates: [HOLIDAYS[0], { start_at: "24/12/2026 09:00", end_at: "2026-12-24 19:00" }] },
      badForm("dates[1].start_at", 2),
    ],
    [
      "a date that does not exist",
      { reason: "Folga", dates: [{ start_at: "2026-02-29 09:00", end_at: "2026-03-01 19:00" }] },
      {
        code: "date.invalid",
        field: "dates[0].start_at",
        line: 1,
        message: "Linha 1: A data indicada no campo start_at não é válida",
      },
    ],
    [
      "an end before its start",
      { reason: "Folga", dates: [HOLIDAYS[0], { start_at: "2026-12-26 13:00", end_at: "2026-12-26 09:00" }] },
      {
        code: "agenda.period.end_before_start",
        field: "dates[1].end_at",
        line: 2,
        message: "Linha 2: A data final indicada no campo end_at não pode ser anterior à data inicial",
      },
    ],
    [
      "an unknown employee",
      { reason: "Folga", employee: 999999, dates: HOLIDAYS },
      { code: "employee.not_found", field: "employee" },
    ],
    [
      "an unknown location",
      { reason: "Folga", location: "Salão Norte", dates: HOLIDAYS },
      { code: "location.not_found", field: "location", message: "O local indicado no campo location não existe" },
    ],
  ])("refuses %s, creating nothing", async (_name, body, expected) => {
    const before = await s.store.db
      .selectFrom("unavailabilities")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    await untyped.refused("/bookings/unavailables/create", body, expected);
    const after = await s.store.db
      .selectFrom("unavailabilities")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe("bookings/unavailables/{id}/update and delete", () => {
  it("updates the period, reason and remarks, keeping the employee unless sent", async () => {
    const [u] = await created<S["Unavailability"][]>("/bookings/unavailables/create", {
      reason: "Férias",
      employee: joao,
      dates: [{ start_at: "2027-01-04 09:00", end_at: "2027-01-04 19:00" }],
    });
    const r = await untyped.post(`/bookings/unavailables/${u!.id}/update`, {
      start_at: "2027-01-04 13:00",
      end_at: "2027-01-04 19:00",
      reason: "Folga",
      observations: "Tarde de folga",
    });
    expect(r).toEqual({ status: 200, body: { status: true } });
    expect(await stored(u!.id)).toMatchObject({
      start_at: "2027-01-04 13:00:00",
      end_at: "2027-01-04 19:00:00",
      reason: "Folga",
      observations: "Tarde de folga",
      employee_id: joao,
      location_id: null,
    });
    expect(await available("2027-01-04 10:00", "2027-01-04 11:00", { employee: joao })).toBe(true);
    expect(await available("2027-01-04 14:00", "2027-01-04 15:00", { employee: joao })).toBe(false);
    await untyped.post(`/bookings/unavailables/${u!.id}/update`, {
      start_at: "2027-01-04 13:00",
      end_at: "2027-01-04 19:00",
      reason: "Folga",
      employee: "",
      location: "Sede",
      observations: "",
    });
    expect(await stored(u!.id)).toMatchObject({ employee_id: null, location_id: sede, observations: null });
  });

  it.each<[string, Record<string, unknown>, ExpectedRefusal]>([
    ["start missing", { end_at: "2027-01-05 19:00", reason: "Folga" }, required("start_at")],
    ["end missing", { start_at: "2027-01-05 09:00", reason: "Folga" }, required("end_at")],
    ["reason missing", { start_at: "2027-01-05 09:00", end_at: "2027-01-05 19:00" }, required("reason")],
    [
      "start badly formatted",
      { start_at: "2027-01-05", end_at: "2027-01-05 19:00", reason: "Folga" },
      badForm("start_at"),
    ],
    [
      "a start that does not exist",
      { start_at: "2027-02-29 09:00", end_at: "2027-03-01 19:00", reason: "Folga" },
      { code: "date.invalid", field: "start_at" },
    ],
    [
      "an end that does not exist",
      { start_at: "2027-01-05 09:00", end_at: "2027-01-32 19:00", reason: "Folga" },
      badForm("end_at"),
    ],
    [
      "end before start",
      { start_at: "2027-01-05 19:00", end_at: "2027-01-05 09:00", reason: "Folga" },
      { code: "agenda.period.end_before_start", field: "end_at" },
    ],
    [
      "an unknown employee",
      { start_at: "2027-01-05 09:00", end_at: "2027-01-05 19:00", reason: "Folga", employee: "ninguem@salaobaixa.pt" },
      { code: "employee.not_found", field: "employee", message: "O funcionário indicado no campo employee não existe" },
    ],
  ])("refuses %s, changing nothing", async (_name, body, expected) => {
    const [u] = await created<S["Unavailability"][]>("/bookings/unavailables/create", {
      reason: "Doença",
      employee: rita,
      dates: [{ start_at: "2027-01-05 09:00", end_at: "2027-01-05 12:00" }],
    });
    await untyped.refused(`/bookings/unavailables/${u!.id}/update`, body, expected);
    expect(await stored(u!.id)).toMatchObject({
      start_at: "2027-01-05 09:00:00",
      end_at: "2027-01-05 12:00:00",
      reason: "Doença",
      employee_id: rita,
    });
  });

  it("deletes an unavailability and refuses unknown IDs", async () => {
    const [u] = await created<S["Unavailability"][]>("/bookings/unavailables/create", {
      reason: "Doença",
      employee: rita,
      dates: [{ start_at: "2027-01-06 09:00", end_at: "2027-01-06 19:00" }],
    });
    expect(await available("2027-01-06 10:00", "2027-01-06 11:00", { employee: rita })).toBe(false);
    expect(await untyped.post(`/bookings/unavailables/${u!.id}/delete`)).toEqual({
      status: 200,
      body: { status: true },
    });
    expect(await available("2027-01-06 10:00", "2027-01-06 11:00", { employee: rita })).toBe(true);
    await untyped.refused(`/bookings/unavailables/${u!.id}/delete`, {}, gone);
    await untyped.refused(
      `/bookings/unavailables/${u!.id}/update`,
      { start_at: "2027-01-06 09:00", end_at: "2027-01-06 19:00", reason: "Folga" },
      gone,
    );
  });

  it("keeps an employee with unavailabilities from being deleted", async () => {
    await untyped.refused(`/administration/employees/${rita}/delete`, {}, { code: "administration.record.in_use" });
  });
});

describe("tenants never meet", () => {
  it("another account's key and the demo key can neither see nor change the first account's unavailabilities", async () => {
    const [u] = await created<S["Unavailability"][]>("/bookings/unavailables/create", {
      reason: "Férias",
      dates: [{ start_at: "2027-01-07 09:00", end_at: "2027-01-07 19:00" }],
    });
    const other = await s.newAccount({ name: "Outro salão" });
    for (const token of [other.api_token, s.account.test_api_token]) {
      await untyped.refused(
        `/bookings/unavailables/${u!.id}/update`,
        { start_at: "2027-01-08 09:00", end_at: "2027-01-08 19:00", reason: "Folga" },
        gone,
        token,
      );
      await untyped.refused(`/bookings/unavailables/${u!.id}/delete`, {}, gone, token);
      // The first account's whole-agenda holiday does not block the other data set's agenda.
      expect(
        (
          await untyped.post(
            "/bookings/check_availability",
            { start_at: "2027-01-07 10:00", end_at: "2027-01-07 11:00" },
            token,
          )
        ).body.is_available,
      ).toBe(true);
    }
    expect(await stored(u!.id)).toMatchObject({ start_at: "2027-01-07 09:00:00", reason: "Férias" });
    expect(await available("2027-01-07 10:00", "2027-01-07 11:00")).toBe(false);
  });
});
