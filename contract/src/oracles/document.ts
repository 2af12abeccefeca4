// A sales document as an oracle sends it: its lines with the item, price, quantity, discount
// and VAT rate as named on the wire, whether the item is a service, and the document's VAT
// type, global discount, withholding and exchange rate.
/** How the document's prices are read: VAT added to them, or included in them. */
export type VatType = "Debitar IVA" | "IVA incluído";

export type Row = Record<string, unknown>;

export interface SentLine {
  readonly itemId: number;
  readonly price: string;
  readonly quantity: string;
  /** Percent. */
  readonly discount: string;
  /** The VAT rate as sent: its rate as text (`"23.00"`). */
  readonly vat: string;
  readonly isService: boolean;
}

export interface SentDocument {
  readonly vatType: VatType;
  readonly lines: readonly SentLine[];
  /** Percent. */
  readonly globalDiscount: string;
  /** Withholding rate, percent. */
  readonly irsRetentionTax: string;
  readonly currencyExchange: string;
}
