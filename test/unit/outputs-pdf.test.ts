import { describe, expect, it } from "vitest";
import { PDFParse } from "pdf-parse";
import { renderDocumentPdf, renderStatementPdf } from "../../server/outputs/pdf.ts";
import type {
  PrintableDocument,
  PrintableLine,
  PrintableStatement,
  PrintOptions,
} from "../../server/outputs/printable.ts";

const QR =
  "A:500000000*B:123456789*C:PT*D:FT*E:N*F:20260310*G:FT 2026/12*H:ABCD2345-12*I1:PT*I7:150.00*I8:34.50*N:34.50*O:184.50*Q:mc2X*R:0000";

function line(n: number): PrintableLine {
  return {
    reference: `REF${n}`,
    description: `Artigo número ${n}`,
    details: n === 1 ? "Entrega em mão, embalagem reforçada" : null,
    quantity: "2.00",
    unit: "UN",
    unitPrice: "75.00",
    discount: "0.00",
    vatRate: "23.00",
    total: "150.00",
  };
}

function document(lines: number, change: Partial<PrintableDocument> = {}): PrintableDocument {
  return {
    title: "Factura",
    documentNumber: "FT 2026/12",
    copy: "Original",
    issueDate: "2026-03-10",
    dueDate: "2026-04-09",
    atcud: "ATCUD:ABCD2345-12",
    company: {
      name: "Padaria Ção & Filhos, Lda.",
      vatNumber: "500000000",
      address: "Rua Augusta, 100",
      city: "Lisboa",
      postalCode: "1100-053",
      country: "Portugal",
    },
    customer: {
      name: "João Conceição",
      vatNumber: "123456789",
      address: "Avenida da Liberdade, 1",
      city: "Lisboa",
      postalCode: "1250-096",
      country: "Portugal",
    },
    currency: { symbol: "€", code: "EUR" },
    lines: Array.from({ length: lines }, (_, i) => line(i + 1)),
    vats: [{ rate: "23.00", base: "150.00 €", vat: "34.50 €" }],
    exemptions: [{ code: "M07", description: "Isento nos termos do artigo 9.º do CIVA" }],
    totals: [
      { label: "Total ilíquido", value: "150.00 €" },
      { label: "Total IVA", value: "34.50 €" },
      { label: "Total a pagar", value: "184.50 €", emphasis: true },
    ],
    facts: [
      { label: "Método de pagamento", value: "Multibanco" },
      { label: "Referência MB", value: "11604 / 999 123 457" },
    ],
    observations: "Obrigado pela preferência.",
    qrCode: QR,
    certification: "mc2X-Processado por programa certificado n.º 0000/AT",
    watermark: null,
    ...change,
  };
}

interface Parsed {
  readonly text: string;
  readonly pages: string[];
  readonly raw: string;
}

async function parse(pdf: Buffer): Promise<Parsed> {
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    // Narrow columns wrap lines: compare texts with whitespace collapsed.
    const flat = (s: string) => s.replace(/\s+/g, " ");
    return { text: flat(result.text), pages: result.pages.map((p) => flat(p.text)), raw: pdf.toString("latin1") };
  } finally {
    await parser.destroy();
  }
}

/** Page sizes in points, read from the page objects (pdfkit leaves them uncompressed). */
function mediaBoxes(raw: string): [number, number][] {
  return [...raw.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

const MM = 72 / 25.4;
const a4: PrintOptions = { format: "A4", language: "PT" };

function expectCommonContent(text: string, d: PrintableDocument): void {
  expect(text).toContain(d.documentNumber!);
  expect(text).toContain(d.atcud!);
  for (const total of d.totals) {
    expect(text).toContain(total.label);
    expect(text).toContain(total.value);
  }
  expect(text).toContain(d.customer.name);
  expect(text).toContain(d.company.name);
  expect(text).toContain("Isento nos termos do artigo 9.º do CIVA");
  expect(text).toContain("Referência MB: 11604 / 999 123 457");
  expect(text).toContain(d.observations!);
  expect(text).toContain(d.certification);
}

describe("A4 document PDF", () => {
  it("prints a Portuguese invoice: blocks, lines, VAT summary, totals, ATCUD above the QR code", async () => {
    const d = document(3);
    const { text, pages, raw } = await parse(await renderDocumentPdf(d, a4));
    expect(pages).toHaveLength(1);
    expectCommonContent(text, d);
    for (const label of [
      "Factura",
      "Original",
      "Descrição",
      "Qtd.",
      "Preço",
      "Resumo do IVA",
      "Incidência",
      "Cliente",
      "Vencimento",
      "Página 1 de 1",
    ])
      expect(text).toContain(label);
    expect(text).toContain("Artigo número 3");
    expect(text).toContain("Entrega em mão, embalagem reforçada");
    const [[width, height]] = mediaBoxes(raw) as [[number, number]];
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
    expect(raw).toContain("/Subtype /Image");
    // The ATCUD is the last text before the QR code at the end of the content.
    const beforeFooter = text.slice(0, text.lastIndexOf(d.certification));
    expect(beforeFooter.trimEnd().endsWith(d.atcud!)).toBe(true);
  });

  it("prints English labels and 'Duplicate' for a second copy", async () => {
    const d = document(2, { title: "Invoice", copy: "2ª via" });
    const { text } = await parse(await renderDocumentPdf(d, { format: "A4", language: "EN" }));
    expectCommonContent(text, d);
    for (const label of [
      "Invoice",
      "Duplicate",
      "Description",
      "Qty",
      "Price",
      "VAT summary",
      "Taxable amount",
      "Customer",
      "Due date",
      "Page 1 of 1",
    ])
      expect(text).toContain(label);
    expect(text).not.toContain("2ª via");
    expect(text).not.toContain("Página");
  });

  it("prints '2ª via' in Portuguese", async () => {
    const { text } = await parse(await renderDocumentPdf(document(1, { copy: "2ª via" }), a4));
    expect(text).toContain("2ª via");
  });

  it("paginates 60 lines at 25 per page on 3 pages, with page numbers and the certification on each", async () => {
    const d = document(60);
    const { text, pages } = await parse(await renderDocumentPdf(d, a4));
    expect(pages).toHaveLength(3);
    pages.forEach((page, i) => {
      expect(page).toContain(`Página ${i + 1} de 3`);
      expect(page).toContain(d.certification);
      expect(page).toContain(d.documentNumber!);
      expect(page).toContain(d.atcud!);
    });
    const linesOn = (page: string) => [...page.matchAll(/Artigo número (\d+)/g)].map((m) => Number(m[1]));
    expect(linesOn(pages[0]!)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(linesOn(pages[1]!)).toEqual(Array.from({ length: 25 }, (_, i) => i + 26));
    expect(linesOn(pages[2]!)).toEqual(Array.from({ length: 10 }, (_, i) => i + 51));
    expect(pages[2]).toContain("Total a pagar");
    expectCommonContent(text, d);
  });

  it("honours a smaller maxItemsPerPage and never more than 25", async () => {
    const ten = await parse(await renderDocumentPdf(document(30), { ...a4, maxItemsPerPage: 10 }));
    expect(ten.pages).toHaveLength(3);
    expect(ten.text).toContain("Página 3 de 3");
    const capped = await parse(await renderDocumentPdf(document(30), { ...a4, maxItemsPerPage: 40 }));
    expect(capped.pages).toHaveLength(2);
  });

  it("prints a draft without number, ATCUD or QR code, under a watermark", async () => {
    const d = document(2, {
      documentNumber: null,
      atcud: null,
      qrCode: null,
      watermark: "RASCUNHO",
      certification: "Emitido por programa certificado n.º 0000/AT",
    });
    const { text, raw } = await parse(await renderDocumentPdf(d, a4));
    expect(text).toContain("Rascunho");
    expect(text).toContain("RASCUNHO");
    expect(text).not.toContain("ATCUD");
    expect(raw).not.toContain("/Subtype /Image");
  });

  it("translates the watermark of a cancelled document printed in English", async () => {
    const { text } = await parse(
      await renderDocumentPdf(document(1, { watermark: "ANULADO" }), { format: "A4", language: "EN" }),
    );
    expect(text).toContain("CANCELLED");
    expect(text).not.toContain("ANULADO");
  });
});

describe("POS document PDF", () => {
  it("prints the same content on an 80 mm roll whose height fits the content", async () => {
    const d = document(3);
    const { text, pages, raw } = await parse(await renderDocumentPdf(d, { format: "POS", language: "PT" }));
    expect(pages).toHaveLength(1);
    expectCommonContent(text, d);
    expect(text).toContain("Artigo número 3");
    expect(raw).toContain("/Subtype /Image");
    const [[width, height]] = mediaBoxes(raw) as [[number, number]];
    expect(width).toBeCloseTo(80 * MM, 1);
    expect(height).toBeLessThan(842);
    expect(height).toBeGreaterThan(30 * MM);

    // More lines, taller page; same width.
    const longer = mediaBoxes(
      (await parse(await renderDocumentPdf(document(20), { format: "POS", language: "PT" }))).raw,
    );
    expect(longer[0]![0]).toBeCloseTo(80 * MM, 1);
    expect(longer[0]![1]).toBeGreaterThan(height);
  });

  it("prints English on a 58 mm roll with the given margins", async () => {
    const d = document(2, { title: "Invoice", copy: "2ª via" });
    const pdf = await renderDocumentPdf(d, {
      format: "POS",
      language: "EN",
      paperSize: 58,
      margins: { left: 2, right: 2, top: 2, bottom: 2 },
    });
    const { text, raw } = await parse(pdf);
    expectCommonContent(text, d);
    expect(text).toContain("Duplicate");
    expect(text).toContain("VAT summary");
    expect(mediaBoxes(raw)[0]![0]).toBeCloseTo(58 * MM, 1);
  });

  it("prints a watermark on a POS draft", async () => {
    const { text } = await parse(
      await renderDocumentPdf(document(1, { watermark: "RASCUNHO", documentNumber: null, atcud: null, qrCode: null }), {
        format: "POS",
        language: "EN",
      }),
    );
    expect(text).toContain("DRAFT");
    expect(text).toContain("Draft");
  });
});

describe("statement PDF", () => {
  const statement: PrintableStatement = {
    title: "Extrato de conta corrente",
    company: document(0).company,
    customer: { ...document(0).customer, code: "C0042" },
    period: { from: "2026-01-01", to: "2026-03-31" },
    generatedAt: "2026-04-01 10:00:00",
    currency: { symbol: "€", code: "EUR" },
    rows: Array.from({ length: 70 }, (_, i) => ({
      date: `2026-02-${String((i % 28) + 1).padStart(2, "0")}`,
      document: `FT 2026/${i + 1}`,
      dueDate: i % 2 === 0 ? "2026-03-31" : null,
      debit: "10.00 €",
      credit: i % 3 === 0 ? "10.00 €" : "0.00 €",
      balance: `${(i + 1) * 10}.00 €`,
    })),
    totals: { debit: "700.00 €", credit: "240.00 €", balance: "460.00 €" },
  };

  it("prints the customer, every row across pages with numbers, and the totals", async () => {
    const { text, pages } = await parse(await renderStatementPdf(statement));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${pages.length}`));
    for (const expected of [
      statement.title,
      statement.customer.name,
      "C0042",
      "Período: de 2026-01-01 a 2026-03-31",
      "Débito",
      "Crédito",
      "Saldo",
      "Totais",
      "700.00 €",
      "240.00 €",
      "460.00 €",
    ]) {
      expect(text).toContain(expected);
    }
    for (let i = 1; i <= 70; i++) expect(text).toContain(`FT 2026/${i}`);
  });

  it("prints English labels when asked", async () => {
    const { text } = await parse(
      await renderStatementPdf(
        { ...statement, title: "Statement of account", rows: statement.rows.slice(0, 3) },
        { language: "EN" },
      ),
    );
    for (const expected of ["Statement of account", "Debit", "Credit", "Balance", "Totals", "Page 1 of 1", "460.00 €"])
      expect(text).toContain(expected);
  });
});
