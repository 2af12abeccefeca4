// The numbering of documents by series: a series' assignments to document types
// (document_type_series, each with the last number given and its ATCUD validation code), and
// the numbers sales and receipts were issued with in a series.
import { sql, type Selectable, type Updateable } from "kysely";
import type { Tx } from "../../../store/database.ts";
import type { DocumentTypeSeriesTable } from "../../../store/schema.ts";
import { prepared } from "../../../store/prepared.ts";
import type { Serie, SerieAssignment } from "../records.ts";
import { recordOf, recordsOf } from "./administration-columns.ts";

/** The record of a stored assignment. */
export function assignmentOf(row: Selectable<DocumentTypeSeriesTable>): SerieAssignment {
  return {
    id: row.id,
    documentTypeId: row.document_type_id,
    serieId: row.serie_id,
    lastNumber: row.document_number,
    atcud: row.atcud,
    isDefault: row.is_default === 1,
    active: row.active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The tables of issued documents that are numbered in series. */
export type IssuedTable = "sales" | "receipts";

/** The assignment of the series to the document type in the data set, when there is one. */
export async function assignmentOfTypeSerie(
  tx: Tx,
  datasetId: number,
  documentTypeId: number,
  serieId: number,
): Promise<SerieAssignment | undefined> {
  const row = await tx
    .selectFrom("document_type_series")
    .selectAll()
    .where("dataset_id", "=", datasetId)
    .where("document_type_id", "=", documentTypeId)
    .where("serie_id", "=", serieId)
    .executeTakeFirst();
  return row && assignmentOf(row);
}

/** Inserts an assignment of the data set and answers it. */
export async function insertAssignment(
  tx: Tx,
  datasetId: number,
  assignment: Omit<SerieAssignment, "id">,
): Promise<SerieAssignment> {
  const { id } = await tx
    .insertInto("document_type_series")
    .values({
      dataset_id: datasetId,
      document_type_id: assignment.documentTypeId,
      serie_id: assignment.serieId,
      document_number: assignment.lastNumber,
      atcud: assignment.atcud,
      is_default: assignment.isDefault ? 1 : 0,
      active: assignment.active ? 1 : 0,
      created_at: assignment.createdAt,
      updated_at: assignment.updatedAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, ...assignment };
}

/** What an update of an assignment may set; it is stamped `updatedAt`. */
export type AssignmentChange = Partial<Pick<SerieAssignment, "lastNumber" | "atcud" | "isDefault" | "active">> & {
  readonly updatedAt: string;
};

/** Sets these fields of the assignment with this ID. */
export async function updateAssignment(tx: Tx, id: number, change: AssignmentChange): Promise<void> {
  const columns: Updateable<DocumentTypeSeriesTable> = { updated_at: change.updatedAt };
  if (change.lastNumber !== undefined) columns.document_number = change.lastNumber;
  if (change.atcud !== undefined) columns.atcud = change.atcud;
  if (change.isDefault !== undefined) columns.is_default = change.isDefault ? 1 : 0;
  if (change.active !== undefined) columns.active = change.active ? 1 : 0;
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
export async function seriesAssignedTo(tx: Tx, datasetId: number, documentTypeId: number): Promise<readonly Serie[]> {
  const rows = await tx
    .selectFrom("series")
    .innerJoin("document_type_series", "document_type_series.serie_id", "series.id")
    .selectAll("series")
    .where("series.dataset_id", "=", datasetId)
    .where("document_type_series.document_type_id", "=", documentTypeId)
    .orderBy("series.id")
    .execute();
  return recordsOf("series", rows);
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

/** An assignment with its series. */
export interface AssignedSerie {
  readonly assignment: SerieAssignment;
  readonly serie: Serie;
}

/**
 * The assignments of these document types (at least one), each with its series, by type then
 * series: one query (prepared for a single type).
 */
export async function typeSeries(
  tx: Tx,
  datasetId: number,
  documentTypeIds: readonly number[],
): Promise<AssignedSerie[]> {
  const rows =
    documentTypeIds.length === 1
      ? await seriesOfType(tx, datasetId, documentTypeIds[0]!)
      : await typeSeriesQuery(tx, datasetId)
          .where("document_type_series.document_type_id", "in", documentTypeIds)
          .orderBy("document_type_series.document_type_id")
          .orderBy("document_type_series.serie_id")
          .execute();
  return rows.map((r) => ({
    assignment: assignmentOf(r),
    serie: recordOf("series", {
      id: r.serie_id,
      description: r.serie_description,
      valid_until: r.serie_valid_until,
      active: r.serie_active,
      created_at: r.serie_created_at,
      updated_at: r.serie_updated_at,
    }),
  }));
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
