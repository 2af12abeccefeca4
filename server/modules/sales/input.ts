// A sales document as a request gives it, in domain terms (the adapters read the wire forms).
import type { Decimal } from "decimal.js";
import type { MixedValue } from "../../kernel/mixed-value.ts";
import type { VatType } from "./totals.ts";
import type { PrintInput } from "../documents/index.ts";

export type { PrintInput };

export interface SaleLineInput {
  /** Item: ID or reference. */
  readonly item: MixedValue;
  readonly details?: string | null;
  readonly price: Decimal;
  readonly quantity: Decimal;
  readonly discount?: Decimal;
  /** VAT rate: ID, name or rate. */
  readonly vat: MixedValue;
  /** VAT exemption: ID or code. */
  readonly vatExemption?: MixedValue | null;
}

export interface SaleInput extends PrintInput {
  readonly saleReferenceId?: number;
  readonly issueDate: string;
  readonly dueDate?: string | null;
  readonly documentType: MixedValue;
  readonly serie?: MixedValue | null;
  readonly finalDiscountFinancial?: Decimal;
  readonly finalDiscountGlobal?: Decimal;
  readonly customer?: number;
  readonly vatNumber?: string | null;
  readonly address?: string | null;
  readonly city?: string | null;
  readonly postalCode?: string | null;
  readonly country?: string | null;
  readonly deliveryAddress?: string | null;
  readonly deliveryCity?: string | null;
  readonly deliveryPostalCode?: string | null;
  readonly deliveryCountry?: string | null;
  readonly paymentMethod?: MixedValue | null;
  readonly paymentCondition?: MixedValue | null;
  readonly shippingMode?: MixedValue | null;
  readonly shippingValue?: Decimal;
  readonly shippingVat?: MixedValue | null;
  readonly price?: MixedValue | null;
  readonly currency?: MixedValue | null;
  readonly currencyExchange?: Decimal;
  readonly vatType: VatType;
  readonly observations?: string | null;
  readonly irsRetentionTax?: Decimal;
  readonly vehicle?: MixedValue | null;
  readonly employee?: MixedValue | null;
  readonly waybillShippingDate?: string | null;
  readonly waybillGlobal?: boolean;
  readonly locationOrigin?: MixedValue | null;
  readonly locationDestiny?: MixedValue | null;
  readonly cargoLocation?: string | null;
  readonly dischargeLocation?: string | null;
  readonly cargoDate?: string | null;
  readonly dischargeDate?: string | null;
  readonly items: readonly SaleLineInput[];
  readonly status: "Rascunho" | "Terminado";
  /**
   * Where to post the sale when it becomes paid (callbacks module): an http or https address;
   * empty or null: none (a draft's update removes it); left out: none on create, kept on update.
   */
  readonly callbackUrl?: string | null;
}

/**
 * What /sales/summary takes: the part of a sale its totals and the rules about them depend
 * on (the customer and its data optional: when named, their rules are checked as on create).
 */
export type SummaryInput = Pick<
  SaleInput,
  | "documentType"
  | "finalDiscountFinancial"
  | "finalDiscountGlobal"
  | "shippingMode"
  | "shippingValue"
  | "shippingVat"
  | "currency"
  | "currencyExchange"
  | "vatType"
  | "irsRetentionTax"
  | "items"
  | "customer"
  | "vatNumber"
  | "address"
  | "city"
  | "postalCode"
  | "country"
  | "waybillGlobal"
>;
