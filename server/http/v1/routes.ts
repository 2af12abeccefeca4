// The v1 route table: one entry per operation of generated/types/v1.ts (tsc enforces it).
import type { operations } from "../../../generated/types/v1.ts";
import { runtimeRoutes, type Handlers } from "../typed-routes.ts";
import { customerRoutes } from "../../modules/customers/v1.ts";
import { itemRoutes } from "../../modules/items/v1.ts";
import { saleRoutes } from "../../modules/sales/v1.ts";
import { receiptRoutes } from "../../modules/receipts/v1.ts";
import { bookingRoutes } from "../../modules/bookings/v1.ts";
import { administrationRoutes } from "../../modules/administration/v1.ts";

const table: Handlers<operations> = {
  ...customerRoutes,
  ...itemRoutes,
  ...saleRoutes,
  ...receiptRoutes,
  ...bookingRoutes,
  ...administrationRoutes,
};

export const v1Routes = runtimeRoutes(table);
