// An item as the domain holds it, and as the store's repositories answer and take it: flags as
// booleans, prices, quantities and the cost price as Decimal, the accounting type as its closed
// set; with its lists (prices per price table, barcodes, minimum stock) and its stock positions.
import type { Decimal } from "decimal.js";

/** Accounting types, v1 spelling (the legacy adapter maps `Matérias Primas`). */
export const ITEM_TYPES = [
  "Embalagens",
  "Matérias primas",
  "Mercadorias",
  "Produtos acabados e intermédios",
  "Serviços",
  "Subprodutos",
  "Transporte",
  "Vasilhame",
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** What create and update decide about an item. */
export interface ItemFields {
  readonly reference: string;
  readonly description: string;
  readonly details: string | null;
  /** Whether documents print the details. */
  readonly detailsShowPrint: boolean;
  readonly categoryId: number | null;
  readonly unitId: number;
  readonly vatId: number;
  /** The exemption reason of its 0% rate (the "no exemption" ID for none). */
  readonly vatExemptionId: number;
  readonly type: ItemType;
  readonly costPrice: Decimal;
  readonly observations: string | null;
  /** Path of the image below /files/; null when the item has none. */
  readonly imagePath: string | null;
  readonly active: boolean;
}

/** A stored item. */
export interface Item extends ItemFields {
  readonly id: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** An item's price in a price table. */
export interface ItemPrice {
  readonly priceTableId: number;
  readonly price: Decimal;
  /** Percent. */
  readonly discount: Decimal;
}

/** A stored price of an item. */
export interface StoredItemPrice extends ItemPrice {
  readonly id: number;
  readonly itemId: number;
}

/** A barcode of an item: the code of a quantity of it. */
export interface ItemBarcode {
  readonly code: string;
  /** Quantity of the item the code stands for. */
  readonly quantity: Decimal;
  readonly description: string | null;
}

/** A stored barcode of an item, in its order. */
export interface StoredItemBarcode extends ItemBarcode {
  readonly id: number;
  readonly itemId: number;
}

/** The minimum stock of an item in a warehouse. */
export interface ItemMinimumStock {
  readonly warehouseId: number;
  readonly quantity: Decimal;
}

/** A stored minimum stock of an item. */
export interface StoredItemMinimumStock extends ItemMinimumStock {
  readonly id: number;
  readonly itemId: number;
}

/** An item's position in a warehouse it has moved through, as its movements add it up. */
export interface ItemStock {
  readonly itemId: number;
  readonly warehouseId: number;
  readonly quantityIn: Decimal;
  readonly quantityOut: Decimal;
  readonly averageCostPrice: Decimal;
}
