// Currencies: unique name, symbol and ISO code, the exchange rate used on sales, and exactly
// one default currency (Euro on a new data set) whose rate is 1.
import { Decimal } from "decimal.js";
import type { CommonInput, TableDef } from "./table.ts";
import { invalid } from "../errors.ts";
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
  label: "currency",
  defaultLabel: "default currency",
  unique: [
    { column: "description", field: "description", name: "description" },
    { column: "symbol", field: "symbol", name: "symbol" },
    { column: "code_iso", field: "code_iso", name: "code_iso" },
  ],
  searchIn: ["description", "symbol", "code_iso"],
  async fields(_ctx, input) {
    const codeIso = requiredText(input.codeIso, "code_iso").toUpperCase();
    if (!/^[A-Z]{3}$/.test(codeIso)) throw invalid(`The code_iso "${codeIso}" (code_iso) must be an ISO 4217 code of three letters.`, "code_iso");
    if (!input.exchangeSale) throw invalid("The field exchange_sale is required.", "exchange_sale");
    return {
      description: requiredText(input.description, "description"),
      symbol: requiredText(input.symbol, "symbol"),
      code_iso: codeIso,
      exchange_sale: input.exchangeSale.toFixed(5),
    };
  },
  check({ fields, isDefault }) {
    checkExchangeRate(new Decimal(fields.exchange_sale), isDefault);
  },
};
