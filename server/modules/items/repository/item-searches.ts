// Searching the data set's items: by ID, reference or description (partially, ignoring case)
// or barcode; pages of them by ID; and the item whose ID, reference or description is a value.
// Answers the domain's records (modules/items/records.ts).
import type { Tx } from "../../../store/database.ts";
import { itemOf } from "./items.ts";
import { containsIgnoringCase, equalsIgnoringCase } from "../../../store/text-conditions.ts";
import type { Item } from "../records.ts";

/** What a search matches: an ID or a barcode exactly, a reference or description partially or whole (ignoring case). */
export type ItemSearch =
  | { readonly by: "id"; readonly id: number }
  | { readonly by: "reference" | "description"; readonly contains: string }
  | { readonly by: "reference" | "description"; readonly equalsIgnoringCase: string }
  | { readonly by: "barcode"; readonly code: string };

/** The first `limit` items of the data set, by ID, that match. */
export async function searchItems(tx: Tx, datasetId: number, search: ItemSearch, limit: number): Promise<Item[]> {
  let q = tx.selectFrom("items").selectAll("items").where("items.dataset_id", "=", datasetId);
  switch (search.by) {
    case "id":
      q = q.where("items.id", "=", search.id);
      break;
    case "reference":
    case "description":
      q = q.where(
        "contains" in search
          ? containsIgnoringCase(`items.${search.by}`, search.contains)
          : equalsIgnoringCase(`items.${search.by}`, search.equalsIgnoringCase),
      );
      break;
    case "barcode":
      q = q.where(
        "items.id",
        "in",
        tx.selectFrom("item_barcodes").select("item_barcodes.item_id").where("item_barcodes.code", "=", search.code),
      );
      break;
  }
  const rows = await q.orderBy("items.id").limit(limit).execute();
  return rows.map(itemOf);
}

/** A page of the data set's items by ID: the active ones, the inactive ones, or all (`active` undefined). */
export async function itemPage(
  tx: Tx,
  datasetId: number,
  active: boolean | undefined,
  limit: number,
  offset: number,
): Promise<Item[]> {
  let q = tx.selectFrom("items").selectAll().where("dataset_id", "=", datasetId);
  if (active !== undefined) q = q.where("active", "=", active ? 1 : 0);
  const rows = await q.orderBy("id").limit(limit).offset(offset).execute();
  return rows.map(itemOf);
}

/** What an exact look-up matches: the ID, or the whole reference or description. */
export type ItemExactly =
  { readonly by: "id"; readonly id: number } | { readonly by: "reference" | "description"; readonly value: string };

/** The data set's first item (by ID) whose ID, reference or description is exactly the value. */
export async function itemExactly(tx: Tx, datasetId: number, match: ItemExactly): Promise<Item | undefined> {
  let q = tx.selectFrom("items").selectAll().where("dataset_id", "=", datasetId);
  q = match.by === "id" ? q.where("id", "=", match.id) : q.where(match.by, "=", match.value);
  const row = await q.orderBy("id").executeTakeFirst();
  return row && itemOf(row);
}
