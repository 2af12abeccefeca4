// v1 receipts adapter: wire <-> domain for the receipt operations.
import type { components, operations } from "../../../generated/types/v1.ts";
import type { ReceiptsHandlers } from "../../../generated/types/v1-handlers.ts";
import type { Handlers } from "../../http/typed-routes.ts";
import type { Decimal } from "decimal.js";
import { decimal, decimalOut, int, mixed, text } from "../../http/wire.ts";
import { fileUrl } from "../files/index.ts";
import type { Ctx } from "../../kernel/scope.ts";
import { findCountry } from "../../kernel/countries.ts";
import { receiptView, receiptViews, type ReceiptView } from "./view.ts";
import {
  cancelReceipt,
  createReceipt,
  deleteReceipt,
  findReceipt,
  listReceipts,
  receiptSummary,
  updateReceipt,
  type ReceiptInput,
  type ReceiptLineInput,
  type ReceiptTotals,
} from "./receipts.ts";
import { downloadReceipt, emailReceipt, signReceiptDocument, textReceipt } from "./outputs.ts";
import { countryOut, currencyOut, maybe, paymentMethodOut, serieOut } from "../../http/v1/records.ts";
import {
  companyAndOriginOut,
  documentStateOut,
  documentTypeOutOnce,
  flag,
  saleOut,
  typeSerieOut,
  userOut,
} from "../../http/v1/sale-records.ts";
import { printInput } from "../sales/v1.ts";
import { buyerNif } from "../documents/index.ts";

type S = components["schemas"];

/** A decimal of a line: a format error names the line's field (`sales[0].total_paid`). */
function lineDecimal(value: string | number | undefined, index: number, name: string): Decimal | undefined {
  return decimal(value, `sales[${index}].${name}`, 2);
}

function lineInput(line: S["ReceiptSaleInput"], index: number): ReceiptLineInput {
  return {
    sale: int(line.id)!,
    percentageDiscount: lineDecimal(line.percentage_discount, index, "percentage_discount"),
    unitDiscount: lineDecimal(line.unit_discount, index, "unit_discount"),
    totalPaid: lineDecimal(line.total_paid, index, "total_paid")!,
  };
}

export function receiptInput(body: Omit<S["ReceiptCreateRequest"], "api_token">): ReceiptInput {
  return {
    issueDate: body.issue_date,
    receiptDate: body.receipt_date,
    documentType: mixed(body.document_type) ?? "",
    serie: mixed(body.serie),
    customer: int(body.customer)!,
    vatNumber: text(body.vat_number),
    address: text(body.address),
    city: text(body.city),
    postalCode: text(body.postal_code),
    country: text(body.country),
    paymentMethod: mixed(body.payment_method),
    currency: mixed(body.currency),
    currencyExchange: decimal(body.currency_exchange, "currency_exchange", 5),
    observations: text(body.observations),
    locationOrigin: mixed(body.location_origin),
    sales: body.sales.map(lineInput),
    status: body.status,
    ...printInput(body),
  };
}

/** The receipt's record: a pure function of its view. */
export function receiptOut(ctx: Ctx, v: ReceiptView, baseUrl: string): S["Receipt"] {
  const r = v.receipt;
  const { customer, amounts } = r;
  const country = customer.country ? findCountry(customer.country) : undefined;
  return {
    id: r.id,
    ...documentStateOut(ctx, r, v.sent),
    number: r.number,
    document_number: v.documentNumber,
    atcud: r.atcud,
    issue_date: r.issueDate,
    receipt_date: r.receiptDate,
    serie_id: r.serieId,
    document_type_id: r.documentTypeId,
    total_discount: decimalOut(amounts.totalDiscount),
    total_balance: decimalOut(amounts.totalBalance),
    total_paid: decimalOut(amounts.totalPaid),
    grand_total: decimalOut(amounts.grandTotal),
    customer_id: customer.id ?? 0,
    customer_code: customer.code,
    customer_name: customer.name ?? "",
    customer_vat_number: buyerNif(customer),
    customer_country: customer.country,
    customer_city: customer.city,
    customer_address: customer.address,
    customer_postal_code: customer.postalCode,
    ...companyAndOriginOut(r),
    payment_method_id: r.paymentMethodId,
    currency_id: r.currencyId,
    currency_exchange: decimalOut(r.currencyExchange, 5),
    observations: r.observations,
    url_file: fileUrl(baseUrl, r.filePath),
    file_previewed: flag(r.filePreviewed),
    file_last_generated: r.fileLastGenerated,
    signed_at: r.signedAt,
    status: r.status,
    status_last_change: r.statusLastChange,
    created_by: r.createdBy ?? 0,
    finished_by: r.finishedBy,
    canceled_by: r.canceledBy,
    canceled_at: r.canceledAt,
    canceled_reason: r.canceledReason,
    updated_at: r.updatedAt,
    created_at: r.createdAt,
    serie: serieOut(v.serie),
    documenttype: documentTypeOutOnce(v.documentTypeView),
    documenttypeserie: typeSerieOut(v.typeSerie, v.serie, r),
    paymentmethod: maybe(v.paymentMethod, paymentMethodOut),
    currency: currencyOut(v.currency),
    sales: v.lines.map(({ line, sale }) => ({
      id: line.id,
      receipt_id: r.id,
      sale_id: line.saleId,
      grand_total: decimalOut(line.grandTotal),
      percentage_discount: decimalOut(line.percentageDiscount),
      unit_discount: decimalOut(line.unitDiscount),
      total_balance: decimalOut(line.balance),
      total_paid: decimalOut(line.totalPaid),
      sale: saleOut(ctx, sale, baseUrl),
    })),
    createdby: userOut(v.users, r.createdBy),
    finishedby: userOut(v.users, r.finishedBy),
    canceledby: userOut(v.users, r.canceledBy),
    customercountry: country ? countryOut(country) : null,
  };
}

export function summaryOut(t: ReceiptTotals): S["ReceiptSummary"] {
  return {
    grand_total: decimalOut(t.grandTotal),
    grand_total_with_currency_exchange: decimalOut(t.grandTotalWithCurrencyExchange),
    total_balance: decimalOut(t.totalBalance),
    total_discount: decimalOut(t.totalDiscount),
    total_paid: decimalOut(t.totalPaid),
    sales: t.lines.map((l) => ({
      receipt_id: null,
      sale_id: l.saleId,
      grand_total: decimalOut(l.grandTotal),
      percentage_discount: decimalOut(l.percentageDiscount),
      unit_discount: decimalOut(l.unitDiscount),
      total_balance: decimalOut(l.balance),
      total_paid: decimalOut(l.totalPaid),
    })),
  };
}

/** What a download of a receipt asks for: the print settings of the body. */
export function receiptDownloadRequest(body: Omit<S["ReceiptDownloadRequest"], "api_token"> | undefined) {
  const print = printInput(body ?? {});
  return {
    language: print.language,
    format: print.format,
    paperSize: print.paperSize,
    margins: {
      left: print.paperLeftMargin,
      right: print.paperRightMargin,
      top: print.paperTopMargin,
      bottom: print.paperBottomMargin,
    },
  };
}

/** The totals a summary asks for. */
export function receiptSummaryInput(body: Omit<S["ReceiptSummaryRequest"], "api_token">) {
  return {
    documentType: mixed(body.document_type) ?? "",
    currency: mixed(body.currency),
    currencyExchange: decimal(body.currency_exchange, "currency_exchange", 5),
    sales: body.sales.map(lineInput),
  };
}

type ReceiptOps = ReceiptsHandlers<Handlers<operations>>;

export const receiptRoutes: ReceiptOps = {
  async Receipts_create({ body, ctx, baseUrl }) {
    const receipt = await createReceipt(ctx, receiptInput(body));
    return { status: true, data: receiptOut(ctx, await receiptView(ctx, receipt), baseUrl) };
  },
  async Receipts_update({ body, params, ctx, baseUrl }) {
    const receipt = await updateReceipt(ctx, Number(params.id), receiptInput(body));
    return { status: true, data: receiptOut(ctx, await receiptView(ctx, receipt), baseUrl) };
  },
  async Receipts_delete({ params, ctx }) {
    await deleteReceipt(ctx, Number(params.id));
    return { status: true };
  },
  async Receipts_cancel({ body, params, ctx, baseUrl }) {
    await cancelReceipt(ctx, Number(params.id), body.reason ?? "");
    return { status: true, url_file: fileUrl(baseUrl, await downloadReceipt(ctx, Number(params.id), {}))! };
  },
  async Receipts_download({ body, params, ctx, baseUrl }) {
    const path = await downloadReceipt(ctx, Number(params.id), receiptDownloadRequest(body));
    return { status: true, url_file: fileUrl(baseUrl, path)! };
  },
  async Receipts_sendEmail({ body, params, ctx }) {
    await emailReceipt(ctx, Number(params.id), {
      to: body.to,
      cc: text(body.cc),
      subject: text(body.subject),
      message: text(body.message),
      attachments: body.attachments,
    });
    return { status: true };
  },
  async Receipts_sendSms({ body, params, ctx }) {
    await textReceipt(ctx, Number(params.id), { to: body.to, message: text(body.message) });
    return { status: true };
  },
  async Receipts_sign({ params, ctx, baseUrl }) {
    return { status: true, url_file: fileUrl(baseUrl, await signReceiptDocument(ctx, Number(params.id)))! };
  },
  async Receipts_summary({ body, ctx }) {
    return { status: true, data: summaryOut(await receiptSummary(ctx, receiptSummaryInput(body))) };
  },
  async Receipts_find({ body, ctx, baseUrl }) {
    const view = await receiptView(ctx, await findReceipt(ctx, body.search_in, body.value));
    return { status: true, data: receiptOut(ctx, view, baseUrl) };
  },
  async Receipts_list({ body, ctx, baseUrl }) {
    const receipts = await listReceipts(ctx, {
      value: mixed(body.value) ?? undefined,
      searchIn: (body.search_in || undefined) as "ID" | "Document Number" | "Customer" | "Vat Number" | undefined,
      skip: int(body.skip),
    });
    return { status: true, data: (await receiptViews(ctx, receipts)).map((v) => receiptOut(ctx, v, baseUrl)) };
  },
};
