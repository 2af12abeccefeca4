// What the A4, POS and statement layouts share: labels in both print languages, units, the
// pdfkit document and its conversion to a Buffer, the QR image and the watermark.
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import type { PrintableParty } from "./printable.ts";

export type Language = "PT" | "EN";
export type Pdf = PDFKit.PDFDocument;

export const FONT = "Helvetica";
export const BOLD = "Helvetica-Bold";

/** Points per millimetre. */
export const MM = 72 / 25.4;
/** The smallest QR code printed (the size AT's specification asks for). */
export const QR_MIN_SIZE = 30 * MM;

const LABELS = {
  PT: {
    customer: "Cliente",
    vatNumber: "NIF",
    issueDate: "Data",
    dueDate: "Vencimento",
    currency: "Moeda",
    reference: "Ref.",
    description: "Descrição",
    quantity: "Qtd.",
    unit: "Un.",
    price: "Preço",
    discount: "Desc. %",
    vat: "IVA %",
    total: "Total",
    vatSummary: "Resumo do IVA",
    rate: "Taxa",
    base: "Incidência",
    vatAmount: "IVA",
    exemptions: "Motivos de isenção",
    observations: "Observações",
    draft: "Rascunho",
    code: "Código",
    period: "Período",
    periodFrom: "de",
    periodTo: "a",
    generatedAt: "Emitido em",
    date: "Data",
    document: "Documento",
    debit: "Débito",
    credit: "Crédito",
    balance: "Saldo",
    totals: "Totais",
    page: (n: number, of: number) => `Página ${n} de ${of}`,
  },
  EN: {
    customer: "Customer",
    vatNumber: "VAT no.",
    issueDate: "Date",
    dueDate: "Due date",
    currency: "Currency",
    reference: "Ref.",
    description: "Description",
    quantity: "Qty",
    unit: "Unit",
    price: "Price",
    discount: "Disc. %",
    vat: "VAT %",
    total: "Total",
    vatSummary: "VAT summary",
    rate: "Rate",
    base: "Taxable amount",
    vatAmount: "VAT",
    exemptions: "Exemption reasons",
    observations: "Notes",
    draft: "Draft",
    code: "Code",
    period: "Period",
    periodFrom: "from",
    periodTo: "to",
    generatedAt: "Generated at",
    date: "Date",
    document: "Document",
    debit: "Debit",
    credit: "Credit",
    balance: "Balance",
    totals: "Totals",
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
} as const;

export type Labels = (typeof LABELS)[Language];

export function labels(language: Language): Labels {
  return LABELS[language];
}

/** The copy mention in the print language. */
export function copyLabel(copy: "Original" | "2ª via", language: Language): string {
  if (copy === "Original") return "Original";
  return language === "EN" ? "Duplicate" : "2ª via";
}

const WATERMARKS_EN: Record<string, string> = { RASCUNHO: "DRAFT", ANULADO: "CANCELLED", ANULADA: "CANCELLED" };

/** The watermark in the print language (the domain may hand over the Portuguese word). */
export function watermarkText(watermark: string, language: Language): string {
  return language === "EN" ? (WATERMARKS_EN[watermark.trim().toUpperCase()] ?? watermark) : watermark;
}

/** Address lines of a party block, empty parts left out. */
export function partyLines(party: PrintableParty, l: Labels): string[] {
  const place = [party.postalCode, party.city].filter((p) => p).join(" ");
  return [
    party.address,
    place || null,
    party.country,
    party.vatNumber ? `${l.vatNumber}: ${party.vatNumber}` : null,
  ].filter((p): p is string => typeof p === "string" && p.trim() !== "");
}

export function createPdf(
  size: [number, number] | "A4",
  margins: { top: number; bottom: number; left: number; right: number },
  title: string,
): Pdf {
  return new PDFDocument({
    size,
    margins,
    bufferPages: true,
    autoFirstPage: true,
    info: { Title: title, Producer: "invoicing-api-toolkit", Creator: "invoicing-api-toolkit" },
  });
}

/** What is added to a document last, once its pages are final (a signature's placeholder, pdf-signing.ts). */
export type PdfSeal = (doc: Pdf) => void;

/** Ends the document (after `finish`, then `seal`) and collects its bytes. */
export function pdfBuffer(doc: Pdf, finish: () => void, seal?: PdfSeal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    try {
      finish();
      seal?.(doc);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}

/** The QR code as a PNG, error correction M, no quiet zone (the layout leaves the space). */
export function qrPng(content: string): Promise<Buffer> {
  return QRCode.toBuffer(content, { errorCorrectionLevel: "M", type: "png", margin: 0, width: 600 });
}

/** Draws the watermark diagonally across the current page, light and behind nothing important. */
export function drawWatermark(doc: Pdf, text: string): void {
  const { width, height } = doc.page;
  const size = Math.min(96, (Math.hypot(width, height) * 0.7) / Math.max(4, text.length) / 0.6);
  doc.save();
  doc.font(BOLD).fontSize(size).fillColor("#c00000").fillOpacity(0.12);
  const textWidth = doc.widthOfString(text);
  doc.rotate(-Math.atan2(height, width) * (180 / Math.PI), { origin: [width / 2, height / 2] });
  doc.text(text, width / 2 - textWidth / 2, height / 2 - size / 2, { lineBreak: false });
  doc.restore();
  doc.fillColor("black").fillOpacity(1);
}

/**
 * Writes a line outside the flow (footers, watermark): pdfkit would otherwise start a new page
 * for text below the bottom margin.
 */
export function writeOutsideFlow(doc: Pdf, draw: () => void): void {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  try {
    draw();
  } finally {
    doc.page.margins.bottom = bottom;
  }
}

export function millimetres(value: number | undefined, fallback: number): number {
  return (value !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback) * MM;
}
