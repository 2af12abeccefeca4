// The sales module's public surface: what the other modules, the HTTP layer and the pages use of it.
export {
  downloadSale,
  emailDocument,
  type EmailRequest,
  emailSale,
  requireFinished,
  type SmsRequest,
  textDocument,
} from "./actions.ts";
export { type PrintInput, type SaleLineInput } from "./input.ts";
export { loadSale } from "./load.ts";
export { MBWAY_PATH, mbwayPaymentRequest, type MbwayPaymentRequest } from "./mbway-link.ts";
export { type OpenAccountEntryView, openAccountEntryViews } from "./open-account-views.ts";
export {
  customerOpenEntries,
  entryOfSale,
  type OpenAccountEntry,
  openEntries,
  receivableEntryOfSale,
} from "./open-accounts.ts";
export { CERTIFICATE_NUMBER, type Language, pdfOptions, type PdfRequest, textsOnFinishing, wants } from "./outputs.ts";
export { type TotalsContext } from "./prepare.ts";
export { type ReferencePayment, type ReferencePaymentMethod, type Sale } from "./records.ts";
export { payMbwayLink, payMultibancoReference, type ReferencePaymentOutcome } from "./reference-payments.ts";
export { customerContacts } from "./repository/sale-outputs.ts";
export { salesWithIds } from "./repository/sale-views.ts";
export { listedSales } from "./repository/sales-statements.ts";
export { saleOfType } from "./repository/sales.ts";
export { createSale } from "./sales.ts";
export { emailStatement, statementPdf } from "./statements.ts";
export { cents, computeTotals, type DocumentTotals } from "./totals.ts";
export { saleView, type SaleView, saleViews } from "./view.ts";
