// The legacy route table: one entry per operation of generated/types/legacy.ts (tsc enforces it).
import type { operations } from "../../generated/types/legacy.ts";
import { runtimeRoutes, type Handlers } from "../http/typed-routes.ts";
import { clienteRoutes } from "./customers.ts";
import { artigoRoutes } from "./items.ts";
import { documentoRoutes } from "./documents.ts";

const table: Handlers<operations> = {
  ...clienteRoutes,
  ...artigoRoutes,
  ...documentoRoutes,
};

export const legacyRoutes = runtimeRoutes(table);
