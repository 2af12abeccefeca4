// A receipt of the data set read by ID (or the refusal that none has it), its lines, and its
// document number as printed.
import type { Ctx } from "../../kernel/scope.ts";
import { referencedRecord } from "../administration/index.ts";
import { receiptById, receiptLines as storedReceiptLines } from "./repository/receipts.ts";
import { refuse } from "../../kernel/errors.ts";
import { documentNumber } from "../documents/index.ts";
import type { Receipt, StoredReceiptLine } from "./records.ts";

export function receiptRecord(ctx: Ctx, id: number): Promise<Receipt | undefined> {
  return receiptById(ctx.tx, ctx.scope.datasetId, id);
}

export async function loadReceipt(ctx: Ctx, id: number): Promise<Receipt> {
  const receipt = await receiptRecord(ctx, id);
  if (!receipt) throw refuse("receipt.not_found", { value: id }, "id");
  return receipt;
}

export async function receiptLines(ctx: Ctx, receiptId: number): Promise<StoredReceiptLine[]> {
  return storedReceiptLines(ctx.tx, receiptId);
}

export async function receiptDocumentNumber(
  ctx: Ctx,
  receipt: Pick<Receipt, "documentTypeId" | "serieId" | "number">,
): Promise<string | null> {
  const initials = (await referencedRecord(ctx, "document_types", receipt.documentTypeId)).saftInitials;
  const serie = (await referencedRecord(ctx, "series", receipt.serieId)).description;
  return documentNumber(initials, serie, receipt.number);
}
