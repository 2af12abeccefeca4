// What preparing a sale reads besides the administration records it resolves by reference: the
// customer it names (or the data set's final consumer) and the finished documents of a period
// that count towards the billing volume.
import { Decimal } from "decimal.js";
import type { Tx } from "../../../store/database.ts";
import { prepared } from "../../../store/prepared.ts";
import { customerOf } from "../../customers/index.ts";
import type { Customer } from "../../customers/index.ts";
import type { BilledDocument } from "../fiscal-rules.ts";

/** The finished sales of the data set issued between two dates (inclusive): total, exchange rate and type. */
export async function finishedSalesIssuedBetween(
  tx: Tx,
  datasetId: number,
  from: string,
  to: string,
): Promise<BilledDocument[]> {
  const rows = await tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .select(["sales.grand_total", "sales.currency_exchange", "document_types.saft_initials"])
    .where("sales.dataset_id", "=", datasetId)
    .where("sales.status", "=", "Terminado")
    .where("sales.issue_date", ">=", from)
    .where("sales.issue_date", "<=", to)
    .execute();
  return rows.map((r) => ({
    initials: r.saft_initials,
    grandTotal: new Decimal(r.grand_total),
    currencyExchange: new Decimal(r.currency_exchange),
  }));
}

const customerById = prepared((tx: Tx, id: number, datasetId: number) =>
  tx.selectFrom("customers").selectAll().where("id", "=", id).where("dataset_id", "=", datasetId),
);

/** The data set's customer with this ID; null when there is none. */
export async function customerWithId(tx: Tx, datasetId: number, id: number): Promise<Customer | null> {
  const [row] = await customerById(tx, id, datasetId);
  return row ? customerOf(row) : null;
}

/** The data set's first customer (by ID) with this VAT number; undefined when there is none. */
export async function firstCustomerWithVatNumber(
  tx: Tx,
  datasetId: number,
  vatNumber: string,
): Promise<Customer | undefined> {
  const row = await tx
    .selectFrom("customers")
    .selectAll()
    .where("dataset_id", "=", datasetId)
    .where("vat_number", "=", vatNumber)
    .orderBy("id")
    .executeTakeFirst();
  return row && customerOf(row);
}
