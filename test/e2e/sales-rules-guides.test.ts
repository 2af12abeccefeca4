// v1 sales create and update of transport guides: the start of transport, the destination,
// global guides, cargo and discharge dates, each refusal with its status, envelope and message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.ts";
import type { ExpectedRefusal } from "../support/refusals.ts";
import {
  COMPANY,
  createCustomer,
  createItem,
  createSale,
  expectRefusal,
  invoice,
  startSalesServer,
  type SaleBody,
} from "./sales-fixtures.ts";

let s: TestServer;
let customer: number;

beforeAll(async () => {
  s = await startSalesServer();
  customer = await createCustomer(s, COMPANY);
  await createItem(s, "CX-4030");
  const north = await s.v1().POST("/subscription/locations/create", {
    body: {
      description: "Armazém Norte",
      country: "Portugal",
      address: "Rua do Porto, 9",
      city: "Maia",
      postal_code: "4470-001",
      warehouse: "Armazém principal",
    },
  });
  expect(north.error).toBeUndefined();
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

const items: SaleBody["items"] = [{ id: "CX-4030", price: "12.50", quantity: 2, vat: 23 }];

/** A valid Guia de Transporte leaving at 12:00 today (the clock says 10:15). */
function guide(extra: Partial<SaleBody> = {}): SaleBody {
  return invoice(customer, items, {
    document_type: "Guia de Transporte",
    waybill_shipping_date: "2026-11-22 12:00",
    location_destiny: "Armazém Norte",
    delivery_address_address: "Avenida da Boavista, 1500",
    delivery_address_city: "Porto",
    delivery_address_postal_code: "4100-114",
    delivery_address_country: "Portugal",
    discharge_location: "Avenida da Boavista, 1500, 4100-114 Porto",
    ...extra,
  });
}

async function refused(b: SaleBody, expected: ExpectedRefusal): Promise<void> {
  expectRefusal(await s.v1().POST("/sales/create", { body: b }), expected);
  const draft = await createSale(s, guide());
  expectRefusal(await s.v1().POST("/sales/{id}/update", { params: { path: { id: draft.id } }, body: b }), expected);
}

/** Refused by create when the field is omitted; an update that omits it keeps the draft's. */
async function refusedOmitted(b: SaleBody, expected: ExpectedRefusal): Promise<void> {
  expectRefusal(await s.v1().POST("/sales/create", { body: b }), expected);
  const draft = await createSale(s, guide());
  const kept = await s.v1().POST("/sales/{id}/update", { params: { path: { id: draft.id } }, body: b });
  expect(kept.error).toBeUndefined();
}

const required = (field: string) =>
  ({
    code: "request.field.required",
    field,
    message: `É obrigatória a indicação de um valor para o campo ${field}`,
  }) as const;
const past = (field: string) =>
  ({
    code: "sale.transport_date.past",
    field,
    message: `A data indicada no campo ${field} não pode ser anterior à data e hora actuais`,
  }) as const;
const format = (field: string) =>
  ({
    code: "request.field.invalid",
    field,
    message: `O valor indicado para o campo ${field} não é válido (esperado: uma data e hora no formato AAAA-MM-DD HH:mm)`,
  }) as const;

describe("guides", () => {
  it("creates a finished guide with its transport data", async () => {
    const sale = await createSale(
      s,
      guide({
        cargo_location: "Rua Augusta, 100, Lisboa",
        cargo_date: "2026-11-22 11:30",
        discharge_date: "2026-11-22 18:00",
        status: "Terminado",
      }),
    );
    expect(sale).toMatchObject({
      status: "Terminado",
      document_number: "GT 2026/1",
      waybill_shipping_date: "2026-11-22 12:00:00",
      waybill_global: 0,
      location_origin_name: "Sede",
      locationdestiny: { description: "Armazém Norte" },
      cargo_date: "2026-11-22 11:30:00",
      discharge_date: "2026-11-22 18:00:00",
      customer_delivery_address_city: "Porto",
      hash_characters: expect.stringMatching(/^[A-Za-z0-9+/]{4}$/),
    });
  });

  it("refuses a missing, badly formatted or past start of transport", async () => {
    await refusedOmitted(guide({ waybill_shipping_date: undefined }), required("waybill_shipping_date"));
    await refused(guide({ waybill_shipping_date: "" }), required("waybill_shipping_date"));
    await refused(guide({ waybill_shipping_date: "2026-11-22T12:00" }), format("waybill_shipping_date"));
    await refused(guide({ waybill_shipping_date: "2026-02-30 12:00" }), {
      code: "date.invalid",
      field: "waybill_shipping_date",
    });
    await refused(guide({ waybill_shipping_date: "2026-11-22 10:14" }), past("waybill_shipping_date"));
    await refused(guide({ waybill_shipping_date: "2026-11-21 23:00" }), past("waybill_shipping_date"));
    // The current minute is not in the past.
    expect((await createSale(s, guide({ waybill_shipping_date: "2026-11-22 10:15" }))).waybill_shipping_date).toBe(
      "2026-11-22 10:15:00",
    );
  });

  it("refuses badly formatted or past cargo and discharge dates, on any document", async () => {
    await refused(guide({ cargo_date: "2026-11-22 9:00" }), format("cargo_date"));
    await refused(guide({ discharge_date: "amanhã" }), format("discharge_date"));
    await refused(guide({ cargo_date: "2026-11-22 10:00" }), past("cargo_date"));
    await refused(guide({ discharge_date: "2026-11-20 10:00" }), past("discharge_date"));
    await refused(invoice(customer, items, { cargo_date: "2026-11-01 08:00" }), past("cargo_date"));
  });

  it("requires a destination different from the origin", async () => {
    await refusedOmitted(guide({ location_destiny: undefined }), required("location_destiny"));
    await refused(guide({ location_destiny: "" }), required("location_destiny"));
    const same = {
      code: "sale.location_destiny.same_as_origin",
      field: "location_destiny",
      message: "O local de destino tem de ser diferente do local de origem",
    } as const;
    await refused(guide({ location_destiny: "Sede" }), same);
    await refused(guide({ location_origin: "Armazém Norte" }), same);
    await refused(guide({ location_destiny: "Cais 7" }), {
      code: "location.not_found",
      field: "location_destiny",
      message: "O local indicado no campo location_destiny não existe",
    });
  });

  it("requires the delivery address and discharge place on guides that are not global", async () => {
    await refused(guide({ delivery_address_address: "" }), required("delivery_address_address"));
    await refusedOmitted(guide({ delivery_address_city: undefined }), required("delivery_address_city"));
    await refused(guide({ delivery_address_country: "" }), required("delivery_address_country"));
    await refused(guide({ discharge_location: "" }), required("discharge_location"));
  });

  it("a global guide needs no customer nor destination, and only on Guia de Transporte or Guia de Remessa", async () => {
    const global = {
      issue_date: "2026-11-22",
      document_type: "Guia de Remessa",
      vat_type: "Debitar IVA" as const,
      waybill_shipping_date: "2026-11-23 08:00",
      waybill_global: "1" as const,
      items,
      status: "Terminado" as const,
    };
    const gr = await createSale(s, global as SaleBody);
    expect(gr).toMatchObject({
      waybill_global: 1,
      customer_name: "Consumidor Final",
      customer_vat_number: "999999990",
      customer_address: "Desconhecido",
      location_destiny_id: null,
      document_number: "GR 2026/1",
    });
    const gt = await createSale(s, { ...global, document_type: "GT" } as SaleBody);
    expect(gt.waybill_global).toBe(1);
    for (const type of [
      "Guia de Consignação",
      "Guia de Devolução",
      "Guia de movimentação de activos próprios",
      "Factura",
    ]) {
      await refused(
        { ...guide(), document_type: type, waybill_global: true },
        {
          code: "sale.waybill_global.not_allowed",
          field: "waybill_global",
          message: "Só as Guias de Transporte e as Guias de Remessa podem ser globais (waybill_global)",
        },
      );
    }
  });

  it("takes a vehicle on guides only", async () => {
    const vehicle = await s
      .v1()
      .POST("/administration/vehicles/create", { body: { name: "Carrinha", license_plate: "AB-12-CD" } });
    expect(vehicle.error).toBeUndefined();
    expect((await createSale(s, guide({ vehicle: "AB-12-CD" }))).vehicle?.license_plate).toBe("AB-12-CD");
    expect((await createSale(s, invoice(customer, items, { vehicle: "AB-12-CD" }))).vehicle_id).toBeNull();
    await refused(guide({ vehicle: "ZZ-99-ZZ" }), { code: "vehicle.not_found", field: "vehicle" });
  });
});
