// Whether records are referred to: any row of a table whose column holds an ID, and a
// customer's issued (non-draft) documents (of one customer, or of a page of them in one query).
import { sql } from "kysely";
import type { Tx } from "../../../store/database.ts";

/** Whether any row of `table` has `id` in `column` (in any data set: an ID names one row of its table). */
export async function anyRowRefersTo(tx: Tx, table: string, column: string, id: number): Promise<boolean> {
  const found = await sql<{
    one: number;
  }>`select 1 as one from ${sql.table(table)} where ${sql.ref(column)} = ${id} limit 1`.execute(tx);
  return found.rows.length > 0;
}

/** Whether the customer is on a sale or receipt of the data set that is not a draft (sales asked first). */
export async function isCustomerOnIssuedDocument(tx: Tx, datasetId: number, customerId: number): Promise<boolean> {
  for (const table of ["sales", "receipts"] as const) {
    const row = await tx
      .selectFrom(table)
      .select("id")
      .where("dataset_id", "=", datasetId)
      .where("customer_id", "=", customerId)
      .where("status", "!=", "Rascunho")
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/**
 * Which of these customers are on a sale or receipt of the data set that is not a draft, in one
 * query: isCustomerOnIssuedDocument for many. None without customers.
 */
export async function customersOnIssuedDocuments(
  tx: Tx,
  datasetId: number,
  customerIds: readonly number[],
): Promise<Set<number>> {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectFrom("customers")
    .select("customers.id")
    .where("customers.id", "in", ids)
    .where((eb) =>
      eb.or(
        (["sales", "receipts"] as const).map((table) =>
          eb.exists(
            eb
              .selectFrom(table)
              .select(sql.lit(1).as("one"))
              .whereRef(`${table}.customer_id`, "=", "customers.id")
              .where(`${table}.dataset_id`, "=", datasetId)
              .where(`${table}.status`, "!=", "Rascunho"),
          ),
        ),
      ),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}
