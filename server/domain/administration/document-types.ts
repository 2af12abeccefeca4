// Document types: fixed (updated, never created or deleted). An update sets the print format
// and its measures, the automatic actions after a document is finished, the stock checks, and
// the series assigned to the type with the number each starts from.
import type { CommonInput, Row, TableDef } from "./table.ts";
import { loadRecord, updateRecord } from "./table.ts";
import type { Ctx } from "../scope.ts";
import { masterRow } from "../master-records.ts";
import { lastIssuedNumber, typeSeriesRows, updateAssignment } from "../../store/repositories/numbering-series.ts";
import { refuse } from "../errors.ts";
import { nowStamp } from "../clock.ts";
import { MAX_INTEGER, optionalInt } from "./fields.ts";
import { assignSerie, type Assignment } from "./series.ts";

export type PrintFormat = "A4" | "POS";

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
  readonly row: Row<"document_types">;
  readonly series: readonly { readonly assignment: Assignment; readonly serie: Row<"series"> }[];
}

function flag(value: boolean | undefined, stored: number | undefined, fallback: number): number {
  if (value === undefined) return stored ?? fallback;
  return value ? 1 : 0;
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
  searchIn: ["description", "saft_initials"],
  async fields(_ctx, input, current) {
    // No operation creates document types: the fixed list comes with every data set.
    if (!current) throw new Error("Document types are never created.");
    const printReport = input.printReport ?? (current.print_report as PrintFormat);
    if (printReport !== "A4" && printReport !== "POS")
      throw refuse("document_type.print_report.invalid", { value: String(printReport) }, "printReport");
    const width = measure(optionalInt(input.printReportWidth, current.print_report_width), "printReportWidth", 1);
    const pages = measure(optionalInt(input.printPagesNumber, current.print_pages_number), "printPagesNumber", 1);
    if (printReport === "POS" && width === null)
      throw refuse("document_type.print_measure.required", { format: printReport }, "printReportWidth");
    if (printReport === "A4" && pages === null)
      throw refuse("document_type.print_measure.required", { format: printReport }, "printPagesNumber");
    return {
      description: current.description,
      saft_initials: current.saft_initials,
      type: current.type,
      print_report: printReport,
      print_report_width: width,
      print_pages_number: pages,
      print_margin_top: measure(optionalInt(input.printMarginTop, current.print_margin_top), "printMarginTop", 0),
      print_margin_bottom: measure(
        optionalInt(input.printMarginBottom, current.print_margin_bottom),
        "printMarginBottom",
        0,
      ),
      print_margin_right: measure(
        optionalInt(input.printMarginRight, current.print_margin_right),
        "printMarginRight",
        0,
      ),
      print_margin_left: measure(optionalInt(input.printMarginLeft, current.print_margin_left), "printMarginLeft", 0),
      print_automatic: flag(input.printAutomatic, current.print_automatic, 0),
      sign_document_automatic: flag(input.signDocumentAutomatic, current.sign_document_automatic, 0),
      send_email_automatic: flag(input.sendEmailAutomatic, current.send_email_automatic, 0),
      send_sms_automatic: flag(input.sendSmsAutomatic, current.send_sms_automatic, 0),
      stock_check_negative: flag(input.stockCheckNegative, current.stock_check_negative, 1),
      stock_check_minimum: flag(input.stockCheckMinimum, current.stock_check_minimum, 0),
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
    const serie = await masterRow(ctx, "series", entry.serieId);
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
      document_number: entry.number - 1,
      ...(entry.isDefault === false ? { is_default: 0 } : {}),
      ...(entry.active === undefined ? {} : { active: entry.active ? 1 : 0 }),
      updated_at: stamp,
    });
  }
}

export async function documentTypeView(ctx: Ctx, row: Row<"document_types">): Promise<DocumentTypeView> {
  return (await documentTypeViews(ctx, [row])).get(row.id)!;
}

/** The views of several document types with one query for their series (keyed by type ID). */
export async function documentTypeViews(
  ctx: Ctx,
  types: readonly Row<"document_types">[],
): Promise<Map<number, DocumentTypeView>> {
  const views = new Map<number, DocumentTypeView>();
  if (types.length === 0) return views;
  const ids = [...new Set(types.map((t) => t.id))];
  const rows = await typeSeriesRows(ctx.tx, ctx.scope.datasetId, ids);
  for (const row of types) views.set(row.id, { row, series: [] });
  for (const r of rows) {
    const { serie_description, serie_valid_until, serie_active, serie_created_at, serie_updated_at, ...assignment } = r;
    (views.get(assignment.document_type_id)!.series as DocumentTypeView["series"][number][]).push({
      assignment,
      serie: {
        id: assignment.serie_id,
        dataset_id: assignment.dataset_id,
        description: serie_description,
        valid_until: serie_valid_until,
        active: serie_active,
        created_at: serie_created_at,
        updated_at: serie_updated_at,
      },
    });
  }
  return views;
}

export async function getDocumentType(ctx: Ctx, id: number): Promise<DocumentTypeView> {
  return documentTypeView(ctx, await loadRecord(ctx, DOCUMENT_TYPES, id));
}
