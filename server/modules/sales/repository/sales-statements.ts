// What a document that lists sales prints of each (a customer's statement of open accounts, a
// receipt's settled sales): its date, due date and the parts of its document number.
import type { Tx } from "../../../store/database.ts";

/** A sale as a line of a statement or a receipt shows it. */
export interface ListedSale {
  readonly issueDate: string;
  readonly dueDate: string | null;
  readonly number: number | null;
  /** The document type's SAF-T initials. */
  readonly initials: string;
  /** The series' description. */
  readonly serie: string;
}

/** The sales with these IDs as lines show them, by ID (they exist: the listing document names them). */
export async function listedSales(tx: Tx, saleIds: readonly number[]): Promise<Map<number, ListedSale>> {
  if (saleIds.length === 0) return new Map();
  const rows = await tx
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .innerJoin("series", "series.id", "sales.serie_id")
    .select([
      "sales.id",
      "sales.issue_date",
      "sales.due_date",
      "sales.number",
      "document_types.saft_initials",
      "series.description",
    ])
    .where("sales.id", "in", [...new Set(saleIds)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        issueDate: r.issue_date,
        dueDate: r.due_date,
        number: r.number,
        initials: r.saft_initials,
        serie: r.description,
      },
    ]),
  );
}
