// Resolution of "mixed" fields: a value that is an internal ID or a descriptive text (name,
// symbol, code, rate, plate, e-mail, as each table allows). This is the one place that turns
// such a value into a record ID, so every operation of both generations resolves alike and
// refuses an unknown value with a message naming the field.
import { sql } from "kysely";
import { Decimal } from "decimal.js";
import type { Ctx } from "./scope.ts";
import { invalid } from "./errors.ts";
import { VAT_EXEMPTIONS } from "./vat-exemptions.ts";

/** What a client sent for a mixed field: a number, or text (a digit string may be an ID). */
export type MixedValue = number | string;

interface RefKind {
  /** Table of the data set's records. */
  readonly table: string;
  /** What the record is called in messages. */
  readonly label: string;
  /** Columns a text value is matched against, in order of preference. */
  readonly textColumns: readonly string[];
  /** Extra columns to fetch for matchers (e.g. a VAT rate's region). */
  readonly extraColumns?: readonly string[];
  /** A matcher for values that are not IDs nor text columns (e.g. a VAT rate given as 23). */
  readonly matchOther?: (value: string, rows: readonly RefRow[]) => RefRow | undefined;
}

export interface RefRow {
  readonly id: number;
  readonly active: number;
  readonly [column: string]: unknown;
}

function normalize(text: string): string {
  return text.normalize("NFC").trim().toLocaleLowerCase("pt");
}

function rateOf(value: string): Decimal | undefined {
  const cleaned = value.trim().replace(",", ".").replace(/%$/, "");
  return /^[0-9]+(\.[0-9]+)?$/.test(cleaned) ? new Decimal(cleaned) : undefined;
}

export const REF_KINDS = {
  warehouse: { table: "warehouses", label: "warehouse", textColumns: ["description"] },
  category: { table: "categories", label: "category", textColumns: ["description"] },
  employee: { table: "employees", label: "employee", textColumns: ["email", "name"] },
  paymentCondition: { table: "payment_conditions", label: "payment condition", textColumns: ["description", "description_english"] },
  paymentMethod: { table: "payment_methods", label: "payment method", textColumns: ["description", "description_english", "saft_initials"] },
  shippingMode: { table: "shipping_modes", label: "shipping mode", textColumns: ["description", "description_english"] },
  currency: { table: "currencies", label: "currency", textColumns: ["description", "symbol", "code_iso"] },
  price: { table: "prices", label: "price table", textColumns: ["description"] },
  serie: { table: "series", label: "series", textColumns: ["description"] },
  vehicle: { table: "vehicles", label: "vehicle", textColumns: ["license_plate", "name"] },
  unit: { table: "units", label: "unit", textColumns: ["description", "symbol"] },
  location: { table: "locations", label: "location", textColumns: ["description"] },
  documentType: { table: "document_types", label: "document type", textColumns: ["description", "saft_initials"] },
  vatRate: {
    table: "vat_rates",
    label: "VAT rate",
    textColumns: ["description"],
    extraColumns: ["tax", "saft_region"],
    // A rate such as 23 or "23.00": the active rate of that value, mainland (PT) first.
    matchOther: (value, rows) => {
      const rate = rateOf(value);
      if (!rate) return undefined;
      const same = rows.filter((r) => new Decimal(String(r["tax"])).eq(rate));
      return same.find((r) => r["saft_region"] === "PT" && r.active) ?? same.find((r) => r.active) ?? same[0];
    },
  },
} as const satisfies Record<string, RefKind>;

export type RefKindName = keyof typeof REF_KINDS;

async function rowsOf(ctx: Ctx, kind: RefKind): Promise<RefRow[]> {
  const columns = ["id", "active", ...kind.textColumns, ...(kind.extraColumns ?? [])];
  const result = await sql<RefRow>`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(kind.table)} where dataset_id = ${ctx.scope.datasetId}`.execute(ctx.tx);
  return result.rows;
}

function describe(value: MixedValue): string {
  return typeof value === "number" ? String(value) : `"${value}"`;
}

/**
 * Finds the record a mixed value names in the caller's data set. An integer (or digit
 * string) is tried as an ID first, then as text; text matches the kind's columns,
 * case-insensitively. Refuses unknown values, and inactive records unless allowed.
 */
export async function resolveRef(
  ctx: Ctx,
  kindName: RefKindName,
  value: MixedValue,
  field: string,
  options: { allowInactive?: boolean } = {},
): Promise<number> {
  const kind: RefKind = REF_KINDS[kindName];
  const rows = await rowsOf(ctx, kind);
  const text = String(value);
  let row: RefRow | undefined;
  if (/^[0-9]+$/.test(text.trim())) row = rows.find((r) => r.id === Number(text));
  if (!row) {
    const wanted = normalize(text);
    for (const column of kind.textColumns) {
      row = rows.find((r) => typeof r[column] === "string" && normalize(r[column] as string) === wanted);
      if (row) break;
    }
  }
  if (!row && kind.matchOther) row = kind.matchOther(text, rows);
  if (!row) throw invalid(`The ${kind.label} ${describe(value)} (${field}) does not exist.`, field);
  if (!row.active && !options.allowInactive) throw invalid(`The ${kind.label} ${describe(value)} (${field}) is inactive.`, field);
  return row.id;
}

/** A VAT exemption by ID or code (e.g. 7 or "M07"). */
export function resolveVatExemption(value: MixedValue, field: string): number {
  const text = String(value).trim().toUpperCase();
  const found = /^[0-9]+$/.test(text) ? VAT_EXEMPTIONS.find((e) => e.id === Number(text)) : VAT_EXEMPTIONS.find((e) => e.code === text);
  if (!found) throw invalid(`The VAT exemption ${describe(value)} (${field}) does not exist.`, field);
  return found.id;
}
