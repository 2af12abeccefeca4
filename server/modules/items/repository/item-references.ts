// The administration records an item's rules read: the data set's active units and the default
// price table.
import type { Tx } from "../../../store/database.ts";

/** The data set's active units, by ID. */
export function activeUnits(tx: Tx, datasetId: number): Promise<{ id: number; symbol: string }[]> {
  return tx
    .selectFrom("units")
    .select(["id", "symbol"])
    .where("dataset_id", "=", datasetId)
    .where("active", "=", 1)
    .orderBy("id")
    .execute();
}

/** The ID of the data set's first default price table. */
export async function defaultPriceTableId(tx: Tx, datasetId: number): Promise<number | undefined> {
  const table = await tx
    .selectFrom("prices")
    .select("id")
    .where("dataset_id", "=", datasetId)
    .where("is_default", "=", 1)
    .orderBy("id")
    .executeTakeFirst();
  return table?.id;
}
