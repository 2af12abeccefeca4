// Document types: fixed (updated, never created or deleted). An update sets the print format
// and its measures, the automatic actions after a document is finished, the stock checks, and
// the series assigned to the type with the number each starts from.
import type { CommonInput, TableDef } from "./table.ts";
import type { MasterRecord, PrintFormat } from "./records.ts";
import { loadRecord, updateRecord } from "./table.ts";
import type { Ctx } from "../../kernel/scope.ts";
import { masterRecord } from "./master-records.ts";
import { type AssignedSerie, lastIssuedNumber, typeSeries, updateAssignment } from "./repository/numbering-series.ts";
import { refuse } from "../../kernel/errors.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { MAX_INTEGER, optionalInt } from "./fields.ts";
import { assignSerie } from "./series.ts";

export type { PrintFormat };

/** A series entry of an update: the series, the number it starts from, and its flags. */
export interface DocumentTypeSerieEntry {
  serieId: number;
  /** Number the next document gets (at least 1). */
  number: number;
  /** undefined keeps the stored flag (false for a new assignment). */
  isDefault?: boolean;
  /** undefined keeps the stored flag (true for a new assignment). */
  active?: boolean;
}

export interface DocumentTypeInput extends CommonInput {
  printReport?: PrintFormat;
  /** Measures: undefined keeps the stored value, null clears it. */
  printReportWidth?: number | null;
  printPagesNumber?: number | null;
  printMarginTop?: number | null;
  printMarginBottom?: number | null;
  printMarginRight?: number | null;
  printMarginLeft?: number | null;
  /** Flags: undefined keeps the stored value. */
  printAutomatic?: boolean;
  signDocumentAutomatic?: boolean;
  sendEmailAutomatic?: boolean;
  sendSmsAutomatic?: boolean;
  stockCheckNegative?: boolean;
  stockCheckMinimum?: boolean;
  series?: readonly DocumentTypeSerieEntry[];
}

/** A document type with its series assignments, as answers show it. */
export interface DocumentTypeView {
  readonly type: MasterRecord<"document_types">;
  readonly series: readonly AssignedSerie[];
}

function measure(value: number | null, path: keyof DocumentTypeInput, min: number): number | null {
  if (value !== null && (!Number.isInteger(value) || value < min || value > MAX_INTEGER))
    throw refuse("administration.integer.out_of_range", { value, min }, path);
  return value;
}

export const DOCUMENT_TYPES: TableDef<"document_types", DocumentTypeInput> = {
  table: "document_types",
  notFound: "document_type.not_found",
  unique: [],
  searchIn: ["description", "saftInitials"],
  async fields(_ctx, input, current) {
    // No operation creates document types: the fixed list comes with every data set.
    if (!current) throw new Error("Document types are never created.");
    const printReport = input.printReport ?? current.printReport;
    if (printReport !== "A4" && printReport !== "POS")
      throw refuse("document_type.print_report.invalid", { value: String(printReport) }, "printReport");
    const width = measure(optionalInt(input.printReportWidth, current.printReportWidth), "printReportWidth", 1);
    const pages = measure(optionalInt(input.printPagesNumber, current.printPagesNumber), "printPagesNumber", 1);
    if (printReport === "POS" && width === null)
      throw refuse("document_type.print_measure.required", { format: printReport }, "printReportWidth");
    if (printReport === "A4" && pages === null)
      throw refuse("document_type.print_measure.required", { format: printReport }, "printPagesNumber");
    return {
      description: current.description,
      saftInitials: current.saftInitials,
      type: current.type,
      printReport,
      printReportWidth: width,
      printPagesNumber: pages,
      printMarginTop: measure(optionalInt(input.printMarginTop, current.printMarginTop), "printMarginTop", 0),
      printMarginBottom: measure(
        optionalInt(input.printMarginBottom, current.printMarginBottom),
        "printMarginBottom",
        0,
      ),
      printMarginRight: measure(optionalInt(input.printMarginRight, current.printMarginRight), "printMarginRight", 0),
      printMarginLeft: measure(optionalInt(input.printMarginLeft, current.printMarginLeft), "printMarginLeft", 0),
      printAutomatic: input.printAutomatic ?? current.printAutomatic,
      signDocumentAutomatic: input.signDocumentAutomatic ?? current.signDocumentAutomatic,
      sendEmailAutomatic: input.sendEmailAutomatic ?? current.sendEmailAutomatic,
      sendSmsAutomatic: input.sendSmsAutomatic ?? current.sendSmsAutomatic,
      stockCheckNegative: input.stockCheckNegative ?? current.stockCheckNegative,
      stockCheckMinimum: input.stockCheckMinimum ?? current.stockCheckMinimum,
    };
  },
};

/** The highest number issued in a series for a document type (sales and receipts), or undefined. */
async function lastIssued(ctx: Ctx, documentTypeId: number, serieId: number): Promise<number | undefined> {
  let last: number | undefined;
  for (const table of ["sales", "receipts"] as const) {
    const issued = await lastIssuedNumber(ctx.tx, ctx.scope.datasetId, table, documentTypeId, serieId);
    if (issued !== null) last = Math.max(last ?? 0, issued);
  }
  return last;
}

/** Checks every series entry before anything is written. */
async function checkEntries(
  ctx: Ctx,
  documentTypeId: number,
  entries: readonly DocumentTypeSerieEntry[],
): Promise<void> {
  if (entries.filter((e) => e.isDefault === true).length > 1)
    throw refuse("document_type.series.default_repeated", {}, "series");
  const seen = new Set<number>();
  for (const [index, entry] of entries.entries()) {
    const path = (field: keyof DocumentTypeSerieEntry) => `series[${index}].${field}`;
    const serie = await masterRecord(ctx, "series", entry.serieId);
    if (!serie) throw refuse("serie.not_found", { value: entry.serieId }, path("serieId"));
    if (seen.has(serie.id))
      throw refuse("document_type.series.repeated", { value: serie.description }, path("serieId"));
    seen.add(serie.id);
    if (!Number.isInteger(entry.number) || entry.number < 1 || entry.number > MAX_INTEGER) {
      throw refuse("administration.integer.out_of_range", { value: entry.number, min: 1 }, path("number"));
    }
    const last = await lastIssued(ctx, documentTypeId, serie.id);
    if (last !== undefined && entry.number <= last) {
      throw refuse(
        "document_type.series.number.too_low",
        { value: entry.number, last, serie: serie.description },
        path("number"),
      );
    }
  }
}

export async function updateDocumentType(ctx: Ctx, id: number, input: DocumentTypeInput): Promise<void> {
  await loadRecord(ctx, DOCUMENT_TYPES, id);
  const entries = input.series ?? [];
  await checkEntries(ctx, id, entries);
  await updateRecord(ctx, DOCUMENT_TYPES, id, input);
  const stamp = nowStamp(ctx.clock);
  for (const entry of entries) {
    const assignment = await assignSerie(ctx, id, entry.serieId, entry.isDefault === true);
    await updateAssignment(ctx.tx, assignment.id, {
      lastNumber: entry.number - 1,
      isDefault: entry.isDefault === false ? false : undefined,
      active: entry.active,
      updatedAt: stamp,
    });
  }
}

export async function documentTypeView(ctx: Ctx, type: MasterRecord<"document_types">): Promise<DocumentTypeView> {
  return (await documentTypeViews(ctx, [type])).get(type.id)!;
}

/** The views of several document types with one query for their series (keyed by type ID). */
export async function documentTypeViews(
  ctx: Ctx,
  types: readonly MasterRecord<"document_types">[],
): Promise<Map<number, DocumentTypeView>> {
  const views = new Map<number, DocumentTypeView>();
  if (types.length === 0) return views;
  const ids = [...new Set(types.map((t) => t.id))];
  const series = await typeSeries(ctx.tx, ctx.scope.datasetId, ids);
  for (const type of types) views.set(type.id, { type, series: [] });
  for (const s of series) (views.get(s.assignment.documentTypeId)!.series as AssignedSerie[]).push(s);
  return views;
}

export async function getDocumentType(ctx: Ctx, id: number): Promise<DocumentTypeView> {
  return documentTypeView(ctx, await loadRecord(ctx, DOCUMENT_TYPES, id));
}
