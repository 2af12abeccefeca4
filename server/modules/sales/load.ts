// A sale of the data set read by ID, or the refusal that none has it.
import type { Ctx } from "../../kernel/scope.ts";
import { saleById } from "./repository/sales.ts";
import { refuse } from "../../kernel/errors.ts";
import type { Sale } from "./records.ts";

export async function loadSale(ctx: Ctx, id: number): Promise<Sale> {
  const sale = await saleById(ctx.tx, ctx.scope.datasetId, id);
  if (!sale) throw refuse("sale.not_found", { value: id }, "id");
  return sale;
}
