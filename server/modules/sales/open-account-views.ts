// An open account entry with what its answer shows: the sale's view, the entry's currency and
// the customer's view. A page of entries is read with one query per table, whatever its size.
import type { Ctx } from "../../kernel/scope.ts";
import { masterRecordsById, type MasterRecord } from "../administration/index.ts";
import { customerViewsById, type CustomerView } from "../customers/index.ts";
import { saleViews, type SaleView } from "./view.ts";
import type { OpenAccountEntry } from "./open-accounts.ts";
import { salesWithIds } from "./repository/sale-views.ts";

export interface OpenAccountEntryView {
  readonly entry: OpenAccountEntry;
  readonly sale: SaleView;
  readonly currency: MasterRecord<"currencies">;
  /** The customer whose account it is (null for a sale without one). */
  readonly customer: CustomerView | null;
}

/** The views of these entries, in their order, with one query per table for all of them. */
export async function openAccountEntryViews(
  ctx: Ctx,
  entries: readonly OpenAccountEntry[],
): Promise<OpenAccountEntryView[]> {
  if (entries.length === 0) return [];
  const saleRows = await salesWithIds(
    ctx.tx,
    ctx.scope.datasetId,
    entries.map((e) => e.saleId),
  );
  const sales = new Map((await saleViews(ctx, saleRows)).map((v) => [v.sale.id, v]));
  const currencies = await masterRecordsById(
    ctx,
    "currencies",
    entries.map((e) => e.currencyId),
  );
  const customers = await customerViewsById(
    ctx,
    entries.flatMap((e) => (e.customerId === null ? [] : [e.customerId])),
  );
  return entries.map((entry) => ({
    entry,
    sale: sales.get(entry.saleId)!,
    currency: currencies.get(entry.currencyId)!,
    customer: entry.customerId === null ? null : (customers.get(entry.customerId) ?? null),
  }));
}
