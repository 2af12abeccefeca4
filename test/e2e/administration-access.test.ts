// administration/all, permissions and tenant isolation of the v1 administration operations.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import { succeeded, untypedCalls } from "../support/calls.ts";
import { setPermissions } from "../../server/modules/provisioning/account-commands.ts";
import { generationProfiles } from "../../server/app.ts";
import { operationsOf } from "../../server/http/openapi-document.ts";
import { administrationRoutes } from "../../server/modules/administration/v1.ts";
import type { RefusalCode } from "../../server/kernel/errors.ts";

let s: TestServer;
const untyped = untypedCalls<{ status: boolean; message?: string; data?: unknown; atcud?: string }>(() => s);

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date("2026-11-22T10:15:00Z")) });
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

type Body = Record<string, unknown>;

describe("administration/all", () => {
  it("answers the active records of every table of a new data set, and the fixed lists", async () => {
    const { data, error } = await s.v1().POST("/administration/all", { body: {} });
    expect(error).toBeUndefined();
    const all = data!.data;
    expect(all.warehouses!.map((w) => w.description)).toEqual(["Armazém principal"]);
    expect(all.categories!.map((c) => c.description)).toEqual(["Geral"]);
    expect(all.currencies).toMatchObject([{ code_iso: "EUR", is_default: true, exchange_sale: 1 }]);
    expect(all.documents_types).toHaveLength(14);
    expect(all.documents_types![0]!.documentstypesseries[0]!.serie!.description).toBe("2026");
    expect(all.employees).toEqual([]);
    expect(all.paymentconditions!.map((p) => p.days)).toEqual([0, 15, 30, 60, 90]);
    expect(all.paymentmethods!.map((p) => p.saft_initials)).toContain("MB");
    expect(all.shippingmodes).toHaveLength(4);
    expect(all.prices).toMatchObject([{ description: "Preço de venda", is_default: true }]);
    expect(all.series).toMatchObject([{ description: "2026", valid_until: 2026, type: "Normal" }]);
    expect(all.vatrates!.filter((v) => v.saft_region === "PT").map((v) => v.tax)).toEqual([23, 13, 6, 0]);
    expect(all.vehicles).toEqual([]);
    expect(all.units!.map((u) => u.symbol)).toContain("KG");
    expect(all.locations).toMatchObject([
      { description: "Sede", is_default: true, warehouse_id: all.warehouses![0]!.id },
    ]);
    expect(all.countries.find((c) => c.code_iso_one === "PT")).toMatchObject({ name: "Portugal", code_iso_two: "PRT" });
    expect(all.vat_exemptions.find((e) => e.code === "M18")).toMatchObject({ id: 18, description: "Sem isenção" });
  });

  it("leaves out inactive records", async () => {
    const mode = succeeded(
      await s.v1().POST("/administration/shippingmodes/create", { body: { description: "Carroça", active: false } }),
    ).data;
    const vehicle = succeeded(
      await s.v1().POST("/administration/vehicles/create", { body: { name: "Carrinha", license_plate: "AB-12-CD" } }),
    ).data;
    const { data } = await s.v1().POST("/administration/all", { body: {} });
    expect(data!.data.shippingmodes!.map((m) => m.id)).not.toContain(mode.id);
    expect(data!.data.vehicles!.map((v) => v.id)).toEqual([vehicle.id]);
  });

  it("leaves out the tables the key may not read, and refuses a key without permission", async () => {
    const other = await s.newAccount({ name: "Permissões" });
    await setPermissions(s.store.db, other.account_id, {
      deny: ["Warehouses_list", "DocumentTypes_list", "Series_list"],
    });
    const { data } = await s.v1(other.api_token).POST("/administration/all", { body: {} });
    expect("warehouses" in data!.data).toBe(false);
    expect(data!.data.documents_types).toBeUndefined();
    expect(data!.data.series).toBeUndefined();
    expect(data!.data.currencies).toHaveLength(1);
    expect(data!.data.countries.length).toBeGreaterThan(200);
    await setPermissions(s.store.db, other.account_id, { deny: ["Administration_all"] });
    const refused = await s.v1(other.api_token).POST("/administration/all", { body: {} });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toEqual({
      status: false,
      code: "account.permission.denied",
      message: "Não tem permissões para executar esta operação",
    });
  });
});

describe("permissions", () => {
  it("every administration operation refuses a key denied it", async () => {
    const ids = Object.keys(administrationRoutes);
    expect(ids).toHaveLength(72);
    const other = await s.newAccount({ name: "Sem permissões" });
    await setPermissions(s.store.db, other.account_id, { deny: ids });
    const v1 = generationProfiles().find((p) => p.name === "v1")!;
    const operations = operationsOf(v1.document).filter((o) => ids.includes(o.operationId));
    expect(operations).toHaveLength(72);
    for (const op of operations) {
      const path = op.path.replace("{id}", "1").replace("{serie_id}", "1");
      const a = await untyped.post(path, {}, other.api_token);
      expect({ op: op.operationId, ...a }).toEqual({
        op: op.operationId,
        status: 403,
        body: {
          status: false,
          code: "account.permission.denied",
          message: "Não tem permissões para executar esta operação",
        },
      });
    }
  });
});

describe("tenants never meet", () => {
  /** Every administration operation that takes an {id}, with a body it accepts. */
  const TABLES: readonly [group: string, create: Body, notFound: RefusalCode][] = [
    ["/administration/warehouses", { description: "Armazém Secreto" }, "warehouse.not_found"],
    ["/administration/categories", { description: "Categoria Secreta" }, "category.not_found"],
    ["/administration/employees", { name: "Empregado Secreto" }, "employee.not_found"],
    ["/administration/paymentconditions", { description: "Condição Secreta" }, "payment_condition.not_found"],
    ["/administration/paymentmethods", { description: "Método Secreto" }, "payment_method.not_found"],
    ["/administration/shippingmodes", { description: "Envio Secreto" }, "shipping_mode.not_found"],
    [
      "/administration/currencies",
      { description: "Moeda Secreta", symbol: "MS", code_iso: "XMS", exchange_sale: 2 },
      "currency.not_found",
    ],
    ["/administration/prices", { description: "Preço Secreto" }, "price.not_found"],
    [
      "/administration/vatrates",
      { description: "Taxa Secreta", tax: 7, type: "Reduzida", saft_region: "DE" },
      "vat_rate.not_found",
    ],
    ["/administration/vehicles", { name: "Viatura Secreta", license_plate: "00-SS-00" }, "vehicle.not_found"],
    ["/administration/units", { description: "Unidade Secreta", symbol: "USEC" }, "unit.not_found"],
    ["/subscription/locations", { description: "Local Secreto" }, "location.not_found"],
    ["/administration/series", { description: "SECRETA", valid_until: 2027 }, "serie.not_found"],
  ];

  /** The refusal of a record of another data set, answered as if it did not exist. */
  const refusedAsUnknown = async (path: string, body: Body, token: string, code: RefusalCode, field: string) =>
    untyped.refused(path, body, { code, field }, token);

  it.each(TABLES)(
    "%s: another account and the demo key can neither see nor change the record",
    async (group, create, notFound) => {
      const created = await untyped.post(`${group}/create`, create);
      expect(created.status).toBe(200);
      const id = (created.body.data as { id: number }).id;
      const other = await s.newAccount({ name: `Outra ${group}` });
      for (const token of [other.api_token, s.account.test_api_token]) {
        const found = await untyped.post(`${group}/find`, { value: id }, token);
        expect((found.body.data as { id: number }[]).map((r) => r.id)).not.toContain(id);
        const listed = await untyped.post(`${group}/list`, { active: "All" }, token);
        expect((listed.body.data as { id: number }[]).map((r) => r.id)).not.toContain(id);
        await refusedAsUnknown(`${group}/${id}/update`, { ...create, active: false }, token, notFound, "id");
        await refusedAsUnknown(`${group}/${id}/delete`, {}, token, notFound, "id");
        // The same names are free in another data set.
        expect((await untyped.post(`${group}/create`, create, token)).status).toBe(200);
      }
      const mine = (await untyped.post(`${group}/find`, { value: id })).body.data as { id: number; active: boolean }[];
      expect(mine.find((r) => r.id === id)).toMatchObject({ active: true });
    },
  );

  it("series and document types of one data set cannot be communicated or updated from another", async () => {
    const serie = await untyped.post("/administration/series/create", {
      description: "ISOLADA",
      valid_until: 2027,
      assign_to_all: true,
    });
    const serieId = (serie.body.data as { id: number }).id;
    const types = (await untyped.post("/administration/documentstypes/find", { value: "FT" })).body.data as {
      id: number;
      print_report: string;
      documentstypesseries: unknown[];
    }[];
    const ft = types[0]!;
    const other = await s.newAccount({ name: "Outra séries" });
    for (const token of [other.api_token, s.account.test_api_token]) {
      await refusedAsUnknown(`/administration/series/${serieId}/communicate`, {}, token, "serie.not_found", "id");
      await refusedAsUnknown(
        `/administration/documentstypes/${ft.id}/${serieId}/communicate`,
        {},
        token,
        "document_type.not_found",
        "id",
      );
      const theirFt = (
        (await untyped.post("/administration/documentstypes/find", { value: "FT" }, token)).body.data as {
          id: number;
        }[]
      )[0]!;
      await refusedAsUnknown(
        `/administration/documentstypes/${theirFt.id}/${serieId}/communicate`,
        {},
        token,
        "serie.not_found",
        "serie_id",
      );
      await refusedAsUnknown(
        `/administration/documentstypes/${ft.id}/update`,
        { print_report: "POS", print_report_width: 80 },
        token,
        "document_type.not_found",
        "id",
      );
      await refusedAsUnknown(
        `/administration/documentstypes/${theirFt.id}/update`,
        { print_report: "A4", series: [{ id: serieId, number: 1 }] },
        token,
        "serie.not_found",
        "series[0].id",
      );
      await refusedAsUnknown(
        "/administration/series/by_document_type",
        { document_type_id: ft.id },
        token,
        "document_type.not_found",
        "document_type_id",
      );
    }
    const still = (
      (await untyped.post("/administration/documentstypes/find", { value: ft.id })).body.data as typeof types
    )[0]!;
    expect(still).toEqual(ft);
  });
});
