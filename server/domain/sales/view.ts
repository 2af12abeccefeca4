// A sale with everything its answers and its PDF show: lines, VAT rows, the records it refers
// to, its document number and its account entry.
import type { Selectable } from "kysely";
import type { Ctx } from "../scope.ts";
import type {
  SaleLinesTable,
  SaleVatsTable,
  DocumentTypeSeriesTable,
  UnitsTable,
  VatRatesTable,
} from "../../store/schema.ts";
import { masterRowsById as masterRows, type MasterRow } from "../master-records.ts";
import { linesOfSales, salesWithIds, vatsOfSales } from "../../store/repositories/sale-views.ts";
import { usersById, type DocumentUser } from "../users.ts";
import { byId, groupBy } from "../grouping.ts";
import { documentTypeViews, type DocumentTypeView } from "../administration/document-types.ts";
import { documentNumber } from "./finishing.ts";
import { debitEntriesOf, type OpenAccountEntry } from "./open-accounts.ts";
import { loadSale, type SaleRow } from "./sales.ts";
import { hashCharacters } from "../../outputs/signature.ts";
import { messagesSentOf, type MessagesSent } from "../document-messages.ts";

export interface SaleView {
  readonly row: SaleRow;
  readonly lines: readonly Selectable<SaleLinesTable>[];
  readonly vats: readonly Selectable<SaleVatsTable>[];
  readonly documentType: MasterRow<"document_types">;
  /** The document type with its series, as the sale's record embeds it. */
  readonly documentTypeView: DocumentTypeView;
  readonly serie: MasterRow<"series">;
  readonly typeSerie: Selectable<DocumentTypeSeriesTable> | null;
  readonly documentNumber: string | null;
  /** The 4 characters of the signature printed on the document; null when unsigned. */
  readonly hashCharacters: string | null;
  readonly reference: SaleRow | null;
  /** The referenced sale's view, without its own reference (null unless loaded withReference). */
  readonly referenceView: SaleView | null;
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
  /** The accounts that created, finished and cancelled it (ID and name). */
  readonly users: ReadonlyMap<number, DocumentUser>;
}

export async function saleView(
  ctx: Ctx,
  idOrRow: number | SaleRow,
  options: { withReference?: boolean } = {},
): Promise<SaleView> {
  const row = typeof idOrRow === "number" ? await loadSale(ctx, idOrRow) : idOrRow;
  return (await saleViews(ctx, [row], options))[0]!;
}

/**
 * What the path that wrote a sale already holds about it, so that its view reads only the
 * rest: the rows it wrote (lines and VAT rows with their IDs), the records it resolved, and
 * whether the sale is fresh (written by this transaction, no output run: nothing settles it,
 * nothing was sent).
 */
export interface KnownSaleParts {
  readonly lines: readonly Selectable<SaleLinesTable>[];
  readonly vats: readonly Selectable<SaleVatsTable>[];
  readonly documentType: MasterRow<"document_types">;
  /** The type with its series (the sale's own with the number it took). */
  readonly documentTypeView: DocumentTypeView;
  readonly serie: MasterRow<"series">;
  readonly vatRates: readonly Selectable<VatRatesTable>[];
  readonly users: readonly DocumentUser[];
  readonly fresh: boolean;
}

/** The view of one sale the caller just wrote, from the parts it holds (see KnownSaleParts). */
export async function saleViewOfWritten(ctx: Ctx, row: SaleRow, known: KnownSaleParts): Promise<SaleView> {
  return (await saleViews(ctx, [row], {}, known))[0]!;
}

/**
 * The views of several sales, in their order, with one query per table for all of them (a
 * list page costs what one sale costs). Referenced sales are shown one level deep.
 */
export async function saleViews(
  ctx: Ctx,
  rows: readonly SaleRow[],
  options: { withReference?: boolean } = {},
  known?: KnownSaleParts,
): Promise<SaleView[]> {
  if (rows.length === 0) return [];
  if (known && rows.length !== 1) throw new Error("Known parts describe one sale.");
  const ids = rows.map((r) => r.id);
  const lines = known
    ? new Map([[rows[0]!.id, [...known.lines].sort((a, b) => a.position - b.position)]])
    : groupBy(await linesOfSales(ctx.tx, ids), (l) => l.sale_id);
  // Written in the order of the totals (by rate); vat_tax is text, so it must not sort them.
  const vats = known
    ? new Map([[rows[0]!.id, [...known.vats].sort((a, b) => a.id - b.id)]])
    : groupBy(await vatsOfSales(ctx.tx, ids), (v) => v.sale_id);
  const documentTypes = known
    ? new Map([[known.documentType.id, known.documentType]])
    : await masterRows(
        ctx,
        "document_types",
        rows.map((r) => r.document_type_id),
      );
  const typeViews = known
    ? new Map([[known.documentType.id, known.documentTypeView]])
    : await documentTypeViews(ctx, [...documentTypes.values()]);
  const series = known
    ? new Map([[known.serie.id, known.serie]])
    : await masterRows(
        ctx,
        "series",
        rows.map((r) => r.serie_id),
      );
  const allLines = [...lines.values()].flat();
  const unitIds = [...new Set(allLines.map((l) => l.unit_id).filter((u): u is number => u !== null))];
  const vatRates = new Map((known?.vatRates ?? []).map((v) => [v.id, v]));
  const vatIds = [
    ...new Set([
      ...allLines.map((l) => l.vat_id),
      ...[...vats.values()].flat().map((v) => v.vat_id),
      ...rows.flatMap((r) => (r.shipping_vat_id ? [r.shipping_vat_id] : [])),
    ]),
  ].filter((id) => !vatRates.has(id));
  const units = unitIds.length ? [...(await masterRows(ctx, "units", unitIds)).values()] : [];
  if (vatIds.length) for (const v of (await masterRows(ctx, "vat_rates", vatIds)).values()) vatRates.set(v.id, v);
  const referenceIds =
    options.withReference !== false
      ? [...new Set(rows.flatMap((r) => (r.sale_reference_id === null ? [] : [r.sale_reference_id])))]
      : [];
  const referenceRows = referenceIds.length ? await salesWithIds(ctx.tx, ctx.scope.datasetId, referenceIds) : [];
  const references = new Map(referenceRows.map((r) => [r.id, r]));
  const referenceViews = new Map(
    (await saleViews(ctx, referenceRows, { withReference: false })).map((v) => [v.row.id, v]),
  );
  const paymentMethods = await masterRows(
    ctx,
    "payment_methods",
    rows.map((r) => r.payment_method_id),
  );
  const paymentConditions = await masterRows(
    ctx,
    "payment_conditions",
    rows.map((r) => r.payment_condition_id),
  );
  const shippingModes = await masterRows(
    ctx,
    "shipping_modes",
    rows.map((r) => r.shipping_mode_id),
  );
  const prices = await masterRows(
    ctx,
    "prices",
    rows.map((r) => r.price_id),
  );
  const currencies = await masterRows(
    ctx,
    "currencies",
    rows.map((r) => r.currency_id),
  );
  const vehicles = await masterRows(
    ctx,
    "vehicles",
    rows.map((r) => r.vehicle_id),
  );
  const employees = await masterRows(
    ctx,
    "employees",
    rows.map((r) => r.employee_id),
  );
  const locations = await masterRows(
    ctx,
    "locations",
    rows.map((r) => r.location_destiny_id),
  );
  const warehouses = await masterRows(
    ctx,
    "warehouses",
    rows.flatMap((r) => [r.warehouse_origin_id, r.warehouse_destiny_id]),
  );
  const entries = await debitEntriesOf(
    ctx,
    rows.map((r) => ({ saftInitials: documentTypes.get(r.document_type_id)!.saft_initials, ...r })),
    { fresh: known?.fresh },
  );
  const sent = known?.fresh
    ? new Map(ids.map((id) => [id, { email: false, sms: false }]))
    : await messagesSentOf(ctx, "sale", ids);
  const users = await usersById(
    ctx,
    rows.flatMap((r) => [r.created_by, r.finished_by, r.canceled_by]),
    known?.users,
  );
  return rows.map((row) => {
    const documentType = documentTypes.get(row.document_type_id)!;
    const typeView = typeViews.get(row.document_type_id)!;
    const serie = series.get(row.serie_id)!;
    const shippingVat = row.shipping_vat_id === null ? null : vatRates.get(row.shipping_vat_id);
    return {
      row,
      lines: lines.get(row.id) ?? [],
      vats: vats.get(row.id) ?? [],
      documentType,
      documentTypeView: typeView,
      serie,
      typeSerie: typeView.series.find((s) => s.assignment.serie_id === row.serie_id)?.assignment ?? null,
      documentNumber: documentNumber(documentType.saft_initials, serie.description, row.number),
      hashCharacters: row.hash ? hashCharacters(row.hash) : null,
      reference: byId(references, row.sale_reference_id),
      referenceView: byId(referenceViews, row.sale_reference_id),
      paymentMethod: byId(paymentMethods, row.payment_method_id),
      paymentCondition: byId(paymentConditions, row.payment_condition_id),
      shippingMode: byId(shippingModes, row.shipping_mode_id),
      shippingVat: shippingVat && shippingVat.dataset_id === ctx.scope.datasetId ? shippingVat : null,
      price: byId(prices, row.price_id),
      currency: currencies.get(row.currency_id)!,
      vehicle: byId(vehicles, row.vehicle_id),
      employee: byId(employees, row.employee_id),
      locationDestiny: byId(locations, row.location_destiny_id),
      warehouseOrigin: byId(warehouses, row.warehouse_origin_id),
      warehouseDestiny: byId(warehouses, row.warehouse_destiny_id),
      units: new Map(units.map((u) => [u.id, u])),
      vatRates,
      accountOpen: entries.get(row.id) ?? null,
      sent: sent.get(row.id)!,
      users,
    };
  });
}
