// One domain operation: its writes in one transaction, then the effects it scheduled for after
// the commit (outputs: PDF rendering, e-mail delivery). Everything that calls the domain with a Ctx goes through here.
import type { Store } from "../store/database.ts";
import type { AfterCommit, Ctx } from "./scope.ts";

export type CtxBase = Omit<Ctx, "tx" | "afterCommit">;

export async function runOperation<T>(store: Store, base: CtxBase, fn: (ctx: Ctx) => Promise<T>): Promise<T> {
  const effects: AfterCommit[] = [];
  const result = await store.transaction((tx) =>
    fn({ ...base, tx, afterCommit: (effect) => void effects.push(effect) }),
  );
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
