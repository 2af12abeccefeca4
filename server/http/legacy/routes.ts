// The legacy route table: one entry per operation of generated/types/legacy.ts (tsc enforces it).
import type { operations } from "../../../generated/types/legacy.ts";
import { runtimeRoutes, type Handlers } from "../typed-routes.ts";
import { clienteRoutes } from "../../modules/customers/legacy.ts";
import { artigoRoutes } from "../../modules/items/legacy.ts";
import { documentoRoutes } from "../../modules/sales/legacy.ts";

const table: Handlers<operations> = {
  ...clienteRoutes,
  ...artigoRoutes,
  ...documentoRoutes,
};

export const legacyRoutes = runtimeRoutes(table);
