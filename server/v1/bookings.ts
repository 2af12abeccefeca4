// v1 bookings and unavailabilities: route entries of this group.
import type { operations } from "../../generated/types/v1.ts";
import type { Handlers } from "../http/typed-routes.ts";
import { NOT_IMPLEMENTED } from "../http/dispatch.ts";

export const bookingRoutes: Pick<Handlers<operations>, "Bookings_checkAvailability" | "Bookings_create" | "Bookings_delete" | "Bookings_find" | "Bookings_invoiceCreate" | "Bookings_list" | "Bookings_summary" | "Bookings_update" | "Bookings_updateTime" | "Unavailabilities_create" | "Unavailabilities_delete" | "Unavailabilities_update"> = {
  Bookings_checkAvailability: NOT_IMPLEMENTED,
  Bookings_create: NOT_IMPLEMENTED,
  Bookings_delete: NOT_IMPLEMENTED,
  Bookings_find: NOT_IMPLEMENTED,
  Bookings_invoiceCreate: NOT_IMPLEMENTED,
  Bookings_list: NOT_IMPLEMENTED,
  Bookings_summary: NOT_IMPLEMENTED,
  Bookings_update: NOT_IMPLEMENTED,
  Bookings_updateTime: NOT_IMPLEMENTED,
  Unavailabilities_create: NOT_IMPLEMENTED,
  Unavailabilities_delete: NOT_IMPLEMENTED,
  Unavailabilities_update: NOT_IMPLEMENTED,
};
