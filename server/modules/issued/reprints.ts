// Printing a document again. Tax-authority rule: a document already viewed (its PDF was
// generated before) is printed again only with a justification, which is kept with the
// document as an audit record of the reprint.
import type { Ctx } from "../../kernel/scope.ts";
import { refuse } from "../../kernel/errors.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { clean } from "../../kernel/text.ts";
import { downloadSale } from "../sales/index.ts";
import { downloadReceipt } from "../receipts/index.ts";
import { insertReprint } from "./repository/issued-documents.ts";

export interface ReprintedDocument {
  readonly kind: "sale" | "receipt";
  readonly id: number;
  /** When its PDF was last generated; null when it never was. */
  readonly fileLastGenerated: string | null;
}

/** Generates the document's PDF (again) and answers its path; a reprint needs `reason`. */
export async function printDocument(
  ctx: Ctx,
  document: ReprintedDocument,
  request: { copy: "Original" | "2ª via"; reason: string | null | undefined },
): Promise<string> {
  const reason = clean(request.reason);
  const reprint = document.fileLastGenerated !== null;
  if (reprint && reason === null) throw refuse("document.reprint.reason_required", {}, "reason");
  const path =
    document.kind === "sale"
      ? await downloadSale(ctx, document.id, { copy: request.copy })
      : await downloadReceipt(ctx, document.id, { copy: request.copy });
  if (reprint) {
    await insertReprint(ctx.tx, {
      dataset_id: ctx.scope.datasetId,
      document_kind: document.kind,
      document_id: document.id,
      copy: request.copy,
      reason: reason!,
      created_at: nowStamp(ctx.clock),
    });
  }
  return path;
}
