// v1 credit and debit notes: made from a finished Factura, Factura Recibo or Factura
// Simplificada as drafts referring to it, and the corrective-document rules on create and
// update (same customer, not earlier, only the original's items, not above its quantities,
// prices, discounts, rates and totals, credit cumulated over notes).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.ts";
import type { ExpectedRefusal } from "../support/refusals.ts";
import {
  COMPANY,
  PRIVATE,
  createCustomer,
  createItem,
  createSale,
  expectRefusal,
  invoice,
  startSalesServer,
  type Sale,
  type SaleBody,
} from "./sales-fixtures.ts";

let s: TestServer;
let customer: number;
let other: number;

beforeAll(async () => {
  s = await startSalesServer();
  customer = await createCustomer(s, COMPANY);
  other = await createCustomer(s, PRIVATE);
  for (const ref of ["PAO-1", "BOLO-2", "CAFE-3"]) await createItem(s, ref);
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

type Line = SaleBody["items"][number];
const pao = (extra: Partial<Line> = {}): Line => ({ id: "PAO-1", price: "10.00", quantity: 2, vat: 23, ...extra });
const bolo = (extra: Partial<Line> = {}): Line => ({ id: "BOLO-2", price: "5.00", quantity: 1, vat: 13, ...extra });
const finish = (extra: Partial<SaleBody> = {}, items: Line[] = [pao(), bolo()]) =>
  createSale(s, invoice(customer, items, { status: "Terminado", ...extra }));
const find = async (id: number): Promise<Sale> =>
  (await s.v1().POST("/sales/find", { body: { value: id, search_in: "ID" } })).data!.data;
const creditNote = (id: number) => s.v1().POST("/sales/{id}/credit_note", { params: { path: { id } } });
const debitNote = (id: number) => s.v1().POST("/sales/{id}/debit_note", { params: { path: { id } } });
const REASON = "Documento emitido por engano";

/** A note body referring to `original`, for create or update. */
const note = (original: Sale, items: Line[], extra: Partial<SaleBody> = {}) =>
  invoice(customer, items, { document_type: "Nota de Crédito", sale_reference_id: original.id, ...extra });

async function typeId(initials: string): Promise<number> {
  const { data } = await s.v1().POST("/administration/documentstypes/list", { body: {} });
  return data!.data.find((t) => t.saft_initials === initials)!.id;
}

describe("credit_note and debit_note", () => {
  it("make a draft note dated today referring to the invoice, with its customer, lines and total", async () => {
    // 2 x 10.00 + 5.00, global 10%, financial 2.50: the note carries the same discounts.
    const original = await finish({ final_discount_global: "10", final_discount_financial: "2.50" });
    for (const [make, initials] of [
      [creditNote, "NC"],
      [debitNote, "ND"],
    ] as const) {
      const { data, error } = await make(original.id);
      expect(error).toBeUndefined();
      expect(data).toEqual({ status: true, id: expect.any(Number) });
      const made = await find(data!.id);
      expect(made).toMatchObject({
        status: "Rascunho",
        number: null,
        issue_date: "2026-11-22",
        documenttype: { saft_initials: initials },
        customer_id: customer,
        customer_vat_number: COMPANY.vat_number,
        reference: { id: original.id, document_number: original.document_number },
        final_discount_global: 10,
        final_discount_financial: 2.5,
        grand_total: original.grand_total,
      });
      expect(made.items.map((l) => [l.item.reference, l.quantity, l.unit_price])).toEqual(
        original.items.map((l) => [l.item.reference, l.quantity, l.unit_price]),
      );
    }
  });

  it("keep each line's VAT rate and exemption, whatever the rate's ID", async () => {
    // Every preset rate, named by description: several IDs are also rates (4 is the ID of
    // Isento and the Azores' 4%), and the note must not read a stored ID as a rate.
    const rates = (await s.v1().POST("/administration/vatrates/list", { body: {} })).data!.data;
    const lines = rates.map((r) =>
      pao({ quantity: 1, vat: r.description, ...(r.tax === 0 ? { vat_exemption: "M07" } : {}) }),
    );
    const original = await finish({}, lines);
    for (const make of [creditNote, debitNote]) {
      const made = await find((await make(original.id)).data!.id);
      expect(made.items.map((l) => [l.vat_id, l.vat.tax, l.vat_exemption_id])).toEqual(
        original.items.map((l) => [l.vat_id, l.vat.tax, l.vat_exemption_id]),
      );
    }
    expect(original.items.map((l) => l.vat_id).sort((a, b) => a - b)).toEqual(
      rates.map((r) => r.id).sort((a, b) => a - b),
    );
  });

  it("are possible on Factura Recibo and Factura Simplificada too", async () => {
    for (const type of ["Factura Recibo", "Factura Simplificada"]) {
      const original = await finish({ document_type: type });
      expect((await creditNote(original.id)).error).toBeUndefined();
      expect((await debitNote(original.id)).error).toBeUndefined();
    }
  });

  it("are refused on other types, drafts and cancelled documents", async () => {
    const notCorrectable = {
      code: "sale.note.not_correctable",
      field: "id",
      message:
        "Só é possível emitir uma nota de crédito ou de débito sobre uma Factura, Factura Recibo ou Factura Simplificada",
    } as const;
    const notFinished = {
      code: "sale.not_finished",
      field: "id",
      message: "O documento tem de estar finalizado e não anulado",
    } as const;
    for (const type of ["Orçamento", "Encomenda", "Factura Pró-forma"]) {
      const sale = await finish({ document_type: type });
      expectRefusal(await creditNote(sale.id), notCorrectable);
      expectRefusal(await debitNote(sale.id), notCorrectable);
    }
    const nc = (await find((await creditNote((await finish()).id)).data!.id)).id;
    const finishedNote = await s.v1().POST("/sales/{id}/update", {
      params: { path: { id: nc } },
      body: note(await find((await find(nc)).reference!.id), [pao({ quantity: 1 })], { status: "Terminado" }),
    });
    expect(finishedNote.error).toBeUndefined();
    expectRefusal(await creditNote(nc), notCorrectable);
    const draft = await createSale(s, invoice(customer, [pao()]));
    expectRefusal(await creditNote(draft.id), notFinished);
    const cancelled = await finish();
    expect(
      (await s.v1().POST("/sales/{id}/cancel", { params: { path: { id: cancelled.id } }, body: { reason: REASON } }))
        .error,
    ).toBeUndefined();
    expectRefusal(await creditNote(cancelled.id), notFinished);
    expectRefusal(await debitNote(cancelled.id), notFinished);
  });

  it("are refused when the note's document type is inactive", async () => {
    const original = await finish();
    for (const [initials, make] of [
      ["NC", creditNote],
      ["ND", debitNote],
    ] as const) {
      const id = await typeId(initials);
      await s.v1().POST("/administration/documentstypes/{id}/update", {
        params: { path: { id } },
        body: { print_report: "A4", active: false },
      });
      try {
        expectRefusal(await make(original.id), {
          code: "document_type.inactive",
          message: "O tipo de documento não existe ou não se encontra activo",
        });
      } finally {
        await s.v1().POST("/administration/documentstypes/{id}/update", {
          params: { path: { id } },
          body: { print_report: "A4", active: true },
        });
      }
    }
  });
});

describe("corrective-document rules", () => {
  let original: Sale;
  let draftNote: number;

  beforeAll(async () => {
    original = await finish();
    draftNote = (await creditNote(original.id)).data!.id;
  });

  /** Refused on create and on update of the draft note. */
  async function refused(b: SaleBody, expected: ExpectedRefusal): Promise<void> {
    expectRefusal(await s.v1().POST("/sales/create", { body: b }), expected);
    expectRefusal(await s.v1().POST("/sales/{id}/update", { params: { path: { id: draftNote } }, body: b }), expected);
  }

  it("refuse an unknown reference, or one that is not an invoice", async () => {
    await refused(note(original, [pao()], { sale_reference_id: 999999 }), {
      code: "sale.reference.not_found",
      field: "sale_reference_id",
      message: "O documento referido (sale_reference_id) não existe",
    });
    const quote = await finish({ document_type: "Orçamento" });
    await refused(note(original, [pao()], { sale_reference_id: quote.id }), {
      code: "sale.reference.not_correctable",
      field: "sale_reference_id",
      message: "Só pode ser referida uma Factura, Factura Recibo ou Factura Simplificada (sale_reference_id)",
    });
    const draft = await createSale(s, invoice(customer, [pao()]));
    await refused(note(original, [pao()], { sale_reference_id: draft.id }), {
      code: "sale.reference.not_found",
      field: "sale_reference_id",
    });
  });

  it("refuse a cancelled reference", async () => {
    const cancelled = await finish();
    await s.v1().POST("/sales/{id}/cancel", { params: { path: { id: cancelled.id } }, body: { reason: REASON } });
    await refused(note(cancelled, [pao()]), {
      code: "sale.reference.cancelled",
      field: "sale_reference_id",
      message: "O documento referido (sale_reference_id) encontra-se anulado",
    });
  });

  it("refuse another customer and an earlier issue date", async () => {
    const otherParty = {
      customer: other,
      vat_number: PRIVATE.vat_number,
      address: PRIVATE.address,
      city: PRIVATE.city,
      postal_code: PRIVATE.postal_code,
    };
    await refused(note(original, [pao()], otherParty), {
      code: "sale.reference.customer_differs",
      field: "customer",
      message: "O cliente ou o contribuinte são diferentes dos do documento referido",
    });
    await refused(note(original, [pao()], { vat_number: "501964843" }), {
      code: "sale.reference.customer_differs",
      field: "vat_number",
    });
    await refused(note(original, [pao()], { issue_date: "2026-11-21" }), {
      code: "sale.reference.issue_date_before",
      field: "issue_date",
      message: "A data do documento não pode ser anterior à do documento referido (2026-11-22)",
    });
  });

  it("refuse items not on the original, and quantities, prices, discounts or rates above it", async () => {
    await refused(note(original, [pao({ quantity: 1 }), { id: "CAFE-3", price: 1, quantity: 1, vat: 23 }]), {
      code: "sale.reference.line.item_missing",
      field: "items[1].id",
      line: 2,
      message: "Linha 2: O artigo CAFE-3 não consta do documento referido",
    });
    await refused(note(original, [pao({ quantity: "2.00001" })]), {
      code: "sale.reference.line.quantity_exceeded",
      field: "items[0].quantity",
      line: 1,
      message: "Linha 1: A quantidade é superior à que o documento referido ainda permite corrigir (2)",
    });
    // The second line of the same item may take what the first left: 2 - 1.
    await refused(note(original, [pao({ quantity: 1 }), pao({ quantity: "1.5" })]), {
      code: "sale.reference.line.quantity_exceeded",
      field: "items[1].quantity",
      line: 2,
      message: "Linha 2: A quantidade é superior à que o documento referido ainda permite corrigir (1)",
    });
    await refused(note(original, [bolo(), pao({ price: "10.01" })]), {
      code: "sale.reference.line.price_exceeded",
      field: "items[1].price",
      line: 2,
      message: "Linha 2: O preço é superior ao do documento referido (10)",
    });
    await refused(note(original, [pao({ discount: "5" })]), {
      code: "sale.reference.line.discount_exceeded",
      field: "items[0].discount",
      message: "Linha 1: O desconto é superior ao do documento referido (0.00)",
    });
    await refused(note(original, [bolo({ vat: 23 })]), {
      code: "sale.reference.line.vat_exceeded",
      field: "items[0].vat",
      message: "Linha 1: A taxa de IVA é superior à do documento referido (13.00%)",
    });
  });

  it("refuse a total above the original's", async () => {
    // 2 x 10.00 - 10% global = 18.00 + 23% = 22.14; the same lines without the discount: 24.60.
    const discounted = await finish({ final_discount_global: "10" }, [pao()]);
    expect(discounted.grand_total).toBe(22.14);
    const body = note(discounted, [pao()]);
    expectRefusal(await s.v1().POST("/sales/create", { body }), {
      code: "sale.reference.total_exceeded",
      message: "O total (24.60) é superior ao que o documento referido ainda permite (22.14)",
    });
    expect(
      (await s.v1().POST("/sales/create", { body: { ...body, final_discount_global: "10" } })).error,
    ).toBeUndefined();
  });

  it("without a reference, every item must have been invoiced to the customer", async () => {
    const loose = (items: Line[], extra: Partial<SaleBody> = {}) =>
      invoice(customer, items, { document_type: "Nota de Crédito", ...extra });
    expectRefusal(
      await s.v1().POST("/sales/create", {
        body: loose([pao({ quantity: 1 }), { id: "CAFE-3", price: 1, quantity: 1, vat: 23 }]),
      }),
      {
        code: "sale.line.item.not_invoiced",
        field: "items[1].id",
        line: 2,
        message: "Linha 2: O artigo CAFE-3 nunca foi facturado a este cliente",
      },
    );
    const otherParty = {
      vat_number: PRIVATE.vat_number,
      address: PRIVATE.address,
      city: PRIVATE.city,
      postal_code: PRIVATE.postal_code,
    };
    expectRefusal(await s.v1().POST("/sales/create", { body: { ...loose([pao()]), customer: other, ...otherParty } }), {
      code: "sale.line.item.not_invoiced",
      field: "items[0].id",
      line: 1,
    });
    expect(
      (await s.v1().POST("/sales/create", { body: loose([pao({ quantity: 1 })], { status: "Terminado" }) })).error,
    ).toBeUndefined();
  });

  it("a finished note is numbered in its own sequence and signed", async () => {
    const sale = await finish();
    const id = (await creditNote(sale.id)).data!.id;
    const { data, error } = await s.v1().POST("/sales/{id}/update", {
      params: { path: { id } },
      body: note(sale, [pao(), bolo()], { status: "Terminado" }),
    });
    expect(error).toBeUndefined();
    expect(data!.data).toMatchObject({
      status: "Terminado",
      document_number: expect.stringMatching(/^NC 2026\/[0-9]+$/),
      hash_characters: expect.stringMatching(/^.{4}$/),
      grand_total: sale.grand_total,
    });
  });
});

describe("credit cumulated over notes", () => {
  it("a second credit note offers only what is left, may not credit more, and a fully credited invoice has none", async () => {
    const original = await finish();
    const first = (await creditNote(original.id)).data!.id;
    // Credit 1 of the 2 loaves.
    expect(
      (
        await s.v1().POST("/sales/{id}/update", {
          params: { path: { id: first } },
          body: note(original, [pao({ quantity: 1 })], { status: "Terminado" }),
        })
      ).error,
    ).toBeUndefined();

    const second = (await creditNote(original.id)).data!.id;
    const offered = await find(second);
    expect(offered.items.map((l) => [l.item.reference, l.quantity])).toEqual([
      ["PAO-1", 1],
      ["BOLO-2", 1],
    ]);
    // 10.00 + 23% and 5.00 + 13%: 12.30 + 5.65 = 17.95, what is left of 30.25 after 12.30.
    expect(offered.grand_total).toBe(17.95);
    expectRefusal(
      await s
        .v1()
        .POST("/sales/{id}/update", { params: { path: { id: second } }, body: note(original, [pao(), bolo()]) }),
      {
        code: "sale.reference.line.quantity_exceeded",
        field: "items[0].quantity",
        line: 1,
        message: "Linha 1: A quantidade é superior à que o documento referido ainda permite corrigir (1)",
      },
    );
    expect(
      (
        await s.v1().POST("/sales/{id}/update", {
          params: { path: { id: second } },
          body: note(original, [pao({ quantity: 1 }), bolo()], { status: "Terminado" }),
        })
      ).error,
    ).toBeUndefined();
    expectRefusal(await creditNote(original.id), {
      code: "sale.note.fully_credited",
      field: "id",
      message: "O documento já foi totalmente creditado",
    });
    // Debit notes are not limited by the credit notes.
    expect((await debitNote(original.id)).error).toBeUndefined();
  });

  it("shipping is credited once", async () => {
    // 2 x 10.00 + shipping 5.00, all at 23%: 25.00 + 5.75 = 30.75.
    const original = await finish({ shipping_value: "5.00", shipping_mode: "Transportadora", shipping_vat: 23 }, [
      pao(),
    ]);
    expect(original.grand_total).toBe(30.75);
    const first = (await creditNote(original.id)).data!.id;
    expect((await find(first)).grand_total).toBe(30.75);
    // One loaf and the shipping: 15.00 + 3.45 = 18.45.
    const done = await s.v1().POST("/sales/{id}/update", {
      params: { path: { id: first } },
      body: note(original, [pao({ quantity: 1 })], {
        shipping_value: "5.00",
        shipping_mode: "Transportadora",
        shipping_vat: 23,
        status: "Terminado",
      }),
    });
    expect(done.data!.data.grand_total).toBe(18.45);
    const rest = await creditNote(original.id);
    expect(rest.error).toBeUndefined();
    // The other loaf without shipping: 12.30 = 30.75 - 18.45.
    expect(await find(rest.data!.id)).toMatchObject({ shipping_value: 0, total_shipping: 0, grand_total: 12.3 });
  });

  it("with a financial discount, the notes together credit the invoice's total", async () => {
    // 2 x 10.00 + 5.00 = 25.00 - 5.00 financial = 20.00; VAT shared: 16.00 at 23% (3.68), 4.00 at 13% (0.52).
    const original = await finish({ final_discount_financial: "5.00" });
    expect(original.grand_total).toBe(24.2);
    const first = (await creditNote(original.id)).data!.id;
    // Credit the cake only: its share of the financial discount is 5.00 x 5/25 = 1.00.
    const cake = note(original, [bolo()], { status: "Terminado", final_discount_financial: "1.00" });
    const firstDone = await s.v1().POST("/sales/{id}/update", { params: { path: { id: first } }, body: cake });
    expect(firstDone.data!.data.grand_total).toBe(4.52);
    const rest = await find((await creditNote(original.id)).data!.id);
    // What is left: 2 x 10.00 with 4.00 of the discount = 16.00 + 23% = 19.68 (= 24.20 - 4.52).
    expect([rest.final_discount_financial, rest.grand_total]).toEqual([4, 19.68]);
  });
});
