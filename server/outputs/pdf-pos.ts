// The POS (receipt printer) layout: the A4 content in one narrow column, on a page as wide as
// the paper roll and as tall as the content. The content is laid out twice: once on a very tall
// page to measure it, then on a page of the measured height.
import type { PrintableDocument, PrintOptions } from "./printable.ts";
import {
  BOLD,
  FONT,
  MM,
  QR_MIN_SIZE,
  copyLabel,
  createPdf,
  drawWatermark,
  labels,
  millimetres,
  partyLines,
  pdfBuffer,
  qrPng,
  watermarkText,
  writeOutsideFlow,
  type Labels,
  type Pdf,
  type PdfSeal,
} from "./pdf-common.ts";

export const DEFAULT_PAPER_WIDTH = 80;
/** The tallest page PDF readers accept (200 inches). */
const MAX_PAGE_HEIGHT = 14400;
const BODY = 7.5;
const SMALL = 6.5;

interface Margins {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

class PosLayout {
  readonly l: Labels;
  readonly left: number;
  readonly width: number;
  y: number;

  constructor(
    readonly doc: Pdf,
    readonly d: PrintableDocument,
    readonly options: PrintOptions,
    readonly margins: Margins,
  ) {
    this.l = labels(options.language);
    this.left = margins.left;
    this.width = doc.page.width - margins.left - margins.right;
    this.y = margins.top;
  }

  private ensureSpace(h: number): void {
    if (this.y + h > this.doc.page.height - this.margins.bottom) {
      this.doc.addPage();
      this.y = this.margins.top;
    }
  }

  text(value: string, opts: { font?: string; size?: number; align?: "left" | "right" | "center" } = {}): void {
    this.doc.font(opts.font ?? FONT).fontSize(opts.size ?? BODY);
    const h = this.doc.heightOfString(value, { width: this.width });
    this.ensureSpace(h);
    this.doc.text(value, this.left, this.y, { width: this.width, align: opts.align ?? "left" });
    this.y += h;
  }

  /** A label on the left and a value on the right of one row. */
  pair(label: string, value: string, font = FONT, size = BODY): void {
    this.doc.font(font).fontSize(size);
    const valueWidth = Math.min(this.width * 0.6, this.doc.widthOfString(value) + 2);
    const h = Math.max(
      this.doc.heightOfString(label, { width: this.width - valueWidth - 4 }),
      this.doc.heightOfString(value, { width: valueWidth }),
    );
    this.ensureSpace(h);
    this.doc.text(label, this.left, this.y, { width: this.width - valueWidth - 4 });
    this.doc.text(value, this.left + this.width - valueWidth, this.y, { width: valueWidth, align: "right" });
    this.y += h;
  }

  rule(): void {
    this.ensureSpace(6);
    this.y += 2.5;
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(0.4)
      .dash(1.5, { space: 1.5 })
      .stroke()
      .undash();
    this.y += 3;
  }

  space(points = 3): void {
    this.y += points;
  }

  render(png: Buffer | null): void {
    const { d, l, options } = this;
    this.text(d.company.name, { font: BOLD, size: 9, align: "center" });
    for (const line of partyLines(d.company, l)) this.text(line, { align: "center" });
    this.rule();
    this.text(d.title, { font: BOLD, size: 9, align: "center" });
    this.text(d.documentNumber ?? l.draft, { font: BOLD, align: "center" });
    this.text(copyLabel(d.copy, options.language), { align: "center" });
    if (d.atcud) this.text(d.atcud, { align: "center" });
    this.space();
    this.pair(l.issueDate, d.issueDate);
    if (d.dueDate) this.pair(l.dueDate, d.dueDate);
    this.pair(l.currency, d.currency.code);
    this.space();
    this.text(l.customer, { font: BOLD, size: SMALL });
    this.text(d.customer.name);
    for (const line of partyLines(d.customer, l)) this.text(line);
    this.rule();
    for (const line of d.lines) {
      this.text([line.reference, line.description].filter(Boolean).join(" "), { font: BOLD });
      if (line.details) this.text(line.details, { size: SMALL });
      const discount = line.discount && !/^0+([.,]0+)?$/.test(line.discount) ? ` ${l.discount} ${line.discount}` : "";
      const quantity = `${line.quantity}${line.unit ? ` ${line.unit}` : ""} x ${line.unitPrice}${discount} ${l.vat} ${line.vatRate}`;
      this.pair(quantity, line.total);
    }
    this.rule();
    if (d.vats.length > 0) {
      this.text(l.vatSummary, { font: BOLD, size: SMALL });
      const cw = this.width / 3;
      const row = (cells: string[], font: string) => {
        this.doc.font(font).fontSize(SMALL);
        const h = Math.max(...cells.map((c) => this.doc.heightOfString(c, { width: cw - 2 })));
        this.ensureSpace(h);
        cells.forEach((c, i) =>
          this.doc.text(c, this.left + cw * i, this.y, { width: cw - 2, align: i === 0 ? "left" : "right" }),
        );
        this.y += h;
      };
      row([l.rate, l.base, l.vatAmount], BOLD);
      for (const v of d.vats) row([`${v.rate} %`, v.base, v.vat], FONT);
      this.space();
    }
    for (const t of d.totals) this.pair(t.label, t.value, t.emphasis ? BOLD : FONT, t.emphasis ? 9 : BODY);
    if (d.exemptions.length > 0) {
      this.space();
      this.text(l.exemptions, { font: BOLD, size: SMALL });
      for (const e of d.exemptions) this.text(`${e.code} - ${e.description}`, { size: SMALL });
    }
    if (d.facts.length > 0) {
      this.space();
      for (const f of d.facts) this.text(`${f.label}: ${f.value}`, { size: SMALL });
    }
    if (d.observations) {
      this.space();
      this.text(l.observations, { font: BOLD, size: SMALL });
      this.text(d.observations, { size: SMALL });
    }
    if (png) {
      const size = Math.max(QR_MIN_SIZE, Math.min(this.width, 34 * MM));
      const atcudHeight = d.atcud
        ? this.doc.font(FONT).fontSize(BODY).heightOfString(d.atcud, { width: this.width })
        : 0;
      this.space(4);
      this.ensureSpace(atcudHeight + 2 * MM + size);
      if (d.atcud) this.text(d.atcud, { align: "center" });
      this.space(2 * MM);
      this.doc.image(png, this.left + (this.width - size) / 2, this.y, { width: size, height: size });
      this.y += size;
    }
    this.space(4);
    this.text(d.certification, { size: SMALL, align: "center" });
  }
}

export async function renderPosDocument(d: PrintableDocument, options: PrintOptions, seal?: PdfSeal): Promise<Buffer> {
  const m = options.margins;
  const margins = {
    top: millimetres(m?.top, 4),
    bottom: millimetres(m?.bottom, 4),
    left: millimetres(m?.left, 3),
    right: millimetres(m?.right, 3),
  };
  const paper = options.paperSize !== undefined && options.paperSize > 0 ? options.paperSize : DEFAULT_PAPER_WIDTH;
  const width = paper * MM;
  const png = d.qrCode ? await qrPng(d.qrCode) : null;
  const title = [d.title, d.documentNumber].filter(Boolean).join(" ");

  // First pass: measure on the tallest page.
  const probe = createPdf([width, MAX_PAGE_HEIGHT], margins, title);
  const measured = new PosLayout(probe, d, options, margins);
  measured.render(png);
  const pages = probe.bufferedPageRange().count;
  await pdfBuffer(probe, () => undefined);
  const height = pages > 1 ? MAX_PAGE_HEIGHT : Math.ceil(measured.y + margins.bottom);

  const doc = createPdf([width, height], margins, title);
  new PosLayout(doc, d, options, margins).render(png);
  return pdfBuffer(
    doc,
    () => {
      if (!d.watermark) return;
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        writeOutsideFlow(doc, () => drawWatermark(doc, watermarkText(d.watermark!, options.language)));
      }
    },
    seal,
  );
}
