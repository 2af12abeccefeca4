// VAT rates per SAF-T fiscal region. Items and sales accept a rate (23) instead of the ID, so
// a rate is unique within its region; each region has its own exempt rate of 0.
import { Decimal } from "decimal.js";
import type { CommonInput, TableDef } from "./table.ts";
import { invalid } from "../errors.ts";
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
  label: "VAT rate",
  unique: [{ column: "description", field: "description", name: "description" }],
  searchIn: ["description", "saft_region"],
  async fields(_ctx, input) {
    if (!input.tax) throw invalid("The field tax is required.", "tax");
    if (!input.type) throw invalid("The field type is required.", "type");
    checkVatRate(input.tax, input.type);
    return {
      description: requiredText(input.description, "description"),
      tax: input.tax.toFixed(2),
      type: input.type,
      saft_region: requiredText(input.saftRegion, "saft_region").toUpperCase(),
    };
  },
  check({ fields }, others) {
    const tax = new Decimal(fields.tax);
    const same = others.find((r) => r.saft_region === fields.saft_region && new Decimal(r.tax).eq(tax));
    if (same) throw invalid(`The tax ${tax.toFixed(2)} (tax) is already registered for the region ${fields.saft_region} (VAT rate "${same.description}").`, "tax");
  },
};
