// The MB WAY payment links of sales: the public page behind a link shows what the sale asks.
import type { Db } from "../../../store/database.ts";

/** What the payment page shows of the sale with this link (unguessable, unique across data sets), if any. */
export function saleWithPaymentLink(db: Db, link: string) {
  return db
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .innerJoin("series", "series.id", "sales.serie_id")
    .innerJoin("currencies", "currencies.id", "sales.currency_id")
    .select([
      "sales.company_name",
      "sales.company_vat_number",
      "sales.number",
      "sales.grand_total",
      "sales.issue_date",
      "sales.status",
      "document_types.saft_initials",
      "series.description as serie",
      "currencies.code_iso",
    ])
    .where("sales.mbway_link", "=", link)
    .executeTakeFirst();
}
