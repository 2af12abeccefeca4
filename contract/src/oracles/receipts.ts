// Oracle: receipts never settle more than is open. On an invoice of the run's own: a receipt of
// a third, one of the whole total (refused: only two thirds are open), one of the rest, then
// one of 0.01 (refused: nothing is open); the open account follows each step.
import { openAccountsCheck, receiptsCheck } from "./checks.ts";
import { cents, dec, type Dec } from "../decimal.ts";
import type { CallResult } from "../session.ts";
import { openBalance, receiptBody } from "./open-accounts.ts";
import type { Oracle } from "./oracle.ts";

/** What the run saw while settling one invoice. */
export interface Settlement {
  readonly documentNumber: string;
  readonly total: Dec;
  /** The first receipt's amount. */
  readonly part: Dec;
  /** A receipt of the whole total, with only total − part open, was accepted. */
  readonly overAccepted: boolean;
  /** A receipt of 0.01 on the settled invoice was accepted. */
  readonly moreAccepted: boolean;
  /** Open balance before any receipt, after the first and after settling (undefined: not read). */
  readonly open: readonly [Dec | undefined, Dec | undefined, Dec | undefined];
}

export interface SettlementProblem {
  readonly check: string;
  readonly message: string;
  /** Which answer shows it: the over-receipt, the receipt on a settled invoice, or an open-account read (0, 1, 2). */
  readonly at: "over" | "more" | 0 | 1 | 2;
}

export function settlementProblems(s: Settlement): SettlementProblem[] {
  const out: SettlementProblem[] = [];
  const rest = s.total.minus(s.part);
  if (s.overAccepted)
    out.push({
      check: receiptsCheck.name,
      at: "over",
      message: `a receipt of ${s.total.toFixed(2)} was accepted with only ${rest.toFixed(2)} open on ${s.documentNumber}`,
    });
  if (s.moreAccepted)
    out.push({
      check: receiptsCheck.name,
      at: "more",
      message: `a receipt of 0.01 was accepted on ${s.documentNumber}, already settled`,
    });
  const [open0, open1, open2] = s.open;
  if (open0 && !open0.equals(s.total))
    out.push({
      check: openAccountsCheck.name,
      at: 0,
      message: `after an invoice of ${s.total.toFixed(2)}, the open balance is ${open0.toFixed(2)}`,
    });
  const expectedOpen = s.overAccepted ? rest.minus(s.total) : rest;
  if (open1 && !open1.equals(expectedOpen))
    out.push({
      check: openAccountsCheck.name,
      at: 1,
      message: `after receipts of ${s.part.toFixed(2)} on ${s.total.toFixed(2)}, the open balance is ${open1.toFixed(2)}, not ${expectedOpen.toFixed(2)}`,
    });
  if (open2 && !open2.isZero() && !s.overAccepted && !s.moreAccepted)
    out.push({ check: openAccountsCheck.name, at: 2, message: `a settled invoice leaves ${open2.toFixed(2)} open` });
  return out;
}

export const receipts: Oracle = {
  check: receiptsCheck,
  caseName: "receipts never settle more than the open balance",
  operation: "v1.Receipts_create",
  needs: ["Receipts_create"],
  generations: ["v1"],
  writes: true,
  async run(ctx, kase) {
    const customer = await ctx.newCustomer(kase, "Recibos");
    if (!customer) return kase.skip("the run could not create a customer of its own");
    const inv = await ctx.invoice(kase, customer, "30.37", "invoice");
    const total = dec(inv?.grand_total);
    if (!inv || !total) return kase.skip("the run could not create the invoice to settle");
    const part = cents(total.dividedBy(3));
    const customerId = customer.id as number;
    const open0 = await openBalance(ctx, kase, customerId, "open before any receipt");
    const receipt = (amount: string) => receiptBody(ctx, customer, [{ id: inv.id, total_paid: amount }]);
    await ctx.send(
      kase,
      "Receipts_create",
      receipt(part.toFixed(2)),
      { kind: "success" },
      {
        label: `receipt of ${part.toFixed(2)}`,
      },
    );
    const over = await ctx.send(
      kase,
      "Receipts_create",
      receipt(total.toFixed(2)),
      { kind: "any" },
      {
        label: `receipt of ${total.toFixed(2)} with ${total.minus(part).toFixed(2)} open`,
      },
    );
    const open1 = await openBalance(ctx, kase, customerId, "open after a partial receipt");
    await ctx.send(
      kase,
      "Receipts_create",
      receipt(total.minus(part).toFixed(2)),
      { kind: "success" },
      {
        label: `receipt of the remaining ${total.minus(part).toFixed(2)}`,
      },
    );
    const more = await ctx.send(
      kase,
      "Receipts_create",
      receipt("0.01"),
      { kind: "any" },
      {
        label: "receipt of 0.01 on a settled invoice",
      },
    );
    const open2 = await openBalance(ctx, kase, customerId, "open after settling");
    const reads = [open0, open1, open2];
    for (const p of settlementProblems({
      documentNumber: String(inv.document_number),
      total,
      part,
      overAccepted: over.ok,
      moreAccepted: more.ok,
      open: [open0?.total, open1?.total, open2?.total],
    })) {
      const call: CallResult | undefined = p.at === "over" ? over : p.at === "more" ? more : reads[p.at]?.call;
      ctx.fail(kase, p.check, p.message, call);
    }
  },
};
