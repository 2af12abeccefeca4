// The v2 route table: one entry per operation of generated/types/v2.ts (tsc enforces it).
import type { operations } from "../../../generated/types/v2.ts";
import { runtimeRoutes, type Handlers } from "../typed-routes.ts";
import { customerRoutes } from "../../modules/customers/v2.ts";
import { itemRoutes } from "../../modules/items/v2.ts";
import { saleRoutes } from "../../modules/sales/v2.ts";
import { receiptRoutes } from "../../modules/receipts/v2.ts";
import { administrationRoutes } from "../../modules/administration/v2.ts";

const table: Handlers<operations> = {
  ...customerRoutes,
  ...itemRoutes,
  ...saleRoutes,
  ...receiptRoutes,
  ...administrationRoutes,
};

export const v2Routes = runtimeRoutes(table);
