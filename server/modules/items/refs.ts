// Resolving the references of an item or movement being written. A value is a mixed value
// (ID, name, symbol, rate: through the resolver) or an explicit ID (the legacy interface sends
// IDs only, which must never be read as a rate). A record that became inactive after it was
// chosen may be sent again unchanged (an update re-sends every field), but not chosen anew.
import type { Ctx } from "../../kernel/scope.ts";
import { refuse } from "../../kernel/errors.ts";
import { REF_KINDS, findRow, resolveRef, type MixedValue, type RefKindName } from "../administration/index.ts";
import { itemOf } from "./repository/items.ts";
import type { Item } from "./records.ts";
import { masterRecord, type MasterTable } from "../administration/index.ts";

/** A mixed value, or `{ id }` for a value that can only be an ID. */
export type RefInput = MixedValue | { readonly id: number };

const TABLES = {
  unit: "units",
  vatRate: "vat_rates",
  category: "categories",
  warehouse: "warehouses",
} as const satisfies Partial<Record<RefKindName, MasterTable>>;

type KeptKind = keyof typeof TABLES;

/** IDs are 32-bit; a larger number names nothing (and PostgreSQL refuses comparing it). */
export const INT32_MAX = 2147483647;

export async function resolveKeeping(
  ctx: Ctx,
  kind: KeptKind,
  value: RefInput,
  path: string,
  currentId: number | null | undefined,
): Promise<number> {
  const { notFound, inactive } = REF_KINDS[kind];
  const shown = typeof value === "object" ? String(value.id) : String(value);
  let id: number;
  if (typeof value === "object") {
    const exists = value.id <= INT32_MAX && (await masterRecord(ctx, TABLES[kind], value.id)) !== null;
    if (!exists) throw refuse(notFound, { value: shown }, path);
    id = value.id;
  } else {
    id = await resolveRef(ctx, kind, value, path, { allowInactive: true });
  }
  if (id === currentId) return id;
  const record = await masterRecord(ctx, TABLES[kind], id);
  if (record && !record.active) throw refuse(inactive, { value: shown }, path);
  return id;
}

/** As resolveItem, answering the item's record (in the same query). */
export async function resolveItemRecord(ctx: Ctx, value: MixedValue, path: string): Promise<Item> {
  const row = await findRow(ctx, "item", value, path, {}, true);
  return itemOf(row as unknown as Parameters<typeof itemOf>[0]);
}
