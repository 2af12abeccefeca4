// Which operations only read. Without `--allow-writes` the runner exercises only these, the
// summaries and refusals. The document says so (`x-read-only`); every v1 operation is a POST,
// so for a document without the marks the names decide: listing, finding, totals,
// availability, open accounts, actual stock.
import type { Operation } from "./spec.ts";

const READ_V1 = /_(list|find|summary|all|checkAvailability|accountsOpen|allAccountsOpen|stockActual|byDocumentType)$/;
const READ_LEGACY = /^(Artigos_procurar|Artigos_stock|Clientes_procurar)$/;

export function isRead(op: Operation): boolean {
  if (op.readOnly !== undefined) return op.readOnly;
  return op.generation === "v1" ? READ_V1.test(op.operationId) : READ_LEGACY.test(op.operationId);
}

/** The collection an operation acts on: `/sales` for `/sales/{id}/cancel` and `/sales/create`. */
export function resourceOf(op: Operation): string {
  const at = op.path.indexOf("/{");
  if (at >= 0) return op.path.slice(0, at);
  return op.path.replace(/\/[^/]+$/, "");
}
