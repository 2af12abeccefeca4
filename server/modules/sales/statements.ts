// A customer's statement of open accounts: the open entries of a period as an A4 PDF, to
// download or to e-mail. The entries are read in the transaction; the PDF is rendered and
// stored after it commits (reserveFile), never inside it.
import { Decimal } from "decimal.js";
import { referencedRecord } from "../administration/index.ts";
import type { Ctx } from "../../kernel/scope.ts";
import { refuse } from "../../kernel/errors.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { getCustomer } from "../customers/index.ts";
import { reserveFile, type PendingFile } from "../files/index.ts";
import { renderStatementPdf } from "../../outputs/pdf.ts";
import { emailDocument, type EmailRequest } from "./actions.ts";
import { openEntries } from "./open-accounts.ts";
import { documentNumber } from "../documents/index.ts";
import { requestAccount } from "../accounts/index.ts";
import { listedSales } from "./repository/sales-statements.ts";

function checkPeriod(from: string | null, to: string | null): void {
  if (from !== null && to !== null && to < from)
    throw refuse("customer.statement.period_invalid", { from, to }, "dateTo");
}

/** The statement's PDF path (rendered after the commit); refuses when there is nothing open in the period. */
export async function statementPdf(
  ctx: Ctx,
  customerId: number,
  period: { from: string | null; to: string | null },
): Promise<string> {
  return (await reserveStatementPdf(ctx, customerId, period)).path;
}

async function reserveStatementPdf(
  ctx: Ctx,
  customerId: number,
  period: { from: string | null; to: string | null },
): Promise<PendingFile> {
  checkPeriod(period.from, period.to);
  const customer = await getCustomer(ctx, customerId);
  const entries = await openEntries(ctx, {
    customerIds: [customerId],
    dateFrom: period.from ?? undefined,
    dateTo: period.to ?? undefined,
  });
  if (entries.length === 0) throw refuse("customer.statement.empty");
  const account = await requestAccount(ctx);
  const rows = [];
  let running = new Decimal(0);
  const sales = await listedSales(
    ctx.tx,
    entries.map((e) => e.saleId),
  );
  for (const e of entries) {
    const sale = sales.get(e.saleId)!;
    running = running.plus(e.balance);
    rows.push({
      date: sale.issueDate,
      document: documentNumber(sale.initials, sale.serie, sale.number) ?? `#${e.saleId}`,
      dueDate: sale.dueDate,
      debit: e.debit.toFixed(2),
      credit: e.credit.toFixed(2),
      balance: running.toFixed(2),
    });
  }
  const sum = (f: (e: (typeof entries)[number]) => Decimal) =>
    entries.reduce((s, e) => s.plus(f(e)), new Decimal(0)).toFixed(2);
  const currency = await referencedRecord(ctx, "currencies", entries[0]!.currencyId);
  const c = customer.customer;
  const statement = {
    title: "Extrato de conta corrente",
    company: {
      name: account.company.name,
      vatNumber: account.company.vatNumber,
      address: account.company.address,
      city: account.company.city,
      postalCode: account.company.postalCode,
      country: account.company.country,
    },
    customer: {
      name: c.name,
      code: c.code,
      vatNumber: c.vatNumber,
      address: c.address,
      city: c.city,
      postalCode: c.postalCode,
      country: c.country,
    },
    period,
    generatedAt: nowStamp(ctx.clock),
    currency: { symbol: currency.symbol, code: currency.codeIso },
    rows,
    totals: { debit: sum((e) => e.debit), credit: sum((e) => e.credit), balance: sum((e) => e.balance) },
  };
  return reserveFile(
    ctx,
    { kind: "statements", name: `extrato-${c.code}.pdf`.replace(/\s+/g, "-"), contentType: "application/pdf" },
    () => renderStatementPdf(statement),
  );
}

export async function emailStatement(
  ctx: Ctx,
  customerId: number,
  request: EmailRequest & { subject: string; message: string },
): Promise<void> {
  const pdf = await reserveStatementPdf(ctx, customerId, { from: null, to: null });
  await emailDocument(ctx, pdf, request, { subject: request.subject, message: request.message });
}
