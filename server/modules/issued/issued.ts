// A document the caller issued, by its ID and its type's SAF-T initials: a receipt (RC) or a
// sales document of that type. The legacy interface names documents so (`tipo_documento`, `id`).
import type { Ctx } from "../../kernel/scope.ts";
import type { Sale } from "../sales/index.ts";
import { refuse } from "../../kernel/errors.ts";
import { receiptRecord } from "../receipts/index.ts";
import type { Receipt } from "../receipts/index.ts";
import { saleOfType } from "../sales/index.ts";

export type IssuedDocument =
  { readonly kind: "sale"; readonly sale: Sale } | { readonly kind: "receipt"; readonly receipt: Receipt };

/** The caller's document of that type and ID; `type` is how the caller named the type (for the refusal). */
export async function issuedDocument(ctx: Ctx, id: number, initials: string, type: string): Promise<IssuedDocument> {
  const missing = () => refuse("document.not_found", { type, id }, "id");
  if (initials === "RC") {
    const receipt = await receiptRecord(ctx, id);
    if (!receipt) throw missing();
    return { kind: "receipt", receipt };
  }
  const sale = await saleOfType(ctx.tx, ctx.scope.datasetId, id, initials);
  if (!sale) throw missing();
  return { kind: "sale", sale };
}
