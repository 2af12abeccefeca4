// The items module's public surface: what the other modules, the HTTP layer and the pages use of it.
export { findItemExactly, type ItemView, itemViewsById } from "./queries.ts";
export { type Item, type ItemType } from "./records.ts";
export { INT32_MAX, resolveItemRecord } from "./refs.ts";
export { itemOf } from "./repository/items.ts";
export { type MovementType } from "./stock-cost.ts";
export { insufficientStock, recordSaleMovement, STOCK_ITEM_TYPE, warehouseBalance } from "./stock.ts";
