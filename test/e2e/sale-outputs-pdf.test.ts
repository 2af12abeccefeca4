// The PDF of a finished sale through /sales/{id}/download: a real file parsed back (number,
// ATCUD, totals, copy mention, language), A4 and POS with the paper parameters, pagination by
// max_items_per_page, the file fields kept on the sale; and the AT QR code recomputed from the
// answer's fields and compared with what the printable document holds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import type { components } from "../../generated/types/v1.ts";
import type { Ctx } from "../../server/kernel/scope.ts";
import { saleView } from "../../server/modules/sales/view.ts";
import { printableSale } from "../../server/modules/sales/outputs.ts";
import {
  MM,
  NOW,
  accountId,
  createCustomer,
  createItem,
  createSale,
  datasetId,
  fetchPdf,
  mediaBoxes,
  saleBody,
  type Customer,
} from "./receipts-fixtures.ts";
import { expectRefusal } from "../support/refusals.ts";
import { expectMissing, postUntyped } from "./outputs-support.ts";

type Sale = components["schemas"]["Sale"];

let s: TestServer;
let customer: Customer;
let itemId: number;
let invoice: Sale;

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date(NOW)) });
  customer = await createCustomer(s);
  itemId = (await createItem(s)).id;
  invoice = await createSale(
    s,
    saleBody(customer, itemId, [
      ["99.99", "3"],
      ["12.5", "2"],
    ]),
  );
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

async function download(id: number, body: Record<string, unknown> = {}) {
  const result = await s.v1().POST("/sales/{id}/download", { params: { path: { id } }, body: body });
  expect(result.error).toBeUndefined();
  return result.data!.url_file;
}

describe("sales/{id}/download", () => {
  it("renders a second copy by default, with number, ATCUD, lines, VAT summary and grand total", async () => {
    expect(invoice.grand_total).toBe(399.71);
    const pdf = await fetchPdf(await download(invoice.id));
    for (const text of [
      "Factura",
      invoice.document_number!,
      "2ª via",
      `ATCUD:${invoice.atcud}`,
      "Total 399.71",
      "Total IVA 74.74",
      "Total sem IVA 324.97",
      "23.00 % 324.97 74.74",
      customer.name,
      customer.vat_number,
    ]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.text).not.toContain("Original");
    expect(pdf.text).toContain(`${invoice.hash_characters}-Processado por programa certificado n.º 0000/AT`);
    expect(mediaBoxes(pdf.raw)).toEqual([[595.28, 841.89]]);
  });

  it("prints the original when asked, and in English", async () => {
    const original = await fetchPdf(await download(invoice.id, { issue: "Original" }));
    expect(original.text).toContain("Original");
    expect(original.text).not.toContain("2ª via");
    const english = await fetchPdf(await download(invoice.id, { language: "EN" }));
    for (const text of [
      "Invoice",
      "Duplicate",
      "VAT summary",
      "Total before VAT 324.97",
      invoice.document_number!,
      `ATCUD:${invoice.atcud}`,
      "Total 399.71",
    ])
      expect(english.text).toContain(text);
    expect(english.text).not.toContain("Factura");
    expect(english.text).not.toContain("2ª via");
  });

  it("keeps file_last_generated and the language and format for the next download", async () => {
    s.clock.set("2026-03-10T11:30:00Z");
    try {
      const url = await download(invoice.id, { language: "EN", format: "POS" });
      const found = (await s.v1().POST("/sales/find", { body: { value: invoice.id, search_in: "ID" } })).data!.data;
      expect(found).toMatchObject({ url_file: url, file_last_generated: "2026-03-10 11:30:00", file_previewed: 0 });
      const again = await fetchPdf(await download(invoice.id));
      expect(again.text).toContain("Invoice");
      expect(mediaBoxes(again.raw)[0]![0]).toBeCloseTo(80 * MM, 1);
      const back = await fetchPdf(await download(invoice.id, { language: "PT", format: "A4" }));
      expect(back.text).toContain("Factura");
      expect(mediaBoxes(back.raw)[0]).toEqual([595.28, 841.89]);
    } finally {
      s.clock.set(NOW);
    }
  });

  it("prints on a POS roll of the given width; margins only move the content", async () => {
    const narrow = await fetchPdf(
      await download(invoice.id, {
        format: "POS",
        paper_size: 58,
        paper_left_margin: "1",
        paper_right_margin: 1,
        paper_top_margin: 2,
        paper_bottom_margin: 2,
      }),
    );
    const boxes = mediaBoxes(narrow.raw);
    expect(boxes).toHaveLength(1);
    expect(boxes[0]![0]).toBeCloseTo(58 * MM, 1);
    expect(boxes[0]![1]).toBeGreaterThan(boxes[0]![0]);
    for (const text of [invoice.document_number!, `ATCUD:${invoice.atcud}`, "399.71"])
      expect(narrow.text).toContain(text);
    const wide = await fetchPdf(await download(invoice.id, { format: "POS", paper_size: "80", language: "PT" }));
    expect(mediaBoxes(wide.raw)[0]![0]).toBeCloseTo(80 * MM, 1);
  });

  it("paginates an invoice of 60 lines by max_items_per_page", async () => {
    const lines = Array.from({ length: 60 }, (_, i) => [String(i + 1), "1"] as [string, string]);
    const big = await createSale(s, saleBody(customer, itemId, lines));
    const total = new Decimal(1830).times("1.23").toNumber(); // 2250.90
    expect(big.grand_total).toBe(total);
    const linesPerPage = (pdf: { pages: readonly string[] }) =>
      pdf.pages.map((page) => (page.match(/Serviço de teste/g) ?? []).length);
    // At most 25 a page by default: 25 + 25 + 10, the totals fitting under the last lines.
    expect(linesPerPage(await fetchPdf(await download(big.id)))).toEqual([25, 25, 10]);
    expect(linesPerPage(await fetchPdf(await download(big.id, { max_items_per_page: "20" })))).toEqual([20, 20, 20]);
    const ten = await fetchPdf(await download(big.id, { max_items_per_page: 10, issue: "Original" }));
    expect(linesPerPage(ten)).toEqual([10, 10, 10, 10, 10, 10]);
    ten.pages.forEach((page, i) => {
      // The header with the number and the copy mention is on every page, and so is the page count.
      expect(page).toContain(big.document_number!);
      expect(page).toContain("Original");
      expect(page).toContain(`Página ${i + 1} de ${ten.pages.length}`);
    });
    expect(ten.pages[0]).toContain("Serviço de teste 1 1 UN 1.00");
    expect(ten.pages[1]).toContain("Serviço de teste 1 1 UN 11.00");
    expect(ten.text).toContain(`Total ${total}`);
  });

  it("marks a cancelled invoice", async () => {
    const sale = await createSale(s, saleBody(customer, itemId, [["10", "1"]]));
    const cancelled = await s
      .v1()
      .POST("/sales/{id}/cancel", { params: { path: { id: sale.id } }, body: { reason: "Emitida em duplicado" } });
    const pdf = await fetchPdf(cancelled.data!.url_file);
    expect(pdf.text).toContain("ANULADO");
    expect(pdf.text).toContain("Motivo da anulação: Emitida em duplicado");
  });

  it("refuses a draft, an unknown sale and badly filled options", async () => {
    const draft = await createSale(s, saleBody(customer, itemId, [["10", "1"]], { status: "Rascunho" }));
    expectRefusal(await s.v1().POST("/sales/{id}/download", { params: { path: { id: draft.id } }, body: {} }), {
      code: "document.draft",
      field: "id",
      message:
        "O documento encontra-se em rascunho: apenas documentos finalizados podem ser descarregados, enviados ou assinados",
    });
    expectMissing(await s.v1().POST("/sales/{id}/download", { params: { path: { id: 999999 } }, body: {} }), "sale");
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ max_items_per_page: 26 }, "max_items_per_page"],
      [{ max_items_per_page: "0" }, "max_items_per_page"],
      [{ format: "A5" }, "format", 'O valor indicado para o campo format não é válido (esperado: um de "A4", "POS")'],
      [
        { language: "ES" },
        "language",
        'O valor indicado para o campo language não é válido (esperado: um de "PT", "EN")',
      ],
      [
        { issue: "3ª via" },
        "issue",
        'O valor indicado para o campo issue não é válido (esperado: um de "Original", "2ª via")',
      ],
    ];
    for (const [body, field, message] of cases)
      expectRefusal(await postUntyped(s, `/sales/${invoice.id}/download`, body), {
        code: "request.field.invalid",
        field,
        message,
      });
  });
});

describe("the AT QR code of a finished invoice", () => {
  async function printedQr(id: number): Promise<string | null> {
    const scope = { accountId: await accountId(s), datasetId: await datasetId(s), mode: "production" as const };
    return s.store.transaction(async (tx) => {
      const ctx = { tx, scope, clock: s.clock } as unknown as Ctx;
      return printableSale(await saleView(ctx, id), "PT", "Original").qrCode;
    });
  }

  /** The QR content as the AT specification builds it, from the fields of the v1 answer only. */
  function expectedQr(sale: Sale): string {
    const spaces = new Map<string, Record<string, Decimal>>();
    for (const row of sale.vats) {
      const rate = sale.items.find((i) => i.vat_id === row.vat_id)!.vat;
      const space = spaces.get(rate.saft_region) ?? {};
      spaces.set(rate.saft_region, space);
      const add = (key: string, value: number) => (space[key] = (space[key] ?? new Decimal(0)).plus(value));
      if (new Decimal(row.vat_tax).isZero()) add("2", row.total_base_vat);
      else {
        const [base, vat] = { Reduzida: ["3", "4"], Intermédia: ["5", "6"], Normal: ["7", "8"] }[
          rate.type as "Normal"
        ]!;
        add(base!, row.total_base_vat);
        add(vat!, row.total_vat);
      }
    }
    const fields = [
      `A:${sale.company_vat_number}`,
      `B:${sale.customer_vat_number}`,
      `C:${sale.customercountry!.code_iso_one}`,
      `D:${sale.documenttype.saft_initials}`,
      `E:${sale.status === "Anulado" ? "A" : "N"}`,
      `F:${sale.issue_date.replaceAll("-", "")}`,
      `G:${sale.document_number}`,
      `H:${sale.atcud}`,
    ];
    ["I", "J", "K"].forEach((letter, index) => {
      const entry = [...spaces][index];
      if (!entry) return;
      fields.push(`${letter}1:${entry[0]}`);
      for (const n of ["2", "3", "4", "5", "6", "7", "8"])
        if (entry[1][n]) fields.push(`${letter}${n}:${entry[1][n]!.toFixed(2)}`);
    });
    fields.push(`N:${new Decimal(sale.total_vat).toFixed(2)}`, `O:${new Decimal(sale.grand_total).toFixed(2)}`);
    if (sale.irs_retention_apply) fields.push(`P:${new Decimal(sale.irs_retention_total).toFixed(2)}`);
    fields.push(`Q:${sale.hash_characters}`, "R:0000");
    return fields.join("*");
  }

  it("holds every rate's base and VAT, the totals, the ATCUD and the hash characters", async () => {
    const items = [
      { id: itemId, price: "100", quantity: "2", vat: 23 },
      { id: itemId, price: "40", quantity: "1", vat: "13" },
      { id: itemId, price: "10.10", quantity: "3", vat: "IVA Reduzida" },
      { id: itemId, price: "25", quantity: "1", vat: "0", vat_exemption: "M07" },
    ];
    const sale = await createSale(s, { ...saleBody(customer, itemId, []), items });
    expect(sale.hash_characters).toMatch(/^.{4}$/);
    const qr = await printedQr(sale.id);
    expect(qr).toBe(expectedQr(sale));
    expect(qr).toContain("*I1:PT*I2:25.00*I3:30.30*I4:1.82*I5:40.00*I6:5.20*I7:200.00*I8:46.00*");
    expect(qr).toMatch(
      new RegExp(`^A:${sale.company_vat_number}\\*B:${customer.vat_number}\\*C:PT\\*D:FT\\*E:N\\*F:20260310\\*`),
    );
    const pdf = await fetchPdf(await download(sale.id, { issue: "Original" }));
    expect(pdf.text).toContain(`ATCUD:${sale.atcud}`);
    expect(pdf.text).toContain("M07");
  });

  it("carries the withholding and, once cancelled, the status A", async () => {
    const sale = await createSale(s, saleBody(customer, itemId, [["500", "1"]], { irs_retention_tax: "25" }));
    expect(sale.irs_retention_apply).toBe(1);
    const qr = await printedQr(sale.id);
    expect(qr).toBe(expectedQr(sale));
    expect(qr).toContain(`*P:${new Decimal(sale.irs_retention_total).toFixed(2)}*`);
    await s.v1().POST("/sales/{id}/cancel", {
      params: { path: { id: sale.id } },
      body: { reason: "Retenção indevida na fatura" },
    });
    const cancelled = (await s.v1().POST("/sales/find", { body: { value: sale.id, search_in: "ID" } })).data!.data;
    const after = await printedQr(sale.id);
    expect(after).toBe(expectedQr(cancelled));
    expect(after).toContain("*E:A*");
  });

  it("names a foreign buyer's tax number and country", async () => {
    const { data } = await s.v1().POST("/customers/create", {
      body: {
        name: "Hotel Sol, S.L.",
        vat_number: "ESB12345678",
        country: "Spain",
        address: "Calle Mayor, 1",
        city: "Madrid",
        postal_code: "28001",
        type: "Empresarial",
        vat_type: "Debitar IVA",
      },
    });
    const foreign = { id: data!.data.id, name: data!.data.name, vat_number: data!.data.vat_number };
    const sale = await createSale(s, {
      ...saleBody(foreign, itemId, [["80", "1"]]),
      country: "Spain",
      city: "Madrid",
      postal_code: "28001",
      address: "Calle Mayor, 1",
    });
    const qr = await printedQr(sale.id);
    expect(qr).toBe(expectedQr(sale));
    expect(qr).toContain("*B:ESB12345678*C:ES*D:FT*");
  });

  it("is absent from a draft", async () => {
    const draft = await createSale(s, saleBody(customer, itemId, [["10", "1"]], { status: "Rascunho" }));
    expect(await printedQr(draft.id)).toBeNull();
  });
});
