// What a new data set starts with, as a new account of the service does: document types with
// their SAF-T initials, a default series assigned to every type and already communicated to
// the tax authority, VAT rates of the three Portuguese regions, units, payment methods and
// conditions, Euro, a warehouse and location, a price table, shipping modes and the generic
// final-consumer customer.
import type { DataCtx } from "./scope.ts";
import { nowStamp, today } from "./clock.ts";
import { FINAL_CONSUMER_NIF } from "./nif.ts";
import { FINAL_CONSUMER_CODE } from "./customers.ts";
import { registerSeries, webServiceAccess } from "./tax-authority.ts";
import { DEFAULT_OPENING_HOURS } from "./bookings/rules.ts";
import { documentTypeIdByInitials, insertPreset, insertPresetReturningId } from "../store/repositories/provisioning.ts";

/** Document types of a new account: name, SAF-T initials, group. */
export const PRESET_DOCUMENT_TYPES: readonly { description: string; saft_initials: string; type: string }[] = [
  { description: "Factura", saft_initials: "FT", type: "Facturação" },
  { description: "Factura Recibo", saft_initials: "FR", type: "Facturação" },
  { description: "Factura Simplificada", saft_initials: "FS", type: "Facturação" },
  { description: "Nota de Crédito", saft_initials: "NC", type: "Facturação" },
  { description: "Nota de Débito", saft_initials: "ND", type: "Facturação" },
  { description: "Factura Pró-forma", saft_initials: "PF", type: "Orçamentos" },
  { description: "Orçamento", saft_initials: "OR", type: "Orçamentos" },
  { description: "Encomenda", saft_initials: "NE", type: "Encomendas" },
  { description: "Guia de Transporte", saft_initials: "GT", type: "Guias" },
  { description: "Guia de Remessa", saft_initials: "GR", type: "Guias" },
  { description: "Guia de Consignação", saft_initials: "GC", type: "Guias" },
  { description: "Guia de Devolução", saft_initials: "GD", type: "Guias" },
  { description: "Guia de movimentação de activos próprios", saft_initials: "GA", type: "Guias" },
  { description: "Recibo de Cliente", saft_initials: "RC", type: "Recibos" },
];

const VAT_RATES: readonly { description: string; tax: string; type: string; saft_region: string }[] = [
  { description: "IVA Normal", tax: "23.00", type: "Normal", saft_region: "PT" },
  { description: "IVA Intermédia", tax: "13.00", type: "Intermédia", saft_region: "PT" },
  { description: "IVA Reduzida", tax: "6.00", type: "Reduzida", saft_region: "PT" },
  { description: "Isento", tax: "0.00", type: "Isenta", saft_region: "PT" },
  { description: "IVA Normal Açores", tax: "16.00", type: "Normal", saft_region: "PT-AC" },
  { description: "IVA Intermédia Açores", tax: "9.00", type: "Intermédia", saft_region: "PT-AC" },
  { description: "IVA Reduzida Açores", tax: "4.00", type: "Reduzida", saft_region: "PT-AC" },
  { description: "Isento Açores", tax: "0.00", type: "Isenta", saft_region: "PT-AC" },
  { description: "IVA Normal Madeira", tax: "22.00", type: "Normal", saft_region: "PT-MA" },
  { description: "IVA Intermédia Madeira", tax: "12.00", type: "Intermédia", saft_region: "PT-MA" },
  { description: "IVA Reduzida Madeira", tax: "4.00", type: "Reduzida", saft_region: "PT-MA" },
  { description: "Isento Madeira", tax: "0.00", type: "Isenta", saft_region: "PT-MA" },
];

const UNITS: readonly { description: string; symbol: string }[] = [
  { description: "Unidades", symbol: "UN" },
  { description: "Quilogramas", symbol: "KG" },
  { description: "Gramas", symbol: "G" },
  { description: "Litros", symbol: "L" },
  { description: "Metros", symbol: "M" },
  { description: "Metros quadrados", symbol: "M2" },
  { description: "Horas", symbol: "H" },
  { description: "Dias", symbol: "D" },
  { description: "Caixas", symbol: "CX" },
  { description: "Serviços", symbol: "SERV" },
];

const PAYMENT_METHODS: readonly { description: string; description_english: string; saft_initials: string }[] = [
  { description: "Numerário", description_english: "Cash", saft_initials: "NU" },
  { description: "Transferência bancária", description_english: "Bank transfer", saft_initials: "TB" },
  { description: "Cartão crédito", description_english: "Credit card", saft_initials: "CC" },
  { description: "Cartão débito", description_english: "Debit card", saft_initials: "CD" },
  { description: "Multibanco", description_english: "ATM payment reference", saft_initials: "MB" },
  { description: "Cheque bancário", description_english: "Bank cheque", saft_initials: "CH" },
  { description: "MB WAY", description_english: "MB WAY", saft_initials: "DE" },
  { description: "Outros meios", description_english: "Other means", saft_initials: "OU" },
];

const PAYMENT_CONDITIONS: readonly { description: string; description_english: string; days: number }[] = [
  { description: "Pronto pagamento", description_english: "Prompt payment", days: 0 },
  { description: "15 dias", description_english: "15 days", days: 15 },
  { description: "30 dias", description_english: "30 days", days: 30 },
  { description: "60 dias", description_english: "60 days", days: 60 },
  { description: "90 dias", description_english: "90 days", days: 90 },
];

const SHIPPING_MODES: readonly { description: string; description_english: string }[] = [
  { description: "Correio", description_english: "Mail" },
  { description: "Transportadora", description_english: "Carrier" },
  { description: "Viatura própria", description_english: "Own vehicle" },
  { description: "Levantamento nas instalações", description_english: "Pick-up" },
];

/** Fills a new data set with the presets. */
export async function provisionDataset(
  ctx: DataCtx,
  company: { address: string; city: string; postalCode: string; country: string },
): Promise<void> {
  const stamp = nowStamp(ctx.clock);
  const base = { dataset_id: ctx.scope.datasetId, active: 1, created_at: stamp, updated_at: stamp };

  await insertPreset(ctx.tx, "currencies", {
    description: "Euro",
    symbol: "€",
    code_iso: "EUR",
    exchange_sale: "1.00000",
    is_default: 1,
    ...base,
  });
  await insertPreset(ctx.tx, "prices", { description: "Preço de venda", is_default: 1, ...base });
  const warehouseId = await insertPresetReturningId(ctx.tx, "warehouses", {
    description: "Armazém principal",
    ...base,
  });
  await insertPreset(ctx.tx, "locations", {
    description: "Sede",
    country: company.country,
    address: company.address,
    city: company.city,
    postal_code: company.postalCode,
    warehouse_id: warehouseId,
    is_default: 1,
    ...base,
  });
  for (const v of VAT_RATES) await insertPreset(ctx.tx, "vat_rates", { ...base, ...v });
  for (const u of UNITS) await insertPreset(ctx.tx, "units", { ...base, ...u });
  for (const p of PAYMENT_METHODS) await insertPreset(ctx.tx, "payment_methods", { ...base, ...p });
  for (const p of PAYMENT_CONDITIONS) await insertPreset(ctx.tx, "payment_conditions", { ...base, ...p });
  for (const s of SHIPPING_MODES) await insertPreset(ctx.tx, "shipping_modes", { ...base, ...s });
  await insertPreset(ctx.tx, "categories", { description: "Geral", category_id: null, ...base });

  const year = Number(today(ctx.clock).slice(0, 4));
  const serieId = await insertPresetReturningId(ctx.tx, "series", {
    description: String(year),
    valid_until: year,
    ...base,
  });
  for (const t of PRESET_DOCUMENT_TYPES) {
    const typeId = await insertPresetReturningId(ctx.tx, "document_types", {
      print_report: "A4",
      print_report_width: null,
      print_pages_number: 1,
      print_margin_top: 10,
      print_margin_bottom: 10,
      print_margin_right: 10,
      print_margin_left: 10,
      print_automatic: 0,
      sign_document_automatic: 0,
      send_email_automatic: 0,
      send_sms_automatic: 0,
      stock_check_negative: 1,
      stock_check_minimum: 0,
      ...base,
      ...t,
    });
    // The preset series is communicated through the (simulated) tax authority like any other.
    const registered = await registerSeries(ctx, await webServiceAccess(ctx), {
      serie: String(year),
      documentTypeCode: t.saft_initials,
      firstNumber: 1,
    });
    // The account's own web-service user and a series named after the year always register:
    // a refusal here is a broken account record, not something the caller could correct.
    if (!registered.ok)
      throw new Error(
        `The preset series ${year} could not be communicated for ${t.saft_initials}: ${registered.refusal.message}.`,
      );
    await insertPreset(ctx.tx, "document_type_series", {
      document_type_id: typeId,
      serie_id: serieId,
      document_number: 0,
      atcud: registered.validationCode,
      is_default: 1,
      ...base,
    });
  }

  await insertPreset(ctx.tx, "customers", {
    code: FINAL_CONSUMER_CODE,
    name: "Consumidor Final",
    vat_number: FINAL_CONSUMER_NIF,
    country: "Portugal",
    address: "Desconhecido",
    city: "Desconhecido",
    postal_code: "0000-000",
    email: null,
    telephone: null,
    mobile: null,
    type: "Particular",
    vat_type: "Debitar IVA",
    irs_retention_tax: "0.00",
    observations: null,
    contact: null,
    other_emails: null,
    receive_sms: 0,
    receive_emails: 0,
    language: "Auto",
    currency_id: null,
    payment_method_id: null,
    payment_condition_id: null,
    shipping_mode_id: null,
    price_id: null,
    employee_id: null,
    vat_exemption_id: 18,
    ...base,
  });

  // The agenda, fully configured: opening hours, and bookings invoiced with a Factura Recibo
  // in the preset series.
  for (const h of DEFAULT_OPENING_HOURS) {
    await insertPreset(ctx.tx, "agenda_hours", {
      dataset_id: ctx.scope.datasetId,
      weekday: h.weekday,
      opens_at: h.opensAt,
      closes_at: h.closesAt,
    });
  }
  const bookingInvoices = await documentTypeIdByInitials(ctx.tx, ctx.scope.datasetId, "FR");
  await insertPreset(ctx.tx, "agenda_settings", {
    dataset_id: ctx.scope.datasetId,
    document_type_id: bookingInvoices,
    serie_id: serieId,
    created_at: stamp,
    updated_at: stamp,
  });
}
