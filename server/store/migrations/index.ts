// Every migration of the store, in order. Names are their version; a new migration is a new
// file and a new line here, never an edit of one that has shipped.
import type { Migration } from "kysely";
import * as m001 from "./001_initial.ts";

export const MIGRATIONS: Record<string, Migration> = {
  "001_initial": m001,
};
