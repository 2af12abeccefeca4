// A sale with everything its answers and its PDF show: lines, VAT rows, the records it refers
// to, its document number and its account entry.
import type { Selectable } from "kysely";
import type { Ctx } from "../scope.ts";
import type { SaleLinesTable, SaleVatsTable, DocumentTypeSeriesTable, UnitsTable, VatRatesTable } from "../../store/schema.ts";
import { masterRow, type MasterRow } from "../master-records.ts";
import { documentNumber } from "./finishing.ts";
import { entryOfSale, type OpenAccountEntry } from "./open-accounts.ts";
import { loadSale, type SaleRow } from "./sales.ts";
import { hashCharacters } from "../../outputs/signature.ts";
import { messagesSent, type MessagesSent } from "../document-messages.ts";

export interface SaleView {
  readonly row: SaleRow;
  readonly lines: readonly Selectable<SaleLinesTable>[];
  readonly vats: readonly Selectable<SaleVatsTable>[];
  readonly documentType: MasterRow<"document_types">;
  readonly serie: MasterRow<"series">;
  readonly typeSerie: Selectable<DocumentTypeSeriesTable> | null;
  readonly documentNumber: string | null;
  /** The 4 characters of the signature printed on the document; null when unsigned. */
  readonly hashCharacters: string | null;
  readonly reference: SaleRow | null;
  readonly paymentMethod: MasterRow<"payment_methods"> | null;
  readonly paymentCondition: MasterRow<"payment_conditions"> | null;
  readonly shippingMode: MasterRow<"shipping_modes"> | null;
  readonly shippingVat: MasterRow<"vat_rates"> | null;
  readonly price: MasterRow<"prices"> | null;
  readonly currency: MasterRow<"currencies">;
  readonly vehicle: MasterRow<"vehicles"> | null;
  readonly employee: MasterRow<"employees"> | null;
  readonly locationDestiny: MasterRow<"locations"> | null;
  readonly warehouseOrigin: MasterRow<"warehouses"> | null;
  readonly warehouseDestiny: MasterRow<"warehouses"> | null;
  readonly units: ReadonlyMap<number, Selectable<UnitsTable>>;
  readonly vatRates: ReadonlyMap<number, Selectable<VatRatesTable>>;
  readonly accountOpen: OpenAccountEntry | null;
  /** Whether the sale was e-mailed or texted. */
  readonly sent: MessagesSent;
}

export async function saleView(ctx: Ctx, idOrRow: number | SaleRow, options: { withReference?: boolean } = {}): Promise<SaleView> {
  const row = typeof idOrRow === "number" ? await loadSale(ctx, idOrRow) : idOrRow;
  const lines = await ctx.tx.selectFrom("sale_lines").selectAll().where("sale_id", "=", row.id).orderBy("position").execute();
  // Written in the order of the totals (by rate); vat_tax is text, so it must not sort them.
  const vats = await ctx.tx.selectFrom("sale_vats").selectAll().where("sale_id", "=", row.id).orderBy("id").execute();
  const documentType = (await masterRow(ctx, "document_types", row.document_type_id))!;
  const serie = (await masterRow(ctx, "series", row.serie_id))!;
  const typeSerie =
    (await ctx.tx.selectFrom("document_type_series").selectAll().where("document_type_id", "=", row.document_type_id).where("serie_id", "=", row.serie_id).executeTakeFirst()) ?? null;
  const unitIds = [...new Set(lines.map((l) => l.unit_id).filter((u): u is number => u !== null))];
  const vatIds = [...new Set([...lines.map((l) => l.vat_id), ...vats.map((v) => v.vat_id), ...(row.shipping_vat_id ? [row.shipping_vat_id] : [])])];
  const units = unitIds.length ? await ctx.tx.selectFrom("units").selectAll().where("id", "in", unitIds).execute() : [];
  const vatRates = vatIds.length ? await ctx.tx.selectFrom("vat_rates").selectAll().where("id", "in", vatIds).execute() : [];
  const reference =
    options.withReference !== false && row.sale_reference_id !== null
      ? ((await ctx.tx.selectFrom("sales").selectAll().where("id", "=", row.sale_reference_id).where("dataset_id", "=", ctx.scope.datasetId).executeTakeFirst()) ?? null)
      : null;
  return {
    row,
    lines,
    vats,
    documentType,
    serie,
    typeSerie,
    documentNumber: documentNumber(documentType.saft_initials, serie.description, row.number),
    hashCharacters: row.hash ? hashCharacters(row.hash) : null,
    reference,
    paymentMethod: await masterRow(ctx, "payment_methods", row.payment_method_id),
    paymentCondition: await masterRow(ctx, "payment_conditions", row.payment_condition_id),
    shippingMode: await masterRow(ctx, "shipping_modes", row.shipping_mode_id),
    shippingVat: await masterRow(ctx, "vat_rates", row.shipping_vat_id),
    price: await masterRow(ctx, "prices", row.price_id),
    currency: (await masterRow(ctx, "currencies", row.currency_id))!,
    vehicle: await masterRow(ctx, "vehicles", row.vehicle_id),
    employee: await masterRow(ctx, "employees", row.employee_id),
    locationDestiny: await masterRow(ctx, "locations", row.location_destiny_id),
    warehouseOrigin: await masterRow(ctx, "warehouses", row.warehouse_origin_id),
    warehouseDestiny: await masterRow(ctx, "warehouses", row.warehouse_destiny_id),
    units: new Map(units.map((u) => [u.id, u])),
    vatRates: new Map(vatRates.map((v) => [v.id, v])),
    accountOpen: await entryOfSale(ctx, row.id),
    sent: await messagesSent(ctx, { kind: "sale", id: row.id }),
  };
}
