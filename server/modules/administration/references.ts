// Resolution of "mixed" fields: a value that is an internal ID or a descriptive text (name,
// symbol, code, rate, plate, e-mail, as each table allows). This is the one place that turns
// such a value into a record ID, so every operation of every generation resolves alike and
// refuses an unknown value with a refusal naming the field.
import { Decimal } from "decimal.js";
import type { Ctx } from "../../kernel/scope.ts";
import type { ExactId, MixedValue } from "../../kernel/mixed-value.ts";
import { refuse, type RefusalCode } from "../../kernel/errors.ts";
import { VAT_EXEMPTIONS } from "../../kernel/vat-exemptions.ts";
import { candidateRefRows, datasetRefRows, type RefColumns, type RefRow } from "./repository/references.ts";
import { recordOf } from "./repository/administration-columns.ts";
import type { MasterRecord, MasterTable } from "./records.ts";

export type { RefRow };
export type { ExactId, MixedValue };

interface RefKind {
  /** Table of the data set's records. */
  readonly table: string;
  /** Refusal of a value that names no record of the data set. */
  readonly notFound: RefusalCode;
  /** Refusal of a value that names an inactive record. */
  readonly inactive: RefusalCode;
  /** Columns a text value is matched against, in order of preference. */
  readonly textColumns: readonly string[];
  /** Extra columns to fetch for matchers (e.g. a VAT rate's region). */
  readonly extraColumns?: readonly string[];
  /** A matcher for values that are not IDs nor text columns (e.g. a VAT rate given as 23). */
  readonly matchOther?: (value: string, rows: readonly RefRow[]) => RefRow | undefined;
  /**
   * Numbers are read by `matchOther` before IDs (VAT rates: a number equal to an active rate
   * is that rate; rates are small numbers that would otherwise collide with small IDs).
   */
  readonly otherBeforeId?: true;
  /**
   * Large tables (items): fetch only the rows whose ID or text columns equal the value
   * (case-insensitively as far as SQL lower() goes) instead of the data set's whole table.
   */
  readonly queryCandidates?: true;
}

function normalize(text: string): string {
  return text.normalize("NFC").trim().toLocaleLowerCase("pt");
}

/** How far a VAT rate sent as a number may be from a configured rate and still name it. */
export const RATE_TOLERANCE = new Decimal("0.05");

function rateOf(value: string): Decimal | undefined {
  const cleaned = value.trim().replace(",", ".").replace(/%$/, "");
  return /^[0-9]+(\.[0-9]+)?$/.test(cleaned) ? new Decimal(cleaned) : undefined;
}

export const REF_KINDS = {
  warehouse: {
    table: "warehouses",
    notFound: "warehouse.not_found",
    inactive: "warehouse.inactive",
    textColumns: ["description"],
  },
  category: {
    table: "categories",
    notFound: "category.not_found",
    inactive: "category.inactive",
    textColumns: ["description"],
  },
  employee: {
    table: "employees",
    notFound: "employee.not_found",
    inactive: "employee.inactive",
    textColumns: ["email", "name"],
  },
  paymentCondition: {
    table: "payment_conditions",
    notFound: "payment_condition.not_found",
    inactive: "payment_condition.inactive",
    textColumns: ["description", "description_english"],
  },
  paymentMethod: {
    table: "payment_methods",
    notFound: "payment_method.not_found",
    inactive: "payment_method.inactive",
    textColumns: ["description", "description_english", "saft_initials"],
  },
  shippingMode: {
    table: "shipping_modes",
    notFound: "shipping_mode.not_found",
    inactive: "shipping_mode.inactive",
    textColumns: ["description", "description_english"],
  },
  currency: {
    table: "currencies",
    notFound: "currency.not_found",
    inactive: "currency.inactive",
    textColumns: ["description", "symbol", "code_iso"],
  },
  price: { table: "prices", notFound: "price.not_found", inactive: "price.inactive", textColumns: ["description"] },
  serie: { table: "series", notFound: "serie.not_found", inactive: "serie.inactive", textColumns: ["description"] },
  vehicle: {
    table: "vehicles",
    notFound: "vehicle.not_found",
    inactive: "vehicle.inactive",
    textColumns: ["license_plate", "name"],
  },
  unit: {
    table: "units",
    notFound: "unit.not_found",
    inactive: "unit.inactive",
    textColumns: ["description", "symbol"],
  },
  location: {
    table: "locations",
    notFound: "location.not_found",
    inactive: "location.inactive",
    textColumns: ["description"],
  },
  documentType: {
    table: "document_types",
    notFound: "document_type.not_found",
    inactive: "document_type.inactive",
    textColumns: ["description", "saft_initials"],
  },
  item: {
    table: "items",
    notFound: "item.not_found",
    inactive: "item.inactive",
    textColumns: ["reference"],
    queryCandidates: true,
  },
  vatRate: {
    table: "vat_rates",
    notFound: "vat_rate.not_found",
    inactive: "vat_rate.inactive",
    textColumns: ["description"],
    extraColumns: ["tax", "saft_region"],
    otherBeforeId: true,
    // A rate such as 23 or "23.00": the active rate of that value, mainland (PT) first. A rate
    // a shop computed in floating point from rounded amounts ("22.99") is the configured rate
    // it rounds to: the nearest active one within RATE_TOLERANCE percentage points (rates
    // in force differ by a point or more, so the nearest is never in doubt).
    matchOther: (value, rows) => {
      const rate = rateOf(value);
      if (!rate) return undefined;
      const same = rows.filter((r) => new Decimal(String(r["tax"])).eq(rate));
      const exact = same.find((r) => r["saft_region"] === "PT" && r.active) ?? same.find((r) => r.active) ?? same[0];
      if (exact) return exact;
      const near = rows
        .filter((r) => r.active && new Decimal(String(r["tax"])).minus(rate).abs().lte(RATE_TOLERANCE))
        .sort(
          (a, b) =>
            new Decimal(String(a["tax"]))
              .minus(rate)
              .abs()
              .comparedTo(new Decimal(String(b["tax"])).minus(rate).abs()) ||
            Number(b["saft_region"] === "PT") - Number(a["saft_region"] === "PT"),
        );
      return near[0];
    },
  },
} as const satisfies Record<string, RefKind>;

export type RefKindName = keyof typeof REF_KINDS;

/** The kinds that name a record of an administration table, and that table. */
type MasterKindName = {
  [K in RefKindName]: (typeof REF_KINDS)[K]["table"] extends MasterTable ? K : never;
}[RefKindName];
type TableOfKind<K extends MasterKindName> = (typeof REF_KINDS)[K]["table"];

/** The columns a lookup reads: those it matches on, or the whole record when the caller wants it. */
function columnsOf(kind: RefKind, whole: boolean): RefColumns {
  return whole ? "*" : ["id", "active", ...kind.textColumns, ...(kind.extraColumns ?? [])];
}

/** The data set's rows of the kind's table (reference tables: every column, cached when the operation may use it). */
function rowsOf(ctx: Ctx, kind: RefKind, whole: boolean): Promise<readonly RefRow[]> {
  return datasetRefRows(ctx.tx, ctx.scope.datasetId, ctx.references, kind.table, columnsOf(kind, whole));
}

/** The rows of a large table a value may name: by ID, or by a text column. */
function candidateRowsOf(ctx: Ctx, kind: RefKind, text: string, whole: boolean): Promise<RefRow[]> {
  const trimmed = text.trim();
  const id = /^[0-9]+$/.test(trimmed) && Number(trimmed) <= 2147483647 ? Number(trimmed) : null;
  return candidateRefRows(
    ctx.tx,
    ctx.scope.datasetId,
    kind.table,
    columnsOf(kind, whole),
    kind.textColumns,
    id,
    trimmed,
  );
}

function shown(value: MixedValue): string {
  return typeof value === "object" ? String(value.id) : String(value);
}

/**
 * Finds the record a mixed value names in the caller's data set. An integer (or digit
 * string) is tried as an ID first (VAT rates: as a rate first), then as text; text matches
 * the kind's columns, exactly, then case-insensitively. Refuses unknown values, and inactive
 * records unless allowed, naming `path` (the domain path of the field).
 */
export async function resolveRef(
  ctx: Ctx,
  kindName: RefKindName,
  value: MixedValue,
  path: string,
  options: { allowInactive?: boolean } = {},
): Promise<number> {
  return (await findRow(ctx, kindName, value, path, options, false)).id;
}

/** As resolveRef, answering the administration record it names (in the same query). */
export async function resolveMasterRecord<K extends MasterKindName>(
  ctx: Ctx,
  kindName: K,
  value: MixedValue,
  path: string,
  options: { allowInactive?: boolean } = {},
): Promise<MasterRecord<TableOfKind<K>>> {
  const table: TableOfKind<K> = REF_KINDS[kindName].table;
  return recordOf(table, await findRow(ctx, kindName, value, path, options, true));
}

/** The row a mixed value names, with every column of its table when `whole` (items: item-refs.ts). */
export async function findRow(
  ctx: Ctx,
  kindName: RefKindName,
  value: MixedValue,
  path: string,
  options: { allowInactive?: boolean },
  whole: boolean,
): Promise<RefRow> {
  const kind: RefKind = REF_KINDS[kindName];
  if (typeof value === "object") {
    // A large table is read only for that ID.
    const rows = kind.queryCandidates
      ? await candidateRefRows(ctx.tx, ctx.scope.datasetId, kind.table, columnsOf(kind, whole), [], value.id, null)
      : await rowsOf(ctx, kind, whole);
    const byId = rows.find((r) => r.id === value.id);
    if (!byId) throw refuse(kind.notFound, { value: value.id }, path);
    if (!byId.active && !options.allowInactive) throw refuse(kind.inactive, { value: value.id }, path);
    return byId;
  }
  const text = String(value);
  const rows = kind.queryCandidates ? await candidateRowsOf(ctx, kind, text, whole) : await rowsOf(ctx, kind, whole);
  let row: RefRow | undefined;
  if (kind.otherBeforeId && kind.matchOther) {
    const matched = kind.matchOther(text, rows);
    if (matched?.active) row = matched;
  }
  if (!row && /^[0-9]+$/.test(text.trim())) row = rows.find((r) => r.id === Number(text));
  // The exact text first, so that "abc" and "ABC" (both allowed as item references) resolve apart.
  for (const column of kind.textColumns) {
    if (row) break;
    row = rows.find((r) => r[column] === text.trim());
  }
  if (!row) {
    const wanted = normalize(text);
    for (const column of kind.textColumns) {
      row = rows.find((r) => typeof r[column] === "string" && normalize(r[column] as string) === wanted);
      if (row) break;
    }
  }
  if (!row && kind.matchOther) row = kind.matchOther(text, rows);
  if (!row) throw refuse(kind.notFound, { value: shown(value) }, path);
  if (!row.active && !options.allowInactive) throw refuse(kind.inactive, { value: shown(value) }, path);
  return row;
}

/** A VAT exemption by ID or code (e.g. 7 or "M07"). */
export function resolveVatExemption(value: MixedValue, path: string): number {
  const text = String(value).trim().toUpperCase();
  const found = /^[0-9]+$/.test(text)
    ? VAT_EXEMPTIONS.find((e) => e.id === Number(text))
    : VAT_EXEMPTIONS.find((e) => e.code === text);
  if (!found) throw refuse("vat_exemption.not_found", { value: shown(value) }, path);
  return found.id;
}

/**
 * An item by ID or reference (sale lines, bookings, stock movements): an integer or digit
 * string is tried as an ID first, then as a reference. Queries only the matching rows.
 */
export function resolveItem(
  ctx: Ctx,
  value: MixedValue,
  path: string,
  options: { allowInactive?: boolean } = {},
): Promise<number> {
  return resolveRef(ctx, "item", value, path, options);
}
