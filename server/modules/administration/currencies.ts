// Currencies: unique name, symbol and ISO code, the exchange rate used on sales, and exactly
// one default currency (Euro on a new data set) whose rate is 1.
import type { Decimal } from "decimal.js";
import type { CommonInput, TableDef } from "./table.ts";
import { UNIQUE } from "./table.ts";
import { refuse } from "../../kernel/errors.ts";
import { requiredText } from "./fields.ts";
import { checkExchangeRate } from "./rules.ts";

export interface CurrencyInput extends CommonInput {
  description?: string;
  symbol?: string;
  codeIso?: string;
  /** Required on create and update (the body carries it). */
  exchangeSale?: Decimal;
}

export const CURRENCIES: TableDef<"currencies", CurrencyInput> = {
  table: "currencies",
  notFound: "currency.not_found",
  hasDefault: true,
  unique: [UNIQUE.description, UNIQUE.symbol, UNIQUE.codeIso],
  searchIn: ["description", "symbol", "codeIso"],
  async fields(_ctx, input) {
    const codeIso = requiredText(input.codeIso, "codeIso").toUpperCase();
    if (!/^[A-Z]{3}$/.test(codeIso)) throw refuse("currency.code_iso.invalid", { value: codeIso }, "codeIso");
    if (!input.exchangeSale) throw refuse("request.field.required", {}, "exchangeSale");
    return {
      description: requiredText(input.description, "description"),
      symbol: requiredText(input.symbol, "symbol"),
      codeIso,
      exchangeSale: input.exchangeSale,
    };
  },
  check({ fields, isDefault }) {
    checkExchangeRate(fields.exchangeSale, isDefault);
  },
};
