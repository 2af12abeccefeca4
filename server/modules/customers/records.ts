// A customer as the domain holds it, and as the store's repositories answer and take it: flags
// as booleans, the IRS retention rate as Decimal, its kinds as their closed sets.
import type { Decimal } from "decimal.js";
import type { VatType } from "../../kernel/vat-type.ts";

export type { VatType };

export type CustomerType = "Empresarial" | "Particular";
export type CustomerLanguage = "Auto" | "PT" | "EN";

/** An address: the customer's own, or one of its extra addresses. */
export interface CustomerAddress {
  readonly country: string | null;
  readonly address: string | null;
  readonly city: string | null;
  readonly postalCode: string | null;
}

/** What create and update decide about a customer. */
export interface CustomerFields extends CustomerAddress {
  readonly code: string;
  readonly name: string;
  /** Compacted; 999999990 when there is none. */
  readonly vatNumber: string;
  readonly email: string | null;
  readonly telephone: string | null;
  readonly mobile: string | null;
  readonly type: CustomerType;
  readonly vatType: VatType;
  /** Percent, 2 places. */
  readonly irsRetentionTax: Decimal;
  readonly observations: string | null;
  readonly contact: string | null;
  /** More e-mail addresses, comma separated. */
  readonly otherEmails: string | null;
  readonly receiveSms: boolean;
  readonly receiveEmails: boolean;
  readonly language: CustomerLanguage;
  readonly currencyId: number | null;
  readonly paymentMethodId: number | null;
  readonly paymentConditionId: number | null;
  readonly shippingModeId: number | null;
  readonly priceId: number | null;
  readonly employeeId: number | null;
  /** The exemption reason of its documents' 0% lines (the "no exemption" ID for none). */
  readonly vatExemptionId: number;
  readonly active: boolean;
}

/** A stored customer. */
export interface Customer extends CustomerFields {
  readonly id: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A stored extra address of a customer, in its order. */
export interface StoredCustomerAddress extends CustomerAddress {
  readonly id: number;
  readonly customerId: number;
}
