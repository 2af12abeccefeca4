// Oracle: a customer's open account equals its invoices less its credit notes less its
// receipts, and each entry's balance is its debit less its credit. The run invoices a customer
// of its own twice, credits one unit of the first invoice and receives 10.00 on the second.
import { openAccountsCheck } from "./checks.ts";
import { dec, Dec } from "../decimal.ts";
import type { CaseRecorder } from "../results.ts";
import type { CallResult } from "../session.ts";
import { dataOf, rateText, type OracleContext } from "./context.ts";
import type { Row } from "./document.ts";
import type { Oracle } from "./oracle.ts";

/** The open total of a customer's entries, and the entries whose balance is not debit − credit. */
export function openEntries(entries: readonly Row[]): { total: Dec; problems: string[] } {
  let total = new Dec(0);
  const problems: string[] = [];
  for (const e of entries) {
    const debit = dec(e.debit);
    const credit = dec(e.credit);
    const balance = dec(e.balance);
    if (debit && credit && balance && !balance.equals(debit.minus(credit)))
      problems.push(`entry of sale #${String(e.sale_id)}: balance ${balance} ≠ debit ${debit} − credit ${credit}`);
    if (balance) total = total.plus(balance);
  }
  return { total, problems };
}

/** Reads a customer's open account, reporting entries that do not add up; its total, or undefined. */
export async function openBalance(
  ctx: OracleContext,
  kase: CaseRecorder,
  customerId: number,
  label: string,
): Promise<{ total: Dec; call: CallResult } | undefined> {
  const call = await ctx.send(kase, "Customers_accountsOpen", {}, { kind: "success" }, { pathId: customerId, label });
  const data = (call.body as Row | undefined)?.data;
  if (!Array.isArray(data)) return undefined;
  const { total, problems } = openEntries(data as Row[]);
  for (const p of problems) ctx.fail(kase, openAccountsCheck.name, p, call);
  return { total, call };
}

export const openAccounts: Oracle = {
  check: openAccountsCheck,
  caseName: "open accounts equal invoices less credit notes less receipts",
  operation: "v1.Customers_accountsOpen",
  needs: ["Customers_accountsOpen"],
  generations: ["v1"],
  writes: true,
  async run(ctx, kase) {
    const customer = await ctx.newCustomer(kase, "Contas");
    if (!customer) return kase.skip("the run could not create a customer of its own");
    const i1 = await ctx.invoice(kase, customer, "41.13", "first invoice");
    const i2 = await ctx.invoice(kase, customer, "17.89", "second invoice");
    if (!i1 || !i2) return kase.skip("the run could not create the invoices to settle");
    const line = ((i1.items as Row[] | undefined) ?? [])[0];
    const credited = ctx.line("41.13");
    const creditBody = ctx.body(
      {
        ...ctx.simple("41.13"),
        lines: [
          {
            ...credited,
            itemId: typeof line?.item_id === "number" ? line.item_id : credited.itemId,
            vat: line?.vat ? rateText((line.vat as Row).tax) : credited.vat,
          },
        ],
      },
      { document_type: "Nota de Crédito", sale_reference_id: i1.id, observations: "Devolução de uma unidade." },
      customer,
    );
    const cn = await ctx.send(
      kase,
      "Sales_create",
      creditBody,
      { kind: "success" },
      { label: "credit note for one unit of the first invoice" },
    );
    const credit = dec(dataOf(cn)?.grand_total) ?? new Dec(0);
    const paid = new Dec("10.00");
    const rc = await ctx.send(
      kase,
      "Receipts_create",
      receiptBody(ctx, customer, [{ id: i2.id, total_paid: paid.toFixed(2) }]),
      { kind: "success" },
      { label: "receipt of 10.00 on the second invoice" },
    );
    const invoices = dec(i1.grand_total)!.plus(dec(i2.grand_total)!);
    const expected = invoices.minus(cn.ok ? credit : 0).minus(rc.ok ? paid : 0);
    const open = await openBalance(ctx, kase, customer.id as number, "open account");
    if (open && !open.total.equals(expected))
      ctx.fail(
        kase,
        openAccountsCheck.name,
        `open balance ${open.total.toFixed(2)} ≠ invoices ${invoices.toFixed(2)} − credit notes ${credit.toFixed(2)} − receipts ${paid.toFixed(2)} = ${expected.toFixed(2)}`,
        open.call,
      );
  },
};

/** A finished receipt of the given sales to a customer. */
export function receiptBody(ctx: OracleContext, customer: Row, sales: Row[]): Row {
  return {
    issue_date: ctx.today,
    receipt_date: ctx.today,
    document_type: "Recibo de Cliente",
    customer: customer.id,
    vat_number: customer.vat_number,
    address: customer.address,
    city: customer.city,
    postal_code: customer.postal_code,
    country: customer.country,
    payment_method: "Numerário",
    sales,
    status: "Terminado",
  };
}
