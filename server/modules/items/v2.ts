// v2 items adapter: v1's item, its three content types and its image on v2's verbs and answers.
import type { operations } from "../../../generated/types/v2.ts";
import type { ItemsHandlers } from "../../../generated/types/v2-handlers.ts";
import type { Handlers } from "../../http/typed-routes.ts";
import { createItem, deleteItem, deleteItemImage, loadItem, updateItem } from "./items.ts";
import { findItem, itemViews } from "./queries.ts";
import { itemInput, itemOut } from "./v1.ts";

type ItemOps = ItemsHandlers<Handlers<operations>>;

export const itemRoutes: ItemOps = {
  async Items_create({ body, files, baseUrl, ctx }) {
    const [view] = await itemViews(ctx, [await createItem(ctx, itemInput(body, files))]);
    return itemOut(view!, baseUrl);
  },
  async Items_update({ body, params, files, baseUrl, ctx }) {
    const id = Number(params.id);
    await updateItem(ctx, id, itemInput(body, files));
    const [view] = await itemViews(ctx, [await loadItem(ctx, id)]);
    return itemOut(view!, baseUrl);
  },
  async Items_delete({ params, ctx }) {
    await deleteItem(ctx, Number(params.id));
    return true;
  },
  async Items_deleteImage({ params, ctx }) {
    await deleteItemImage(ctx, Number(params.id));
    return true;
  },
  async Items_find({ body, baseUrl, ctx }) {
    return itemOut(await findItem(ctx, body.search_in, body.value), baseUrl);
  },
};
