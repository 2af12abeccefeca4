// One domain operation: its writes in one transaction (or, for one that only reads, its reads
// without one: Store.read), then the effects it scheduled for after the commit (outputs: PDF
// rendering, e-mail delivery). Everything that calls the domain with a Ctx goes through here.
import type { Store, Tx } from "../store/database.ts";
import type { AfterCommit, Ctx } from "./scope.ts";

export type CtxBase = Omit<Ctx, "tx" | "afterCommit">;

export async function runOperation<T>(
  store: Store,
  base: CtxBase,
  fn: (ctx: Ctx) => Promise<T>,
  options: { readOnly?: boolean } = {},
): Promise<T> {
  const effects: AfterCommit[] = [];
  const run = (tx: Tx) => fn({ tx, afterCommit: (effect) => void effects.push(effect), ...base });
  const result = await (options.readOnly ? store.read(run) : store.transaction(run));
  let failure: { error: unknown } | undefined;
  for (const effect of effects) {
    try {
      await effect(store);
    } catch (error) {
      failure ??= { error };
    }
  }
  if (failure) throw failure.error;
  return result;
}
