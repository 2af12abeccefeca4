// The sales a receipt settles in full: once it is finished, each Factura or Nota de Débito it
// pays whose open balance is left at zero has become paid, and its paid callback is scheduled
// in the same transaction. A receipt that leaves part of the balance open makes no sale paid;
// the one that later settles the rest does.
import type { Ctx } from "../../kernel/scope.ts";
import { entryOfSale, loadSale } from "../sales/index.ts";
import { scheduleSalePaidCallback } from "../callbacks/index.ts";
import type { ReceiptLine } from "./records.ts";

/** Schedules the paid callback of each sale the finished receipt's lines leave with no balance open. */
export async function notifySettledSales(ctx: Ctx, lines: readonly Pick<ReceiptLine, "saleId">[]): Promise<void> {
  for (const saleId of new Set(lines.map((l) => l.saleId))) {
    // Credit notes' lines deduct credit: they have no debit entry and are never paid.
    const entry = await entryOfSale(ctx, saleId);
    if (!entry || entry.balance.greaterThan(0)) continue;
    await scheduleSalePaidCallback(ctx, await loadSale(ctx, saleId));
  }
}
