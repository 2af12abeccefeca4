// The A4 layout of a fiscal document: header on every page, customer and dates, the lines
// table paginated at `maxItemsPerPage`, then VAT summary, totals, exemptions, facts,
// observations, ATCUD above the QR code; certification line and page numbers on every page.
import type { PrintableDocument, PrintableLine, PrintOptions } from "./printable.ts";
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

export const MAX_ITEMS_PER_PAGE = 25;
const BODY = 8.5;
const SMALL = 7.5;
const FOOTER_HEIGHT = 26;
const GAP = 4;

interface Column {
  readonly key: "reference" | "description" | "quantity" | "unit" | "unitPrice" | "discount" | "vatRate" | "total";
  readonly width: number;
  readonly align: "left" | "right";
}

class A4Layout {
  readonly doc: Pdf;
  readonly l: Labels;
  readonly left: number;
  readonly width: number;
  readonly top: number;
  readonly bottom: number;
  y: number;
  private readonly columns: { col: Column; x: number }[];

  constructor(
    readonly d: PrintableDocument,
    readonly options: PrintOptions,
  ) {
    const m = options.margins;
    const margins = {
      top: millimetres(m?.top, 12),
      bottom: millimetres(m?.bottom, 12),
      left: millimetres(m?.left, 14),
      right: millimetres(m?.right, 14),
    };
    this.doc = createPdf("A4", margins, [d.title, d.documentNumber].filter(Boolean).join(" "));
    this.l = labels(options.language);
    this.left = margins.left;
    this.width = this.doc.page.width - margins.left - margins.right;
    this.top = margins.top;
    this.bottom = this.doc.page.height - margins.bottom - FOOTER_HEIGHT;
    this.y = this.top;
    const fixed: Column[] = [
      { key: "reference", width: 62, align: "left" },
      { key: "quantity", width: 44, align: "right" },
      { key: "unit", width: 30, align: "left" },
      { key: "unitPrice", width: 58, align: "right" },
      { key: "discount", width: 40, align: "right" },
      { key: "vatRate", width: 36, align: "right" },
      { key: "total", width: 64, align: "right" },
    ];
    const descriptionWidth = this.width - fixed.reduce((s, c) => s + c.width, 0);
    const order: Column[] = [
      fixed[0]!,
      { key: "description", width: descriptionWidth, align: "left" },
      ...fixed.slice(1),
    ];
    let x = this.left;
    this.columns = order.map((col) => {
      const placed = { col, x };
      x += col.width;
      return placed;
    });
  }

  text(
    value: string,
    x: number,
    y: number,
    width: number,
    opts: { font?: string; size?: number; align?: "left" | "right" | "center" } = {},
  ): number {
    this.doc.font(opts.font ?? FONT).fontSize(opts.size ?? BODY);
    const options = { width, align: opts.align ?? "left" };
    const h = this.doc.heightOfString(value, options);
    this.doc.text(value, x, y, options);
    return h;
  }

  height(value: string, width: number, font = FONT, size = BODY): number {
    this.doc.font(font).fontSize(size);
    return this.doc.heightOfString(value, { width });
  }

  /** Company and title block, repeated on every page. */
  header(): void {
    const { d, l } = this;
    const half = this.width * 0.55;
    const rightX = this.left + half + 10;
    const rightW = this.width - half - 10;
    let ly = this.top;
    ly += this.text(d.company.name, this.left, ly, half, { font: BOLD, size: 12 });
    for (const line of partyLines(d.company, l)) ly += this.text(line, this.left, ly, half);
    let ry = this.top;
    ry += this.text(d.title, rightX, ry, rightW, { font: BOLD, size: 15 });
    ry += this.text(d.documentNumber ?? l.draft, rightX, ry, rightW, { font: BOLD, size: 11 });
    ry += this.text(copyLabel(d.copy, this.options.language), rightX, ry, rightW);
    if (d.atcud) ry += this.text(d.atcud, rightX, ry, rightW);
    this.y = Math.max(ly, ry) + 8;
  }

  /** Customer and dates, first page only. */
  parties(): void {
    const { d, l } = this;
    const half = this.width * 0.55;
    const rightX = this.left + half + 10;
    const rightW = this.width - half - 10;
    const start = this.y;
    let ry = start;
    ry += this.text(l.customer, rightX, ry, rightW, { font: BOLD, size: SMALL });
    ry += this.text(d.customer.name, rightX, ry, rightW, { font: BOLD });
    for (const line of partyLines(d.customer, l)) ry += this.text(line, rightX, ry, rightW);
    let ly = start;
    const facts: [string, string][] = [[l.issueDate, d.issueDate]];
    if (d.dueDate) facts.push([l.dueDate, d.dueDate]);
    facts.push([l.currency, d.currency.code]);
    for (const [label, value] of facts) {
      this.text(label, this.left, ly, 80, { font: BOLD });
      ly += this.text(value, this.left + 80, ly, half - 80);
    }
    this.y = Math.max(ly, ry) + 10;
  }

  tableHeader(): void {
    const { l } = this;
    const titles: Record<Column["key"], string> = {
      reference: l.reference,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.price,
      discount: l.discount,
      vatRate: l.vat,
      total: l.total,
    };
    const h = Math.max(...this.columns.map(({ col }) => this.height(titles[col.key], col.width - 4, BOLD, SMALL)));
    this.doc
      .rect(this.left, this.y - 2, this.width, h + 4)
      .fill("#eeeeee")
      .fillColor("black");
    for (const { col, x } of this.columns)
      this.text(titles[col.key], x + 2, this.y, col.width - 4, { font: BOLD, size: SMALL, align: col.align });
    this.y += h + 5;
  }

  lineHeight(line: PrintableLine): number {
    const cells = this.columns.map(({ col }) => this.height(cellText(line, col.key), col.width - 4));
    const details = line.details ? this.height(line.details, this.descriptionWidth() - 4, FONT, SMALL) : 0;
    return Math.max(...cells, this.height(line.description, this.descriptionWidth() - 4) + details) + 3;
  }

  descriptionWidth(): number {
    return this.columns.find(({ col }) => col.key === "description")!.col.width;
  }

  drawLine(line: PrintableLine): void {
    const start = this.y;
    for (const { col, x } of this.columns) {
      const h = this.text(cellText(line, col.key), x + 2, start, col.width - 4, { align: col.align });
      if (col.key === "description" && line.details)
        this.text(line.details, x + 2, start + h, col.width - 4, { size: SMALL });
    }
    this.y = start + this.lineHeight(line);
    this.doc
      .moveTo(this.left, this.y - 1.5)
      .lineTo(this.left + this.width, this.y - 1.5)
      .lineWidth(0.3)
      .strokeColor("#cccccc")
      .stroke()
      .strokeColor("black");
  }

  newPage(): void {
    this.doc.addPage();
    this.header();
  }

  /** Starts a new page when `h` points do not fit below the cursor. */
  ensureSpace(h: number): void {
    if (this.y + h > this.bottom) this.newPage();
  }

  lines(): void {
    const perPage = Math.max(
      1,
      Math.min(MAX_ITEMS_PER_PAGE, Math.floor(this.options.maxItemsPerPage ?? MAX_ITEMS_PER_PAGE)),
    );
    this.tableHeader();
    let onPage = 0;
    for (const line of this.d.lines) {
      if (onPage === perPage || this.y + this.lineHeight(line) > this.bottom) {
        this.newPage();
        this.tableHeader();
        onPage = 0;
      }
      this.drawLine(line);
      onPage++;
    }
    this.y += GAP * 2;
  }

  /** VAT summary on the left, totals on the right, side by side. */
  summary(): void {
    const { d, l } = this;
    const leftW = this.width * 0.5;
    const rightX = this.left + this.width * 0.58;
    const rightW = this.width - this.width * 0.58;
    const row = this.height("0", 100) + 3;
    const vatHeight = d.vats.length > 0 ? row * (d.vats.length + 2) : 0;
    const totalsHeight = d.totals.reduce((s, t) => s + (t.emphasis ? row + 4 : row), 0);
    this.ensureSpace(Math.max(vatHeight, totalsHeight));
    const start = this.y;
    let ly = start;
    if (d.vats.length > 0) {
      const cw = leftW / 3;
      ly += this.text(l.vatSummary, this.left, ly, leftW, { font: BOLD });
      [l.rate, l.base, l.vatAmount].forEach((t, i) =>
        this.text(t, this.left + cw * i, ly, cw - 4, { font: BOLD, size: SMALL, align: i === 0 ? "left" : "right" }),
      );
      ly += row;
      for (const v of d.vats) {
        [`${v.rate} %`, v.base, v.vat].forEach((t, i) =>
          this.text(t, this.left + cw * i, ly, cw - 4, { align: i === 0 ? "left" : "right" }),
        );
        ly += row;
      }
    }
    let ry = start;
    for (const t of d.totals) {
      const size = t.emphasis ? 11 : BODY;
      const font = t.emphasis ? BOLD : FONT;
      this.text(t.label, rightX, ry, rightW * 0.55, { font, size });
      ry +=
        this.text(t.value, rightX + rightW * 0.55, ry, rightW * 0.45, { font, size, align: "right" }) +
        (t.emphasis ? 4 : 3);
    }
    this.y = Math.max(ly, ry) + GAP * 2;
  }

  /** A heading and paragraphs (exemptions, facts, observations), split across pages if long. */
  section(title: string | null, paragraphs: readonly string[]): void {
    if (paragraphs.length === 0) return;
    if (title !== null) {
      this.ensureSpace(this.height(title, this.width, BOLD) + this.height(paragraphs[0]!, this.width));
      this.y += this.text(title, this.left, this.y, this.width, { font: BOLD });
    }
    for (const p of paragraphs) {
      this.ensureSpace(this.height(p, this.width));
      this.y += this.text(p, this.left, this.y, this.width);
    }
    this.y += GAP * 2;
  }

  /** The ATCUD immediately above the QR code. */
  async qr(): Promise<void> {
    const { d } = this;
    if (!d.qrCode) return;
    const png = await qrPng(d.qrCode);
    const size = Math.max(QR_MIN_SIZE, 32 * MM);
    const label = d.atcud ?? "";
    const labelHeight = label ? this.height(label, this.width) : 0;
    this.ensureSpace(labelHeight + 3 * MM + size);
    if (label) this.y += this.text(label, this.left, this.y, this.width);
    this.y += 3 * MM;
    this.doc.image(png, this.left, this.y, { width: size, height: size });
    this.y += size + GAP;
  }

  /** Certification line, page numbers and watermark on every page. */
  finishPages(): void {
    const { doc, d, l } = this;
    const range = doc.bufferedPageRange();
    const footerY = this.bottom + 8;
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      writeOutsideFlow(doc, () => {
        doc
          .moveTo(this.left, footerY - 3)
          .lineTo(this.left + this.width, footerY - 3)
          .lineWidth(0.3)
          .strokeColor("#999999")
          .stroke()
          .strokeColor("black");
        doc.font(FONT).fontSize(SMALL).fillColor("black");
        doc.text(d.certification, this.left, footerY, { width: this.width * 0.75, lineBreak: false });
        doc.text(l.page(i - range.start + 1, range.count), this.left + this.width * 0.75, footerY, {
          width: this.width * 0.25,
          align: "right",
          lineBreak: false,
        });
        if (d.watermark) drawWatermark(doc, watermarkText(d.watermark, this.options.language));
      });
    }
  }
}

function cellText(line: PrintableLine, key: Column["key"]): string {
  if (key === "unit") return line.unit ?? "";
  return line[key];
}

export async function renderA4Document(d: PrintableDocument, options: PrintOptions, seal?: PdfSeal): Promise<Buffer> {
  const layout = new A4Layout(d, options);
  const l = layout.l;
  layout.header();
  layout.parties();
  layout.lines();
  layout.summary();
  layout.section(
    l.exemptions,
    d.exemptions.map((e) => `${e.code} - ${e.description}`),
  );
  layout.section(
    null,
    d.facts.map((f) => `${f.label}: ${f.value}`),
  );
  layout.section(l.observations, d.observations ? [d.observations] : []);
  await layout.qr();
  return pdfBuffer(layout.doc, () => layout.finishPages(), seal);
}
