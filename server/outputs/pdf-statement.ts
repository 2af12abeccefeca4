// The A4 customer statement (current account): company and customer, period, one row per
// document with debit, credit and running balance, totals; page numbers on every page.
import type { PrintableStatement } from "./printable.ts";
import {
  BOLD,
  FONT,
  createPdf,
  labels,
  millimetres,
  partyLines,
  pdfBuffer,
  writeOutsideFlow,
  type Language,
} from "./pdf-common.ts";

const BODY = 8.5;
const SMALL = 7.5;
const FOOTER_HEIGHT = 20;

export async function renderA4Statement(s: PrintableStatement, language: Language): Promise<Buffer> {
  const l = labels(language);
  const margins = {
    top: millimetres(undefined, 12),
    bottom: millimetres(undefined, 12),
    left: millimetres(undefined, 14),
    right: millimetres(undefined, 14),
  };
  const doc = createPdf("A4", margins, `${s.title} ${s.customer.name}`);
  const left = margins.left;
  const width = doc.page.width - margins.left - margins.right;
  const bottom = doc.page.height - margins.bottom - FOOTER_HEIGHT;
  let y = margins.top;

  const text = (
    value: string,
    x: number,
    at: number,
    w: number,
    font = FONT,
    size = BODY,
    align: "left" | "right" = "left",
  ): number => {
    doc.font(font).fontSize(size);
    const h = doc.heightOfString(value, { width: w });
    doc.text(value, x, at, { width: w, align });
    return h;
  };

  const columns = [
    { title: l.date, width: 0.13, align: "left" as const },
    { title: l.document, width: 0.27, align: "left" as const },
    { title: l.dueDate, width: 0.15, align: "left" as const },
    { title: l.debit, width: 0.15, align: "right" as const },
    { title: l.credit, width: 0.15, align: "right" as const },
    { title: l.balance, width: 0.15, align: "right" as const },
  ].map((c, i, all) => ({
    ...c,
    x: left + width * all.slice(0, i).reduce((sum, p) => sum + p.width, 0),
    w: width * c.width,
  }));

  const row = (cells: string[], font: string): void => {
    doc.font(font).fontSize(BODY);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: columns[i]!.w - 4 }))) + 3;
    if (y + h > bottom) {
      doc.addPage();
      y = margins.top;
      header();
    }
    cells.forEach((c, i) => text(c, columns[i]!.x + 2, y, columns[i]!.w - 4, font, BODY, columns[i]!.align));
    y += h;
  };

  const header = (): void => {
    doc
      .rect(left, y - 2, width, 14)
      .fill("#eeeeee")
      .fillColor("black");
    columns.forEach((c) => text(c.title, c.x + 2, y, c.w - 4, BOLD, SMALL, c.align));
    y += 15;
  };

  // Company on the left, title and customer on the right.
  const half = width * 0.55;
  let ly = y + text(s.company.name, left, y, half, BOLD, 12);
  for (const line of partyLines(s.company, l)) ly += text(line, left, ly, half);
  let ry = y + text(s.title, left + half + 10, y, width - half - 10, BOLD, 15);
  ry += text(`${l.customer} (${l.code} ${s.customer.code})`, left + half + 10, ry, width - half - 10, BOLD, SMALL);
  ry += text(s.customer.name, left + half + 10, ry, width - half - 10, BOLD);
  for (const line of partyLines(s.customer, l)) ry += text(line, left + half + 10, ry, width - half - 10);
  y = Math.max(ly, ry) + 10;
  const period = [
    s.period.from ? `${l.periodFrom} ${s.period.from}` : null,
    s.period.to ? `${l.periodTo} ${s.period.to}` : null,
  ]
    .filter(Boolean)
    .join(" ");
  if (period) y += text(`${l.period}: ${period}`, left, y, width);
  y += text(`${l.generatedAt}: ${s.generatedAt}`, left, y, width);
  y += text(`${l.currency}: ${s.currency.code}`, left, y, width) + 8;

  header();
  for (const r of s.rows) row([r.date, r.document, r.dueDate ?? "", r.debit, r.credit, r.balance], FONT);
  doc
    .moveTo(left, y + 1)
    .lineTo(left + width, y + 1)
    .lineWidth(0.5)
    .stroke();
  y += 4;
  row([l.totals, "", "", s.totals.debit, s.totals.credit, s.totals.balance], BOLD);

  return pdfBuffer(doc, () => {
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      writeOutsideFlow(doc, () => {
        doc.font(FONT).fontSize(SMALL);
        doc.text(l.page(i - range.start + 1, range.count), left, bottom + 8, {
          width,
          align: "right",
          lineBreak: false,
        });
      });
    }
  });
}
