// Sales documents within a data set: one sale by ID, a page of them by a search, the writes of a
// draft's life (insert, update, lines and VAT rows, delete), and the account that issues them.
import type { Insertable, Selectable, Updateable } from "kysely";
import type { Tx } from "../database.ts";
import { insertRow, insertRows } from "../inserts.ts";
import type { SaleLinesTable, SalesTable, SaleVatsTable } from "../schema.ts";
import { containsIgnoringCase } from "../text-conditions.ts";

export type SaleRow = Selectable<SalesTable>;
export type SaleLineRow = Selectable<SaleLinesTable>;
export type SaleVatRow = Selectable<SaleVatsTable>;

/** What a page of sales is searched by (none: all of the data set's, or of the list type's). */
export type SaleSearch =
  | { readonly id: number }
  | { readonly ids: readonly number[] }
  | { readonly customerId: number }
  /** Part of the customer's name, case-insensitive. */
  | { readonly customerName: string }
  | { readonly vatNumber: string };

/** The data set's sale with that ID, if any. */
export function saleRow(tx: Tx, datasetId: number, id: number): Promise<SaleRow | undefined> {
  return tx.selectFrom("sales").selectAll().where("id", "=", id).where("dataset_id", "=", datasetId).executeTakeFirst();
}

/**
 * A page of the data set's sales matching the search, of one list type (document types' `type`)
 * when given, the latest issued first.
 */
export function salePage(
  tx: Tx,
  datasetId: number,
  listType: string | undefined,
  search: SaleSearch | undefined,
  limit: number,
  offset: number,
): Promise<SaleRow[]> {
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
  return q.orderBy("sales.issue_date", "desc").orderBy("sales.id", "desc").limit(limit).offset(offset).execute();
}

/** The sale's lines in their order. */
export function saleLines(tx: Tx, saleId: number): Promise<SaleLineRow[]> {
  return tx.selectFrom("sale_lines").selectAll().where("sale_id", "=", saleId).orderBy("position").execute();
}

/** Stores a new sale; answers it as stored. */
export function insertSale(tx: Tx, sale: Insertable<SalesTable>): Promise<SaleRow> {
  return insertRow(tx, "sales", sale);
}

/** Changes these columns of the sale. */
export async function updateSaleRow(tx: Tx, id: number, changes: Updateable<SalesTable>): Promise<void> {
  await tx.updateTable("sales").set(changes).where("id", "=", id).execute();
}

/** Stores a sale's lines, then its VAT rows, one statement each; answers them as stored. */
export async function insertSaleParts(
  tx: Tx,
  lines: readonly Insertable<SaleLinesTable>[],
  vats: readonly Insertable<SaleVatsTable>[],
): Promise<{ lines: SaleLineRow[]; vats: SaleVatRow[] }> {
  const storedLines = await insertRows(tx, "sale_lines", lines);
  const storedVats = await insertRows(tx, "sale_vats", vats);
  return { lines: storedLines, vats: storedVats };
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
