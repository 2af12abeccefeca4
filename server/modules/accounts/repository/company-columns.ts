// The columns of an issuing company: an account's own record and the copy every document keeps
// (the same columns in both tables), mapped to and from the domain's DocumentCompany.
import type { Selectable } from "kysely";
import type { ReceiptsTable } from "../../../store/schema.ts";
import type { DocumentCompany } from "../../../kernel/account.ts";

export type CompanyColumns = Pick<
  Selectable<ReceiptsTable>,
  | "company_name"
  | "company_vat_number"
  | "company_country"
  | "company_address"
  | "company_city"
  | "company_postal_code"
  | "company_vat_scheme"
>;

/** The issuing company the columns hold (a document's copy, or the account's own: the same columns). */
export function companyOf(row: CompanyColumns): DocumentCompany {
  return {
    name: row.company_name,
    vatNumber: row.company_vat_number,
    country: row.company_country,
    address: row.company_address,
    city: row.company_city,
    postalCode: row.company_postal_code,
    vatScheme: row.company_vat_scheme,
  };
}

/** The columns of the issuing company copied onto a document. */
export function companyColumns(company: DocumentCompany) {
  return {
    company_name: company.name,
    company_vat_number: company.vatNumber,
    company_country: company.country,
    company_address: company.address,
    company_city: company.city,
    company_postal_code: company.postalCode,
    company_vat_scheme: company.vatScheme,
  } satisfies CompanyColumns;
}
