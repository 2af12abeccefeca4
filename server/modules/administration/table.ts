// The pattern every administration table follows, written once: create, update, delete, find
// and list within the caller's data set, driven by a per-table definition that says which
// names are unique, which fields `find` searches, whether the table has one default record,
// and how a request's fields become the record's (the store maps them to columns).
import type { Ctx } from "../../kernel/scope.ts";
import {
  deleteTableRow,
  insertTableRecord,
  tableRecords,
  unsetOtherDefaults,
  updateTableRecord,
} from "./repository/administration-tables.ts";
import { refuse, type RefusalCode } from "../../kernel/errors.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { isUsed } from "./usage.ts";
import type { ActiveFilter } from "../../kernel/paging.ts";
import { masterRecord } from "./master-records.ts";
import type { MasterRecord, MasterTable, OwnFields, RecordState } from "./records.ts";
import { containsName, nameKey } from "./rules.ts";

/**
 * The most records a table may hold in a data set: the answers that list a whole table
 * (`list`, `find`, `administration/all`) are bounded by it, as the spec states.
 */
export const TABLE_RECORDS_LIMIT = 1000;

/** Fields every administration request may carry besides the table's own. */
export interface CommonInput {
  /** undefined keeps the stored state (created active). */
  active?: boolean;
  /** Tables with a default record only; undefined keeps the stored flag (created false). */
  isDefault?: boolean;
}

/** A text field no two records of a data set may share (compared by `nameKey`). */
export interface UniqueText {
  /** The record's field, also the path a refusal names, e.g. `licensePlate`. */
  readonly field: string;
  /** Refusal of a value another record has. */
  readonly taken: RefusalCode;
}

/** The unique texts of the tables: one refusal per attribute, whatever the table. */
export const UNIQUE = {
  description: { field: "description", taken: "administration.description.taken" },
  name: { field: "name", taken: "administration.name.taken" },
  symbol: { field: "symbol", taken: "administration.symbol.taken" },
  codeIso: { field: "codeIso", taken: "administration.code_iso.taken" },
  licensePlate: { field: "licensePlate", taken: "administration.license_plate.taken" },
  email: { field: "email", taken: "administration.email.taken" },
} as const satisfies Record<string, UniqueText>;

/** The table's own fields, without the record's state and stamps that the pattern manages. */
export type Fields<T extends MasterTable> = OwnFields<T>;

/** A record about to be written, for checks that look at the whole of it. */
export interface Candidate<T extends MasterTable> {
  readonly fields: Fields<T>;
  readonly active: boolean;
  readonly isDefault: boolean;
  /** The stored record on update; null on create. */
  readonly current: MasterRecord<T> | null;
}

export interface TableDef<T extends MasterTable, I extends CommonInput> {
  readonly table: T;
  /** Refusal of an ID that names no record of the table (the shared `<kind>.not_found`). */
  readonly notFound: RefusalCode;
  /** Tables with exactly one default record (currencies, prices, locations). */
  readonly hasDefault?: boolean;
  readonly unique: readonly UniqueText[];
  /** Text fields `find` searches (partial, case-insensitive) besides the ID. */
  readonly searchIn: readonly (keyof Fields<T> & string)[];
  /** The fields a request gives, merged over the stored record; refuses badly filled fields. */
  fields(ctx: Ctx, input: I, current: MasterRecord<T> | null): Promise<Fields<T>>;
  /** Further rules on the whole record, with the data set's other records of the table. */
  check?(candidate: Candidate<T>, others: readonly MasterRecord<T>[]): void;
  /** Removes what the record owns before it is deleted (usage is checked afterwards). */
  beforeDelete?(ctx: Ctx, record: MasterRecord<T>): Promise<void>;
}

/** A record's fields by name, for the pattern's checks of named fields. */
function fieldsOf(record: object): Readonly<Record<string, unknown>> {
  return record as Record<string, unknown>;
}

/** Whether the record is its table's default (false for tables without one). */
function isDefaultRecord(record: object | null): boolean {
  return record !== null && fieldsOf(record).isDefault === true;
}

/** Every record of the table in the caller's data set, by ascending ID. */
export async function allRecords<T extends MasterTable>(ctx: Ctx, table: T): Promise<readonly MasterRecord<T>[]> {
  return tableRecords(ctx.tx, ctx.scope.datasetId, table);
}

/** The record with this ID in the caller's data set; refused naming `path` (the URL's `id` unless told). */
export async function loadRecord<T extends MasterTable>(
  ctx: Ctx,
  def: Pick<TableDef<T, CommonInput>, "table" | "notFound">,
  id: number,
  path = "id",
): Promise<MasterRecord<T>> {
  const record = await masterRecord(ctx, def.table, id);
  if (!record) throw refuse(def.notFound, { value: id }, path);
  return record;
}

function checkUnique<T extends MasterTable, I extends CommonInput>(
  def: TableDef<T, I>,
  fields: Fields<T>,
  others: readonly MasterRecord<T>[],
): void {
  for (const u of def.unique) {
    const value = fieldsOf(fields)[u.field];
    if (typeof value !== "string" || value === "") continue;
    const key = nameKey(value);
    const taken = others.some((r) => {
      const stored = fieldsOf(r)[u.field];
      return typeof stored === "string" && nameKey(stored) === key;
    });
    if (taken) throw refuse(u.taken, { value }, u.field);
  }
}

/** The default-record rules: one default, which stays active and cannot be unset directly. */
function checkDefault<T extends MasterTable, I extends CommonInput>(
  def: TableDef<T, I>,
  candidate: Candidate<T>,
): void {
  if (!def.hasDefault) return;
  if (isDefaultRecord(candidate.current) && !candidate.isDefault)
    throw refuse("administration.default.required", {}, "isDefault");
  if (candidate.isDefault && !candidate.active) throw refuse("administration.default.inactive", {}, "active");
}

async function settle<T extends MasterTable, I extends CommonInput>(
  ctx: Ctx,
  def: TableDef<T, I>,
  input: I,
  current: MasterRecord<T> | null,
): Promise<Candidate<T>> {
  const fields = await def.fields(ctx, input, current);
  const candidate: Candidate<T> = {
    fields,
    current,
    active: input.active ?? current?.active ?? true,
    isDefault: def.hasDefault ? (input.isDefault ?? isDefaultRecord(current)) : false,
  };
  const others = (await allRecords(ctx, def.table)).filter((r) => r.id !== current?.id);
  if (!current && others.length >= TABLE_RECORDS_LIMIT)
    throw refuse("administration.records.limit_reached", { limit: TABLE_RECORDS_LIMIT });
  checkUnique(def, fields, others);
  checkDefault(def, candidate);
  def.check?.(candidate, others);
  return candidate;
}

function stateOf<T extends MasterTable, I extends CommonInput>(def: TableDef<T, I>, c: Candidate<T>): RecordState {
  return def.hasDefault ? { active: c.active, isDefault: c.isDefault } : { active: c.active };
}

export async function createRecord<T extends MasterTable, I extends CommonInput>(
  ctx: Ctx,
  def: TableDef<T, I>,
  input: I,
): Promise<MasterRecord<T>> {
  const candidate = await settle(ctx, def, input, null);
  const stamp = nowStamp(ctx.clock);
  const id = await insertTableRecord(
    ctx.tx,
    ctx.scope.datasetId,
    def.table,
    candidate.fields,
    stateOf(def, candidate),
    stamp,
  );
  if (candidate.isDefault) await unsetOtherDefaults(ctx.tx, ctx.scope.datasetId, def.table, id, nowStamp(ctx.clock));
  return loadRecord(ctx, def, id);
}

export async function updateRecord<T extends MasterTable, I extends CommonInput>(
  ctx: Ctx,
  def: TableDef<T, I>,
  id: number,
  input: I,
): Promise<MasterRecord<T>> {
  const current = await loadRecord(ctx, def, id);
  const candidate = await settle(ctx, def, input, current);
  await updateTableRecord(
    ctx.tx,
    ctx.scope.datasetId,
    def.table,
    id,
    candidate.fields,
    stateOf(def, candidate),
    nowStamp(ctx.clock),
  );
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
  if (isDefaultRecord(row)) throw refuse("administration.default.undeletable");
  // Owned rows go first so that they do not count as uses; a refusal below rolls them back.
  await def.beforeDelete?.(ctx, row);
  if (await isUsed(ctx, def.table, id)) throw refuse("administration.record.in_use");
  await deleteTableRow(ctx.tx, ctx.scope.datasetId, def.table, id);
}

/** Records whose ID equals the value or whose searched fields contain it; every match, by ID. */
export async function findRecords<T extends MasterTable>(
  ctx: Ctx,
  def: { table: T; searchIn: readonly string[] },
  value: string | number,
): Promise<MasterRecord<T>[]> {
  const text = String(value).trim();
  if (text === "") throw refuse("request.field.required", {}, "value");
  const asId = /^[0-9]+$/.test(text) ? Number(text) : undefined;
  const rows = await allRecords(ctx, def.table);
  return rows.filter(
    (r) => r.id === asId || def.searchIn.some((field) => containsName(fieldsOf(r)[field] as string | null, text)),
  );
}

/**
 * The one record a find names (find answering one record): one whose ID is the value or whose
 * searched field is the whole value (compared as names are, regardless of case) wins over one
 * that contains it, and among equals the lowest ID; refused as the table's unknown record when
 * none matches.
 */
export async function findRecord<T extends MasterTable>(
  ctx: Ctx,
  def: { table: T; searchIn: readonly string[]; notFound: RefusalCode },
  value: string | number,
): Promise<MasterRecord<T>> {
  const matches = await findRecords(ctx, def, value);
  const text = String(value).trim();
  const whole = (r: MasterRecord<T>) =>
    String(r.id) === text ||
    def.searchIn.some((field) => {
      const stored = fieldsOf(r)[field];
      return typeof stored === "string" && nameKey(stored) === nameKey(text);
    });
  const found = matches.find(whole) ?? matches[0];
  if (!found) throw refuse(def.notFound, { value: text }, "value");
  return found;
}

/** Records by active state (true: active only, false: inactive only, All: every one), by ID. */
export async function listRecords<T extends MasterTable>(
  ctx: Ctx,
  table: T,
  active: ActiveFilter = true,
): Promise<MasterRecord<T>[]> {
  const rows = await allRecords(ctx, table);
  return active === "All" ? [...rows] : rows.filter((r) => r.active === active);
}
