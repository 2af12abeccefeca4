// VAT rates per SAF-T fiscal region. Items and sales accept a rate (23) instead of the ID, so
// a rate is unique within its region; each region has its own exempt rate of 0.
import { Decimal } from "decimal.js";
import type { CommonInput, TableDef } from "./table.ts";
import { UNIQUE } from "./table.ts";
import { refuse } from "../errors.ts";
import { requiredText } from "./fields.ts";
import { checkVatRate } from "./rules.ts";

export type VatRateType = "Normal" | "Intermédia" | "Isenta" | "Reduzida";

export interface VatRateInput extends CommonInput {
  description?: string;
  tax?: Decimal;
  type?: VatRateType;
  /** PT, PT-AC, PT-MA or an ISO 3166-1 alpha-2 code. */
  saftRegion?: string;
}

export const VAT_RATES: TableDef<"vat_rates", VatRateInput> = {
  table: "vat_rates",
  notFound: "vat_rate.not_found",
  unique: [UNIQUE.description],
  searchIn: ["description", "saft_region"],
  async fields(_ctx, input) {
    if (!input.tax) throw refuse("request.field.required", {}, "tax");
    if (!input.type) throw refuse("request.field.required", {}, "type");
    checkVatRate(input.tax, input.type);
    return {
      description: requiredText(input.description, "description"),
      tax: input.tax.toFixed(2),
      type: input.type,
      saft_region: requiredText(input.saftRegion, "saftRegion").toUpperCase(),
    };
  },
  check({ fields }, others) {
    const tax = new Decimal(fields.tax);
    const same = others.find((r) => r.saft_region === fields.saft_region && new Decimal(r.tax).eq(tax));
    if (same)
      throw refuse(
        "vat_rate.tax.taken",
        { tax: tax.toFixed(2), region: fields.saft_region, description: same.description },
        "tax",
      );
  },
};
