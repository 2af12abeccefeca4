// Outputs never run inside a transaction: every PDF (sales, receipts, statements) is rendered
// and every e-mail reaches the mail server while no transaction of the store is open, so no
// output holds SQLite's single writer. The store's statement hook follows transactions (begin,
// commit, rollback) and the PDF renderer and an SMTP server note whether one is open.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as Pdf from "../../server/outputs/pdf.ts";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import { setRequestCountDelay } from "../../server/modules/accounts/request-counter.ts";
import {
  NOW,
  createCustomer,
  createItem,
  createReceipt,
  createSale,
  fetchPdf,
  receiptBody,
  saleBody,
  type Customer,
} from "./receipts-fixtures.ts";

/** What the probes saw: transactions open now, and each output with the count when it ran. */
const probe = vi.hoisted(() => ({
  open: 0,
  begun: 0,
  /** The next document PDF fails to render (a renderer fault). */
  failNext: false,
  outputs: [] as { output: string; openTransactions: number }[],
}));

vi.mock("../../server/outputs/pdf.ts", async (importOriginal) => {
  const pdf = await importOriginal<typeof Pdf>();
  return {
    ...pdf,
    renderDocumentPdf: (...args: Parameters<typeof pdf.renderDocumentPdf>) => {
      probe.outputs.push({ output: "document pdf", openTransactions: probe.open });
      if (probe.failNext) {
        probe.failNext = false;
        return Promise.reject(new Error("The renderer failed."));
      }
      return pdf.renderDocumentPdf(...args);
    },
    renderStatementPdf: (...args: Parameters<typeof pdf.renderStatementPdf>) => {
      probe.outputs.push({ output: "statement pdf", openTransactions: probe.open });
      return pdf.renderStatementPdf(...args);
    },
  };
});

/** Follows the store's transactions from the statements it runs (savepoints are inside one). */
function followTransactions(sql: string): void {
  const statement = sql.trim().toLowerCase();
  if (/^(begin|start transaction)\b/.test(statement)) {
    probe.open++;
    probe.begun++;
  } else if (/^(commit|rollback)$/.test(statement)) probe.open--;
}

let smtp: SMTPServer;
let s: TestServer;
let customer: Customer;
let itemId: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      probe.outputs.push({ output: "e-mail", openTransactions: probe.open });
      stream.on("data", () => undefined);
      stream.on("end", () => callback());
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  s = await startTestServer({
    clock: new TestClock(new Date(NOW)),
    config: { smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` },
    onStatement: followTransactions,
  });
  // The request counts' own transaction (written every 200 ms) would be seen open at random.
  setRequestCountDelay(s.store, 3_600_000);
  customer = await createCustomer(s, { email: "contabilidade@padaria.pt", mobile: "912345678" });
  itemId = (await createItem(s)).id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Runs a request and answers the outputs it produced; every one ran with no transaction open. */
async function outputsOf<T>(request: () => Promise<T>): Promise<{ value: T; outputs: string[] }> {
  const from = probe.outputs.length;
  const begun = probe.begun;
  const value = await request();
  const seen = probe.outputs.slice(from);
  // The hook does see the request's transactions (its own and the short ones after the commit).
  expect(probe.begun).toBeGreaterThan(begun);
  expect(seen.filter((o) => o.openTransactions !== 0)).toEqual([]);
  expect(probe.open).toBe(0);
  return { value, outputs: seen.map((o) => o.output) };
}

describe("outputs run after the commit", () => {
  it("sales/create with force_print: the PDF of url_file is rendered after the commit and served at once", async () => {
    const { value: sale, outputs } = await outputsOf(() =>
      createSale(s, saleBody(customer, itemId, [["100", "1"]], { force_print: 1 })),
    );
    expect(outputs).toEqual(["document pdf"]);
    expect(sale.url_file).toMatch(/\/files\/sales\/.+\.pdf$/);
    expect((await fetchPdf(sale.url_file!)).text).toContain(sale.document_number!);
  });

  it("sales/create with force_send_email: the PDF and then the e-mail, both after the commit", async () => {
    const { value: sale, outputs } = await outputsOf(() =>
      createSale(s, saleBody(customer, itemId, [["50", "2"]], { force_send_email: 1 })),
    );
    expect(outputs).toEqual(["document pdf", "e-mail"]);
    expect(sale.email_sent).toBe(1);
  });

  it("finishing a draft with force_print (sales/{id}/update)", async () => {
    const draft = await createSale(s, saleBody(customer, itemId, [["10", "1"]], { status: "Rascunho" }));
    const { value, outputs } = await outputsOf(() =>
      s.v1().POST("/sales/{id}/update", {
        params: { path: { id: draft.id } },
        body: saleBody(customer, itemId, [["10", "1"]], { force_print: 1 }),
      }),
    );
    expect(value.error).toBeUndefined();
    expect(outputs).toEqual(["document pdf"]);
    expect((await fetchPdf(value.data!.data.url_file!)).text).toContain(value.data!.data.document_number!);
  });

  it("sales/{id}/cancel, sales/{id}/download and sales/{id}/send_email", async () => {
    const sale = await createSale(s, saleBody(customer, itemId, [["20", "1"]]));
    const id = { path: { id: sale.id } };
    const download = await outputsOf(() => s.v1().POST("/sales/{id}/download", { params: id, body: {} }));
    expect(download.outputs).toEqual(["document pdf"]);
    await fetchPdf(download.value.data!.url_file);
    const email = await outputsOf(() =>
      s.v1().POST("/sales/{id}/send_email", {
        params: id,
        body: { to: { name: "Ana", email: "ana@cliente.pt" } },
      }),
    );
    expect(email.value.error).toBeUndefined();
    expect(email.outputs).toEqual(["document pdf", "e-mail"]);
    const cancel = await outputsOf(() =>
      s.v1().POST("/sales/{id}/cancel", { params: id, body: { reason: "Erro de faturação" } }),
    );
    expect(cancel.outputs).toEqual(["document pdf"]);
    expect((await fetchPdf(cancel.value.data!.url_file)).text).toContain("ANULADO");
  });

  it("receipts/create with force_print and force_send_email", async () => {
    const sale = await createSale(s, saleBody(customer, itemId, [["100", "1"]]));
    const { value: receipt, outputs } = await outputsOf(() =>
      createReceipt(
        s,
        receiptBody(customer, [{ id: sale.id, total_paid: "123.00" }], { force_print: 1, force_send_email: 1 }),
      ),
    );
    expect(outputs).toEqual(["document pdf", "e-mail"]);
    expect(receipt.email_sent).toBe(1);
    expect((await fetchPdf(receipt.url_file!)).text).toContain(receipt.document_number!);
  });

  it("customers/{id}/accounts_open/download: the statement", async () => {
    const { value, outputs } = await outputsOf(() =>
      s.v1().POST("/customers/{id}/accounts_open/download", { params: { path: { id: customer.id } }, body: {} }),
    );
    expect(value.error).toBeUndefined();
    expect(outputs).toEqual(["statement pdf"]);
    await fetchPdf(value.data!.url_file);
  });

  it("a PDF that fails after the commit: the answer is the failure, the sale stays finished, a repeat answers it, a download renders it", async () => {
    const previous = await createSale(s, saleBody(customer, itemId, [["30", "1"]]));
    const create = () =>
      s.raw("/api/v1/sales/create", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": "pdf-falhado-1" },
        body: JSON.stringify({
          api_token: s.account.api_token,
          ...saleBody(customer, itemId, [["30", "1"]], { force_print: 1 }),
        }),
      });
    probe.failNext = true;
    const { value: failed, outputs } = await outputsOf(create);
    expect(outputs).toEqual(["document pdf"]);
    expect(failed.status).toBe(500);
    // Numbers are contiguous in a series: the failed answer's sale took the next one, and kept it.
    const number = previous.document_number!.replace(/\d+$/, (n) => String(Number(n) + 1));
    const found = await s.v1().POST("/sales/find", { body: { value: number, search_in: "Document Number" } });
    const sale = found.data!.data;
    expect(sale).toMatchObject({ status: "Terminado", document_number: number });
    // A repeat of the request answers the committed sale instead of issuing a second one.
    const repeat = await create();
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get("idempotent-replayed")).toBe("true");
    expect(((await repeat.json()) as { data: { id: number } }).data.id).toBe(sale.id);
    const download = await s.v1().POST("/sales/{id}/download", { params: { path: { id: sale.id } }, body: {} });
    expect((await fetchPdf(download.data!.url_file)).text).toContain(number);
  });
});
