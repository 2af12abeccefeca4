// What a sale's view reads besides the administration records it embeds: the sales' lines and
// VAT rows and the sales they refer to, each one query for many sales (a list page costs what
// one sale costs).
import type { Tx } from "../../../store/database.ts";
import type { Sale, StoredSaleLine, StoredSaleVat } from "../records.ts";
import { saleLineOf, saleOf, saleVatOf } from "./sales.ts";

/** The lines of these sales, by sale and position. */
export async function linesOfSales(tx: Tx, saleIds: readonly number[]): Promise<StoredSaleLine[]> {
  const rows = await tx
    .selectFrom("sale_lines")
    .selectAll()
    .where("sale_id", "in", saleIds)
    .orderBy("sale_id")
    .orderBy("position")
    .execute();
  return rows.map(saleLineOf);
}

/** The VAT rows of these sales, in the order they were written. */
export async function vatsOfSales(tx: Tx, saleIds: readonly number[]): Promise<StoredSaleVat[]> {
  // Written in the order of the totals (by rate); vat_tax is text, so it must not sort them.
  const rows = await tx.selectFrom("sale_vats").selectAll().where("sale_id", "in", saleIds).orderBy("id").execute();
  return rows.map(saleVatOf);
}

/** The data set's sales with these IDs (those another sale refers to), in no particular order. */
export async function salesWithIds(tx: Tx, datasetId: number, ids: readonly number[]): Promise<Sale[]> {
  const rows = await tx
    .selectFrom("sales")
    .selectAll()
    .where("id", "in", ids)
    .where("dataset_id", "=", datasetId)
    .execute();
  return rows.map(saleOf);
}
