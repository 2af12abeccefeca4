// The records of an administration table chosen at run time (warehouses, series, document
// types...) within a data set: all of them, and the writes of create, update and delete.
// One record by ID is masterRecord (master-records.ts).
import type { Kysely } from "kysely";
import type { Tx } from "../../../store/database.ts";
import type { MasterRecord, MasterTable, OwnFields, RecordState } from "../records.ts";
import { columnsOf, recordsOf } from "./administration-columns.ts";

// The table is chosen at run time: queries go through an untyped view of the transaction,
// and rows come back typed by the caller's table.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Kysely<any>;

function loose(tx: Tx): Loose {
  return tx as unknown as Loose;
}

/** Every record of the table in the data set, by ascending ID. */
export async function tableRecords<T extends MasterTable>(
  tx: Tx,
  datasetId: number,
  table: T,
): Promise<readonly MasterRecord<T>[]> {
  const rows = await loose(tx)
    .selectFrom(table as string)
    .selectAll()
    .where("dataset_id", "=", datasetId)
    .orderBy("id")
    .execute();
  return recordsOf(table, rows);
}

/** Inserts a record of the data set with these fields and state, stamped `createdAt`, and answers its ID. */
export async function insertTableRecord<T extends MasterTable>(
  tx: Tx,
  datasetId: number,
  table: T,
  fields: OwnFields<T>,
  state: RecordState,
  createdAt: string,
): Promise<number> {
  const { id } = (await loose(tx)
    .insertInto(table as string)
    .values({ dataset_id: datasetId, ...columnsOf(table, fields, state), created_at: createdAt, updated_at: createdAt })
    .returning("id")
    .executeTakeFirstOrThrow()) as { id: number };
  return id;
}

/** Sets the fields and state of the data set's record with this ID, stamped `updatedAt`. */
export async function updateTableRecord<T extends MasterTable>(
  tx: Tx,
  datasetId: number,
  table: T,
  id: number,
  fields: OwnFields<T>,
  state: RecordState,
  updatedAt: string,
): Promise<void> {
  await loose(tx)
    .updateTable(table as string)
    .set({ ...columnsOf(table, fields, state), updated_at: updatedAt })
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .execute();
}

/** Clears the default flag of the data set's records of the table other than this one (stamped `updatedAt`). */
export async function unsetOtherDefaults(
  tx: Tx,
  datasetId: number,
  table: MasterTable,
  id: number,
  updatedAt: string,
): Promise<void> {
  await loose(tx)
    .updateTable(table as string)
    .set({ is_default: 0, updated_at: updatedAt })
    .where("dataset_id", "=", datasetId)
    .where("is_default", "=", 1)
    .where("id", "!=", id)
    .execute();
}

/** Deletes the data set's record with this ID. */
export async function deleteTableRow(tx: Tx, datasetId: number, table: MasterTable, id: number): Promise<void> {
  await loose(tx)
    .deleteFrom(table as string)
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .execute();
}
