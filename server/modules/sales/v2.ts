// v2 sales adapter: v1's sale on v2's verbs and answers (the record, 201 on what creates one, a
// bare address or `true`), with `serie_id` beside `serie`, `callback_url`, and one SMS
// recipient in `to`.
import type { components, operations } from "../../../generated/types/v2.ts";
import type { SalesHandlers } from "../../../generated/types/v2-handlers.ts";
import type { Handlers } from "../../http/typed-routes.ts";
import type { Ctx } from "../../kernel/scope.ts";
import { Refusal } from "../../kernel/errors.ts";
import { WireRefusal } from "../../http/failures.ts";
import { mixed, text } from "../../http/wire.ts";
import { fileUrl } from "../files/index.ts";
import { resolveRef, type MixedValue } from "../administration/index.ts";
import type { SaleInput } from "./input.ts";
import { createSaleView, deleteSale, findSale, saleSummary, updateSale } from "./sales.ts";
import { saleView } from "./view.ts";
import { cancelSale, correctiveNote, duplicateSale } from "./lifecycle.ts";
import { downloadSale, emailSale, generateMbway, generateMultibanco, signSaleDocument, textSale } from "./actions.ts";
import { receiptFromSale } from "../receipts/index.ts";
import { callbackUrlOf } from "../callbacks/index.ts";
import { receiptAnswer } from "../receipts/v2.ts";
import { saleOut, summaryOut } from "../../http/v1/sale-records.ts";
import { downloadRequest, saleInput, summaryInput } from "./v1.ts";
import { fieldsOf } from "../../http/v2/bodies.ts";

type S = components["schemas"];

/**
 * The series a body names: by `serie` (ID or name) or by `serie_id`, which some clients send
 * instead; when both are sent they must name the same series.
 */
async function serieOf(ctx: Ctx, body: S["SaleRequest"]): Promise<MixedValue | null | undefined> {
  const byName = mixed(body.serie);
  const byId = mixed(body.serie_id);
  if (byId === undefined || byId === null) return byName;
  if (byName === undefined || byName === null || String(byName) === String(byId)) return byId;
  const named = await resolveRef(ctx, "serie", byName, "serie", { allowInactive: true });
  const identified = await resolveRef(ctx, "serie", byId, "serieId", { allowInactive: true });
  if (named !== identified)
    throw new WireRefusal(
      "request.field.invalid",
      { expected: { pt: " (esperado: a mesma série que serie)", en: " (expected: the same series as serie)" } },
      "serie_id",
    );
  return byId;
}

/**
 * v1's input from a v2 body: the series as either field names it, and the paid callback's
 * address (left out: kept; empty: removed).
 */
async function saleInputOf(ctx: Ctx, body: S["SaleRequest"]): Promise<SaleInput> {
  const { serie_id: _serieId, callback_url: callbackUrl, ...fields } = body;
  return {
    ...saleInput(fields),
    serie: await serieOf(ctx, body),
    callbackUrl: callbackUrlOf(callbackUrl, "callback_url"),
  };
}

/**
 * Runs a write of a sale, naming the series as the client did: a refusal about the series is
 * about `serie_id` when the body named it by that field alone (the field the message names).
 */
async function namingSerie<T>(body: S["SaleRequest"], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const byIdAlone = mixed(body.serie_id) != null && mixed(body.serie) == null;
    if (byIdAlone && err instanceof Refusal && !(err instanceof WireRefusal) && err.path === "serie")
      throw new WireRefusal(err.code, err.params, "serie_id");
    throw err;
  }
}

/** The sale of this ID as v2 answers it (v1's record). */
async function saleAnswer(ctx: Ctx, id: number, baseUrl: string): Promise<S["Sale"]> {
  return saleOut(ctx, await saleView(ctx, id), baseUrl);
}

type SaleOps = SalesHandlers<Handlers<operations>>;

export const saleRoutes: SaleOps = {
  async Sales_create({ body, ctx, baseUrl }) {
    return namingSerie(body, async () =>
      saleOut(ctx, await createSaleView(ctx, await saleInputOf(ctx, body)), baseUrl),
    );
  },
  async Sales_update({ body, params, ctx, baseUrl }) {
    return namingSerie(body, async () =>
      saleOut(ctx, await updateSale(ctx, Number(params.id), await saleInputOf(ctx, body)), baseUrl),
    );
  },
  async Sales_delete({ params, ctx }) {
    await deleteSale(ctx, Number(params.id));
    return true;
  },
  async Sales_find({ body, ctx, baseUrl }) {
    return saleOut(ctx, await saleView(ctx, await findSale(ctx, body.search_in, body.value)), baseUrl);
  },
  async Sales_cancel({ body, params, ctx, baseUrl }) {
    return fileUrl(baseUrl, await cancelSale(ctx, Number(params.id), text(fieldsOf(body).reason) ?? null))!;
  },
  async Sales_duplicate({ body, params, ctx, baseUrl }) {
    return saleAnswer(ctx, await duplicateSale(ctx, Number(params.id), mixed(body.document_type) ?? ""), baseUrl);
  },
  async Sales_receipt({ params, ctx, baseUrl }) {
    return receiptAnswer(ctx, await receiptFromSale(ctx, Number(params.id)), baseUrl);
  },
  async Sales_creditNote({ params, ctx, baseUrl }) {
    return saleAnswer(ctx, await correctiveNote(ctx, Number(params.id), "NC"), baseUrl);
  },
  async Sales_debitNote({ params, ctx, baseUrl }) {
    return saleAnswer(ctx, await correctiveNote(ctx, Number(params.id), "ND"), baseUrl);
  },
  async Sales_download({ body, params, ctx, baseUrl }) {
    return fileUrl(baseUrl, await downloadSale(ctx, Number(params.id), downloadRequest(fieldsOf(body))))!;
  },
  async Sales_sendEmail({ body, params, ctx }) {
    await emailSale(ctx, Number(params.id), {
      to: body.to,
      cc: text(body.cc),
      subject: text(body.subject),
      message: text(body.message),
      attachments: body.attachments,
    });
    return true;
  },
  async Sales_sendSms({ body, params, ctx }) {
    await textSale(ctx, Number(params.id), { to: [body.to], message: text(body.message) });
    return true;
  },
  async Sales_generateMbref({ params, ctx }) {
    const ref = await generateMultibanco(ctx, Number(params.id));
    return { entity: ref.entity, sub_entity: ref.subEntity, reference: ref.reference };
  },
  async Sales_generateMbway({ params, ctx, baseUrl }) {
    return `${baseUrl}/${await generateMbway(ctx, Number(params.id))}`;
  },
  async Sales_sign({ params, ctx, baseUrl }) {
    return fileUrl(baseUrl, await signSaleDocument(ctx, Number(params.id)))!;
  },
  async Sales_summary({ body, ctx }) {
    return summaryOut(await saleSummary(ctx, summaryInput(body)));
  },
};
