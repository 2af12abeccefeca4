// v1 sales documents: route entries of this group.
import type { operations } from "../../generated/types/v1.ts";
import type { Handlers } from "../http/typed-routes.ts";
import { NOT_IMPLEMENTED } from "../http/dispatch.ts";

export const saleRoutes: Pick<Handlers<operations>, "Sales_cancel" | "Sales_create" | "Sales_creditNote" | "Sales_debitNote" | "Sales_delete" | "Sales_download" | "Sales_duplicate" | "Sales_find" | "Sales_generateMbref" | "Sales_generateMbway" | "Sales_list" | "Sales_receipt" | "Sales_sendEmail" | "Sales_sendSms" | "Sales_sign" | "Sales_summary" | "Sales_update"> = {
  Sales_cancel: NOT_IMPLEMENTED,
  Sales_create: NOT_IMPLEMENTED,
  Sales_creditNote: NOT_IMPLEMENTED,
  Sales_debitNote: NOT_IMPLEMENTED,
  Sales_delete: NOT_IMPLEMENTED,
  Sales_download: NOT_IMPLEMENTED,
  Sales_duplicate: NOT_IMPLEMENTED,
  Sales_find: NOT_IMPLEMENTED,
  Sales_generateMbref: NOT_IMPLEMENTED,
  Sales_generateMbway: NOT_IMPLEMENTED,
  Sales_list: NOT_IMPLEMENTED,
  Sales_receipt: NOT_IMPLEMENTED,
  Sales_sendEmail: NOT_IMPLEMENTED,
  Sales_sendSms: NOT_IMPLEMENTED,
  Sales_sign: NOT_IMPLEMENTED,
  Sales_summary: NOT_IMPLEMENTED,
  Sales_update: NOT_IMPLEMENTED,
};
