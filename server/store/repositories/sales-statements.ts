// What a customer's statement of open accounts prints of each entry's sale (date, due date and
// the parts of its document number) and of the entries' currency.
import type { Selectable } from "kysely";
import type { Tx } from "../database.ts";
import type { CurrenciesTable } from "../schema.ts";

/** A sale as a statement line shows it. */
export interface StatementSale {
  readonly issue_date: string;
  readonly due_date: string | null;
  readonly number: number | null;
  readonly saft_initials: string;
  /** The series' description. */
  readonly description: string;
}

/** The sale with this ID as a statement line shows it (it exists: an open entry names it). */
export function statementSale(tx: Tx, saleId: number): Promise<StatementSale> {
  return tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .innerJoin("series", "series.id", "sales.serie_id")
    .select([
      "sales.issue_date",
      "sales.due_date",
      "sales.number",
      "document_types.saft_initials",
      "series.description",
    ])
    .where("sales.id", "=", saleId)
    .executeTakeFirstOrThrow();
}

/** The symbol and ISO code of the data set's currency with this ID (it exists: an open entry names it). */
export function currencySymbols(
  tx: Tx,
  datasetId: number,
  currencyId: number,
): Promise<Pick<Selectable<CurrenciesTable>, "symbol" | "code_iso">> {
  return tx
    .selectFrom("currencies")
    .select(["symbol", "code_iso"])
    .where("id", "=", currencyId)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirstOrThrow();
}
