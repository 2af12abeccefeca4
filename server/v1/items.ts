// v1 items and stock: route entries of this group.
import type { operations } from "../../generated/types/v1.ts";
import type { Handlers } from "../http/typed-routes.ts";
import { NOT_IMPLEMENTED } from "../http/dispatch.ts";

export const itemRoutes: Pick<Handlers<operations>, "Items_create" | "Items_delete" | "Items_deleteImage" | "Items_find" | "Items_list" | "Items_stockActual" | "Items_update" | "StockMovements_create" | "StockMovements_delete" | "StockMovements_update"> = {
  Items_create: NOT_IMPLEMENTED,
  Items_delete: NOT_IMPLEMENTED,
  Items_deleteImage: NOT_IMPLEMENTED,
  Items_find: NOT_IMPLEMENTED,
  Items_list: NOT_IMPLEMENTED,
  Items_stockActual: NOT_IMPLEMENTED,
  Items_update: NOT_IMPLEMENTED,
  StockMovements_create: NOT_IMPLEMENTED,
  StockMovements_delete: NOT_IMPLEMENTED,
  StockMovements_update: NOT_IMPLEMENTED,
};
