// A sale with everything its answers and its PDF show: lines, VAT rows, the records it refers
// to, its document number and its account entry.
import type { Ctx } from "../../kernel/scope.ts";
import { masterRecordsById, type MasterRecord } from "../administration/index.ts";
import type { SerieAssignment, Unit, VatRate } from "../administration/index.ts";
import { linesOfSales, salesWithIds, vatsOfSales } from "./repository/sale-views.ts";
import { usersById, type DocumentUser } from "../accounts/index.ts";
import { byId, groupBy } from "../../kernel/grouping.ts";
import { documentTypeViews, type DocumentTypeView } from "../administration/index.ts";
import { documentNumber } from "../documents/index.ts";
import { debitEntriesOf, type OpenAccountEntry } from "./open-accounts.ts";
import { loadSale } from "./load.ts";
import type { Sale, StoredSaleLine, StoredSaleVat } from "./records.ts";
import { hashCharacters } from "../documents/index.ts";
import { messagesSentOf, type MessagesSent } from "../documents/index.ts";

export interface SaleView {
  readonly sale: Sale;
  readonly lines: readonly StoredSaleLine[];
  readonly vats: readonly StoredSaleVat[];
  readonly documentType: MasterRecord<"document_types">;
  /** The document type with its series, as the sale's record embeds it. */
  readonly documentTypeView: DocumentTypeView;
  readonly serie: MasterRecord<"series">;
  readonly typeSerie: SerieAssignment | null;
  readonly documentNumber: string | null;
  /** The 4 characters of the signature printed on the document; null when unsigned. */
  readonly hashCharacters: string | null;
  readonly reference: Sale | null;
  /** The referenced sale's view, without its own reference (null unless loaded withReference). */
  readonly referenceView: SaleView | null;
  readonly paymentMethod: MasterRecord<"payment_methods"> | null;
  readonly paymentCondition: MasterRecord<"payment_conditions"> | null;
  readonly shippingMode: MasterRecord<"shipping_modes"> | null;
  readonly shippingVat: MasterRecord<"vat_rates"> | null;
  readonly price: MasterRecord<"prices"> | null;
  readonly currency: MasterRecord<"currencies">;
  readonly vehicle: MasterRecord<"vehicles"> | null;
  readonly employee: MasterRecord<"employees"> | null;
  readonly locationDestiny: MasterRecord<"locations"> | null;
  readonly warehouseOrigin: MasterRecord<"warehouses"> | null;
  readonly warehouseDestiny: MasterRecord<"warehouses"> | null;
  readonly units: ReadonlyMap<number, Unit>;
  readonly vatRates: ReadonlyMap<number, VatRate>;
  readonly accountOpen: OpenAccountEntry | null;
  /** Whether the sale was e-mailed or texted. */
  readonly sent: MessagesSent;
  /** The accounts that created, finished and cancelled it (ID and name). */
  readonly users: ReadonlyMap<number, DocumentUser>;
}

export async function saleView(
  ctx: Ctx,
  idOrSale: number | Sale,
  options: { withReference?: boolean } = {},
): Promise<SaleView> {
  const sale = typeof idOrSale === "number" ? await loadSale(ctx, idOrSale) : idOrSale;
  return (await saleViews(ctx, [sale], options))[0]!;
}

/**
 * What the path that wrote a sale already holds about it, so that its view reads only the
 * rest: the lines and VAT rows it wrote (with their IDs), the records it resolved, and
 * whether the sale is fresh (written by this transaction, no output run: nothing settles it,
 * nothing was sent).
 */
export interface KnownSaleParts {
  readonly lines: readonly StoredSaleLine[];
  readonly vats: readonly StoredSaleVat[];
  readonly documentType: MasterRecord<"document_types">;
  /** The type with its series (the sale's own with the number it took). */
  readonly documentTypeView: DocumentTypeView;
  readonly serie: MasterRecord<"series">;
  readonly vatRates: readonly VatRate[];
  readonly users: readonly DocumentUser[];
  readonly fresh: boolean;
}

/** The view of one sale the caller just wrote, from the parts it holds (see KnownSaleParts). */
export async function saleViewOfWritten(ctx: Ctx, sale: Sale, known: KnownSaleParts): Promise<SaleView> {
  return (await saleViews(ctx, [sale], {}, known))[0]!;
}

/**
 * The views of several sales, in their order, with one query per table for all of them (a
 * list page costs what one sale costs). Referenced sales are shown one level deep.
 */
export async function saleViews(
  ctx: Ctx,
  sales: readonly Sale[],
  options: { withReference?: boolean } = {},
  known?: KnownSaleParts,
): Promise<SaleView[]> {
  if (sales.length === 0) return [];
  if (known && sales.length !== 1) throw new Error("Known parts describe one sale.");
  const ids = sales.map((s) => s.id);
  const lines = known
    ? new Map([[sales[0]!.id, [...known.lines].sort((a, b) => a.position - b.position)]])
    : groupBy(await linesOfSales(ctx.tx, ids), (l) => l.saleId);
  // In the order they were written (the totals', by rate), as vatsOfSales reads them.
  const vats = known
    ? new Map([[sales[0]!.id, [...known.vats].sort((a, b) => a.id - b.id)]])
    : groupBy(await vatsOfSales(ctx.tx, ids), (v) => v.saleId);
  const documentTypes = known
    ? new Map([[known.documentType.id, known.documentType]])
    : await masterRecordsById(
        ctx,
        "document_types",
        sales.map((s) => s.documentTypeId),
      );
  const typeViews = known
    ? new Map([[known.documentType.id, known.documentTypeView]])
    : await documentTypeViews(ctx, [...documentTypes.values()]);
  const series = known
    ? new Map([[known.serie.id, known.serie]])
    : await masterRecordsById(
        ctx,
        "series",
        sales.map((s) => s.serieId),
      );
  const allLines = [...lines.values()].flat();
  const unitIds = [...new Set(allLines.map((l) => l.unitId).filter((u): u is number => u !== null))];
  const vatRates = new Map((known?.vatRates ?? []).map((v) => [v.id, v]));
  const vatIds = [
    ...new Set([
      ...allLines.map((l) => l.vatId),
      ...[...vats.values()].flat().map((v) => v.vatId),
      ...sales.flatMap((s) => (s.shippingVatId ? [s.shippingVatId] : [])),
    ]),
  ].filter((id) => !vatRates.has(id));
  const units = unitIds.length ? [...(await masterRecordsById(ctx, "units", unitIds)).values()] : [];
  if (vatIds.length)
    for (const v of (await masterRecordsById(ctx, "vat_rates", vatIds)).values()) vatRates.set(v.id, v);
  const referenceIds =
    options.withReference !== false
      ? [...new Set(sales.flatMap((s) => (s.saleReferenceId === null ? [] : [s.saleReferenceId])))]
      : [];
  const referenceSales = referenceIds.length ? await salesWithIds(ctx.tx, ctx.scope.datasetId, referenceIds) : [];
  const references = new Map(referenceSales.map((s) => [s.id, s]));
  const referenceViews = new Map(
    (await saleViews(ctx, referenceSales, { withReference: false })).map((v) => [v.sale.id, v]),
  );
  const paymentMethods = await masterRecordsById(
    ctx,
    "payment_methods",
    sales.map((s) => s.paymentMethodId),
  );
  const paymentConditions = await masterRecordsById(
    ctx,
    "payment_conditions",
    sales.map((s) => s.paymentConditionId),
  );
  const shippingModes = await masterRecordsById(
    ctx,
    "shipping_modes",
    sales.map((s) => s.shippingModeId),
  );
  const prices = await masterRecordsById(
    ctx,
    "prices",
    sales.map((s) => s.priceId),
  );
  const currencies = await masterRecordsById(
    ctx,
    "currencies",
    sales.map((s) => s.currencyId),
  );
  const vehicles = await masterRecordsById(
    ctx,
    "vehicles",
    sales.map((s) => s.vehicleId),
  );
  const employees = await masterRecordsById(
    ctx,
    "employees",
    sales.map((s) => s.employeeId),
  );
  const locations = await masterRecordsById(
    ctx,
    "locations",
    sales.map((s) => s.transport.locationDestinyId),
  );
  const warehouses = await masterRecordsById(
    ctx,
    "warehouses",
    sales.flatMap((s) => [s.transport.warehouseOriginId, s.transport.warehouseDestinyId]),
  );
  const entries = await debitEntriesOf(
    ctx,
    sales.map((sale) => ({ sale, saftInitials: documentTypes.get(sale.documentTypeId)!.saftInitials })),
    { fresh: known?.fresh },
  );
  const sent = known?.fresh
    ? new Map(ids.map((id) => [id, { email: false, sms: false }]))
    : await messagesSentOf(ctx, "sale", ids);
  const users = await usersById(
    ctx,
    sales.flatMap((s) => [s.createdBy, s.finishedBy, s.canceledBy]),
    known?.users,
  );
  return sales.map((sale) => {
    const documentType = documentTypes.get(sale.documentTypeId)!;
    const typeView = typeViews.get(sale.documentTypeId)!;
    const serie = series.get(sale.serieId)!;
    const shippingVat = sale.shippingVatId === null ? null : vatRates.get(sale.shippingVatId);
    return {
      sale,
      lines: lines.get(sale.id) ?? [],
      vats: vats.get(sale.id) ?? [],
      documentType,
      documentTypeView: typeView,
      serie,
      typeSerie: typeView.series.find((s) => s.assignment.serieId === sale.serieId)?.assignment ?? null,
      documentNumber: documentNumber(documentType.saftInitials, serie.description, sale.number),
      hashCharacters: sale.hash ? hashCharacters(sale.hash) : null,
      reference: byId(references, sale.saleReferenceId),
      referenceView: byId(referenceViews, sale.saleReferenceId),
      paymentMethod: byId(paymentMethods, sale.paymentMethodId),
      paymentCondition: byId(paymentConditions, sale.paymentConditionId),
      shippingMode: byId(shippingModes, sale.shippingModeId),
      shippingVat: shippingVat ?? null,
      price: byId(prices, sale.priceId),
      currency: currencies.get(sale.currencyId)!,
      vehicle: byId(vehicles, sale.vehicleId),
      employee: byId(employees, sale.employeeId),
      locationDestiny: byId(locations, sale.transport.locationDestinyId),
      warehouseOrigin: byId(warehouses, sale.transport.warehouseOriginId),
      warehouseDestiny: byId(warehouses, sale.transport.warehouseDestinyId),
      units: new Map(units.map((u) => [u.id, u])),
      vatRates,
      accountOpen: entries.get(sale.id) ?? null,
      sent: sent.get(sale.id)!,
      users,
    };
  });
}
