// Credit notes that refer to no invoice as lines of a receipt: the note is a credit on its
// customer's account (an open-account entry with a negative balance, in accounts_open, in every
// customer's open accounts and in the statement); a receipt line deducts (part of) its unused
// credit, the receipt collects the rest; every refusal; cancelling the receipt frees the credit;
// the receipt's PDF prints the deduction; isolation of the notes and their receipts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import type { components } from "../../generated/types/v1.ts";
import type { ExpectedRefusal } from "../support/refusals.ts";
import {
  NOW,
  createCustomer,
  createItem,
  createReceipt,
  createSale,
  expectRefusal,
  fetchPdf,
  receiptBody,
  saleBody,
  type Customer,
} from "./receipts-fixtures.ts";

type S = components["schemas"];

let s: TestServer;
let itemId: number;

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date(NOW)) });
  itemId = (await createItem(s)).id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

/** A finished Factura of one line at 23% VAT (price 100 -> 123.00). */
async function invoice(customer: Customer, price = "100"): Promise<S["Sale"]> {
  return createSale(s, saleBody(customer, itemId, [[price, "1"]]));
}

/** A credit note that refers to no invoice (price 10 -> 12.30); the item was invoiced to the customer before. */
async function creditNote(
  customer: Customer,
  price = "10",
  patch: Parameters<typeof saleBody>[3] = {},
): Promise<S["Sale"]> {
  return createSale(s, saleBody(customer, itemId, [[price, "1"]], { document_type: "Nota de Crédito", ...patch }));
}

async function entries(customer: Customer, token?: string) {
  const { data, error } = await s
    .v1(token)
    .POST("/customers/{id}/accounts_open", { params: { path: { id: customer.id } }, body: {} });
  expect(error).toBeUndefined();
  return data!.data.map((e) => [e.sale_id, e.debit, e.credit, e.balance]);
}

async function cancelReceipt(id: number) {
  const { error } = await s
    .v1()
    .POST("/receipts/{id}/cancel", { params: { path: { id } }, body: { reason: "Pagamento devolvido pelo banco" } });
  expect(error).toBeUndefined();
}

async function receiptOf(
  customer: Customer,
  lines: S["ReceiptSaleInput"][],
  patch: Parameters<typeof receiptBody>[2] = {},
) {
  return s.v1().POST("/receipts/create", { body: receiptBody(customer, lines, patch) as S["ReceiptCreateRequest"] });
}

describe("a credit note that refers to no invoice on the customer's account", () => {
  let customer: Customer;
  let ft: S["Sale"];
  let nc: S["Sale"];

  beforeAll(async () => {
    customer = await createCustomer(s, { name: "Cliente Com Crédito, Lda" });
    ft = await invoice(customer);
    nc = await creditNote(customer);
  });

  it("is an entry with its unused credit as a negative balance; a credit note of an invoice credits the invoice instead", async () => {
    expect(await entries(customer)).toEqual([
      [ft.id, 123, 0, 123],
      [nc.id, 0, 12.3, -12.3],
    ]);
    const { data } = await s
      .v1()
      .POST("/customers/{id}/accounts_open", { params: { path: { id: customer.id } }, body: {} });
    expect(data!.data[1]).toMatchObject({
      id: nc.id,
      currency_id: nc.currency_id,
      sale: { id: nc.id, document_number: nc.document_number, grand_total: 12.3 },
      currency: { code_iso: "EUR" },
    });
    // The sale record embeds only the entry of a Factura or Nota de Débito (spec: Sale.accountopen).
    expect(nc.accountopen).toBeNull();
    const other = await createCustomer(s);
    const itsInvoice = await invoice(other);
    await creditNote(other, "10", { sale_reference_id: itsInvoice.id });
    expect(await entries(other)).toEqual([[itsInvoice.id, 123, 12.3, 110.7]]);
  });

  it("is listed among every customer's open accounts, with its customer", async () => {
    const { data } = await s
      .v1()
      .POST("/customers/accounts_open", { body: { value: "Cliente Com Crédito", search_in: "Name" } });
    expect(data!.data.map((e) => [e.sale_id, e.balance, e.customer.id])).toEqual([
      [ft.id, 123, customer.id],
      [nc.id, -12.3, customer.id],
    ]);
  });

  it("prints on the statement as a credit that lowers the running balance", async () => {
    const { data, error } = await s
      .v1()
      .POST("/customers/{id}/accounts_open/download", { params: { path: { id: customer.id } }, body: {} });
    expect(error).toBeUndefined();
    const pdf = await fetchPdf(data!.url_file);
    expect(pdf.text).toContain(`${ft.issue_date} ${ft.document_number} ${ft.due_date} 123.00 0.00 123.00`);
    expect(pdf.text).toContain(`${nc.issue_date} ${nc.document_number} ${nc.due_date} 0.00 12.30 110.70`);
    expect(pdf.text).toContain("Totais 123.00 12.30 110.70");
  });
});

describe("deducting a credit note on a receipt", () => {
  let customer: Customer;

  beforeAll(async () => {
    customer = await createCustomer(s);
  });

  it("summary: the credit note's line counts negatively and the receipt collects the rest", async () => {
    const ft = await invoice(customer);
    const nc = await creditNote(customer);
    const { data, error } = await s.v1().POST("/receipts/summary", {
      body: {
        document_type: "Recibo de Cliente",
        sales: [
          { id: ft.id, total_paid: "123.00" },
          { id: nc.id, total_paid: "12,30" },
        ],
      },
    });
    expect(error).toBeUndefined();
    expect(data!.data).toEqual({
      grand_total: 110.7,
      grand_total_with_currency_exchange: 110.7,
      total_balance: 110.7,
      total_discount: 0,
      total_paid: 110.7,
      sales: [
        {
          receipt_id: null,
          sale_id: ft.id,
          grand_total: 123,
          percentage_discount: 0,
          unit_discount: 0,
          total_balance: 123,
          total_paid: 123,
        },
        {
          receipt_id: null,
          sale_id: nc.id,
          grand_total: -12.3,
          percentage_discount: 0,
          unit_discount: 0,
          total_balance: -12.3,
          total_paid: -12.3,
        },
      ],
    });
    // The summary stores nothing: the credit is still unused.
    expect((await entries(customer)).find(([id]) => id === nc.id)).toEqual([nc.id, 0, 12.3, -12.3]);
  });

  it("create: deducts part of the credit, then the rest; cancelling a receipt frees what it deducted", async () => {
    const other = await createCustomer(s);
    const first = await invoice(other);
    const second = await invoice(other, "50"); // 61.50
    const nc = await creditNote(other, "20"); // 24.60
    const { data, error } = await receiptOf(other, [
      { id: first.id, total_paid: "120.00", unit_discount: "3.00" },
      { id: nc.id, total_paid: "10.00" },
    ]);
    expect(error).toBeUndefined();
    const receipt = data!.data;
    expect(receipt).toMatchObject({
      status: "Terminado",
      grand_total: 98.4,
      total_balance: 98.4,
      total_discount: 3,
      total_paid: 110,
    });
    expect(
      receipt.sales.map((l) => [l.sale_id, l.grand_total, l.total_balance, l.total_paid, l.sale.document_number]),
    ).toEqual([
      [first.id, 123, 123, 120, first.document_number],
      [nc.id, -24.6, -24.6, -10, nc.document_number],
    ]);
    expect(await entries(other)).toEqual([
      [second.id, 61.5, 0, 61.5],
      [nc.id, 10, 24.6, -14.6],
    ]);
    expectRefusal(
      await receiptOf(other, [
        { id: second.id, total_paid: "61.50" },
        { id: nc.id, total_paid: "14.61" },
      ]),
      {
        code: "receipt.line.credit_exceeded",
        field: "sales[1].total_paid",
        line: 2,
        message: "Linha 2: O valor a descontar (14.61) é superior ao crédito por utilizar da nota de crédito (14.60)",
      },
    );
    const rest = await createReceipt(
      s,
      receiptBody(other, [
        { id: second.id, total_paid: "61.50" },
        { id: nc.id, total_paid: "14.60" },
      ]),
    );
    expect(rest).toMatchObject({ total_paid: 46.9, total_balance: 46.9 });
    expect(rest.sales[1]).toMatchObject({ sale_id: nc.id, total_balance: -14.6, total_paid: -14.6 });
    expect(await entries(other)).toEqual([]);
    // The credit note is used up: nothing left to deduct.
    const third = await invoice(other, "10");
    expectRefusal(
      await receiptOf(other, [
        { id: third.id, total_paid: "12.30" },
        { id: nc.id, total_paid: "0.01" },
      ]),
      {
        code: "receipt.line.credit_exceeded",
        field: "sales[1].total_paid",
        line: 2,
        message: "Linha 2: O valor a descontar (0.01) é superior ao crédito por utilizar da nota de crédito (0.00)",
      },
    );
    await cancelReceipt(rest.id);
    expect(await entries(other)).toEqual([
      [second.id, 61.5, 0, 61.5],
      [nc.id, 10, 24.6, -14.6],
      [third.id, 12.3, 0, 12.3],
    ]);
    await cancelReceipt(receipt.id);
    expect((await entries(other)).find(([id]) => id === nc.id)).toEqual([nc.id, 0, 24.6, -24.6]);
  });

  it("counts what earlier lines of the same receipt deducted from the same credit note", async () => {
    const other = await createCustomer(s);
    const ft = await invoice(other);
    const nc = await creditNote(other);
    const twice = await receiptOf(other, [
      { id: ft.id, total_paid: "100.00" },
      { id: nc.id, total_paid: "10.00" },
      { id: nc.id, total_paid: "2.31" },
    ]);
    expectRefusal(twice, {
      code: "receipt.line.credit_exceeded",
      field: "sales[2].total_paid",
      line: 3,
      message: "Linha 3: O valor a descontar (2.31) é superior ao crédito por utilizar da nota de crédito (2.30)",
    });
    const exact = await receiptOf(other, [
      { id: ft.id, total_paid: "100.00" },
      { id: nc.id, total_paid: "10.00" },
      { id: nc.id, total_paid: "2.30" },
    ]);
    expect(exact.data!.data.total_paid).toBe(87.7);
  });

  it("a draft receipt deducts nothing until it is finished, and finishing checks the credit again", async () => {
    const other = await createCustomer(s);
    const ft = await invoice(other);
    const nc = await creditNote(other);
    const lines = [
      { id: ft.id, total_paid: "123.00" },
      { id: nc.id, total_paid: "12.30" },
    ];
    const draft = (await receiptOf(other, lines, { status: "Rascunho" })).data!.data;
    expect(draft).toMatchObject({ status: "Rascunho", total_paid: 110.7 });
    expect(await entries(other)).toEqual([
      [ft.id, 123, 0, 123],
      [nc.id, 0, 12.3, -12.3],
    ]);
    const ft2 = await invoice(other, "10");
    await createReceipt(
      s,
      receiptBody(other, [
        { id: ft2.id, total_paid: "12.30" },
        { id: nc.id, total_paid: "5.00" },
      ]),
    );
    const finish = await s.v1().POST("/receipts/{id}/update", {
      params: { path: { id: draft.id } },
      body: receiptBody(other, lines) as S["ReceiptUpdateRequest"],
    });
    expectRefusal(finish, {
      code: "receipt.line.credit_exceeded",
      field: "sales[1].total_paid",
      line: 2,
      message: "Linha 2: O valor a descontar (12.30) é superior ao crédito por utilizar da nota de crédito (7.30)",
    });
    const finished = await s.v1().POST("/receipts/{id}/update", {
      params: { path: { id: draft.id } },
      body: receiptBody(other, [lines[0]!, { id: nc.id, total_paid: "7.30" }]) as S["ReceiptUpdateRequest"],
    });
    expect(finished.data!.data).toMatchObject({ status: "Terminado", total_paid: 115.7 });
    expect(await entries(other)).toEqual([]);
  });

  it("the credit note cannot be cancelled while a finished receipt deducts it", async () => {
    const other = await createCustomer(s);
    const ft = await invoice(other);
    const nc = await creditNote(other);
    const receipt = await createReceipt(
      s,
      receiptBody(other, [
        { id: ft.id, total_paid: "50.00" },
        { id: nc.id, total_paid: "1.00" },
      ]),
    );
    const reason = { reason: "Nota de crédito emitida por engano" };
    expectRefusal(await s.v1().POST("/sales/{id}/cancel", { params: { path: { id: nc.id } }, body: reason }), {
      code: "sale.cancel.has_receipt",
      field: "id",
      message: "O documento está liquidado por um recibo: anule primeiro o recibo",
    });
    await cancelReceipt(receipt.id);
    const cancelled = await s.v1().POST("/sales/{id}/cancel", { params: { path: { id: nc.id } }, body: reason });
    expect(cancelled.error).toBeUndefined();
    expect(await entries(other)).toEqual([[ft.id, 123, 0, 123]]);
  });

  it("prints the deduction on the receipt's PDF", async () => {
    const other = await createCustomer(s);
    const ft = await invoice(other);
    const nc = await creditNote(other);
    const receipt = await createReceipt(
      s,
      receiptBody(other, [
        { id: ft.id, total_paid: "123.00" },
        { id: nc.id, total_paid: "5.00" },
      ]),
    );
    const { data, error } = await s
      .v1()
      .POST("/receipts/{id}/download", { params: { path: { id: receipt.id } }, body: {} });
    expect(error).toBeUndefined();
    const pdf = await fetchPdf(data!.url_file);
    for (const text of [
      nc.document_number!,
      "Total 12.30 · Crédito por usar 12.30",
      "Nota de crédito deduzida",
      "-5.00",
      "Notas de crédito deduzidas -5.00",
      "Total recebido 118.00",
    ]) {
      expect(pdf.text).toContain(text);
    }
    const english = await s
      .v1()
      .POST("/receipts/{id}/download", { params: { path: { id: receipt.id } }, body: { language: "EN" } });
    const en = await fetchPdf(english.data!.url_file);
    for (const text of [
      "Unused credit 12.30",
      "Credit note deducted",
      "Credit notes deducted -5.00",
      "Total received 118.00",
    ])
      expect(en.text).toContain(text);
  });
});

describe("refusals of a credit note's line", () => {
  let customer: Customer;
  let ft: S["Sale"];
  let nc: S["Sale"];

  beforeAll(async () => {
    customer = await createCustomer(s);
    ft = await invoice(customer);
    nc = await creditNote(customer);
  });

  const refusedEverywhere = async (lines: S["ReceiptSaleInput"][], expected: ExpectedRefusal) => {
    expectRefusal(await receiptOf(customer, lines), expected);
    expectRefusal(
      await s.v1().POST("/receipts/summary", { body: { document_type: "Recibo de Cliente", sales: lines } }),
      expected,
    );
  };

  it("refuses discounts on a credit note's line", async () => {
    await refusedEverywhere(
      [
        { id: ft.id, total_paid: "100" },
        { id: nc.id, total_paid: "5", percentage_discount: "2" },
      ],
      {
        code: "receipt.line.credit_note.discount",
        field: "sales[1].percentage_discount",
        line: 2,
        message: "Linha 2: Uma nota de crédito é descontada sem descontos (percentage_discount): envie 0.00 ou nada",
      },
    );
    await refusedEverywhere(
      [
        { id: ft.id, total_paid: "100" },
        { id: nc.id, total_paid: "5", unit_discount: "1.00" },
      ],
      { code: "receipt.line.credit_note.discount", field: "sales[1].unit_discount", line: 2 },
    );
  });

  it("refuses a credit deducted that is not above zero", async () => {
    const notPositive = {
      code: "receipt.line.total_paid.not_positive",
      field: "sales[1].total_paid",
      line: 2,
      message: "Linha 2: O valor indicado no campo total_paid deve ser superior a zero",
    } as const;
    await refusedEverywhere(
      [
        { id: ft.id, total_paid: "100" },
        { id: nc.id, total_paid: "0" },
      ],
      notPositive,
    );
    await refusedEverywhere(
      [
        { id: ft.id, total_paid: "100" },
        { id: nc.id, total_paid: "-5.00" },
      ],
      notPositive,
    );
  });

  it("refuses deducting more than the unused credit", async () => {
    await refusedEverywhere(
      [
        { id: ft.id, total_paid: "100" },
        { id: nc.id, total_paid: "12.31" },
      ],
      {
        code: "receipt.line.credit_exceeded",
        field: "sales[1].total_paid",
        line: 2,
        message: "Linha 2: O valor a descontar (12.31) é superior ao crédito por utilizar da nota de crédito (12.30)",
      },
    );
  });

  it("refuses a receipt that collects nothing", async () => {
    await refusedEverywhere([{ id: nc.id, total_paid: "12.30" }], {
      code: "receipt.total.not_positive",
      field: "sales",
      message:
        "As notas de crédito descontam 12.30, tanto ou mais do que pagam os outros documentos (0.00): um recibo tem de receber mais do que zero",
    });
    await refusedEverywhere(
      [
        { id: ft.id, total_paid: "10.00" },
        { id: nc.id, total_paid: "10.00" },
      ],
      { code: "receipt.total.not_positive", field: "sales", message: /descontam 10\.00, .*\(10\.00\)/ },
    );
  });

  it("refuses a credit note of another customer", async () => {
    const other = await createCustomer(s);
    await invoice(other);
    const theirs = await creditNote(other);
    expectRefusal(
      await receiptOf(customer, [
        { id: ft.id, total_paid: "100" },
        { id: theirs.id, total_paid: "1.00" },
      ]),
      {
        code: "receipt.line.customer.differs",
        field: "sales[1].id",
        line: 2,
        message: `Linha 2: O documento ${theirs.document_number} pertence a outro cliente: todos os documentos de um recibo têm de ser do cliente do recibo`,
      },
    );
    expectRefusal(
      await s.v1().POST("/receipts/summary", {
        body: {
          document_type: "Recibo de Cliente",
          sales: [
            { id: ft.id, total_paid: "100" },
            { id: theirs.id, total_paid: "1.00" },
          ],
        },
      }),
      { code: "receipt.line.customer.mixed", field: "sales[1].id", line: 2 },
    );
  });

  it("refuses a draft, a cancelled credit note and one that refers to an invoice", async () => {
    const draft = await creditNote(customer, "1", { status: "Rascunho" });
    await refusedEverywhere(
      [
        { id: ft.id, total_paid: "100" },
        { id: draft.id, total_paid: "1.00" },
      ],
      {
        code: "receipt.line.credit_note.not_finished",
        field: "sales[1].id",
        line: 2,
        message: `Linha 2: A nota de crédito ${draft.id} não está finalizada: só podem ser descontadas notas de crédito finalizadas`,
      },
    );
    const cancelled = await creditNote(customer, "1");
    const cancel = await s.v1().POST("/sales/{id}/cancel", {
      params: { path: { id: cancelled.id } },
      body: { reason: "Nota de crédito emitida por engano" },
    });
    expect(cancel.error).toBeUndefined();
    await refusedEverywhere(
      [
        { id: ft.id, total_paid: "100" },
        { id: cancelled.id, total_paid: "1.00" },
      ],
      {
        code: "receipt.line.credit_note.not_finished",
        field: "sales[1].id",
        message: `Linha 2: A nota de crédito ${cancelled.document_number} não está finalizada: só podem ser descontadas notas de crédito finalizadas`,
      },
    );
    const ofInvoice = await creditNote(customer, "1", { sale_reference_id: ft.id });
    await refusedEverywhere(
      [
        { id: ft.id, total_paid: "100" },
        { id: ofInvoice.id, total_paid: "1.00" },
      ],
      {
        code: "receipt.line.credit_note.referenced",
        field: "sales[1].id",
        line: 2,
        message: `Linha 2: A nota de crédito ${ofInvoice.document_number} refere uma factura e já a credita: só pode ser descontada uma nota de crédito que não refira nenhuma factura`,
      },
    );
  });
});

describe("isolation", () => {
  it("another account's key and the demo key can neither see, deduct nor cancel the account's credit notes and their receipts", async () => {
    const customer = await createCustomer(s, { name: "Cliente Isolado Com Crédito, Lda" });
    const ft = await invoice(customer);
    const nc = await creditNote(customer);
    const receipt = await createReceipt(
      s,
      receiptBody(customer, [
        { id: ft.id, total_paid: "100.00" },
        { id: nc.id, total_paid: "2.00" },
      ]),
    );
    const other = await s.newAccount({ name: "Outra empresa" });
    for (const token of [other.api_token, s.account.test_api_token]) {
      const v1 = s.v1(token);
      expectRefusal(
        await v1.POST("/customers/{id}/accounts_open", { params: { path: { id: customer.id } }, body: {} }),
        { code: "customer.not_found", field: "id" },
      );
      expect(
        (
          await v1.POST("/customers/accounts_open", {
            body: { value: "Cliente Isolado Com Crédito", search_in: "Name" },
          })
        ).data!.data,
      ).toEqual([]);
      expectRefusal(
        await v1.POST("/receipts/summary", {
          body: { document_type: "Recibo de Cliente", sales: [{ id: nc.id, total_paid: "1.00" }] },
        }),
        { code: "sale.not_found", field: "sales[0].id", line: 1, message: "Linha 1: O documento não existe" },
      );
      expectRefusal(
        await v1.POST("/receipts/{id}/cancel", {
          params: { path: { id: receipt.id } },
          body: { reason: "Tentativa de anular recibo alheio" },
        }),
        { code: "receipt.not_found", field: "id", message: "O recibo não existe" },
      );
      expectRefusal(
        await v1.POST("/sales/{id}/cancel", {
          params: { path: { id: nc.id } },
          body: { reason: "Tentativa de anular nota alheia" },
        }),
        { code: "sale.not_found", field: "id", message: "O documento não existe" },
      );
    }
    expect(await entries(customer)).toEqual([
      [ft.id, 123, 100, 23],
      [nc.id, 2, 12.3, -10.3],
    ]);
  });
});
