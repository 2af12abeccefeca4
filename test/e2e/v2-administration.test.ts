// v2's administration tables over v1's records: create (201), update, find one (a whole match
// before a partial one; 404 when none), delete (`true`; refused once used), locations under
// /administration as v1 keeps them under /subscription, series assigned to every document
// type, their communication and v2's check_communication, and the one list v2 keeps.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import { v2Calls } from "../support/v2-calls.ts";

let s: TestServer;
const v2 = v2Calls(() => s);

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date("2026-11-22T10:15:00Z")) });
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

describe("administration tables", () => {
  it("create, update, find one and delete a unit", async () => {
    const created = await v2.post<"Units_create">("/administration/units", { description: "Fardo", symbol: "FRD" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ description: "Fardo", symbol: "FRD", active: true });
    const updated = await v2.put<"Units_update">(`/administration/units/${created.body.id}`, {
      description: "Fardo de 12",
      symbol: "FRD",
    });
    expect([updated.status, updated.body.description]).toEqual([200, "Fardo de 12"]);
    const found = await v2.post<"Units_find">("/administration/units/find", { value: "fardo" });
    expect([found.status, found.body.id]).toEqual([200, created.body.id]);
    const deleted = await v2.delete(`/administration/units/${created.body.id}`);
    expect([deleted.status, deleted.body]).toEqual([200, true]);
    const gone = await v2.post<"Units_find">("/administration/units/find", { value: "Fardo de 12" });
    expect([gone.status, gone.code]).toEqual([404, "unit.not_found"]);
  });

  it("find the record whose whole description is the value before one that contains it", async () => {
    const longer = await v2.post<"Warehouses_create">("/administration/warehouses", {
      description: "Loja Porto Norte",
    });
    const exact = await v2.post<"Warehouses_create">("/administration/warehouses", { description: "Loja Porto" });
    expect(exact.body.id).toBeGreaterThan(longer.body.id);
    const found = await v2.post<"Warehouses_find">("/administration/warehouses/find", { value: "loja porto" });
    expect(found.body.id).toBe(exact.body.id);
    const partial = await v2.post<"Warehouses_find">("/administration/warehouses/find", { value: "Porto" });
    expect(partial.body.id).toBe(longer.body.id);
  });

  it("refuse to delete a record in use", async () => {
    const unit = await v2.post<"Units_find">("/administration/units/find", { value: "UN" });
    const inUse = await v2.post<"Items_create">("/items", {
      reference: "USA-UN",
      description: "Usa a unidade",
      unit: unit.body.id,
      vat: "23",
      type: "Serviços",
    });
    expect(inUse.status).toBe(201);
    const refused = await v2.delete(`/administration/units/${unit.body.id}`);
    expect([refused.status, refused.code]).toEqual([400, "administration.record.in_use"]);
  });

  it("keep locations under /administration, the records v1 keeps under /subscription", async () => {
    const created = await v2.post<"Locations_create">("/administration/locations", {
      description: "Loja da Baixa",
      country: "PT",
      address: "Rua de Santa Catarina, 100",
      city: "Porto",
      postal_code: "4000-442",
    });
    expect(created.status).toBe(201);
    const inV1 = await s.v1().POST("/subscription/locations/find", { body: { value: "Loja da Baixa" } });
    expect(inV1.data!.data).toEqual([created.body]);
    const updated = await v2.put<"Locations_update">(`/administration/locations/${created.body.id}`, {
      description: "Loja da Baixa",
      city: "Porto",
      postal_code: "4000-443",
    });
    expect(updated.body.postal_code).toBe("4000-443");
  });

  it("list the shipping modes as a bare array, filtered by active state", async () => {
    const mode = await v2.post<"ShippingModes_create">("/administration/shippingmodes", {
      description: "Estafeta",
      active: false,
    });
    const active = await v2.post<"ShippingModes_list">("/administration/shippingmodes/list", {});
    const all = await v2.post<"ShippingModes_list">("/administration/shippingmodes/list", { active: "All" });
    expect(Array.isArray(active.body)).toBe(true);
    expect(active.body.map((m: { id: number }) => m.id)).not.toContain(mode.body.id);
    expect(all.body.map((m: { id: number }) => m.id)).toContain(mode.body.id);
  });
});

describe("series", () => {
  it("are created assigned to every document type, preset of none, without v1's assignment fields", async () => {
    const created = await v2.post<"Series_create">("/administration/series", {
      description: "LOJA27",
      valid_until: 2027,
    });
    expect(created.status).toBe(201);
    const types = await s.v1().POST("/administration/documentstypes/list", { body: {} });
    for (const type of types.data!.data) {
      const entry = type.documentstypesseries?.find((e) => e.serie_id === created.body.id);
      expect(entry, type.description).toMatchObject({ is_default: false, atcud: null });
    }
  });

  it("check_communication answers true for a series communicated for the type, by name, initials or ID", async () => {
    const serie = await v2.post<"Series_find">("/administration/series/find", { value: "2026" });
    expect(serie.status).toBe(200);
    for (const document_type of ["Factura", "ft", 1]) {
      const checked = await v2.post<"Series_checkCommunication">(
        `/administration/series/${serie.body.id}/check_communication`,
        { document_type },
      );
      expect([checked.status, checked.body], String(document_type)).toEqual([200, true]);
    }
  });

  it("check_communication refuses a series not communicated for the type, in the service's words", async () => {
    const serie = await v2.post<"Series_find">("/administration/series/find", { value: "LOJA27" });
    const refused = await v2.post<"Series_checkCommunication">(
      `/administration/series/${serie.body.id}/check_communication`,
      { document_type: "Factura" },
    );
    expect([refused.status, refused.code, refused.body]).toEqual([
      400,
      "document.serie.not_communicated",
      "A série não se encontra comunicada no tipo de documento introduzido",
    ]);
    const english = await v2.post<"Series_checkCommunication">(
      `/administration/series/${serie.body.id}/check_communication`,
      { document_type: "Factura" },
      { headers: { "accept-language": "en" } },
    );
    expect(english.body).toBe("The series is not communicated for the document type given");
  });

  it("check_communication refuses an unknown type (400) and an unknown series (404)", async () => {
    const serie = await v2.post<"Series_find">("/administration/series/find", { value: "2026" });
    const type = await v2.post<"Series_checkCommunication">(
      `/administration/series/${serie.body.id}/check_communication`,
      { document_type: "Talão" },
    );
    expect([type.status, type.code]).toEqual([400, "document_type.not_found"]);
    const missing = await v2.post<"Series_checkCommunication">("/administration/series/999999/check_communication", {
      document_type: "Factura",
    });
    expect([missing.status, missing.code]).toEqual([404, "serie.not_found"]);
  });

  it("communicate answers true, after which check_communication does", async () => {
    await s.store.db
      .updateTable("accounts")
      .set({ at_ws_user: "500000000/1" })
      .where("id", "=", s.account.account_id)
      .execute();
    const serie = await v2.post<"Series_find">("/administration/series/find", { value: "LOJA27" });
    const communicated = await v2.post<"Series_communicate">(`/administration/series/${serie.body.id}/communicate`, []);
    expect([communicated.status, communicated.body]).toEqual([200, true]);
    const checked = await v2.post<"Series_checkCommunication">(
      `/administration/series/${serie.body.id}/check_communication`,
      { document_type: "Factura Recibo" },
    );
    expect([checked.status, checked.body]).toEqual([200, true]);
  });
});
