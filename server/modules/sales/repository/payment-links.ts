// The payment requests of sales: the MB WAY link whose public page shows what the sale asks,
// the Multibanco reference an ATM would take, and the payment of either (simulated).
import { Decimal } from "decimal.js";
import type { Db, Tx } from "../../../store/database.ts";
import type { Scope } from "../../../kernel/scope.ts";
import type { ReferencePaymentMethod } from "../records.ts";

/** What the payment page shows of the sale with this link (unguessable, unique across data sets), if any. */
export function saleWithPaymentLink(db: Db, link: string) {
  return db
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .innerJoin("series", "series.id", "sales.serie_id")
    .innerJoin("currencies", "currencies.id", "sales.currency_id")
    .innerJoin("datasets", "datasets.id", "sales.dataset_id")
    .select([
      "sales.company_name",
      "sales.company_vat_number",
      "sales.number",
      "sales.grand_total",
      "sales.issue_date",
      "sales.status",
      "sales.reference_paid_at",
      "document_types.saft_initials",
      "series.description as serie",
      "currencies.code_iso",
      "datasets.mode",
    ])
    .where("sales.mbway_link", "=", link)
    .executeTakeFirst();
}

/** A sale a payment request names, with what paying it depends on. */
export interface PaymentTarget {
  readonly saleId: number;
  readonly scope: Scope;
  readonly status: string;
  readonly grandTotal: Decimal;
  /** When its reference was paid; null: not yet. */
  readonly paidAt: string | null;
}

function targets(tx: Tx) {
  return tx
    .selectFrom("sales")
    .innerJoin("datasets", "datasets.id", "sales.dataset_id")
    .select([
      "sales.id",
      "sales.status",
      "sales.grand_total",
      "sales.reference_paid_at",
      "datasets.id as dataset_id",
      "datasets.account_id",
      "datasets.mode",
    ]);
}

function targetOf(row: {
  id: number;
  status: string;
  grand_total: string;
  reference_paid_at: string | null;
  dataset_id: number;
  account_id: number;
  mode: "production" | "demo";
}): PaymentTarget {
  return {
    saleId: row.id,
    scope: { accountId: row.account_id, datasetId: row.dataset_id, mode: row.mode },
    status: row.status,
    grandTotal: new Decimal(row.grand_total),
    paidAt: row.reference_paid_at,
  };
}

/** The sale with this MB WAY link, if any. */
export async function paymentTargetOfLink(tx: Tx, link: string): Promise<PaymentTarget | undefined> {
  const row = await targets(tx).where("sales.mbway_link", "=", link).executeTakeFirst();
  return row && targetOf(row);
}

/**
 * The sales with this Multibanco entity and reference, in every data set (references are made
 * from the sale's ID and amount under the account's entity: several accounts may share one).
 */
export async function paymentTargetsOfMultibanco(tx: Tx, entity: string, reference: string): Promise<PaymentTarget[]> {
  const rows = await targets(tx)
    .where("sales.mb_entity", "=", entity)
    .where("sales.mb_reference", "=", reference)
    .orderBy("sales.id")
    .execute();
  return rows.map(targetOf);
}

/** Records the payment of the sale's reference, unless one is recorded already; answers whether this one was. */
export async function recordReferencePaid(
  tx: Tx,
  saleId: number,
  paidWith: ReferencePaymentMethod,
  paidAt: string,
): Promise<boolean> {
  const result = await tx
    .updateTable("sales")
    .set({ reference_paid_at: paidAt, reference_paid_with: paidWith, updated_at: paidAt })
    .where("id", "=", saleId)
    .where("reference_paid_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
