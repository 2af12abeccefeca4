// Sales documents within a data set: one sale by ID, a page of them by a search, the writes of a
// draft's life (insert, update, lines and VAT rows, cancel, delete). Answers and takes the domain's
// records (modules/sales/records.ts); the columns sales share with receipts are mapped in
// document-columns.ts.
import { Decimal } from "decimal.js";
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Tx } from "../../../store/database.ts";
import { insertRow, insertRows } from "../../../store/inserts.ts";
import type { SaleLinesTable, SalesTable, SaleVatsTable } from "../../../store/schema.ts";
import { containsIgnoringCase } from "../../../store/text-conditions.ts";
import {
  UNFINISHED_COLUMNS,
  cancellationColumns,
  draftColumns,
  lifecycleOf,
  partyColumns,
  partyOf,
  printSettingsColumns,
  printSettingsOf,
} from "../../documents/index.ts";
import type { DocumentCancellation } from "../../documents/index.ts";
import type {
  NewSale,
  ReferencePaymentMethod,
  Sale,
  SaleFields,
  SaleLine,
  SaleVat,
  StoredSaleLine,
  StoredSaleVat,
} from "../records.ts";
import type { VatType } from "../totals.ts";
import type { ItemType } from "../../items/index.ts";

type SaleRow = Selectable<SalesTable>;

/** The sale a stored row holds. */
export function saleOf(row: SaleRow): Sale {
  return {
    id: row.id,
    documentTypeId: row.document_type_id,
    serieId: row.serie_id,
    saleReferenceId: row.sale_reference_id,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    ...partyOf(row),
    delivery: {
      address: row.customer_delivery_address_address,
      city: row.customer_delivery_address_city,
      postalCode: row.customer_delivery_address_postal_code,
      country: row.customer_delivery_address_country,
    },
    paymentMethodId: row.payment_method_id,
    paymentConditionId: row.payment_condition_id,
    shippingModeId: row.shipping_mode_id,
    shippingValue: new Decimal(row.shipping_value),
    shippingVatId: row.shipping_vat_id,
    priceId: row.price_id,
    currencyId: row.currency_id,
    currencyExchange: new Decimal(row.currency_exchange),
    vehicleId: row.vehicle_id,
    employeeId: row.employee_id,
    transport: {
      waybillShippingDate: row.waybill_shipping_date,
      waybillGlobal: row.waybill_global === 1,
      warehouseOriginId: row.warehouse_origin_id,
      warehouseDestinyId: row.warehouse_destiny_id,
      locationDestinyId: row.location_destiny_id,
      cargoLocation: row.cargo_location,
      dischargeLocation: row.discharge_location,
      cargoDate: row.cargo_date,
      dischargeDate: row.discharge_date,
    },
    vatType: row.vat_type as VatType,
    observations: row.observations,
    amounts: {
      grossTotal: new Decimal(row.gross_total),
      totalDiscount: new Decimal(row.total_discount),
      netTotal: new Decimal(row.net_total),
      totalBaseVat: new Decimal(row.total_base_vat),
      totalVat: new Decimal(row.total_vat),
      totalShipping: new Decimal(row.total_shipping),
      totalServices: new Decimal(row.total_services),
      grandTotal: new Decimal(row.grand_total),
      finalDiscountFinancial: new Decimal(row.final_discount_financial),
      finalDiscountGlobal: new Decimal(row.final_discount_global),
      finalDiscountValue: new Decimal(row.final_discount_value),
    },
    irsRetention: {
      apply: row.irs_retention_apply === 1,
      base: new Decimal(row.irs_retention_base),
      total: new Decimal(row.irs_retention_total),
      tax: new Decimal(row.irs_retention_tax),
    },
    print: printSettingsOf(row),
    ...lifecycleOf(row),
    hash: row.hash,
    hashControl: row.hash_control,
    multibanco:
      row.mb_entity === null || row.mb_reference === null
        ? null
        : { entity: row.mb_entity, subEntity: row.mb_sub_entity, reference: row.mb_reference },
    mbwayLink: row.mbway_link,
    referencePayment:
      row.reference_paid_at === null
        ? null
        : { paidAt: row.reference_paid_at, paidWith: row.reference_paid_with as ReferencePaymentMethod },
    callbackUrl: row.callback_url,
    atCode: row.at_code,
    atMessage: row.at_message,
  };
}

function columnsOf(fields: SaleFields) {
  const { delivery, transport, amounts, irsRetention } = fields;
  return {
    document_type_id: fields.documentTypeId,
    serie_id: fields.serieId,
    sale_reference_id: fields.saleReferenceId,
    issue_date: fields.issueDate,
    due_date: fields.dueDate,
    ...partyColumns(fields),
    customer_delivery_address_country: delivery.country,
    customer_delivery_address_address: delivery.address,
    customer_delivery_address_city: delivery.city,
    customer_delivery_address_postal_code: delivery.postalCode,
    payment_method_id: fields.paymentMethodId,
    payment_condition_id: fields.paymentConditionId,
    shipping_mode_id: fields.shippingModeId,
    shipping_value: fields.shippingValue.toFixed(2),
    shipping_vat_id: fields.shippingVatId,
    price_id: fields.priceId,
    currency_id: fields.currencyId,
    currency_exchange: fields.currencyExchange.toString(),
    vehicle_id: fields.vehicleId,
    employee_id: fields.employeeId,
    waybill_shipping_date: transport.waybillShippingDate,
    waybill_global: transport.waybillGlobal ? 1 : 0,
    warehouse_origin_id: transport.warehouseOriginId,
    warehouse_destiny_id: transport.warehouseDestinyId,
    location_destiny_id: transport.locationDestinyId,
    cargo_location: transport.cargoLocation,
    discharge_location: transport.dischargeLocation,
    cargo_date: transport.cargoDate,
    discharge_date: transport.dischargeDate,
    vat_type: fields.vatType,
    observations: fields.observations,
    gross_total: amounts.grossTotal.toFixed(2),
    total_discount: amounts.totalDiscount.toFixed(2),
    net_total: amounts.netTotal.toFixed(2),
    total_base_vat: amounts.totalBaseVat.toFixed(2),
    total_vat: amounts.totalVat.toFixed(2),
    total_shipping: amounts.totalShipping.toFixed(2),
    total_services: amounts.totalServices.toFixed(2),
    grand_total: amounts.grandTotal.toFixed(2),
    final_discount_financial: amounts.finalDiscountFinancial.toFixed(2),
    final_discount_global: amounts.finalDiscountGlobal.toFixed(2),
    final_discount_value: amounts.finalDiscountValue.toFixed(2),
    irs_retention_apply: irsRetention.apply ? 1 : 0,
    irs_retention_base: irsRetention.base.toFixed(2),
    irs_retention_total: irsRetention.total.toFixed(2),
    irs_retention_tax: irsRetention.tax.toFixed(2),
    ...printSettingsColumns(fields.print),
    callback_url: fields.callbackUrl,
  } satisfies Updateable<SalesTable>;
}

/** What no payment reference or tax authority answer has set yet (a draft has none). */
const NO_PAYMENT_OR_COMMUNICATION = {
  mb_entity: null,
  mb_sub_entity: null,
  mb_reference: null,
  mbway_link: null,
  reference_paid_at: null,
  reference_paid_with: null,
  at_code: null,
  at_message: null,
} as const satisfies Updateable<SalesTable>;

/** A stored line of a sale. */
export function saleLineOf(row: Selectable<SaleLinesTable>): StoredSaleLine {
  return {
    id: row.id,
    saleId: row.sale_id,
    position: row.position,
    itemId: row.item_id,
    itemReference: row.item_reference,
    itemDescription: row.item_description,
    itemType: row.item_type as ItemType,
    details: row.details,
    unitId: row.unit_id,
    price: new Decimal(row.price),
    quantity: new Decimal(row.quantity),
    discount: new Decimal(row.discount),
    vatId: row.vat_id,
    vatTax: new Decimal(row.vat_tax),
    vatExemptionId: row.vat_exemption_id,
    amounts: {
      grossTotal: new Decimal(row.gross_total),
      totalDiscount: new Decimal(row.total_discount),
      netTotal: new Decimal(row.net_total),
      totalBaseVat: new Decimal(row.total_base_vat),
      totalVat: new Decimal(row.total_vat),
      grandTotal: new Decimal(row.grand_total),
    },
  };
}

function lineColumns(saleId: number, line: SaleLine, position: number) {
  const t = line.amounts;
  return {
    sale_id: saleId,
    position,
    item_id: line.itemId,
    item_reference: line.itemReference,
    item_description: line.itemDescription,
    item_type: line.itemType,
    details: line.details,
    unit_id: line.unitId,
    price: line.price.toString(),
    quantity: line.quantity.toString(),
    discount: line.discount.toFixed(2),
    vat_id: line.vatId,
    vat_tax: line.vatTax.toFixed(2),
    vat_exemption_id: line.vatExemptionId,
    gross_total: t.grossTotal.toFixed(2),
    total_discount: t.totalDiscount.toFixed(2),
    net_total: t.netTotal.toFixed(2),
    total_base_vat: t.totalBaseVat.toFixed(2),
    total_vat: t.totalVat.toFixed(2),
    grand_total: t.grandTotal.toFixed(2),
  } satisfies Insertable<SaleLinesTable>;
}

/** A stored VAT row of a sale. */
export function saleVatOf(row: Selectable<SaleVatsTable>): StoredSaleVat {
  return {
    id: row.id,
    saleId: row.sale_id,
    vatId: row.vat_id,
    vatTax: new Decimal(row.vat_tax),
    totalBaseVat: new Decimal(row.total_base_vat),
    totalVat: new Decimal(row.total_vat),
  };
}

function vatColumns(saleId: number, vat: SaleVat) {
  return {
    sale_id: saleId,
    vat_id: vat.vatId,
    vat_tax: vat.vatTax.toFixed(2),
    total_base_vat: vat.totalBaseVat.toFixed(2),
    total_vat: vat.totalVat.toFixed(2),
  } satisfies Insertable<SaleVatsTable>;
}

/** What a page of sales is searched by (none: all of the data set's, or of the list type's). */
export type SaleSearch =
  | { readonly id: number }
  | { readonly ids: readonly number[] }
  | { readonly customerId: number }
  /** Part of the customer's name, case-insensitive. */
  | { readonly customerName: string }
  | { readonly vatNumber: string };

/** The data set's sale with that ID, if any. */
export async function saleById(tx: Tx, datasetId: number, id: number): Promise<Sale | undefined> {
  const row = await tx
    .selectFrom("sales")
    .selectAll()
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
  return row && saleOf(row);
}

/**
 * A page of the data set's sales matching the search, of one list type (document types' `type`)
 * when given, the latest issued first.
 */
export async function salePage(
  tx: Tx,
  datasetId: number,
  listType: string | undefined,
  search: SaleSearch | undefined,
  limit: number,
  offset: number,
): Promise<Sale[]> {
  let q = tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .selectAll("sales")
    .where("sales.dataset_id", "=", datasetId);
  if (listType !== undefined) q = q.where("document_types.type", "=", listType);
  if (search === undefined) {
    // all of them
  } else if ("id" in search) q = q.where("sales.id", "=", search.id);
  // -1 keeps the list from being empty (no ID is negative).
  else if ("ids" in search) q = q.where("sales.id", "in", [...search.ids, -1]);
  else if ("customerId" in search) q = q.where("sales.customer_id", "=", search.customerId);
  else if ("customerName" in search) q = q.where(containsIgnoringCase("sales.customer_name", search.customerName));
  else q = q.where("sales.customer_vat_number", "=", search.vatNumber);
  const rows = await q
    .orderBy("sales.issue_date", "desc")
    .orderBy("sales.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(saleOf);
}

/** The sale's lines in their order. */
export async function saleLines(tx: Tx, saleId: number): Promise<StoredSaleLine[]> {
  const rows = await tx
    .selectFrom("sale_lines")
    .selectAll()
    .where("sale_id", "=", saleId)
    .orderBy("position")
    .execute();
  return rows.map(saleLineOf);
}

/** Stores a new draft sale of the data set (no number, no PDF, no signature); answers it as stored. */
export async function insertSale(tx: Tx, datasetId: number, sale: NewSale): Promise<Sale> {
  const row = await insertRow(tx, "sales", {
    dataset_id: datasetId,
    ...draftColumns(sale.createdBy, sale.createdAt),
    hash: null,
    hash_control: null,
    ...NO_PAYMENT_OR_COMMUNICATION,
    ...columnsOf(sale),
  });
  return saleOf(row);
}

/** Stores what a draft's update decided, at `stamp`; the draft's PDF (a preview) is forgotten. Answers the draft as stored. */
export async function updateDraftSale(tx: Tx, id: number, fields: SaleFields, stamp: string): Promise<Sale> {
  const row = await tx
    .updateTable("sales")
    .set({ updated_at: stamp, ...UNFINISHED_COLUMNS, ...NO_PAYMENT_OR_COMMUNICATION, ...columnsOf(fields) })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return saleOf(row);
}

/** Makes the finished sale cancelled: who cancelled it, when and why. */
export async function cancelStoredSale(tx: Tx, id: number, cancellation: DocumentCancellation): Promise<void> {
  await tx.updateTable("sales").set(cancellationColumns(cancellation)).where("id", "=", id).execute();
}

/** Stores a sale's lines (in their order), then its VAT rows, one statement each; answers them as stored. */
export async function insertSaleParts(
  tx: Tx,
  saleId: number,
  lines: readonly SaleLine[],
  vats: readonly SaleVat[],
): Promise<{ lines: StoredSaleLine[]; vats: StoredSaleVat[] }> {
  const storedLines = await insertRows(
    tx,
    "sale_lines",
    lines.map((line, position) => lineColumns(saleId, line, position)),
  );
  const storedVats = await insertRows(
    tx,
    "sale_vats",
    vats.map((vat) => vatColumns(saleId, vat)),
  );
  return { lines: storedLines.map(saleLineOf), vats: storedVats.map(saleVatOf) };
}

/** Deletes the sale's lines, then its VAT rows. */
export async function deleteSaleParts(tx: Tx, saleId: number): Promise<void> {
  await tx.deleteFrom("sale_lines").where("sale_id", "=", saleId).execute();
  await tx.deleteFrom("sale_vats").where("sale_id", "=", saleId).execute();
}

/** Deletes the sale with its lines and VAT rows. */
export async function deleteSaleRow(tx: Tx, id: number): Promise<void> {
  await deleteSaleParts(tx, id);
  await tx.deleteFrom("sales").where("id", "=", id).execute();
}

/** The data set's sale with this ID whose document type has these SAF-T initials. */
export async function saleOfType(tx: Tx, datasetId: number, id: number, initials: string): Promise<Sale | undefined> {
  const row = await tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .selectAll("sales")
    .where("sales.id", "=", id)
    .where("sales.dataset_id", "=", datasetId)
    .where("document_types.saft_initials", "=", initials)
    .executeTakeFirst();
  return row && saleOf(row);
}
