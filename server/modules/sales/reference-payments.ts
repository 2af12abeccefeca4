// Paying a sale's Multibanco reference or MB WAY link, as the payment page simulates it (this
// deployment is connected to neither network): the sale records the payment, and its paid
// callback is scheduled in the same transaction, so that it is sent if and only if the
// payment is committed. Only sales of a demo data set can be paid so: a production sale is
// paid through the real networks, and a page anyone can open must not tell a shop's callback
// that a sale it never got the money for was paid. The payment issues no receipt; the open
// balance of an invoice stays as it was.
import type { Decimal } from "decimal.js";
import type { Store, Tx } from "../../store/database.ts";
import { nowStamp, type Clock } from "../../kernel/clock.ts";
import { scheduleSalePaidCallback } from "../callbacks/index.ts";
import {
  paymentTargetOfLink,
  paymentTargetsOfMultibanco,
  recordReferencePaid,
  type PaymentTarget,
} from "./repository/payment-links.ts";
import { saleById } from "./repository/sales.ts";
import type { ReferencePaymentMethod } from "./records.ts";

/** What became of a payment. */
export type ReferencePaymentOutcome =
  /** Paid now; `callbackId` names the callback scheduled (null: the sale names no address). */
  | { readonly kind: "paid"; readonly saleId: number; readonly callbackId: string | null }
  | { readonly kind: "already_paid"; readonly paidAt: string }
  | { readonly kind: "cancelled" }
  /** The sale is of a production data set: not paid here. */
  | { readonly kind: "production" }
  /** No sale has this link, or this reference and amount. */
  | { readonly kind: "not_found" }
  /** Several demo sales have this reference and amount (accounts sharing an entity). */
  | { readonly kind: "ambiguous" };

async function pay(
  tx: Tx,
  clock: Clock,
  target: PaymentTarget,
  paidWith: ReferencePaymentMethod,
): Promise<ReferencePaymentOutcome> {
  if (target.scope.mode !== "demo") return { kind: "production" };
  if (target.status === "Anulado") return { kind: "cancelled" };
  if (target.paidAt !== null) return { kind: "already_paid", paidAt: target.paidAt };
  const paidAt = nowStamp(clock);
  // Another payment of the same sale may have been committed since it was read.
  if (!(await recordReferencePaid(tx, target.saleId, paidWith, paidAt))) return { kind: "already_paid", paidAt };
  const sale = (await saleById(tx, target.scope.datasetId, target.saleId))!;
  const callbackId = await scheduleSalePaidCallback({ tx, scope: target.scope, clock }, sale);
  return { kind: "paid", saleId: sale.id, callbackId };
}

/** Pays the sale behind an MB WAY link (its path below the deployment's URL). */
export function payMbwayLink(store: Store, clock: Clock, link: string): Promise<ReferencePaymentOutcome> {
  return store.transaction(async (tx) => {
    const target = await paymentTargetOfLink(tx, link);
    return target ? pay(tx, clock, target, "MB WAY") : { kind: "not_found" };
  });
}

/**
 * Pays a Multibanco reference as an ATM would take it: entity, reference (spaces ignored) and
 * amount, which must be the sale's total (a reference pays one exact amount).
 */
export function payMultibancoReference(
  store: Store,
  clock: Clock,
  payment: { readonly entity: string; readonly reference: string; readonly amount: Decimal },
): Promise<ReferencePaymentOutcome> {
  return store.transaction(async (tx) => {
    const found = await paymentTargetsOfMultibanco(
      tx,
      payment.entity.replace(/\s/g, ""),
      payment.reference.replace(/\s/g, ""),
    );
    const matching = found.filter((t) => t.grandTotal.equals(payment.amount));
    const demo = matching.filter((t) => t.scope.mode === "demo");
    if (demo.length > 1) return { kind: "ambiguous" };
    const target = demo[0] ?? matching[0];
    return target ? pay(tx, clock, target, "Multibanco") : { kind: "not_found" };
  });
}
