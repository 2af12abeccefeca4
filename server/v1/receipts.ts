// v1 receipts adapter: wire <-> domain for the receipt operations.
import type { components, operations } from "../../generated/types/v1.ts";
import type { Handlers } from "../http/typed-routes.ts";
import type { Decimal } from "decimal.js";
import { decimal, decimalOut, int, mixed, text } from "../http/wire.ts";
import { fileUrl } from "../outputs/files.ts";
import type { Ctx } from "../domain/scope.ts";
import { findCountry } from "../domain/countries.ts";
import { receiptView, receiptViews, type ReceiptView } from "../domain/receipts/view.ts";
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
} from "../domain/receipts/receipts.ts";
import { downloadReceipt, emailReceipt, signReceiptDocument, textReceipt } from "../domain/receipts/outputs.ts";
import { countryOut, currencyOut, maybe, paymentMethodOut, serieOut } from "./records.ts";
import { documentStateOut, documentTypeOutOnce, flag, saleOut, typeSerieOut, userOut } from "./sale-records.ts";
import { printInput } from "./sales.ts";

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

function receiptInput(body: S["ReceiptCreateRequest"]): ReceiptInput {
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
    currencyExchange: decimal(body.currency_exchange, "currency_exchange"),
    observations: text(body.observations),
    locationOrigin: mixed(body.location_origin),
    sales: body.sales.map(lineInput),
    status: body.status,
    ...printInput(body),
  };
}

/** The receipt's record: a pure function of its view. */
function receiptOut(ctx: Ctx, v: ReceiptView, baseUrl: string): S["Receipt"] {
  const row = v.row;
  const country = row.customer_country ? findCountry(row.customer_country) : undefined;
  return {
    id: row.id,
    ...documentStateOut(ctx, row, v.sent),
    number: row.number,
    document_number: v.documentNumber,
    atcud: row.atcud,
    issue_date: row.issue_date,
    receipt_date: row.receipt_date,
    serie_id: row.serie_id,
    document_type_id: row.document_type_id,
    total_discount: decimalOut(row.total_discount),
    total_balance: decimalOut(row.total_balance),
    total_paid: decimalOut(row.total_paid),
    grand_total: decimalOut(row.grand_total),
    customer_id: row.customer_id ?? 0,
    customer_code: row.customer_code,
    customer_name: row.customer_name ?? "",
    customer_vat_number: row.customer_vat_number ?? "999999990",
    customer_country: row.customer_country,
    customer_city: row.customer_city,
    customer_address: row.customer_address,
    customer_postal_code: row.customer_postal_code,
    company_name: row.company_name,
    company_vat_number: row.company_vat_number,
    company_country: row.company_country,
    company_address: row.company_address,
    company_city: row.company_city,
    company_postal_code: row.company_postal_code,
    company_vat_scheme: row.company_vat_scheme,
    payment_method_id: row.payment_method_id,
    currency_id: row.currency_id,
    currency_exchange: decimalOut(row.currency_exchange, 5),
    location_origin_id: row.location_origin_id,
    location_origin_name: row.location_origin_name,
    location_origin_country: row.location_origin_country,
    location_origin_address: row.location_origin_address,
    location_origin_city: row.location_origin_city,
    location_origin_postal_code: row.location_origin_postal_code,
    observations: row.observations,
    url_file: fileUrl(baseUrl, row.file_path),
    file_previewed: flag(row.file_previewed),
    file_last_generated: row.file_last_generated,
    signed_at: row.signed_at,
    status: row.status as S["SaleStatus"],
    status_last_change: row.status_last_change,
    created_by: row.created_by ?? 0,
    finished_by: row.finished_by,
    canceled_by: row.canceled_by,
    canceled_at: row.canceled_at,
    canceled_reason: row.canceled_reason,
    updated_at: row.updated_at,
    created_at: row.created_at,
    serie: serieOut(v.serie),
    documenttype: documentTypeOutOnce(v.documentTypeView),
    documenttypeserie: typeSerieOut(v.typeSerie, v.serie, row),
    paymentmethod: maybe(v.paymentMethod, paymentMethodOut),
    currency: currencyOut(v.currency),
    sales: v.lines.map(({ line, sale }) => ({
      id: line.id,
      receipt_id: row.id,
      sale_id: line.sale_id,
      grand_total: decimalOut(line.grand_total),
      percentage_discount: decimalOut(line.percentage_discount),
      unit_discount: decimalOut(line.unit_discount),
      total_balance: decimalOut(line.total_balance),
      total_paid: decimalOut(line.total_paid),
      sale: saleOut(ctx, sale, baseUrl),
    })),
    createdby: userOut(v.users, row.created_by),
    finishedby: userOut(v.users, row.finished_by),
    canceledby: userOut(v.users, row.canceled_by),
    customercountry: country ? countryOut(country) : null,
  };
}

function summaryOut(t: ReceiptTotals): S["ReceiptSummary"] {
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

type ReceiptOps = Pick<
  Handlers<operations>,
  | "Receipts_cancel"
  | "Receipts_create"
  | "Receipts_delete"
  | "Receipts_download"
  | "Receipts_find"
  | "Receipts_list"
  | "Receipts_sendEmail"
  | "Receipts_sendSms"
  | "Receipts_sign"
  | "Receipts_summary"
  | "Receipts_update"
>;

export const receiptRoutes: ReceiptOps = {
  async Receipts_create({ body, ctx, baseUrl }) {
    const id = await createReceipt(ctx, receiptInput(body));
    return { status: true, data: receiptOut(ctx, await receiptView(ctx, id), baseUrl) };
  },
  async Receipts_update({ body, params, ctx, baseUrl }) {
    await updateReceipt(ctx, Number(params.id), receiptInput(body));
    return { status: true, data: receiptOut(ctx, await receiptView(ctx, Number(params.id)), baseUrl) };
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
    const print = printInput(body ?? {});
    const path = await downloadReceipt(ctx, Number(params.id), {
      language: print.language,
      format: print.format,
      paperSize: print.paperSize,
      margins: {
        left: print.paperLeftMargin,
        right: print.paperRightMargin,
        top: print.paperTopMargin,
        bottom: print.paperBottomMargin,
      },
    });
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
    const totals = await receiptSummary(ctx, {
      documentType: mixed(body.document_type) ?? "",
      currency: mixed(body.currency),
      currencyExchange: decimal(body.currency_exchange, "currency_exchange"),
      sales: body.sales.map(lineInput),
    });
    return { status: true, data: summaryOut(totals) };
  },
  async Receipts_find({ body, ctx, baseUrl }) {
    const view = await receiptView(ctx, await findReceipt(ctx, body.search_in, body.value));
    return { status: true, data: receiptOut(ctx, view, baseUrl) };
  },
  async Receipts_list({ body, ctx, baseUrl }) {
    const rows = await listReceipts(ctx, {
      value: mixed(body.value) ?? undefined,
      searchIn: (body.search_in || undefined) as "ID" | "Document Number" | "Customer" | "Vat Number" | undefined,
      skip: int(body.skip),
    });
    return { status: true, data: (await receiptViews(ctx, rows)).map((v) => receiptOut(ctx, v, baseUrl)) };
  },
};
