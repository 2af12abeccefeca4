// Open accounts derived from the documents: finished Facturas and Notas de Débito open entries,
// credit notes and receipts reduce them, cancelled documents count for nothing; the customer's
// and every customer's open accounts, the A4 statement (download and e-mail), and isolation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import { expectRefusal } from "../support/refusals.ts";
import {
  NOW,
  createCustomer,
  createItem,
  createReceipt,
  createSale,
  fetchPdf,
  mediaBoxes,
  outbox,
  rawV1,
  receiptBody,
  saleBody,
  type Customer,
} from "./receipts-fixtures.ts";

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

async function sale(customer: Customer, price: string, patch: Parameters<typeof saleBody>[3] = {}) {
  return createSale(s, saleBody(customer, itemId, [[price, "1"]], patch));
}

async function entries(customer: Customer) {
  const { data, error } = await s
    .v1()
    .POST("/customers/{id}/accounts_open", { params: { path: { id: customer.id } }, body: {} });
  expect(error).toBeUndefined();
  return data!.data;
}

async function cancel(id: number) {
  const { error } = await s
    .v1()
    .POST("/sales/{id}/cancel", { params: { path: { id } }, body: { reason: "Documento emitido por engano" } });
  expect(error).toBeUndefined();
}

// First: its earliest invoice is dated before every other Factura of the series.
describe("the statement of open accounts", () => {
  let customer: Customer;
  let early: Awaited<ReturnType<typeof sale>>;
  let late: Awaited<ReturnType<typeof sale>>;

  beforeAll(async () => {
    customer = await createCustomer(s, { name: "Cliente do Extrato, Lda" });
    s.clock.set("2026-03-02T10:00:00Z");
    try {
      early = await createSale(s, saleBody(customer, itemId, [["100", "1"]], { issue_date: "2026-03-02" }));
    } finally {
      s.clock.set(NOW);
    }
    late = await sale(customer, "50");
    await createReceipt(s, receiptBody(customer, [{ id: early.id, total_paid: "23.00" }]));
  });

  it("downloads an A4 PDF with each open document, its debit, credit and running balance", async () => {
    const { data, error } = await s
      .v1()
      .POST("/customers/{id}/accounts_open/download", { params: { path: { id: customer.id } }, body: {} });
    expect(error).toBeUndefined();
    expect(data!.url_file).toMatch(/\/files\/statements\/.+\.pdf$/);
    const pdf = await fetchPdf(data!.url_file);
    expect(mediaBoxes(pdf.raw)[0]).toEqual([595.28, 841.89]);
    expect(pdf.text).toContain("Extrato de conta corrente");
    expect(pdf.text).toContain("Cliente do Extrato, Lda");
    expect(pdf.text).toContain(`2026-03-02 ${early.document_number} 2026-03-02 123.00 23.00 100.00`);
    expect(pdf.text).toContain(`2026-03-10 ${late.document_number} 2026-03-10 61.50 0.00 161.50`);
    expect(pdf.text).toContain("Totais 184.50 23.00 161.50");
  });

  it("limits the statement to a period", async () => {
    const { data } = await s.v1().POST("/customers/{id}/accounts_open/download", {
      params: { path: { id: customer.id } },
      body: { date_from: "2026-03-05", date_to: "2026-03-31" },
    });
    const pdf = await fetchPdf(data!.url_file);
    expect(pdf.text).toContain("Período: de 2026-03-05 a 2026-03-31");
    expect(pdf.text).toContain(late.document_number!);
    expect(pdf.text).not.toContain(early.document_number!);
    expect(pdf.text).toContain("Totais 61.50 0.00 61.50");
  });

  it("refuses an empty statement and a period that ends before it starts", async () => {
    const empty = await s.v1().POST("/customers/{id}/accounts_open/download", {
      params: { path: { id: customer.id } },
      body: { date_from: "2026-04-01" },
    });
    expectRefusal(empty, { code: "customer.statement.empty", message: "Não existem resultados para exportar" });
    const nothing = await createCustomer(s);
    expectRefusal(
      await s.v1().POST("/customers/{id}/accounts_open/download", { params: { path: { id: nothing.id } }, body: {} }),
      { code: "customer.statement.empty" },
    );
    const reversed = await s.v1().POST("/customers/{id}/accounts_open/download", {
      params: { path: { id: customer.id } },
      body: { date_from: "2026-03-10", date_to: "2026-03-01" },
    });
    expectRefusal(reversed, {
      code: "customer.statement.period_invalid",
      field: "date_to",
      message: "A data final do período (date_to) não pode ser anterior à data inicial",
    });
    const malformed = await rawV1(s, `/customers/${customer.id}/accounts_open/download`, { date_from: "01-03-2026" });
    expectRefusal(
      { response: { status: malformed.status }, error: malformed.json },
      { code: "request.field.invalid", field: "date_from", message: /esperado: uma data no formato AAAA-MM-DD/ },
    );
    expectRefusal(
      await s.v1().POST("/customers/{id}/accounts_open/download", { params: { path: { id: 999999 } }, body: {} }),
      { code: "customer.not_found", field: "id" },
    );
  });

  it("e-mails the statement with the subject and message given", async () => {
    const sent = await s.v1().POST("/customers/{id}/accounts_open/send_email", {
      params: { path: { id: customer.id } },
      body: {
        subject: "Extrato de conta corrente",
        message: "Segue em anexo o extrato das faturas em aberto.",
        to: { name: "Ana Ribeiro", email: "ana@extrato.pt" },
        cc: "socio@extrato.pt",
      },
    });
    expect(sent.data).toEqual({ status: true });
    const [mail] = await outbox(s);
    expect(mail).toMatchObject({
      channel: "email",
      recipients: [{ name: "Ana Ribeiro", email: "ana@extrato.pt" }],
      cc: ["socio@extrato.pt"],
      subject: "Extrato de conta corrente",
      body: "Segue em anexo o extrato das faturas em aberto.",
    });
    expect(mail!.attachments).toHaveLength(1);
    const pdf = await fetchPdf(`${s.baseUrl}${mail!.attachments[0]!.url}`);
    expect(pdf.text).toContain("Totais 184.50 23.00 161.50");
  });

  it("refuses to e-mail with missing fields, invalid addresses or nothing open", async () => {
    const to = { name: "Ana", email: "ana@extrato.pt" };
    const cases = [
      [{ message: "m", to }, "request.field.required", "subject"],
      [{ subject: "s", to }, "request.field.required", "message"],
      [{ subject: "s", message: "m" }, "request.field.required", "to"],
      [
        { subject: "s", message: "m", to: { name: "Ana", email: "ana-extrato.pt" } },
        "request.field.invalid",
        "to.email",
      ],
      [{ subject: "s", message: "m", to, cc: "nao-e-email" }, "email.invalid", "cc"],
    ] as const;
    for (const [body, code, field] of cases) {
      const result = await rawV1(s, `/customers/${customer.id}/accounts_open/send_email`, body);
      expectRefusal({ response: { status: result.status }, error: result.json }, { code, field });
    }
    const nothing = await createCustomer(s);
    const empty = await s.v1().POST("/customers/{id}/accounts_open/send_email", {
      params: { path: { id: nothing.id } },
      body: { subject: "s", message: "m", to },
    });
    expectRefusal(empty, { code: "customer.statement.empty" });
  });
});

describe("what opens and what settles an account", () => {
  let customer: Customer;
  let ft: Awaited<ReturnType<typeof sale>>;
  let nd: Awaited<ReturnType<typeof sale>>;

  beforeAll(async () => {
    customer = await createCustomer(s);
    ft = await sale(customer, "200");
    nd = await sale(customer, "10", { document_type: "Nota de Débito", sale_reference_id: ft.id });
    // Neither drafts nor other document types open entries.
    await sale(customer, "50", { status: "Rascunho" });
    await sale(customer, "50", { document_type: "Factura Recibo" });
    await sale(customer, "50", { document_type: "Orçamento" });
  });

  it("opens an entry for each finished Factura and Nota de Débito", async () => {
    const list = await entries(customer);
    expect(list.map((e) => [e.sale_id, e.debit, e.credit, e.balance])).toEqual([
      [ft.id, 246, 0, 246],
      [nd.id, 12.3, 0, 12.3],
    ]);
    expect(list[0]).toMatchObject({ id: ft.id, currency_id: ft.currency_id, currency_exchange: 1 });
    expect(list[0]!.sale).toMatchObject({ id: ft.id, document_number: ft.document_number, grand_total: 246 });
    expect(list[0]!.currency).toMatchObject({ code_iso: "EUR" });
    expect(ft.accountopen).toMatchObject({ sale_id: ft.id, debit: 246, balance: 246 });
  });

  it("reduces the invoice's entry by its finished credit notes; a cancelled note counts for nothing", async () => {
    const nc = await sale(customer, "50", { document_type: "Nota de Crédito", sale_reference_id: ft.id });
    expect(nc.accountopen).toBeNull();
    expect((await entries(customer))[0]).toMatchObject({ sale_id: ft.id, credit: 61.5, balance: 184.5 });
    await cancel(nc.id);
    expect((await entries(customer))[0]).toMatchObject({ sale_id: ft.id, credit: 0, balance: 246 });
    const draftNote = await sale(customer, "50", {
      document_type: "Nota de Crédito",
      sale_reference_id: ft.id,
      status: "Rascunho",
    });
    expect(draftNote.status).toBe("Rascunho");
    expect((await entries(customer))[0]!.balance).toBe(246);
  });

  it("reduces entries by finished receipts (discounts included); cancelling the receipt reopens them", async () => {
    const receipt = await createReceipt(
      s,
      receiptBody(customer, [
        { id: ft.id, total_paid: "200.00", unit_discount: "6.00" },
        { id: nd.id, total_paid: "12.30" },
      ]),
    );
    const after = await entries(customer);
    expect(after.map((e) => [e.sale_id, e.credit, e.balance])).toEqual([[ft.id, 206, 40]]);
    await s.v1().POST("/receipts/{id}/cancel", {
      params: { path: { id: receipt.id } },
      body: { reason: "Cheque devolvido pelo banco" },
    });
    expect((await entries(customer)).map((e) => [e.sale_id, e.balance])).toEqual([
      [ft.id, 246],
      [nd.id, 12.3],
    ]);
  });

  it("drops a cancelled invoice", async () => {
    const other = await createCustomer(s);
    const invoice = await sale(other, "80");
    expect((await entries(other)).map((e) => e.sale_id)).toEqual([invoice.id]);
    await cancel(invoice.id);
    expect(await entries(other)).toEqual([]);
    const found = await s.v1().POST("/sales/find", { body: { value: invoice.id, search_in: "ID" } });
    expect(found.data!.data.accountopen).toBeNull();
  });

  it("refuses an unknown customer", async () => {
    expectRefusal(await s.v1().POST("/customers/{id}/accounts_open", { params: { path: { id: 999999 } }, body: {} }), {
      code: "customer.not_found",
      field: "id",
    });
  });
});

describe("customers/accounts_open", () => {
  let many: Customer;
  let few: Customer;
  const invoices: number[] = [];

  beforeAll(async () => {
    many = await createCustomer(s, { name: "Cliente Com Muitas Faturas, Lda" });
    few = await createCustomer(s, { name: "Cliente Com Uma Fatura, Lda" });
    for (let i = 1; i <= 16; i++) invoices.push((await sale(many, String(i))).id);
    await sale(few, "5");
  });

  it("lists open entries of every customer 15 at a time, with the customer", async () => {
    const first = await s.v1().POST("/customers/accounts_open", { body: {} });
    const second = await s.v1().POST("/customers/accounts_open", { body: { skip: "15" } });
    expect(first.data!.data).toHaveLength(15);
    const all = [...first.data!.data, ...second.data!.data];
    expect(new Set(all.map((e) => e.sale_id)).size).toBe(all.length);
    expect(all.filter((e) => e.customer.id === many.id).map((e) => e.sale_id)).toEqual(invoices);
    expect(all.every((e) => new Decimal(e.balance).greaterThan(0))).toBe(true);
    const entry = all.find((e) => e.sale_id === invoices[0])!;
    expect(entry.customer).toMatchObject({
      id: many.id,
      name: "Cliente Com Muitas Faturas, Lda",
      vat_number: many.vat_number,
    });
  });

  it("filters by customer with value and search_in", async () => {
    const byName = await s.v1().POST("/customers/accounts_open", { body: { value: "Uma Fatura", search_in: "Name" } });
    expect(byName.data!.data.map((e) => [e.customer.id, e.balance])).toEqual([[few.id, 6.15]]);
    const byVat = await s
      .v1()
      .POST("/customers/accounts_open", { body: { value: many.vat_number, search_in: "Vat Number", skip: 15 } });
    expect(byVat.data!.data.map((e) => e.sale_id)).toEqual([invoices[15]]);
    const byDefault = await s.v1().POST("/customers/accounts_open", { body: { value: "Muitas Faturas" } });
    expect(byDefault.data!.data).toHaveLength(15);
    const nobody = await s
      .v1()
      .POST("/customers/accounts_open", { body: { value: "Ninguém Conhecido", search_in: "Name" } });
    expect(nobody.data!.data).toEqual([]);
  });

  it("refuses a skip that is not a multiple of 15", async () => {
    expectRefusal(await s.v1().POST("/customers/accounts_open", { body: { skip: 10 } }), {
      code: "paging.skip.invalid",
      field: "skip",
    });
  });
});

describe("isolation", () => {
  it("another account's key and the demo key cannot read or send the account's open accounts", async () => {
    const customer = await createCustomer(s, { name: "Cliente Isolado, Lda" });
    await sale(customer, "10");
    const other = await s.newAccount({ name: "Outra empresa" });
    for (const token of [other.api_token, s.account.test_api_token]) {
      const v1 = s.v1(token);
      const missing = { code: "customer.not_found", field: "id" } as const;
      expectRefusal(
        await v1.POST("/customers/{id}/accounts_open", { params: { path: { id: customer.id } }, body: {} }),
        missing,
      );
      expectRefusal(
        await v1.POST("/customers/{id}/accounts_open/download", { params: { path: { id: customer.id } }, body: {} }),
        missing,
      );
      expectRefusal(
        await v1.POST("/customers/{id}/accounts_open/send_email", {
          params: { path: { id: customer.id } },
          body: { subject: "s", message: "m", to: { name: "Intruso", email: "intruso@example.com" } },
        }),
        missing,
      );
      expect((await v1.POST("/customers/accounts_open", { body: {} })).data!.data).toEqual([]);
      expect(
        (await v1.POST("/customers/accounts_open", { body: { value: "Cliente Isolado", search_in: "Name" } })).data!
          .data,
      ).toEqual([]);
    }
    expect(await outbox(s, other.api_token)).toEqual([]);
  });
});
