// v1 sales create and update of transport guides: the start of transport, the destination,
// global guides, cargo and discharge dates, each refusal with its status, envelope and message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.ts";
import { COMPANY, createCustomer, createItem, createSale, expectRefused, invoice, startSalesServer, type SaleBody } from "./sales-fixtures.ts";

let s: TestServer;
let customer: number;

beforeAll(async () => {
  s = await startSalesServer();
  customer = await createCustomer(s, COMPANY);
  await createItem(s, "CX-4030");
  const north = await s.v1().POST("/subscription/locations/create", { body: { description: "Armazém Norte", country: "Portugal", address: "Rua do Porto, 9", city: "Maia", postal_code: "4470-001", warehouse: "Armazém principal" } });
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

async function refused(b: SaleBody, message: string | RegExp): Promise<void> {
  expectRefused(await s.v1().POST("/sales/create", { body: b }), message);
  const draft = await createSale(s, guide());
  expectRefused(await s.v1().POST("/sales/{id}/update", { params: { path: { id: draft.id } }, body: b }), message);
}

describe("guides", () => {
  it("creates a finished guide with its transport data", async () => {
    const sale = await createSale(s, guide({ cargo_location: "Rua Augusta, 100, Lisboa", cargo_date: "2026-11-22 11:30", discharge_date: "2026-11-22 18:00", status: "Terminado" }));
    expect(sale).toMatchObject({
      status: "Terminado",
      document_number: "GT 2026/1",
      waybill_shipping_date: "2026-11-22 12:00:00",
      waybill_global: false,
      location_origin_name: "Sede",
      locationdestiny: { description: "Armazém Norte" },
      cargo_date: "2026-11-22 11:30:00",
      discharge_date: "2026-11-22 18:00:00",
      customer_delivery_address_city: "Porto",
      hash_characters: expect.stringMatching(/^[A-Za-z0-9+/]{4}$/),
    });
  });

  it("refuses a missing, badly formatted or past start of transport", async () => {
    await refused(guide({ waybill_shipping_date: undefined }), "The start of transport (waybill_shipping_date) is required on guides.");
    await refused(guide({ waybill_shipping_date: "" }), "The start of transport (waybill_shipping_date) is required on guides.");
    await refused(guide({ waybill_shipping_date: "2026-11-22T12:00" }), "The field waybill_shipping_date is invalid. Expected a date and time in the format YYYY-MM-DD HH:mm, e.g. 2026-11-22 14:30.");
    await refused(guide({ waybill_shipping_date: "2026-11-22 10:14" }), "The start of transport 2026-11-22 10:14 (waybill_shipping_date) may not be earlier than now.");
    await refused(guide({ waybill_shipping_date: "2026-11-21 23:00" }), "The start of transport 2026-11-21 23:00 (waybill_shipping_date) may not be earlier than now.");
    // The current minute is not in the past.
    expect((await createSale(s, guide({ waybill_shipping_date: "2026-11-22 10:15" }))).waybill_shipping_date).toBe("2026-11-22 10:15:00");
  });

  it("refuses badly formatted or past cargo and discharge dates, on any document", async () => {
    await refused(guide({ cargo_date: "2026-11-22 9:00" }), "The field cargo_date is invalid. Expected a date and time in the format YYYY-MM-DD HH:mm, e.g. 2026-11-22 14:30.");
    await refused(guide({ discharge_date: "amanhã" }), "The field discharge_date is invalid. Expected a date and time in the format YYYY-MM-DD HH:mm, e.g. 2026-11-22 14:30.");
    await refused(guide({ cargo_date: "2026-11-22 10:00" }), "The cargo date 2026-11-22 10:00 (cargo_date) may not be earlier than now.");
    await refused(guide({ discharge_date: "2026-11-20 10:00" }), "The discharge date 2026-11-20 10:00 (discharge_date) may not be earlier than now.");
    await refused(invoice(customer, items, { cargo_date: "2026-11-01 08:00" }), "The cargo date 2026-11-01 08:00 (cargo_date) may not be earlier than now.");
  });

  it("requires a destination different from the origin", async () => {
    await refused(guide({ location_destiny: undefined }), "The destination location (location_destiny) is required on guides.");
    await refused(guide({ location_destiny: "" }), "The destination location (location_destiny) is required on guides.");
    await refused(guide({ location_destiny: "Sede" }), "The destination location (location_destiny) must differ from the origin (location_origin).");
    await refused(guide({ location_origin: "Armazém Norte" }), "The destination location (location_destiny) must differ from the origin (location_origin).");
    await refused(guide({ location_destiny: "Cais 7" }), 'The location "Cais 7" (location_destiny) does not exist.');
  });

  it("requires the delivery address and discharge place on guides that are not global", async () => {
    await refused(guide({ delivery_address_address: "" }), "The field delivery_address_address is required on guides.");
    await refused(guide({ delivery_address_city: undefined }), "The field delivery_address_city is required on guides.");
    await refused(guide({ delivery_address_country: "" }), "The field delivery_address_country is required on guides.");
    await refused(guide({ discharge_location: "" }), "The field discharge_location is required on guides.");
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
    expect(gr).toMatchObject({ waybill_global: true, customer_name: "Consumidor Final", customer_vat_number: "999999990", customer_address: "Desconhecido", location_destiny_id: null, document_number: "GR 2026/1" });
    const gt = await createSale(s, { ...global, document_type: "GT" } as SaleBody);
    expect(gt.waybill_global).toBe(true);
    for (const type of ["Guia de Consignação", "Guia de Devolução", "Guia de movimentação de activos próprios", "Factura"]) {
      await refused({ ...guide(), document_type: type, waybill_global: true }, "A global guide (waybill_global) is only possible on a Guia de Transporte or Guia de Remessa.");
    }
  });

  it("takes a vehicle on guides only", async () => {
    const vehicle = await s.v1().POST("/administration/vehicles/create", { body: { name: "Carrinha", license_plate: "AB-12-CD" } });
    expect(vehicle.error).toBeUndefined();
    expect((await createSale(s, guide({ vehicle: "AB-12-CD" }))).vehicle?.license_plate).toBe("AB-12-CD");
    expect((await createSale(s, invoice(customer, items, { vehicle: "AB-12-CD" }))).vehicle_id).toBeNull();
    await refused(guide({ vehicle: "ZZ-99-ZZ" }), 'The vehicle "ZZ-99-ZZ" (vehicle) does not exist.');
  });
});
