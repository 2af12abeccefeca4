// Real PDFs of fiscal documents (A4 or POS roll) and customer statements, with pdfkit's
// standard fonts (Helvetica's WinAnsi encoding covers Portuguese accents, "ª", "º" and "€").
import type { PrintableDocument, PrintableStatement, PrintOptions } from "./printable.ts";
import type { Language, PdfSeal } from "./pdf-common.ts";
import { renderA4Document } from "./pdf-a4.ts";
import { renderPosDocument } from "./pdf-pos.ts";
import { renderA4Statement } from "./pdf-statement.ts";

export { MAX_ITEMS_PER_PAGE } from "./pdf-a4.ts";
export { DEFAULT_PAPER_WIDTH } from "./pdf-pos.ts";

/** A document's PDF; `seal` adds what goes in last (a signature's placeholder). */
export function renderDocumentPdf(doc: PrintableDocument, options: PrintOptions, seal?: PdfSeal): Promise<Buffer> {
  return options.format === "POS" ? renderPosDocument(doc, options, seal) : renderA4Document(doc, options, seal);
}

/** A statement is always A4; its labels are Portuguese unless English is asked for. */
export function renderStatementPdf(
  statement: PrintableStatement,
  options: { language?: Language } = {},
): Promise<Buffer> {
  return renderA4Statement(statement, options.language ?? "PT");
}
