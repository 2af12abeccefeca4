// Employees and salespeople. The e-mail is unique too, since employee fields of customers,
// sales and bookings accept it instead of the ID.
import type { CommonInput, TableDef } from "./table.ts";
import { UNIQUE } from "./table.ts";
import { refuse } from "../../kernel/errors.ts";
import { findCountry } from "../../kernel/countries.ts";
import { isEmail } from "../../kernel/text.ts";
import { optionalText, requiredText } from "./fields.ts";

export interface EmployeeInput extends CommonInput {
  name?: string;
  /** Optional texts: undefined keeps the stored value, null clears it. */
  country?: string | null;
  address?: string | null;
  city?: string | null;
  postalCode?: string | null;
  email?: string | null;
  telephone?: string | null;
  mobile?: string | null;
  bankNumber?: string | null;
  /** undefined keeps (created false). */
  isSalesman?: boolean;
}

export const EMPLOYEES: TableDef<"employees", EmployeeInput> = {
  table: "employees",
  notFound: "employee.not_found",
  unique: [UNIQUE.name, UNIQUE.email],
  searchIn: ["name", "email"],
  async fields(_ctx, input, current) {
    let country = optionalText(input.country, current?.country);
    if (input.country !== undefined && country !== null) {
      const found = findCountry(country);
      if (!found) throw refuse("country.invalid", { value: country }, "country");
      country = found.name;
    }
    const email = optionalText(input.email, current?.email);
    if (email !== null && !isEmail(email)) throw refuse("email.invalid", { value: email }, "email");
    const mobile = optionalText(input.mobile, current?.mobile);
    const telephone = optionalText(input.telephone, current?.telephone);
    return {
      name: requiredText(input.name, "name"),
      country,
      address: optionalText(input.address, current?.address),
      city: optionalText(input.city, current?.city),
      postalCode: optionalText(input.postalCode, current?.postalCode),
      email,
      telephone: telephone?.replace(/\s/g, "") ?? null,
      mobile: mobile?.replace(/\s/g, "") ?? null,
      bankNumber: optionalText(input.bankNumber, current?.bankNumber),
      isSalesman: input.isSalesman ?? current?.isSalesman ?? false,
    };
  },
};
