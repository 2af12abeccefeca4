// The receipts module's public surface: what the other modules, the HTTP layer and the pages use of it.
export { receiptRecord } from "./load.ts";
export { downloadReceipt, emailReceipt } from "./outputs.ts";
export { createReceipt, receiptFromSale, type ReceiptInput } from "./receipts.ts";
export { type Receipt } from "./records.ts";
export { wholeSettlement } from "./settlement.ts";
