// A sale, its lines and its VAT rows as the domain holds them, and as the store's repositories
// answer and take them: amounts, rates and quantities as Decimal, flags as booleans, dates as the
// store holds them (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm`), and the parts every fiscal document shares
// (copied parties, print settings, life cycle: ../document-records.ts).
import type { Decimal } from "decimal.js";
import type { DocumentLifecycle, DocumentParty, PrintSettings } from "../documents/index.ts";
import type { ItemType } from "../items/index.ts";
import type { VatType } from "./totals.ts";

/** The delivery address a document carries (null where not given). */
export interface Delivery {
  readonly address: string | null;
  readonly city: string | null;
  readonly postalCode: string | null;
  readonly country: string | null;
}

/** Where the goods of a document go and how (a guide's transport; the origin warehouse of any sale). */
export interface SaleTransport {
  /** `YYYY-MM-DD HH:mm` when a guide's transport starts. */
  readonly waybillShippingDate: string | null;
  /** A global guide: goods moved without a customer. */
  readonly waybillGlobal: boolean;
  readonly warehouseOriginId: number | null;
  readonly warehouseDestinyId: number | null;
  readonly locationDestinyId: number | null;
  readonly cargoLocation: string | null;
  readonly dischargeLocation: string | null;
  readonly cargoDate: string | null;
  readonly dischargeDate: string | null;
}

/** A sale's totals with 2 places (totals.ts computes them). */
export interface SaleAmounts {
  readonly grossTotal: Decimal;
  readonly totalDiscount: Decimal;
  readonly netTotal: Decimal;
  readonly totalBaseVat: Decimal;
  readonly totalVat: Decimal;
  readonly totalShipping: Decimal;
  readonly totalServices: Decimal;
  readonly grandTotal: Decimal;
  /** Percent. */
  readonly finalDiscountFinancial: Decimal;
  /** Percent. */
  readonly finalDiscountGlobal: Decimal;
  /** The global discount's amount. */
  readonly finalDiscountValue: Decimal;
}

/** The IRS withholding of a document. */
export interface IrsRetention {
  readonly apply: boolean;
  readonly base: Decimal;
  readonly total: Decimal;
  /** Percent. */
  readonly tax: Decimal;
}

/** What create and a draft's update decide about a sale. */
export interface SaleFields extends DocumentParty {
  readonly documentTypeId: number;
  readonly serieId: number;
  /** The sale a credit or debit note corrects. */
  readonly saleReferenceId: number | null;
  readonly issueDate: string;
  readonly dueDate: string | null;
  readonly delivery: Delivery;
  readonly paymentMethodId: number | null;
  readonly paymentConditionId: number | null;
  readonly shippingModeId: number | null;
  readonly shippingValue: Decimal;
  readonly shippingVatId: number | null;
  readonly priceId: number | null;
  readonly currencyId: number;
  readonly currencyExchange: Decimal;
  readonly vehicleId: number | null;
  readonly employeeId: number | null;
  readonly transport: SaleTransport;
  readonly vatType: VatType;
  readonly observations: string | null;
  readonly amounts: SaleAmounts;
  readonly irsRetention: IrsRetention;
  readonly print: PrintSettings;
  /** Where the sale's paid callback is posted; null: none. Write-only: no generation answers it. */
  readonly callbackUrl: string | null;
}

/** What a sale takes when it is created (a draft), beyond what create decides. */
export interface NewSale extends SaleFields {
  /** The account whose key created it. */
  readonly createdBy: number | null;
  readonly createdAt: string;
}

/** A stored sale. */
export interface Sale extends SaleFields, DocumentLifecycle {
  readonly id: number;
  /** Base64 signature of the hash chain; null for drafts and types outside the chain. */
  readonly hash: string | null;
  /** The version of the key that signed it. */
  readonly hashControl: string | null;
  /** Its Multibanco payment reference, once generated. */
  readonly multibanco: MultibancoReference | null;
  /** The path of its MB WAY payment page (below the deployment's URL), once created. */
  readonly mbwayLink: string | null;
  /** The payment of its Multibanco reference or MB WAY link (simulated on the payment page), once paid. */
  readonly referencePayment: ReferencePayment | null;
  /** The tax authority's answer to its communication (guides). */
  readonly atCode: string | null;
  readonly atMessage: string | null;
}

export type ReferencePaymentMethod = "Multibanco" | "MB WAY";

export interface ReferencePayment {
  /** `YYYY-MM-DD HH:mm:ss`, Lisbon time. */
  readonly paidAt: string;
  readonly paidWith: ReferencePaymentMethod;
}

export interface MultibancoReference {
  readonly entity: string;
  readonly subEntity: string | null;
  readonly reference: string;
}

/** What finishing a sale writes beyond a document's finishing: its place in the signature chain. */
export interface SaleSignature {
  readonly hash: string | null;
  readonly hashControl: string | null;
}

/** A line's totals with 2 places. */
export interface SaleLineAmounts {
  readonly grossTotal: Decimal;
  readonly totalDiscount: Decimal;
  readonly netTotal: Decimal;
  readonly totalBaseVat: Decimal;
  readonly totalVat: Decimal;
  readonly grandTotal: Decimal;
}

/** A line of a sale: the item as copied when it was written, its price and quantity, its VAT and totals. */
export interface SaleLine {
  readonly itemId: number;
  readonly itemReference: string;
  readonly itemDescription: string;
  readonly itemType: ItemType;
  readonly details: string | null;
  readonly unitId: number | null;
  readonly price: Decimal;
  readonly quantity: Decimal;
  /** Percent. */
  readonly discount: Decimal;
  readonly vatId: number;
  /** Percent. */
  readonly vatTax: Decimal;
  readonly vatExemptionId: number;
  readonly amounts: SaleLineAmounts;
}

/** A stored line, in its sale's order. */
export interface StoredSaleLine extends SaleLine {
  readonly id: number;
  readonly saleId: number;
  readonly position: number;
}

/** A sale's VAT at one rate. */
export interface SaleVat {
  readonly vatId: number;
  /** Percent. */
  readonly vatTax: Decimal;
  readonly totalBaseVat: Decimal;
  readonly totalVat: Decimal;
}

/** A stored VAT row, in the order of its sale's totals. */
export interface StoredSaleVat extends SaleVat {
  readonly id: number;
  readonly saleId: number;
}
