// v2 receipts adapter: v1's receipt on v2's verbs and answers (the record, a bare address or
// `true`), one SMS recipient in `to`.
import type { components, operations } from "../../../generated/types/v2.ts";
import type { ReceiptsHandlers } from "../../../generated/types/v2-handlers.ts";
import type { Handlers } from "../../http/typed-routes.ts";
import type { Ctx } from "../../kernel/scope.ts";
import { text } from "../../http/wire.ts";
import { fileUrl } from "../files/index.ts";
import { receiptView } from "./view.ts";
import { cancelReceipt, createReceipt, deleteReceipt, findReceipt, receiptSummary, updateReceipt } from "./receipts.ts";
import { downloadReceipt, emailReceipt, signReceiptDocument, textReceipt } from "./outputs.ts";
import { receiptDownloadRequest, receiptInput, receiptOut, receiptSummaryInput, summaryOut } from "./v1.ts";
import { fieldsOf } from "../../http/v2/bodies.ts";

type S = components["schemas"];

/** The receipt of this ID as v2 answers it (v1's record): what a sale's `receipt` creates answers too. */
export async function receiptAnswer(ctx: Ctx, id: number, baseUrl: string): Promise<S["Receipt"]> {
  return receiptOut(ctx, await receiptView(ctx, id), baseUrl);
}

type ReceiptOps = ReceiptsHandlers<Handlers<operations>>;

export const receiptRoutes: ReceiptOps = {
  async Receipts_create({ body, ctx, baseUrl }) {
    return receiptOut(ctx, await receiptView(ctx, await createReceipt(ctx, receiptInput(body))), baseUrl);
  },
  async Receipts_update({ body, params, ctx, baseUrl }) {
    const receipt = await updateReceipt(ctx, Number(params.id), receiptInput(body));
    return receiptOut(ctx, await receiptView(ctx, receipt), baseUrl);
  },
  async Receipts_delete({ params, ctx }) {
    await deleteReceipt(ctx, Number(params.id));
    return true;
  },
  async Receipts_find({ body, ctx, baseUrl }) {
    return receiptOut(ctx, await receiptView(ctx, await findReceipt(ctx, body.search_in, body.value)), baseUrl);
  },
  async Receipts_cancel({ body, params, ctx, baseUrl }) {
    await cancelReceipt(ctx, Number(params.id), fieldsOf(body).reason ?? "");
    return fileUrl(baseUrl, await downloadReceipt(ctx, Number(params.id), {}))!;
  },
  async Receipts_download({ body, params, ctx, baseUrl }) {
    return fileUrl(baseUrl, await downloadReceipt(ctx, Number(params.id), receiptDownloadRequest(fieldsOf(body))))!;
  },
  async Receipts_sendEmail({ body, params, ctx }) {
    await emailReceipt(ctx, Number(params.id), {
      to: body.to,
      cc: text(body.cc),
      subject: text(body.subject),
      message: text(body.message),
      attachments: body.attachments,
    });
    return true;
  },
  async Receipts_sendSms({ body, params, ctx }) {
    await textReceipt(ctx, Number(params.id), { to: [body.to], message: text(body.message) });
    return true;
  },
  async Receipts_sign({ params, ctx, baseUrl }) {
    return fileUrl(baseUrl, await signReceiptDocument(ctx, Number(params.id)))!;
  },
  async Receipts_summary({ body, ctx }) {
    return summaryOut(await receiptSummary(ctx, receiptSummaryInput(body)));
  },
};
