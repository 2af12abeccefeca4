// VAT rates per SAF-T fiscal region. Items and sales accept a rate (23) instead of the ID, so
// a rate is unique within its region; each region has its own exempt rate of 0.
import type { Decimal } from "decimal.js";
import type { VatRateType } from "./records.ts";
import type { CommonInput, TableDef } from "./table.ts";
import { UNIQUE } from "./table.ts";
import { refuse } from "../../kernel/errors.ts";
import { requiredText } from "./fields.ts";
import { checkVatRate } from "./rules.ts";

export type { VatRateType };

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
  searchIn: ["description", "saftRegion"],
  async fields(_ctx, input) {
    if (!input.tax) throw refuse("request.field.required", {}, "tax");
    if (!input.type) throw refuse("request.field.required", {}, "type");
    checkVatRate(input.tax, input.type);
    return {
      description: requiredText(input.description, "description"),
      tax: input.tax,
      type: input.type,
      saftRegion: requiredText(input.saftRegion, "saftRegion").toUpperCase(),
    };
  },
  check({ fields }, others) {
    const { tax } = fields;
    const same = others.find((r) => r.saftRegion === fields.saftRegion && r.tax.eq(tax));
    if (same)
      throw refuse(
        "vat_rate.tax.taken",
        { tax: tax.toFixed(2), region: fields.saftRegion, description: same.description },
        "tax",
      );
  },
};
