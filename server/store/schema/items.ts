// Items with their prices per price table, barcodes and minimum stock per warehouse; stock
// movements (manual or produced by sales) and the stock per item and warehouse derived from them.
import type { Generated } from "kysely";
import type { DatasetRow, DecimalText, Flag } from "./columns.ts";

export interface ItemsTable extends DatasetRow {
  reference: string;
  description: string;
  details: string | null;
  details_show_print: Flag;
  category_id: number | null;
  unit_id: number;
  vat_id: number;
  vat_exemption_id: number;
  /** Accounting type, v1 spelling (Mercadorias, Matérias primas, ...). */
  type: string;
  cost_price: DecimalText;
  observations: string | null;
  /** Path of the image below /files/; null when the item has none. */
  image_path: string | null;
}

export interface ItemPricesTable {
  id: Generated<number>;
  item_id: number;
  /** Price table. */
  price_id: number;
  price: DecimalText;
  /** Percent. */
  discount: DecimalText;
}

export interface ItemBarcodesTable {
  id: Generated<number>;
  item_id: number;
  position: number;
  code: string;
  quantity: DecimalText;
  description: string | null;
}

export interface ItemMinimumStockTable {
  id: Generated<number>;
  item_id: number;
  warehouse_id: number;
  quantity: DecimalText;
}

export interface StockMovementsTable {
  id: Generated<number>;
  dataset_id: number;
  item_id: number;
  warehouse_id: number;
  /** YYYY-MM-DD. */
  date: string;
  /** Entrada or Saída. */
  type: string;
  /** Always positive; the direction is `type`. */
  quantity: DecimalText;
  /** Null: valued at the average cost price, which it does not change. */
  unit_price: DecimalText | null;
  /** manual (stock movements API) or sale (written by a finished document). */
  origin: string;
  sale_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Stock of an item in a warehouse, derived from its movements. */
export interface ItemStocksTable {
  item_id: number;
  warehouse_id: number;
  quantity_in: DecimalText;
  quantity_out: DecimalText;
  average_cost_price: DecimalText;
}

export interface ItemTables {
  items: ItemsTable;
  item_prices: ItemPricesTable;
  item_barcodes: ItemBarcodesTable;
  item_minimum_stock: ItemMinimumStockTable;
  stock_movements: StockMovementsTable;
  item_stocks: ItemStocksTable;
}
