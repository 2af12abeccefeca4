// Item categories, optionally nested under a parent category of the same data set.
import type { CommonInput, TableDef } from "./table.ts";
import { UNIQUE, allRecords } from "./table.ts";
import { refuse } from "../../kernel/errors.ts";
import { requiredText } from "./fields.ts";
import { wouldNestInItself } from "./rules.ts";

export interface CategoryInput extends CommonInput {
  description?: string;
  /** Parent category ID; undefined keeps, null makes it a top-level category. */
  parentId?: number | null;
}

export const CATEGORIES: TableDef<"categories", CategoryInput> = {
  table: "categories",
  notFound: "category.not_found",
  unique: [UNIQUE.description],
  searchIn: ["description"],
  async fields(ctx, input, current) {
    const parentId = input.parentId === undefined ? (current?.parentId ?? null) : input.parentId;
    if (parentId !== null && parentId !== current?.parentId) {
      const all = await allRecords(ctx, "categories");
      if (!all.some((c) => c.id === parentId)) throw refuse("category.not_found", { value: parentId }, "parentId");
      if (current && wouldNestInItself(current.id, parentId, new Map(all.map((c) => [c.id, c.parentId])))) {
        throw refuse("category.parent.loop", { value: parentId }, "parentId");
      }
    }
    return { description: requiredText(input.description, "description"), parentId };
  },
};
