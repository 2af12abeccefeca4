// Receipts: create (draft or finished), what a line may settle (open balance, percentage and
// unit discounts), 1 to 100 sales of one customer, the summary that equals what create stores,
// and every refusal of create and summary the documents list, each with its code and field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import type { ExpectedRefusal } from "../support/refusals.ts";
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
  type Customer,
} from "./receipts-fixtures.ts";

let s: TestServer;
let customer: Customer;
let otherCustomer: Customer;
let itemId: number;

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date(NOW)) });
  customer = await createCustomer(s);
  otherCustomer = await createCustomer(s);
  itemId = (await createItem(s)).id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

/** A finished Factura of the customer: 100.00 x quantity + 23% VAT. */
async function invoice(quantity = "1", who: Customer = customer) {
  return createSale(s, saleBody(who, itemId, [["100", quantity]]));
}

async function openBalance(saleId: number): Promise<number | undefined> {
  const { data } = await s.v1().POST("/sales/find", { body: { value: saleId, search_in: "ID" } });
  return data!.data.accountopen?.balance;
}

describe("receipts/create", () => {
  it("finishes a receipt paying part of an invoice: numbered, with ATCUD, lines and totals", async () => {
    const sale = await invoice("2");
    expect(sale.grand_total).toBe(246);
    const receipt = await createReceipt(
      s,
      receiptBody(customer, [{ id: sale.id, total_paid: "100.00" }], { observations: "Pagamento parcial" }),
    );
    expect(receipt).toMatchObject({
      status: "Terminado",
      issue_date: TODAY,
      receipt_date: TODAY,
      customer_id: customer.id,
      customer_vat_number: customer.vat_number,
      total_paid: 100,
      total_discount: 0,
      total_balance: 246,
      grand_total: 246,
      observations: "Pagamento parcial",
      finished_by: expect.any(Number),
      canceled_at: null,
    });
    expect(receipt.number).toBeGreaterThan(0);
    expect(receipt.document_number).toBe(`RC 2026/${receipt.number}`);
    expect(receipt.atcud).toBe(`${receipt.documenttypeserie.atcud}-${receipt.number}`);
    expect(receipt.documenttype).toMatchObject({ description: "Recibo de Cliente", saft_initials: "RC" });
    expect(receipt.sales).toHaveLength(1);
    expect(receipt.sales[0]).toMatchObject({
      receipt_id: receipt.id,
      sale_id: sale.id,
      grand_total: 246,
      total_balance: 246,
      total_paid: 100,
      percentage_discount: 0,
      unit_discount: 0,
    });
    expect(receipt.sales[0]!.sale.document_number).toBe(sale.document_number);
    expect(await openBalance(sale.id)).toBe(146);
  });

  it("keeps a draft without number and without touching the balance", async () => {
    const sale = await invoice();
    const draft = await createReceipt(
      s,
      receiptBody(customer, [{ id: sale.id, total_paid: "123.00" }], { status: "Rascunho" }),
    );
    expect(draft).toMatchObject({
      status: "Rascunho",
      number: null,
      document_number: null,
      atcud: null,
      finished_by: null,
      url_file: null,
    });
    expect(await openBalance(sale.id)).toBe(123);
  });

  it("settles total_paid plus the percentage and unit discounts, at most the open balance", async () => {
    const sale = await invoice("2");
    // Open 246.00: 5% of it is 12.30, plus 2.50 of unit discount: at most 231.20 can be paid.
    const lines = (paid: string) => [
      { id: sale.id, total_paid: paid, percentage_discount: "5", unit_discount: "2,50" },
    ];
    const tooMuch = await s.v1().POST("/receipts/create", { body: receiptBody(customer, lines("231.21")) });
    expectRefusal(tooMuch, {
      code: "receipt.line.overpaid",
      field: "sales[0].total_paid",
      line: 1,
      message: "Linha 1: O valor pago (246.01) é superior ao valor em aberto do documento (246.00)",
    });
    const receipt = await createReceipt(s, receiptBody(customer, lines("231.20")));
    expect(receipt).toMatchObject({ total_paid: 231.2, total_discount: 14.8, total_balance: 246 });
    expect(receipt.sales[0]).toMatchObject({ percentage_discount: 5, unit_discount: 2.5, total_paid: 231.2 });
    expect(await openBalance(sale.id)).toBe(0);
    const again = await s
      .v1()
      .POST("/receipts/create", { body: receiptBody(customer, [{ id: sale.id, total_paid: "0.01" }]) });
    expectRefusal(again, {
      code: "receipt.line.overpaid",
      field: "sales[0].total_paid",
      message: "Linha 1: O valor pago (0.01) é superior ao valor em aberto do documento (0.00)",
    });
  });

  it("refuses a second line on the same sale that would settle more than what remains open", async () => {
    const sale = await invoice();
    const result = await s.v1().POST("/receipts/create", {
      body: receiptBody(customer, [
        { id: sale.id, total_paid: "100.00" },
        { id: sale.id, total_paid: "23.01" },
      ]),
    });
    expectRefusal(result, {
      code: "receipt.line.overpaid",
      field: "sales[1].total_paid",
      line: 2,
      message: "Linha 2: O valor pago (23.01) é superior ao valor em aberto do documento (23.00)",
    });
  });

  it("accepts the lenient input forms: IDs as strings, amounts with a comma", async () => {
    const sale = await invoice();
    const receipt = await createReceipt(
      s,
      receiptBody(customer, [{ id: String(sale.id), total_paid: "23,45", unit_discount: "" }], {
        customer: String(customer.id),
        document_type: "Recibo de Cliente",
      }),
    );
    expect(receipt.total_paid).toBe(23.45);
    expect(await openBalance(sale.id)).toBe(99.55);
  });

  it("pays up to 100 sales of one customer in one receipt", async () => {
    const many = await createCustomer(s);
    const sales = [];
    for (let i = 0; i < 100; i++) sales.push(await createSale(s, saleBody(many, itemId, [["1", "1"]])));
    const receipt = await createReceipt(
      s,
      receiptBody(
        many,
        sales.map((sale) => ({ id: sale.id, total_paid: "1.23" })),
      ),
    );
    expect(receipt.sales).toHaveLength(100);
    expect(receipt).toMatchObject({ total_paid: 123, grand_total: 123, total_balance: 123 });
    const accounts = await s
      .v1()
      .POST("/customers/{id}/accounts_open", { params: { path: { id: many.id } }, body: {} });
    expect(accounts.data!.data).toEqual([]);
  });
});

describe("receipts/summary", () => {
  it("returns exactly what create then stores for the same lines", async () => {
    const first = await invoice("2");
    const second = await invoice("1");
    const lines = [
      { id: first.id, total_paid: "100.00", percentage_discount: "5.00", unit_discount: "2.50" },
      { id: second.id, total_paid: "50,00" },
    ];
    const summary = await s
      .v1()
      .POST("/receipts/summary", { body: { document_type: "Recibo de Cliente", sales: lines } });
    expect(summary.error).toBeUndefined();
    expect(summary.data!.data).toEqual({
      grand_total: 369,
      grand_total_with_currency_exchange: 369,
      total_balance: 369,
      total_discount: 14.8,
      total_paid: 150,
      sales: [
        {
          receipt_id: null,
          sale_id: first.id,
          grand_total: 246,
          percentage_discount: 5,
          unit_discount: 2.5,
          total_balance: 246,
          total_paid: 100,
        },
        {
          receipt_id: null,
          sale_id: second.id,
          grand_total: 123,
          percentage_discount: 0,
          unit_discount: 0,
          total_balance: 123,
          total_paid: 50,
        },
      ],
    });
    // Nothing was stored: the balances are untouched.
    expect(await openBalance(first.id)).toBe(246);
    const receipt = await createReceipt(s, receiptBody(customer, lines));
    const stored = summary.data!.data;
    expect({
      grand_total: receipt.grand_total,
      total_balance: receipt.total_balance,
      total_discount: receipt.total_discount,
      total_paid: receipt.total_paid,
    }).toEqual({
      grand_total: stored.grand_total,
      total_balance: stored.total_balance,
      total_discount: stored.total_discount,
      total_paid: stored.total_paid,
    });
    expect(
      receipt.sales.map(({ sale_id, grand_total, percentage_discount, unit_discount, total_balance, total_paid }) => ({
        receipt_id: null,
        sale_id,
        grand_total,
        percentage_discount,
        unit_discount,
        total_balance,
        total_paid,
      })),
    ).toEqual(stored.sales);
    expect(await openBalance(first.id)).toBe(131.2);
    expect(await openBalance(second.id)).toBe(73);
  });

  it("applies the exchange rate to grand_total_with_currency_exchange", async () => {
    const sale = await invoice();
    const { data } = await s.v1().POST("/receipts/summary", {
      body: {
        document_type: "Recibo de Cliente",
        currency_exchange: "1.5",
        sales: [{ id: sale.id, total_paid: "10" }],
      },
    });
    expect(data!.data).toMatchObject({ grand_total: 123, grand_total_with_currency_exchange: 184.5 });
  });

  it("refuses lines of different customers and a type that is not a receipt type", async () => {
    const mine = await invoice();
    const theirs = await invoice("1", otherCustomer);
    const mixed = await s.v1().POST("/receipts/summary", {
      body: {
        document_type: "Recibo de Cliente",
        sales: [
          { id: mine.id, total_paid: "1" },
          { id: theirs.id, total_paid: "1" },
        ],
      },
    });
    expectRefusal(mixed, {
      code: "receipt.line.customer.mixed",
      field: "sales[1].id",
      line: 2,
      message: `Linha 2: O documento ${theirs.document_number} pertence a outro cliente que o da linha 1: todos os documentos de um recibo têm de ser do mesmo cliente`,
    });
    // A sales type by ID is a document type, not a receipt type; by name it is none of the receipt's.
    const types = await s.v1().POST("/administration/documentstypes/list", { body: {} });
    const invoiceType = types.data!.data.find((t) => t.saft_initials === "FT")!.id;
    const type = await s
      .v1()
      .POST("/receipts/summary", { body: { document_type: invoiceType, sales: [{ id: mine.id, total_paid: "1" }] } });
    expectRefusal(type, {
      code: "receipt.document_type.not_allowed",
      field: "document_type",
      message: "O tipo de documento Factura não é um tipo de recibo",
    });
    const byName = await s
      .v1()
      .POST("/receipts/summary", { body: { document_type: "Factura", sales: [{ id: mine.id, total_paid: "1" }] } });
    expectRefusal(byName, {
      code: "document_type.not_found",
      field: "document_type",
      message: "O tipo de documento não existe ou não se encontra activo",
    });
    // The receipt type by ID, name or SAF-T initials, regardless of case and spaces.
    const receiptType = types.data!.data.find((t) => t.saft_initials === "RC")!.id;
    for (const document_type of [
      "Recibo de Cliente",
      "RC",
      "rc",
      " recibo de cliente ",
      receiptType,
      String(receiptType),
    ]) {
      const accepted = await s
        .v1()
        .POST("/receipts/summary", { body: { document_type, sales: [{ id: mine.id, total_paid: "1" }] } });
      expect([document_type, accepted.error]).toEqual([document_type, undefined]);
    }
    const missing = await postUntyped(s, "/receipts/summary", { sales: [{ id: mine.id, total_paid: "1" }] });
    expectRefusal(missing, { code: "request.field.required", field: "document_type" });
  });
});

describe("refusals of receipts/create and receipts/summary", () => {
  let sale: { id: number };
  let draft: { id: number };
  let invoiceReceipt: { id: number; document_number: string | null };
  let theirs: { id: number; document_number: string | null };

  beforeAll(async () => {
    sale = await invoice();
    draft = await createSale(s, saleBody(customer, itemId, [["100", "1"]], { status: "Rascunho" }));
    invoiceReceipt = await createSale(
      s,
      saleBody(customer, itemId, [["100", "1"]], { document_type: "Factura Recibo" }),
    );
    theirs = await invoice("1", otherCustomer);
  });

  const format = (field: string) =>
    ({
      code: "request.field.invalid",
      field: `sales[0].${field}`,
      line: 1,
      message: /^Linha 1: O valor indicado para o campo [a-z_]+ não é válido \(esperado: /,
    }) as const;
  const sales = (message: RegExp) => ({ code: "request.field.invalid", field: "sales", message }) as const;

  const lineCases: [string, () => unknown[], () => ExpectedRefusal][] = [
    [
      "no document selected",
      () => [],
      () => ({ code: "receipt.sales.empty", field: "sales", message: "Seleccione pelo menos um documento" }),
    ],
    [
      "more than 100 documents",
      () => Array.from({ length: 101 }, () => ({ id: sale.id, total_paid: "0.01" })),
      () => sales(/1 a 100/),
    ],
    [
      "a line without total_paid",
      () => [{ id: sale.id }],
      () => ({
        code: "request.field.required",
        field: "sales[0].total_paid",
        line: 1,
        message: "Linha 1: É obrigatória a indicação de um valor para o campo total_paid",
      }),
    ],
    [
      "a line without id",
      () => [{ total_paid: "1.00" }],
      () => ({ code: "request.field.required", field: "sales[0].id", line: 1 }),
    ],
    [
      "a line badly filled further down",
      () => [
        { id: sale.id, total_paid: "1.00" },
        { id: sale.id, total_paid: "1.00" },
        { id: "x", total_paid: "1.00" },
      ],
      () => ({
        code: "request.field.invalid",
        field: "sales[2].id",
        line: 3,
        message: /^Linha 3: O valor indicado para o campo id não é válido/,
      }),
    ],
    [
      "an unknown sale",
      () => [{ id: 999999, total_paid: "1.00" }],
      () => ({ code: "sale.not_found", field: "sales[0].id", line: 1, message: "Linha 1: O documento não existe" }),
    ],
    [
      "a draft sale",
      () => [{ id: draft.id, total_paid: "1.00" }],
      () => ({
        code: "receipt.line.no_balance",
        field: "sales[0].id",
        message: `Linha 1: O documento ${draft.id} não tem valor em aberto`,
      }),
    ],
    [
      "a Factura Recibo (no open balance)",
      () => [{ id: invoiceReceipt.id, total_paid: "1.00" }],
      () => ({
        code: "receipt.line.no_balance",
        field: "sales[0].id",
        message: `Linha 1: O documento ${invoiceReceipt.document_number} não tem valor em aberto`,
      }),
    ],
    ["total_paid with 3 decimals", () => [{ id: sale.id, total_paid: "1.234" }], () => format("total_paid")],
    [
      "percentage_discount badly formatted",
      () => [{ id: sale.id, total_paid: "1.00", percentage_discount: "1.234" }],
      () => format("percentage_discount"),
    ],
    [
      "unit_discount badly formatted",
      () => [{ id: sale.id, total_paid: "1.00", unit_discount: "abc" }],
      () => format("unit_discount"),
    ],
    [
      "a percentage above 100",
      () => [{ id: sale.id, total_paid: "1.00", percentage_discount: "100.01" }],
      () => ({
        code: "rate.out_of_range",
        field: "sales[0].percentage_discount",
        message: "Linha 1: O campo percentage_discount deve ser uma percentagem entre 0.00 e 100.00",
      }),
    ],
    [
      "a zero payment",
      () => [{ id: sale.id, total_paid: "0.00" }],
      () => ({
        code: "receipt.line.total_paid.not_positive",
        field: "sales[0].total_paid",
        message: "Linha 1: O valor indicado no campo total_paid deve ser superior a zero",
      }),
    ],
    [
      "a negative payment",
      () => [{ id: sale.id, total_paid: "-5" }],
      () => ({ code: "receipt.line.total_paid.not_positive", field: "sales[0].total_paid" }),
    ],
    [
      "paying more than the open amount",
      () => [{ id: sale.id, total_paid: "123.01" }],
      () => ({
        code: "receipt.line.overpaid",
        field: "sales[0].total_paid",
        message: "Linha 1: O valor pago (123.01) é superior ao valor em aberto do documento (123.00)",
      }),
    ],
  ];

  it.each(lineCases)("create refuses %s", async (_name, lines, expected) => {
    expectRefusal(
      await postUntyped(s, "/receipts/create", { ...receiptBody(customer, []), sales: lines() }),
      expected(),
    );
  });

  it.each(lineCases)("summary refuses %s", async (_name, lines, expected) => {
    expectRefusal(
      await postUntyped(s, "/receipts/summary", { document_type: "Recibo de Cliente", sales: lines() }),
      expected(),
    );
  });

  it("refuses a sale of another customer than the receipt's", async () => {
    const result = await s
      .v1()
      .POST("/receipts/create", { body: receiptBody(customer, [{ id: theirs.id, total_paid: "1.00" }]) });
    expectRefusal(result, {
      code: "receipt.line.customer.differs",
      field: "sales[0].id",
      line: 1,
      message: `Linha 1: O documento ${theirs.document_number} pertence a outro cliente: todos os documentos de um recibo têm de ser do cliente do recibo`,
    });
  });

  it("settles documents of the receipt's own currency only, in create and summary", async () => {
    const usd = await s.v1().POST("/administration/currencies/create", {
      body: { description: "Dólar americano", symbol: "$", code_iso: "USD", exchange_sale: "0.92" },
    });
    expect(usd.error).toBeUndefined();
    const dollars = await createSale(
      s,
      saleBody(customer, itemId, [["100", "1"]], { currency: "USD", currency_exchange: "0.92" }),
    );
    const euros = await invoice();
    const expected = (line: number) =>
      ({
        code: "receipt.line.currency.differs",
        field: `sales[${line - 1}].id`,
        line,
        message: `Linha ${line}: O documento ${dollars.document_number} está em USD e o recibo em EUR: um recibo liquida documentos da sua moeda`,
      }) as const;
    expectRefusal(
      await s.v1().POST("/receipts/create", { body: receiptBody(customer, [{ id: dollars.id, total_paid: "10.00" }]) }),
      expected(1),
    );
    expectRefusal(
      await s.v1().POST("/receipts/summary", {
        body: {
          document_type: "Recibo de Cliente",
          sales: [
            { id: euros.id, total_paid: "10" },
            { id: dollars.id, total_paid: "10" },
          ],
        },
      }),
      expected(2),
    );
    const paid = await s.v1().POST("/receipts/create", {
      body: receiptBody(customer, [{ id: dollars.id, total_paid: "10.00" }], {
        currency: "USD",
        currency_exchange: "0.92",
      }),
    });
    expect(paid.error).toBeUndefined();
    expect(paid.data!.data).toMatchObject({ total_paid: 10, currency: { code_iso: "USD" } });
    // A receipt made from the sale takes the sale's currency.
    const made = await s.v1().POST("/sales/{id}/receipt", { params: { path: { id: dollars.id } }, body: {} });
    expect(made.error).toBeUndefined();
  });

  const fieldCases: [string, Record<string, unknown>, ExpectedRefusal][] = [
    [
      "receipt date badly formatted",
      { receipt_date: "10-03-2026" },
      { code: "request.field.invalid", field: "receipt_date" },
    ],
    [
      "receipt date that does not exist",
      { receipt_date: "2026-02-30" },
      { code: "date.invalid", field: "receipt_date", message: "A data indicada no campo receipt_date não é válida" },
    ],
    ["receipt date missing", { receipt_date: undefined }, { code: "request.field.required", field: "receipt_date" }],
    [
      "issue date badly formatted",
      { issue_date: "2026/03/10" },
      { code: "request.field.invalid", field: "issue_date" },
    ],
    ["issue date that does not exist", { issue_date: "2026-02-29" }, { code: "date.invalid", field: "issue_date" }],
    ["document type missing", { document_type: undefined }, { code: "request.field.required", field: "document_type" }],
    [
      "document type unknown",
      { document_type: "Recibo Fantasma" },
      {
        code: "document_type.not_found",
        field: "document_type",
        message: "O tipo de documento não existe ou não se encontra activo",
      },
    ],
    [
      "a document type that is not a receipt type, by name",
      { document_type: "Factura" },
      { code: "document_type.not_found", field: "document_type" },
    ],
    ["series unknown", { serie: "1999" }, { code: "serie.not_found", field: "serie" }],
    ["currency unknown", { currency: "Dobrão" }, { code: "currency.not_found", field: "currency" }],
    [
      "exchange rate zero",
      { currency_exchange: "0" },
      {
        code: "document.currency_exchange.not_positive",
        field: "currency_exchange",
        message: "A taxa de câmbio indicada no campo currency_exchange deve ser superior a zero",
      },
    ],
    [
      "exchange rate not a number",
      { currency_exchange: "um" },
      { code: "request.field.invalid", field: "currency_exchange" },
    ],
    ["status invalid", { status: "Fechado" }, { code: "request.field.invalid", field: "status" }],
    [
      "location unknown",
      { location_origin: "Armazém Fantasma" },
      { code: "location.not_found", field: "location_origin" },
    ],
    [
      "customer unknown",
      { customer: 999999 },
      { code: "customer.not_found", field: "customer", message: "O cliente não existe" },
    ],
    ["customer missing", { customer: undefined }, { code: "request.field.required", field: "customer" }],
    // To another country than the customer's record, the record's address does not apply.
    [
      "address missing",
      { address: undefined, country: "ES" },
      {
        code: "request.field.required",
        field: "address",
        message: "É obrigatória a indicação de um valor para o campo address",
      },
    ],
    [
      "postal code badly formatted in Portugal",
      { postal_code: "4050262" },
      { code: "postal_code.invalid", field: "postal_code" },
    ],
    ["country invalid", { country: "Narnia" }, { code: "request.field.invalid", field: "country" }],
    [
      "tax number invalid",
      { vat_number: "513284924" },
      {
        code: "vat_number.invalid",
        field: "vat_number",
        message: "O contribuinte introduzido aparenta ser inválido para Portugal",
      },
    ],
    [
      "payment method unknown",
      { payment_method: "Conchas" },
      { code: "payment_method.not_found", field: "payment_method" },
    ],
  ];

  it.each(fieldCases)("create refuses %s", async (_name, patch, expected) => {
    expectRefusal(
      await postUntyped(s, "/receipts/create", {
        ...receiptBody(customer, [{ id: sale.id, total_paid: "1.00" }]),
        ...patch,
      }),
      expected,
    );
    expect(await openBalance(sale.id)).toBe(123);
  });

  it("create refuses customer data neither the request nor the customer's record has", async () => {
    const bare = await createCustomer(s, { address: "", city: "", postal_code: "" });
    const own = await createSale(s, saleBody(bare, itemId, [["100", "1"]]));
    const omitted = {
      vat_number: undefined,
      address: undefined,
      city: undefined,
      postal_code: undefined,
      country: undefined,
    };
    const body = (patch: Record<string, unknown>) => ({
      ...receiptBody(bare, [{ id: own.id, total_paid: "1.00" }]),
      ...omitted,
      ...patch,
    });
    expectRefusal(await postUntyped(s, "/receipts/create", body({})), {
      code: "request.field.required",
      field: "address",
    });
    expectRefusal(await postUntyped(s, "/receipts/create", body({ address: "Rua Nova, 1", city: "Porto" })), {
      code: "request.field.required",
      field: "postal_code",
    });
    const filled = await postUntyped(
      s,
      "/receipts/create",
      body({ address: "Rua Nova, 1", city: "Porto", postal_code: "4000-001" }),
    );
    expect(filled.response.status).toBe(200);
    expect(Number(await openBalance(own.id))).toBe(122);
  });
});
