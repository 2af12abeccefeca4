// What the PDF renderer needs to print a fiscal document or a statement: plain data, already
// computed and formatted by the domain, so that rendering holds no business rule.

export interface PrintableParty {
  readonly name: string;
  readonly vatNumber: string;
  readonly address: string | null;
  readonly city: string | null;
  readonly postalCode: string | null;
  readonly country: string | null;
}

export interface PrintableLine {
  readonly reference: string;
  readonly description: string;
  /** Additional text printed under the description. */
  readonly details: string | null;
  readonly quantity: string;
  readonly unit: string | null;
  readonly unitPrice: string;
  /** Line discount in percent, e.g. "10.00". */
  readonly discount: string;
  /** VAT rate in percent, e.g. "23.00". */
  readonly vatRate: string;
  /** Line total (in the terms of the document's prices). */
  readonly total: string;
}

export interface PrintableVatRow {
  readonly rate: string;
  readonly base: string;
  readonly vat: string;
}

export interface PrintableExemption {
  readonly code: string;
  readonly description: string;
}

export interface PrintableTotal {
  readonly label: string;
  readonly value: string;
  /** Printed larger: the amount payable. */
  readonly emphasis?: boolean;
}

export interface PrintOptions {
  readonly format: "A4" | "POS";
  readonly language: "PT" | "EN";
  /** POS paper width in mm (default 80). */
  readonly paperSize?: number;
  /** Margins in mm. */
  readonly margins?: { readonly left: number; readonly right: number; readonly top: number; readonly bottom: number };
  /** Lines per page on A4 (at most 25). */
  readonly maxItemsPerPage?: number;
}

export interface PrintableDocument {
  /** Document type name in the print language, e.g. "Factura" / "Invoice". */
  readonly title: string;
  /** e.g. "FT 2026/12"; null for a draft (printed as a draft preview). */
  readonly documentNumber: string | null;
  /** "Original" or "2ª via" (the renderer translates when printing in English). */
  readonly copy: "Original" | "2ª via";
  readonly issueDate: string;
  readonly dueDate: string | null;
  /** `ATCUD:<code>-<number>`; null for drafts. */
  readonly atcud: string | null;
  readonly company: PrintableParty;
  readonly customer: PrintableParty;
  readonly currency: { readonly symbol: string; readonly code: string };
  readonly lines: readonly PrintableLine[];
  readonly vats: readonly PrintableVatRow[];
  readonly exemptions: readonly PrintableExemption[];
  readonly totals: readonly PrintableTotal[];
  /** Extra labelled facts (payment method, references, transport data, cancellation...). */
  readonly facts: readonly { readonly label: string; readonly value: string }[];
  readonly observations: string | null;
  /** Content of the AT QR code; null for drafts. */
  readonly qrCode: string | null;
  /**
   * The line printed at the foot, e.g. "AbCd-Processado por programa certificado n.º 0000/AT"
   * (signed documents) or "Emitido por programa certificado n.º 0000/AT".
   */
  readonly certification: string;
  /** Watermark word for drafts and cancelled documents (e.g. "RASCUNHO", "ANULADO"); null otherwise. */
  readonly watermark: string | null;
}

export interface PrintableStatement {
  readonly title: string;
  readonly company: PrintableParty;
  readonly customer: PrintableParty & { readonly code: string };
  readonly period: { readonly from: string | null; readonly to: string | null };
  readonly generatedAt: string;
  readonly currency: { readonly symbol: string; readonly code: string };
  readonly rows: readonly {
    readonly date: string;
    readonly document: string;
    readonly dueDate: string | null;
    readonly debit: string;
    readonly credit: string;
    readonly balance: string;
  }[];
  readonly totals: { readonly debit: string; readonly credit: string; readonly balance: string };
}
