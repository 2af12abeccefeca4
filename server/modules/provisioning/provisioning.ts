// What a new data set starts with, as a new account of the service does: document types with
// their SAF-T initials, a default series assigned to every type and already communicated to
// the tax authority, VAT rates of the three Portuguese regions, units, payment methods and
// conditions, Euro, a warehouse and location, a price table, shipping modes and the generic
// final-consumer customer.
import { Decimal } from "decimal.js";
import type { DataCtx } from "../../kernel/scope.ts";
import { nowStamp, today } from "../../kernel/clock.ts";
import { FINAL_CONSUMER_NIF } from "../../kernel/nif.ts";
import { FINAL_CONSUMER_CODE } from "../customers/index.ts";
import { registerSeries, webServiceAccess } from "../administration/index.ts";
import { DEFAULT_OPENING_HOURS } from "../bookings/index.ts";
import { documentTypeIdByInitials, insertPreset } from "./repository/provisioning.ts";
import { insertTableRecord } from "../administration/index.ts";
import { insertAssignment } from "../administration/index.ts";
import type { MasterTable, OwnFields } from "../administration/index.ts";

/** Document types of a new account: name, SAF-T initials, group. */
const PRESET_DOCUMENT_TYPES: readonly Pick<OwnFields<"document_types">, "description" | "saftInitials" | "type">[] = [
  { description: "Factura", saftInitials: "FT", type: "Facturação" },
  { description: "Factura Recibo", saftInitials: "FR", type: "Facturação" },
  { description: "Factura Simplificada", saftInitials: "FS", type: "Facturação" },
  { description: "Nota de Crédito", saftInitials: "NC", type: "Facturação" },
  { description: "Nota de Débito", saftInitials: "ND", type: "Facturação" },
  { description: "Factura Pró-forma", saftInitials: "PF", type: "Orçamentos" },
  { description: "Orçamento", saftInitials: "OR", type: "Orçamentos" },
  { description: "Encomenda", saftInitials: "NE", type: "Encomendas" },
  { description: "Guia de Transporte", saftInitials: "GT", type: "Guias" },
  { description: "Guia de Remessa", saftInitials: "GR", type: "Guias" },
  { description: "Guia de Consignação", saftInitials: "GC", type: "Guias" },
  { description: "Guia de Devolução", saftInitials: "GD", type: "Guias" },
  { description: "Guia de movimentação de activos próprios", saftInitials: "GA", type: "Guias" },
  { description: "Recibo de Cliente", saftInitials: "RC", type: "Recibos" },
];

const VAT_RATES: readonly OwnFields<"vat_rates">[] = [
  { description: "IVA Normal", tax: new Decimal("23.00"), type: "Normal", saftRegion: "PT" },
  { description: "IVA Intermédia", tax: new Decimal("13.00"), type: "Intermédia", saftRegion: "PT" },
  { description: "IVA Reduzida", tax: new Decimal("6.00"), type: "Reduzida", saftRegion: "PT" },
  { description: "Isento", tax: new Decimal("0.00"), type: "Isenta", saftRegion: "PT" },
  { description: "IVA Normal Açores", tax: new Decimal("16.00"), type: "Normal", saftRegion: "PT-AC" },
  { description: "IVA Intermédia Açores", tax: new Decimal("9.00"), type: "Intermédia", saftRegion: "PT-AC" },
  { description: "IVA Reduzida Açores", tax: new Decimal("4.00"), type: "Reduzida", saftRegion: "PT-AC" },
  { description: "Isento Açores", tax: new Decimal("0.00"), type: "Isenta", saftRegion: "PT-AC" },
  { description: "IVA Normal Madeira", tax: new Decimal("22.00"), type: "Normal", saftRegion: "PT-MA" },
  { description: "IVA Intermédia Madeira", tax: new Decimal("12.00"), type: "Intermédia", saftRegion: "PT-MA" },
  { description: "IVA Reduzida Madeira", tax: new Decimal("4.00"), type: "Reduzida", saftRegion: "PT-MA" },
  { description: "Isento Madeira", tax: new Decimal("0.00"), type: "Isenta", saftRegion: "PT-MA" },
];

const UNITS: readonly OwnFields<"units">[] = [
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

const PAYMENT_METHODS: readonly OwnFields<"payment_methods">[] = [
  { description: "Numerário", descriptionEnglish: "Cash", saftInitials: "NU" },
  { description: "Transferência bancária", descriptionEnglish: "Bank transfer", saftInitials: "TB" },
  { description: "Cartão crédito", descriptionEnglish: "Credit card", saftInitials: "CC" },
  { description: "Cartão débito", descriptionEnglish: "Debit card", saftInitials: "CD" },
  { description: "Multibanco", descriptionEnglish: "ATM payment reference", saftInitials: "MB" },
  { description: "Cheque bancário", descriptionEnglish: "Bank cheque", saftInitials: "CH" },
  { description: "MB WAY", descriptionEnglish: "MB WAY", saftInitials: "DE" },
  { description: "Outros meios", descriptionEnglish: "Other means", saftInitials: "OU" },
];

const PAYMENT_CONDITIONS: readonly OwnFields<"payment_conditions">[] = [
  { description: "Pronto pagamento", descriptionEnglish: "Prompt payment", days: 0 },
  { description: "15 dias", descriptionEnglish: "15 days", days: 15 },
  { description: "30 dias", descriptionEnglish: "30 days", days: 30 },
  { description: "60 dias", descriptionEnglish: "60 days", days: 60 },
  { description: "90 dias", descriptionEnglish: "90 days", days: 90 },
];

const SHIPPING_MODES: readonly OwnFields<"shipping_modes">[] = [
  { description: "Correio", descriptionEnglish: "Mail" },
  { description: "Transportadora", descriptionEnglish: "Carrier" },
  { description: "Viatura própria", descriptionEnglish: "Own vehicle" },
  { description: "Levantamento nas instalações", descriptionEnglish: "Pick-up" },
];

/** Fills a new data set with the presets. */
export async function provisionDataset(
  ctx: DataCtx,
  company: { address: string; city: string; postalCode: string; country: string },
): Promise<void> {
  const stamp = nowStamp(ctx.clock);
  const base = { dataset_id: ctx.scope.datasetId, active: 1, created_at: stamp, updated_at: stamp };
  /** Writes an active preset record (the default one of its table when `isDefault`) and answers its ID. */
  const preset = <T extends MasterTable>(table: T, fields: OwnFields<T>, isDefault?: boolean) =>
    insertTableRecord(ctx.tx, ctx.scope.datasetId, table, fields, { active: true, isDefault }, stamp);

  await preset("currencies", { description: "Euro", symbol: "€", codeIso: "EUR", exchangeSale: new Decimal(1) }, true);
  await preset("prices", { description: "Preço de venda" }, true);
  const warehouseId = await preset("warehouses", { description: "Armazém principal" });
  await preset(
    "locations",
    {
      description: "Sede",
      country: company.country,
      address: company.address,
      city: company.city,
      postalCode: company.postalCode,
      warehouseId,
    },
    true,
  );
  for (const v of VAT_RATES) await preset("vat_rates", v);
  for (const u of UNITS) await preset("units", u);
  for (const p of PAYMENT_METHODS) await preset("payment_methods", p);
  for (const p of PAYMENT_CONDITIONS) await preset("payment_conditions", p);
  for (const s of SHIPPING_MODES) await preset("shipping_modes", s);
  await preset("categories", { description: "Geral", parentId: null });

  const year = Number(today(ctx.clock).slice(0, 4));
  const serieId = await preset("series", { description: String(year), validUntil: year });
  for (const t of PRESET_DOCUMENT_TYPES) {
    const typeId = await preset("document_types", {
      printReport: "A4",
      printReportWidth: null,
      printPagesNumber: 1,
      printMarginTop: 10,
      printMarginBottom: 10,
      printMarginRight: 10,
      printMarginLeft: 10,
      printAutomatic: false,
      signDocumentAutomatic: false,
      sendEmailAutomatic: false,
      sendSmsAutomatic: false,
      stockCheckNegative: true,
      stockCheckMinimum: false,
      ...t,
    });
    // The preset series is communicated through the (simulated) tax authority like any other.
    const registered = await registerSeries(ctx, await webServiceAccess(ctx), {
      serie: String(year),
      documentTypeCode: t.saftInitials,
      firstNumber: 1,
    });
    // The account's own web-service user and a series named after the year always register:
    // a refusal here is a broken account record, not something the caller could correct.
    if (!registered.ok)
      throw new Error(
        `The preset series ${year} could not be communicated for ${t.saftInitials}: ${registered.refusal.message}.`,
      );
    await insertAssignment(ctx.tx, ctx.scope.datasetId, {
      documentTypeId: typeId,
      serieId,
      lastNumber: 0,
      atcud: registered.validationCode,
      isDefault: true,
      active: true,
      createdAt: stamp,
      updatedAt: stamp,
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
