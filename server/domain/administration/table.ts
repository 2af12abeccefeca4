// The pattern every administration table follows, written once: create, update, delete, find
// and list within the caller's data set, driven by a per-table definition that says which
// names are unique, which fields `find` searches, whether the table has one default record,
// and how a request's fields become columns.
import type { Insertable } from "kysely";
import type { Ctx } from "../scope.ts";
import type { Database } from "../../store/schema.ts";
import {
  deleteTableRow,
  insertTableRow,
  tableRows,
  unsetOtherDefaults,
  updateTableRow,
} from "../../store/repositories/administration-tables.ts";
import { refuse, type RefusalCode } from "../errors.ts";
import { nowStamp } from "../clock.ts";
import { isUsed } from "../usage.ts";
import type { ActiveFilter } from "../paging.ts";
import { masterRow, type MasterRow, type MasterTable } from "../master-records.ts";
import { containsName, nameKey } from "./rules.ts";

/** Fields every administration request may carry besides the table's own. */
export interface CommonInput {
  /** undefined keeps the stored state (created active). */
  active?: boolean;
  /** Tables with a default record only; undefined keeps the stored flag (created false). */
  isDefault?: boolean;
}

/** A text column no two records of a data set may share (compared by `nameKey`). */
export interface UniqueText {
  readonly column: string;
  /** Domain path of the field that sets it, e.g. `licensePlate`. */
  readonly path: string;
  /** Refusal of a value another record has. */
  readonly taken: RefusalCode;
}

/** The unique texts of the tables: one refusal per attribute, whatever the table. */
export const UNIQUE = {
  description: { column: "description", path: "description", taken: "administration.description.taken" },
  name: { column: "name", path: "name", taken: "administration.name.taken" },
  symbol: { column: "symbol", path: "symbol", taken: "administration.symbol.taken" },
  codeIso: { column: "code_iso", path: "codeIso", taken: "administration.code_iso.taken" },
  licensePlate: { column: "license_plate", path: "licensePlate", taken: "administration.license_plate.taken" },
  email: { column: "email", path: "email", taken: "administration.email.taken" },
} as const satisfies Record<string, UniqueText>;

/** A stored record; every administration table has these columns. */
export type Row<T extends MasterTable> = MasterRow<T> & {
  id: number;
  active: number;
  created_at: string;
  updated_at: string;
};

/** The table's own columns, without those the pattern manages. */
export type Fields<T extends MasterTable> = Omit<
  Insertable<Database[T]>,
  "id" | "dataset_id" | "active" | "is_default" | "created_at" | "updated_at"
>;

/** A record about to be written, for checks that look at the whole of it. */
export interface Candidate<T extends MasterTable> {
  readonly fields: Fields<T>;
  readonly active: boolean;
  readonly isDefault: boolean;
  /** The stored row on update; null on create. */
  readonly current: Row<T> | null;
}

export interface TableDef<T extends MasterTable, I extends CommonInput> {
  readonly table: T;
  /** Refusal of an ID that names no record of the table (the shared `<kind>.not_found`). */
  readonly notFound: RefusalCode;
  /** Tables with exactly one default record (currencies, prices, locations). */
  readonly hasDefault?: boolean;
  readonly unique: readonly UniqueText[];
  /** Text columns `find` searches (partial, case-insensitive) besides the ID. */
  readonly searchIn: readonly string[];
  /** The columns a request gives, merged over the stored row; refuses badly filled fields. */
  fields(ctx: Ctx, input: I, current: Row<T> | null): Promise<Fields<T>>;
  /** Further rules on the whole record, with the data set's other records of the table. */
  check?(candidate: Candidate<T>, others: readonly Row<T>[]): void;
  /** Removes what the record owns before it is deleted (usage is checked afterwards). */
  beforeDelete?(ctx: Ctx, row: Row<T>): Promise<void>;
}

type AnyRow = { id: number; active: number; is_default?: number } & Record<string, unknown>;

/** Every record of the table in the caller's data set, by ascending ID. */
export async function rowsOf<T extends MasterTable>(ctx: Ctx, table: T): Promise<Row<T>[]> {
  return (await tableRows(ctx.tx, ctx.scope.datasetId, table)) as Row<T>[];
}

/** The record with this ID in the caller's data set; refused naming `path` (the URL's `id` unless told). */
export async function loadRecord<T extends MasterTable>(
  ctx: Ctx,
  def: Pick<TableDef<T, CommonInput>, "table" | "notFound">,
  id: number,
  path = "id",
): Promise<Row<T>> {
  const row = await masterRow(ctx, def.table, id);
  if (!row) throw refuse(def.notFound, { value: id }, path);
  return row as Row<T>;
}

function checkUnique<T extends MasterTable, I extends CommonInput>(
  def: TableDef<T, I>,
  fields: Fields<T>,
  others: readonly Row<T>[],
): void {
  for (const u of def.unique) {
    const value = (fields as Record<string, unknown>)[u.column];
    if (typeof value !== "string" || value === "") continue;
    const key = nameKey(value);
    const taken = others.some((r) => {
      const stored = (r as unknown as AnyRow)[u.column];
      return typeof stored === "string" && nameKey(stored) === key;
    });
    if (taken) throw refuse(u.taken, { value }, u.path);
  }
}

/** The default-record rules: one default, which stays active and cannot be unset directly. */
function checkDefault<T extends MasterTable, I extends CommonInput>(
  def: TableDef<T, I>,
  candidate: Candidate<T>,
): void {
  if (!def.hasDefault) return;
  const wasDefault = (candidate.current as unknown as AnyRow | null)?.is_default === 1;
  if (wasDefault && !candidate.isDefault) throw refuse("administration.default.required", {}, "isDefault");
  if (candidate.isDefault && !candidate.active) throw refuse("administration.default.inactive", {}, "active");
}

async function settle<T extends MasterTable, I extends CommonInput>(
  ctx: Ctx,
  def: TableDef<T, I>,
  input: I,
  current: Row<T> | null,
): Promise<Candidate<T>> {
  const fields = await def.fields(ctx, input, current);
  const stored = current as unknown as AnyRow | null;
  const candidate: Candidate<T> = {
    fields,
    current,
    active: input.active ?? (stored ? stored.active === 1 : true),
    isDefault: def.hasDefault ? (input.isDefault ?? stored?.is_default === 1) : false,
  };
  const others = (await rowsOf(ctx, def.table)).filter((r) => r.id !== current?.id);
  checkUnique(def, fields, others);
  checkDefault(def, candidate);
  def.check?.(candidate, others);
  return candidate;
}

function stateColumns<T extends MasterTable, I extends CommonInput>(
  def: TableDef<T, I>,
  c: Candidate<T>,
): Record<string, unknown> {
  return { ...c.fields, active: c.active ? 1 : 0, ...(def.hasDefault ? { is_default: c.isDefault ? 1 : 0 } : {}) };
}

export async function createRecord<T extends MasterTable, I extends CommonInput>(
  ctx: Ctx,
  def: TableDef<T, I>,
  input: I,
): Promise<Row<T>> {
  const candidate = await settle(ctx, def, input, null);
  const stamp = nowStamp(ctx.clock);
  const id = await insertTableRow(ctx.tx, def.table, {
    dataset_id: ctx.scope.datasetId,
    ...stateColumns(def, candidate),
    created_at: stamp,
    updated_at: stamp,
  });
  if (candidate.isDefault) await unsetOtherDefaults(ctx.tx, ctx.scope.datasetId, def.table, id, nowStamp(ctx.clock));
  return loadRecord(ctx, def, id);
}

export async function updateRecord<T extends MasterTable, I extends CommonInput>(
  ctx: Ctx,
  def: TableDef<T, I>,
  id: number,
  input: I,
): Promise<Row<T>> {
  const current = await loadRecord(ctx, def, id);
  const candidate = await settle(ctx, def, input, current);
  await updateTableRow(ctx.tx, ctx.scope.datasetId, def.table, id, {
    ...stateColumns(def, candidate),
    updated_at: nowStamp(ctx.clock),
  });
  if (candidate.isDefault) await unsetOtherDefaults(ctx.tx, ctx.scope.datasetId, def.table, id, nowStamp(ctx.clock));
  return loadRecord(ctx, def, id);
}

/** Deletes a record no document and no other record refers to; the default record stays. */
export async function deleteRecord<T extends MasterTable, I extends CommonInput>(
  ctx: Ctx,
  def: TableDef<T, I>,
  id: number,
): Promise<void> {
  const row = await loadRecord(ctx, def, id);
  if (def.hasDefault && (row as unknown as AnyRow).is_default === 1) throw refuse("administration.default.undeletable");
  // Owned rows go first so that they do not count as uses; a refusal below rolls them back.
  await def.beforeDelete?.(ctx, row);
  if (await isUsed(ctx, def.table, id)) throw refuse("administration.record.in_use");
  await deleteTableRow(ctx.tx, ctx.scope.datasetId, def.table, id);
}

/** Records whose ID equals the value or whose searched columns contain it; every match, by ID. */
export async function findRecords<T extends MasterTable>(
  ctx: Ctx,
  def: { table: T; searchIn: readonly string[] },
  value: string | number,
): Promise<Row<T>[]> {
  const text = String(value).trim();
  if (text === "") throw refuse("request.field.required", {}, "value");
  const asId = /^[0-9]+$/.test(text) ? Number(text) : undefined;
  const rows = await rowsOf(ctx, def.table);
  return rows.filter(
    (r) =>
      r.id === asId ||
      def.searchIn.some((column) => containsName((r as unknown as AnyRow)[column] as string | null, text)),
  );
}

/** Records by active state (true: active only, false: inactive only, All: every one), by ID. */
export async function listRecords<T extends MasterTable>(
  ctx: Ctx,
  table: T,
  active: ActiveFilter = true,
): Promise<Row<T>[]> {
  const rows = await rowsOf(ctx, table);
  return active === "All" ? rows : rows.filter((r) => (r.active === 1) === active);
}
