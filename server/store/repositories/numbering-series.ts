// The numbering of documents by series: a series' assignments to document types
// (document_type_series, each with the last number given and its ATCUD validation code), and
// the numbers sales and receipts were issued with in a series.
import { sql, type Insertable, type Selectable, type Updateable } from "kysely";
import type { Tx } from "../database.ts";
import type { DocumentTypeSeriesTable, SeriesTable } from "../schema.ts";
import { prepared } from "../prepared.ts";

export type AssignmentRow = Selectable<DocumentTypeSeriesTable>;

/** The tables of issued documents that are numbered in series. */
export type IssuedTable = "sales" | "receipts";

/** The assignment of the series to the document type in the data set, when there is one. */
export async function assignmentOf(
  tx: Tx,
  datasetId: number,
  documentTypeId: number,
  serieId: number,
): Promise<AssignmentRow | undefined> {
  return tx
    .selectFrom("document_type_series")
    .selectAll()
    .where("dataset_id", "=", datasetId)
    .where("document_type_id", "=", documentTypeId)
    .where("serie_id", "=", serieId)
    .executeTakeFirst();
}

/** Inserts an assignment and answers its ID. */
export async function insertAssignment(tx: Tx, values: Insertable<DocumentTypeSeriesTable>): Promise<number> {
  const { id } = await tx.insertInto("document_type_series").values(values).returning("id").executeTakeFirstOrThrow();
  return id;
}

/** Sets these columns of the assignment with this ID. */
export async function updateAssignment(
  tx: Tx,
  id: number,
  columns: Updateable<DocumentTypeSeriesTable>,
): Promise<void> {
  await tx.updateTable("document_type_series").set(columns).where("id", "=", id).execute();
}

/** Clears the preset flag of the document type's assignments to series other than this one (stamped `updatedAt`). */
export async function clearOtherDefaultAssignments(
  tx: Tx,
  datasetId: number,
  documentTypeId: number,
  serieId: number,
  updatedAt: string,
): Promise<void> {
  await tx
    .updateTable("document_type_series")
    .set({ is_default: 0, updated_at: updatedAt })
    .where("dataset_id", "=", datasetId)
    .where("document_type_id", "=", documentTypeId)
    .where("serie_id", "!=", serieId)
    .execute();
}

/** Deletes every assignment of the series. */
export async function deleteSerieAssignments(tx: Tx, datasetId: number, serieId: number): Promise<void> {
  await tx
    .deleteFrom("document_type_series")
    .where("serie_id", "=", serieId)
    .where("dataset_id", "=", datasetId)
    .execute();
}

/** Whether the series was communicated to the tax authority (an assignment of it has an ATCUD code). */
export async function serieCommunicated(tx: Tx, datasetId: number, serieId: number): Promise<boolean> {
  const row = await tx
    .selectFrom("document_type_series")
    .select("id")
    .where("dataset_id", "=", datasetId)
    .where("serie_id", "=", serieId)
    .where("atcud", "is not", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a document of this table was issued (numbered) in the series. */
export async function serieHasIssued(tx: Tx, datasetId: number, table: IssuedTable, serieId: number): Promise<boolean> {
  const row = await tx
    .selectFrom(table)
    .select("id")
    .where("dataset_id", "=", datasetId)
    .where("serie_id", "=", serieId)
    .where("number", "is not", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The highest number a document of this table was issued with in the series for the document type; null for none. */
export async function lastIssuedNumber(
  tx: Tx,
  datasetId: number,
  table: IssuedTable,
  documentTypeId: number,
  serieId: number,
): Promise<number | null> {
  const row = await tx
    .selectFrom(table)
    .select(sql<number | null>`max(number)`.as("last"))
    .where("dataset_id", "=", datasetId)
    .where("document_type_id", "=", documentTypeId)
    .where("serie_id", "=", serieId)
    .where("number", "is not", null)
    .executeTakeFirst();
  return row?.last !== null && row?.last !== undefined ? Number(row.last) : null;
}

/** Every series assigned to the document type in the data set, by ID. */
export async function seriesAssignedTo(
  tx: Tx,
  datasetId: number,
  documentTypeId: number,
): Promise<Selectable<SeriesTable>[]> {
  return tx
    .selectFrom("series")
    .innerJoin("document_type_series", "document_type_series.serie_id", "series.id")
    .selectAll("series")
    .where("series.dataset_id", "=", datasetId)
    .where("document_type_series.document_type_id", "=", documentTypeId)
    .orderBy("series.id")
    .execute();
}

/** The series assignments of a data set's document types, each with its series' own columns. */
function typeSeriesQuery(tx: Tx, datasetId: number) {
  return tx
    .selectFrom("document_type_series")
    .innerJoin("series", "series.id", "document_type_series.serie_id")
    .selectAll("document_type_series")
    .select([
      "series.description as serie_description",
      "series.valid_until as serie_valid_until",
      "series.active as serie_active",
      "series.created_at as serie_created_at",
      "series.updated_at as serie_updated_at",
    ])
    .where("document_type_series.dataset_id", "=", datasetId);
}

/** One type's (the common case: a document being created or shown). */
const seriesOfType = prepared((tx: Tx, datasetId: number, typeId: number) =>
  typeSeriesQuery(tx, datasetId)
    .where("document_type_series.document_type_id", "=", typeId)
    .orderBy("document_type_series.serie_id"),
);

/**
 * The assignments of these document types (at least one), each with its series' columns as
 * `serie_*`, by type then series: one query (prepared for a single type).
 */
export async function typeSeriesRows(tx: Tx, datasetId: number, documentTypeIds: readonly number[]) {
  return documentTypeIds.length === 1
    ? seriesOfType(tx, datasetId, documentTypeIds[0]!)
    : typeSeriesQuery(tx, datasetId)
        .where("document_type_series.document_type_id", "in", documentTypeIds)
        .orderBy("document_type_series.document_type_id")
        .orderBy("document_type_series.serie_id")
        .execute();
}

/** Whether some document type of the data set has an active series preset (the one the API numbers in by default). */
export async function hasPresetSeries(tx: Tx, datasetId: number): Promise<boolean> {
  const row = await tx
    .selectFrom("document_type_series")
    .select("id")
    .where("dataset_id", "=", datasetId)
    .where("is_default", "=", 1)
    .where("active", "=", 1)
    .executeTakeFirst();
  return row !== undefined;
}
