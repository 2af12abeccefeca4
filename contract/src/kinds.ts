// Which operations only read. Without `--allow-writes` the runner exercises only these, the
// summaries and refusals. The document says so (`x-read-only`); a v1 operation is always a
// POST, and v2's finds are POSTs too, so for a document without the marks the names decide:
// listing, finding, totals, availability, open accounts, actual stock.
import type { Operation } from "./spec.ts";

const READ_V1 = /_(list|find|summary|all|checkAvailability|accountsOpen|allAccountsOpen|stockActual|byDocumentType)$/;
const READ_LEGACY = /^(Artigos_procurar|Artigos_stock|Clientes_procurar)$/;
const READ_V2 = /_(find|list|summary|checkCommunication)$/;

export function isRead(op: Operation): boolean {
  if (op.readOnly !== undefined) return op.readOnly;
  return (op.generation === "v1" ? READ_V1 : op.generation === "v2" ? READ_V2 : READ_LEGACY).test(op.operationId);
}

/**
 * The collection an operation acts on: `/sales` for `/sales/{id}/cancel`, v1's `/sales/create`
 * and v2's `POST /sales`.
 */
export function resourceOf(op: Operation): string {
  const at = op.path.indexOf("/{");
  if (at >= 0) return op.path.slice(0, at);
  if (op.generation === "v2" && /_create$/.test(op.operationId)) return op.path;
  return op.path.replace(/\/[^/]+$/, "");
}
