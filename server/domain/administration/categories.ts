// Item categories, optionally nested under a parent category of the same data set.
import type { CommonInput, TableDef } from "./table.ts";
import { rowsOf } from "./table.ts";
import { invalid } from "../errors.ts";
import { requiredText } from "./fields.ts";
import { wouldNestInItself } from "./rules.ts";

export interface CategoryInput extends CommonInput {
  description?: string;
  /** Parent category ID; undefined keeps, null makes it a top-level category. */
  parentId?: number | null;
}

export const CATEGORIES: TableDef<"categories", CategoryInput> = {
  table: "categories",
  label: "category",
  unique: [{ column: "description", field: "description", name: "description" }],
  searchIn: ["description"],
  async fields(ctx, input, current) {
    const parentId = input.parentId === undefined ? (current?.category_id ?? null) : input.parentId;
    if (parentId !== null && parentId !== current?.category_id) {
      const all = await rowsOf(ctx, "categories");
      if (!all.some((c) => c.id === parentId)) throw invalid(`The category ${parentId} (category_id) does not exist.`, "category_id");
      if (current && wouldNestInItself(current.id, parentId, new Map(all.map((c) => [c.id, c.category_id])))) {
        throw invalid(`The category ${parentId} (category_id) cannot be the parent: a category cannot be its own parent or a subcategory of one of its subcategories.`, "category_id");
      }
    }
    return { description: requiredText(input.description, "description"), category_id: parentId };
  },
};
