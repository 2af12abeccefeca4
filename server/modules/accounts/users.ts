// The users a document names (who created, finished or cancelled it): accounts, by ID with their
// names. The request's own account is known from its credentials; the others are read together.
import type { DataCtx } from "../../kernel/scope.ts";
import { accountNames } from "./repository/accounts.ts";

export interface DocumentUser {
  readonly id: number;
  readonly name: string;
}

/** The users with these IDs, keyed by ID, with one query for those neither the request nor `known` holds. */
export async function usersById(
  ctx: DataCtx,
  ids: readonly (number | null)[],
  known: readonly DocumentUser[] = [],
): Promise<Map<number, DocumentUser>> {
  const users = new Map<number, DocumentUser>([...(ctx.account ? [ctx.account] : []), ...known].map((u) => [u.id, u]));
  const missing = [...new Set(ids.filter((id): id is number => id !== null && !users.has(id)))];
  if (missing.length) for (const u of await accountNames(ctx.tx, missing)) users.set(u.id, u);
  return users;
}
