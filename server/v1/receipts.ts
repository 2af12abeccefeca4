// v1 receipts: route entries of this group.
import type { operations } from "../../generated/types/v1.ts";
import type { Handlers } from "../http/typed-routes.ts";
import { NOT_IMPLEMENTED } from "../http/dispatch.ts";

export const receiptRoutes: Pick<Handlers<operations>, "Receipts_cancel" | "Receipts_create" | "Receipts_delete" | "Receipts_download" | "Receipts_find" | "Receipts_list" | "Receipts_sendEmail" | "Receipts_sendSms" | "Receipts_sign" | "Receipts_summary" | "Receipts_update"> = {
  Receipts_cancel: NOT_IMPLEMENTED,
  Receipts_create: NOT_IMPLEMENTED,
  Receipts_delete: NOT_IMPLEMENTED,
  Receipts_download: NOT_IMPLEMENTED,
  Receipts_find: NOT_IMPLEMENTED,
  Receipts_list: NOT_IMPLEMENTED,
  Receipts_sendEmail: NOT_IMPLEMENTED,
  Receipts_sendSms: NOT_IMPLEMENTED,
  Receipts_sign: NOT_IMPLEMENTED,
  Receipts_summary: NOT_IMPLEMENTED,
  Receipts_update: NOT_IMPLEMENTED,
};
