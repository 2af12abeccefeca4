// The legacy route table: one entry per operation of generated/types/legacy.ts (tsc enforces it).
import type { operations } from "../../generated/types/legacy.ts";
import { readOnlyOperations, runtimeRoutes, type Handlers } from "../http/typed-routes.ts";
import { clienteRoutes } from "./customers.ts";
import { artigoRoutes } from "./items.ts";
import { documentoRoutes } from "./documents.ts";

const table: Handlers<operations> = {
  ...clienteRoutes,
  ...artigoRoutes,
  ...documentoRoutes,
};

export const legacyRoutes = runtimeRoutes(table);

/** Operations that write nothing (searches, stock): no transaction of their own (Store.read). */
export const legacyReadOnly = readOnlyOperations<operations>([
  "Artigos_procurar",
  "Artigos_stock",
  "Clientes_procurar",
]);
