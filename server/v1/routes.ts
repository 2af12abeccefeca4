// The v1 route table: one entry per operation of generated/types/v1.ts (tsc enforces it).
import type { operations } from "../../generated/types/v1.ts";
import { runtimeRoutes, type Handlers } from "../http/typed-routes.ts";
import { customerRoutes } from "./customers.ts";

const table: Handlers<operations> = {
  ...customerRoutes,
};

export const v1Routes = runtimeRoutes(table);
