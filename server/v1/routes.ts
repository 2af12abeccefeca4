// The v1 route table: one entry per operation of generated/types/v1.ts (tsc enforces it).
import type { operations } from "../../generated/types/v1.ts";
import { runtimeRoutes, type Handlers } from "../http/typed-routes.ts";
import { customerRoutes } from "./customers.ts";
import { itemRoutes } from "./items.ts";
import { saleRoutes } from "./sales.ts";
import { receiptRoutes } from "./receipts.ts";
import { bookingRoutes } from "./bookings.ts";
import { administrationRoutes } from "./administration.ts";

const table: Handlers<operations> = {
  ...customerRoutes,
  ...itemRoutes,
  ...saleRoutes,
  ...receiptRoutes,
  ...bookingRoutes,
  ...administrationRoutes,
};

export const v1Routes = runtimeRoutes(table);
