// What a sale's view reads besides the administration records it embeds: the sales' lines and
// VAT rows and the sales they refer to, each one query for many sales (a list page costs what
// one sale costs).
import type { Selectable } from "kysely";
import type { Tx } from "../database.ts";
import type { SaleLinesTable, SaleVatsTable, SalesTable } from "../schema.ts";

/** The lines of these sales, by sale and position. */
export function linesOfSales(tx: Tx, saleIds: readonly number[]): Promise<Selectable<SaleLinesTable>[]> {
  return tx
    .selectFrom("sale_lines")
    .selectAll()
    .where("sale_id", "in", saleIds)
    .orderBy("sale_id")
    .orderBy("position")
    .execute();
}

/** The VAT rows of these sales, in the order they were written. */
export function vatsOfSales(tx: Tx, saleIds: readonly number[]): Promise<Selectable<SaleVatsTable>[]> {
  // Written in the order of the totals (by rate); vat_tax is text, so it must not sort them.
  return tx.selectFrom("sale_vats").selectAll().where("sale_id", "in", saleIds).orderBy("id").execute();
}

/** The data set's sales with these IDs (those another sale refers to), in no particular order. */
export function salesWithIds(tx: Tx, datasetId: number, ids: readonly number[]): Promise<Selectable<SalesTable>[]> {
  return tx.selectFrom("sales").selectAll().where("id", "in", ids).where("dataset_id", "=", datasetId).execute();
}
