// Receipts after creation: numbering and ATCUD, cancellation (reason of 15+ characters, the
// balances reopen), find and list, the receipt made from a sale (/sales/{id}/receipt), and
// isolation: another account's key and the demo key never reach the first account's receipts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExpectedRefusal } from "../support/refusals.ts";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import {
  NOW,
  TODAY,
  createCustomer,
  createItem,
  createReceipt,
  createSale,
  expectRefusal,
  postUntyped,
  receiptBody,
  saleBody,
  setDocumentType,
  type Customer,
} from "./receipts-fixtures.ts";

let s: TestServer;
let customer: Customer;
let itemId: number;

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date(NOW)) });
  customer = await createCustomer(s);
  itemId = (await createItem(s)).id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

async function invoice(patch: Parameters<typeof saleBody>[3] = {}, who: Customer = customer) {
  return createSale(s, saleBody(who, itemId, [["100", "1"]], patch));
}

async function openBalance(saleId: number): Promise<number | null | undefined> {
  const { data } = await s.v1().POST("/sales/find", { body: { value: saleId, search_in: "ID" } });
  return data!.data.accountopen?.balance ?? null;
}

describe("numbering and ATCUD", () => {
  it("numbers finished receipts one after the other; drafts take their number when finished", async () => {
    const sale = await invoice();
    const first = await createReceipt(s, receiptBody(customer, [{ id: sale.id, total_paid: "1.00" }]));
    const draft = await createReceipt(
      s,
      receiptBody(customer, [{ id: sale.id, total_paid: "1.00" }], { status: "Rascunho" }),
    );
    const second = await createReceipt(s, receiptBody(customer, [{ id: sale.id, total_paid: "1.00" }]));
    expect(draft.number).toBeNull();
    expect(second.number).toBe(first.number! + 1);
    const finished = await s.v1().POST("/receipts/{id}/update", {
      params: { path: { id: draft.id } },
      body: receiptBody(customer, [{ id: sale.id, total_paid: "1.00" }]),
    });
    const third = finished.data!.data;
    expect(third.number).toBe(second.number! + 1);
    const code = first.documenttypeserie.atcud!;
    expect(code.length).toBeGreaterThanOrEqual(8);
    for (const r of [first, second, third]) {
      expect(r.atcud).toBe(`${code}-${r.number}`);
      expect(r.document_number).toBe(`RC 2026/${r.number}`);
    }
    expect(third.documenttypeserie.document_number).toBe(third.number);
  });
});

describe("receipts/{id}/cancel", () => {
  it("cancels a finished receipt: records who, when and why, and reopens the balances it settled", async () => {
    const sale = await invoice();
    const receipt = await createReceipt(
      s,
      receiptBody(customer, [{ id: sale.id, total_paid: "100.00", unit_discount: "3.00" }]),
    );
    expect(await openBalance(sale.id)).toBe(20);
    const settled = await s.v1().POST("/sales/{id}/cancel", {
      params: { path: { id: sale.id } },
      body: { reason: "Factura emitida por engano" },
    });
    expectRefusal(settled, {
      code: "sale.cancel.has_receipt",
      field: "id",
      message: "O documento está liquidado por um recibo: anule primeiro o recibo",
    });

    const cancelled = await s.v1().POST("/receipts/{id}/cancel", {
      params: { path: { id: receipt.id } },
      body: { reason: "Recibo emitido em duplicado" },
    });
    expect(cancelled.error).toBeUndefined();
    expect(cancelled.data!.url_file).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\/receipts\/.+\.pdf$/);
    const found = await s.v1().POST("/receipts/find", { body: { value: receipt.id, search_in: "ID" } });
    expect(found.data!.data).toMatchObject({
      status: "Anulado",
      canceled_by: expect.any(Number),
      canceled_at: "2026-03-10 10:00:00",
      canceled_reason: "Recibo emitido em duplicado",
      number: receipt.number,
      url_file: cancelled.data!.url_file,
    });
    expect(found.data!.data.canceledby).toMatchObject({ id: found.data!.data.canceled_by });
    expect(await openBalance(sale.id)).toBe(123);

    // The whole balance can be paid again, and the sale cancelled once no finished receipt settles it.
    const again = await createReceipt(
      s,
      receiptBody(customer, [{ id: sale.id, total_paid: "123.00" }], { status: "Rascunho" }),
    );
    expect(again.total_paid).toBe(123);
    const saleCancel = await s.v1().POST("/sales/{id}/cancel", {
      params: { path: { id: sale.id } },
      body: { reason: "Factura emitida por engano" },
    });
    expect(saleCancel.error).toBeUndefined();
    expect(await openBalance(sale.id)).toBeNull();
  });

  it("requires a reason of at least 15 characters", async () => {
    const sale = await invoice();
    const receipt = await createReceipt(s, receiptBody(customer, [{ id: sale.id, total_paid: "1.00" }]));
    // Missing or short, as for sales: the service's own message.
    for (const body of [{}, { reason: "Engano" }]) {
      expectRefusal(await postUntyped(s, `/receipts/${receipt.id}/cancel`, body), {
        code: "document.cancel.reason_required",
        field: "reason",
        message: "O motivo da anulação (reason) é obrigatório e deve ter pelo menos 15 caracteres",
      });
    }
    // 20 characters sent, 12 once the spaces around are trimmed.
    const padded = await s
      .v1()
      .POST("/receipts/{id}/cancel", { params: { path: { id: receipt.id } }, body: { reason: "    Engano 1234    " } });
    expectRefusal(padded, {
      code: "document.cancel.reason_required",
      field: "reason",
      message: "O motivo da anulação (reason) é obrigatório e deve ter pelo menos 15 caracteres",
    });
    expect(await openBalance(sale.id)).toBe(122);
  });

  it("refuses a draft and a receipt already cancelled", async () => {
    const sale = await invoice();
    const draft = await createReceipt(
      s,
      receiptBody(customer, [{ id: sale.id, total_paid: "1.00" }], { status: "Rascunho" }),
    );
    const onDraft = await s.v1().POST("/receipts/{id}/cancel", {
      params: { path: { id: draft.id } },
      body: { reason: "Motivo suficientemente longo" },
    });
    expectRefusal(onDraft, {
      code: "document.cancel.draft",
      field: "id",
      message: "Um rascunho não pode ser anulado: apague-o",
    });
    const receipt = await createReceipt(s, receiptBody(customer, [{ id: sale.id, total_paid: "1.00" }]));
    await s.v1().POST("/receipts/{id}/cancel", {
      params: { path: { id: receipt.id } },
      body: { reason: "Motivo suficientemente longo" },
    });
    const twice = await s.v1().POST("/receipts/{id}/cancel", {
      params: { path: { id: receipt.id } },
      body: { reason: "Motivo suficientemente longo" },
    });
    expectRefusal(twice, {
      code: "document.already_cancelled",
      field: "id",
      message: "O documento já se encontra anulado",
    });
    const deleted = await s.v1().POST("/receipts/{id}/delete", { params: { path: { id: receipt.id } }, body: {} });
    expectRefusal(deleted, { code: "document.not_draft", field: "id" });
    const unknown = await s.v1().POST("/receipts/{id}/cancel", {
      params: { path: { id: 999999 } },
      body: { reason: "Motivo suficientemente longo" },
    });
    expectRefusal(unknown, { code: "receipt.not_found", field: "id" });
  });
});

describe("receipts/find and receipts/list", () => {
  let buyer: Customer;
  const receipts: { id: number; number: number | null; document_number: string | null }[] = [];

  beforeAll(async () => {
    buyer = await createCustomer(s, { name: "Mercearia Lista, Lda" });
    const sale = await invoice({}, buyer);
    for (let i = 0; i < 16; i++)
      receipts.push(await createReceipt(s, receiptBody(buyer, [{ id: sale.id, total_paid: "1.00" }])));
  });

  it("finds by ID and by document number", async () => {
    const last = receipts.at(-1)!;
    const byId = await s.v1().POST("/receipts/find", { body: { value: String(last.id), search_in: "ID" } });
    expect(byId.data!.data).toMatchObject({ id: last.id, document_number: last.document_number });
    const byNumber = await s
      .v1()
      .POST("/receipts/find", { body: { value: last.document_number!, search_in: "Document Number" } });
    expect(byNumber.data!.data.id).toBe(last.id);
  });

  it.each<[Record<string, unknown>, ExpectedRefusal]>([
    [
      { value: "RC-2026-1", search_in: "Document Number" },
      {
        code: "document.number.invalid",
        field: "value",
        message:
          "O valor RC-2026-1 não é um número de documento (iniciais do tipo, espaço, série, barra e número, por exemplo FT 2026/12)",
      },
    ],
    [
      { value: "RC 2026/9999", search_in: "Document Number" },
      { code: "receipt.not_found", field: "value", message: "O recibo não existe" },
    ],
    [
      { value: "999999", search_in: "ID" },
      { code: "receipt.not_found", field: "value" },
    ],
    [
      { value: "", search_in: "ID" },
      { code: "request.field.required", field: "value" },
    ],
    [{ search_in: "ID" }, { code: "request.field.required", field: "value" }],
    [
      { value: "1", search_in: "Customer" },
      {
        code: "request.field.invalid",
        field: "search_in",
        message: 'O valor indicado para o campo search_in não é válido (esperado: um de "ID", "Document Number")',
      },
    ],
    [{ value: "1" }, { code: "request.field.required", field: "search_in" }],
  ])("find refuses %j", async (body, expected) => {
    expectRefusal(await postUntyped(s, "/receipts/find", body), expected);
  });

  it("lists 15 at a time, newest first, filtered by customer, tax number, number or ID", async () => {
    const page = await s.v1().POST("/receipts/list", { body: { value: buyer.id, search_in: "Customer" } });
    const ids = receipts.map((r) => r.id).reverse();
    expect(page.data!.data.map((r) => r.id)).toEqual(ids.slice(0, 15));
    const next = await s.v1().POST("/receipts/list", { body: { value: buyer.id, search_in: "Customer", skip: "15" } });
    expect(next.data!.data.map((r) => r.id)).toEqual(ids.slice(15));
    const byName = await s.v1().POST("/receipts/list", { body: { value: "Mercearia Lista", search_in: "Customer" } });
    expect(byName.data!.data).toHaveLength(15);
    const byVat = await s
      .v1()
      .POST("/receipts/list", { body: { value: buyer.vat_number, search_in: "Vat Number", skip: 15 } });
    expect(byVat.data!.data.map((r) => r.id)).toEqual(ids.slice(15));
    const byNumber = await s
      .v1()
      .POST("/receipts/list", { body: { value: receipts[3]!.document_number!, search_in: "Document Number" } });
    expect(byNumber.data!.data.map((r) => r.id)).toEqual([receipts[3]!.id]);
    const byId = await s.v1().POST("/receipts/list", { body: { value: receipts[0]!.id, search_in: "ID" } });
    expect(byId.data!.data.map((r) => r.id)).toEqual([receipts[0]!.id]);
    const none = await s.v1().POST("/receipts/list", { body: { value: "Ninguém", search_in: "Customer" } });
    expect(none.data!.data).toEqual([]);
  });

  it("refuses a skip that is not a multiple of 15", async () => {
    expectRefusal(await s.v1().POST("/receipts/list", { body: { skip: 7 } }), {
      code: "paging.skip.invalid",
      field: "skip",
    });
  });
});

describe("/sales/{id}/receipt", () => {
  it("makes a draft Recibo de Cliente paying the whole open balance, finished through update", async () => {
    const sale = await invoice();
    await createReceipt(s, receiptBody(customer, [{ id: sale.id, total_paid: "23.00" }]));
    const made = await s.v1().POST("/sales/{id}/receipt", { params: { path: { id: sale.id } }, body: {} });
    expect(made.error).toBeUndefined();
    const draft = (await s.v1().POST("/receipts/find", { body: { value: made.data!.id, search_in: "ID" } })).data!.data;
    expect(draft).toMatchObject({
      status: "Rascunho",
      number: null,
      issue_date: TODAY,
      receipt_date: TODAY,
      customer_id: customer.id,
      total_paid: 100,
      total_balance: 100,
    });
    expect(draft.documenttype.description).toBe("Recibo de Cliente");
    expect(draft.sales.map((l) => [l.sale_id, l.total_paid])).toEqual([[sale.id, 100]]);
    expect(await openBalance(sale.id)).toBe(100);
    const finished = await s.v1().POST("/receipts/{id}/update", {
      params: { path: { id: draft.id } },
      body: receiptBody(customer, [{ id: sale.id, total_paid: "100.00" }], { status: "Terminado" }),
    });
    expect(finished.data!.data.status).toBe("Terminado");
    expect(await openBalance(sale.id)).toBe(0);
    const paid = await s.v1().POST("/sales/{id}/receipt", { params: { path: { id: sale.id } }, body: {} });
    expectRefusal(paid, {
      code: "sale.receipt.no_balance",
      field: "id",
      message: "O documento não tem valor em aberto",
    });
  });

  it("is possible only on a finished, not cancelled Factura", async () => {
    const fr = await invoice({ document_type: "Factura Recibo" });
    expectRefusal(await s.v1().POST("/sales/{id}/receipt", { params: { path: { id: fr.id } }, body: {} }), {
      code: "sale.receipt.not_invoice",
      field: "id",
      message: "Só é possível emitir um recibo sobre uma Factura",
    });
    const nd = await createSale(
      s,
      saleBody(customer, itemId, [["10", "1"]], {
        document_type: "Nota de Débito",
        sale_reference_id: (await invoice()).id,
      }),
    );
    expectRefusal(await s.v1().POST("/sales/{id}/receipt", { params: { path: { id: nd.id } }, body: {} }), {
      code: "sale.receipt.not_invoice",
      field: "id",
      message: "Só é possível emitir um recibo sobre uma Factura",
    });
    const draft = await invoice({ status: "Rascunho" });
    expectRefusal(await s.v1().POST("/sales/{id}/receipt", { params: { path: { id: draft.id } }, body: {} }), {
      code: "sale.not_finished",
      field: "id",
      message: "O documento tem de estar finalizado e não anulado",
    });
    const cancelled = await invoice();
    await s.v1().POST("/sales/{id}/cancel", {
      params: { path: { id: cancelled.id } },
      body: { reason: "Factura emitida por engano" },
    });
    expectRefusal(await s.v1().POST("/sales/{id}/receipt", { params: { path: { id: cancelled.id } }, body: {} }), {
      code: "sale.not_finished",
      field: "id",
      message: "O documento tem de estar finalizado e não anulado",
    });
    expectRefusal(await s.v1().POST("/sales/{id}/receipt", { params: { path: { id: 999999 } }, body: {} }), {
      code: "sale.not_found",
      field: "id",
    });
  });

  it("needs the Recibo de Cliente type active", async () => {
    const sale = await invoice();
    await setDocumentType(s, "RC", { active: 0 });
    try {
      expectRefusal(await s.v1().POST("/sales/{id}/receipt", { params: { path: { id: sale.id } }, body: {} }), {
        code: "document_type.inactive",
        message: "O tipo de documento não existe ou não se encontra activo",
      });
    } finally {
      await setDocumentType(s, "RC", { active: 1 });
    }
  });
});

describe("isolation", () => {
  let receiptId: number;
  let draftId: number;
  let saleId: number;

  beforeAll(async () => {
    const sale = await invoice();
    saleId = sale.id;
    receiptId = (await createReceipt(s, receiptBody(customer, [{ id: sale.id, total_paid: "10.00" }]))).id;
    draftId = (
      await createReceipt(s, receiptBody(customer, [{ id: sale.id, total_paid: "10.00" }], { status: "Rascunho" }))
    ).id;
  });

  it("another account's key and the demo key cannot see or change the account's receipts", async () => {
    const other = await s.newAccount({ name: "Outra empresa" });
    for (const token of [other.api_token, s.account.test_api_token]) {
      const v1 = s.v1(token);
      const missing = (_id: number) =>
        ({ code: "receipt.not_found", field: "id", message: "O recibo não existe" }) as const;
      const body = receiptBody(customer, [{ id: saleId, total_paid: "1.00" }]);
      expectRefusal(
        await v1.POST("/receipts/{id}/update", { params: { path: { id: draftId } }, body }),
        missing(draftId),
      );
      expectRefusal(
        await v1.POST("/receipts/{id}/delete", { params: { path: { id: draftId } }, body: {} }),
        missing(draftId),
      );
      expectRefusal(
        await v1.POST("/receipts/{id}/cancel", {
          params: { path: { id: receiptId } },
          body: { reason: "Motivo suficientemente longo" },
        }),
        missing(receiptId),
      );
      expectRefusal(
        await v1.POST("/receipts/{id}/download", { params: { path: { id: receiptId } }, body: {} }),
        missing(receiptId),
      );
      expectRefusal(
        await v1.POST("/receipts/{id}/send_email", {
          params: { path: { id: receiptId } },
          body: { to: { name: "Intruso", email: "intruso@example.com" } },
        }),
        missing(receiptId),
      );
      expectRefusal(
        await v1.POST("/receipts/{id}/send_sms", {
          params: { path: { id: receiptId } },
          body: { to: [{ name: "Intruso", mobile: "912345678" }] },
        }),
        missing(receiptId),
      );
      expectRefusal(
        await v1.POST("/receipts/{id}/sign", { params: { path: { id: receiptId } }, body: {} }),
        missing(receiptId),
      );
      expectRefusal(await v1.POST("/receipts/find", { body: { value: receiptId, search_in: "ID" } }), {
        code: "receipt.not_found",
        field: "value",
      });
      expect((await v1.POST("/receipts/list", { body: {} })).data!.data).toEqual([]);
      // Nor pay the account's sales, nor make a receipt from them.
      expectRefusal(
        await v1.POST("/receipts/summary", {
          body: { document_type: "Recibo de Cliente", sales: [{ id: saleId, total_paid: "1.00" }] },
        }),
        { code: "sale.not_found", field: "sales[0].id", line: 1 },
      );
      expectRefusal(await v1.POST("/sales/{id}/receipt", { params: { path: { id: saleId } }, body: {} }), {
        code: "sale.not_found",
        field: "id",
      });
    }
    const found = await s.v1().POST("/receipts/find", { body: { value: receiptId, search_in: "ID" } });
    expect(found.data!.data).toMatchObject({ status: "Terminado", url_file: null, signed_at: null });
    const draft = await s.v1().POST("/receipts/find", { body: { value: draftId, search_in: "ID" } });
    expect(draft.data!.data.status).toBe("Rascunho");
  });
});
