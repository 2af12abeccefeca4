// v1 sales adapter: wire <-> domain for the sales operations.
import type { components, operations } from "../../../generated/types/v1.ts";
import type { SalesHandlers } from "../../../generated/types/v1-handlers.ts";
import type { Handlers } from "../../http/typed-routes.ts";
import type { Decimal } from "decimal.js";
import { bool, decimal, int, mixed, text } from "../../http/wire.ts";
import { fileUrl } from "../files/index.ts";
import type { SaleInput, SaleLineInput, PrintInput } from "./input.ts";
import type { PdfRequest } from "./outputs.ts";
import {
  createSaleView,
  deleteSale,
  findSale,
  listSales,
  saleSummary,
  updateSale,
  type SaleListType,
  type SaleSearchField,
} from "./sales.ts";
import { saleView, saleViews } from "./view.ts";
import { cancelSale, correctiveNote, duplicateSale } from "./lifecycle.ts";
import { downloadSale, emailSale, generateMbway, generateMultibanco, signSaleDocument, textSale } from "./actions.ts";
import { receiptFromSale } from "../receipts/index.ts";
import { saleOut, summaryOut } from "../../http/v1/sale-records.ts";

type S = components["schemas"];

/** A decimal of a line: a format error names the line's field (`items[2].price`). */
function lineDecimal(
  value: string | number | undefined,
  index: number,
  name: string,
  places: 2 | 5,
): Decimal | undefined {
  return decimal(value, `items[${index}].${name}`, places);
}

function lineInput(line: S["SaleItemInput"], index: number): SaleLineInput {
  return {
    item: mixed(line.id) ?? "",
    details: text(line.details),
    price: lineDecimal(line.price, index, "price", 5)!,
    quantity: lineDecimal(line.quantity, index, "quantity", 5)!,
    discount: lineDecimal(line.discount, index, "discount", 2),
    vat: mixed(line.vat) ?? "",
    vatExemption: mixed(line.vat_exemption),
  };
}

/** Print options shared by sales and receipts (create, update, download). */
export function printInput(body: {
  language?: string;
  format?: string;
  paper_size?: number | string;
  paper_left_margin?: number | string;
  paper_right_margin?: number | string;
  paper_top_margin?: number | string;
  paper_bottom_margin?: number | string;
  force_print?: S["BooleanInput"];
  force_send_email?: S["BooleanInput"];
  force_send_sms?: S["BooleanInput"];
  force_sign?: S["BooleanInput"];
}): PrintInput {
  return {
    // Validation admits only PT/EN and A4/POS (or "" for not given).
    language: body.language === "PT" || body.language === "EN" ? body.language : undefined,
    format: body.format === "A4" || body.format === "POS" ? body.format : undefined,
    paperSize: int(body.paper_size),
    paperLeftMargin: int(body.paper_left_margin),
    paperRightMargin: int(body.paper_right_margin),
    paperTopMargin: int(body.paper_top_margin),
    paperBottomMargin: int(body.paper_bottom_margin),
    forcePrint: bool(body.force_print),
    forceSendEmail: bool(body.force_send_email),
    forceSendSms: bool(body.force_send_sms),
    forceSign: bool(body.force_sign),
  };
}

/** A sale's body without its credentials (v2 sends the same fields, and a few of its own). */
export type SaleBody = Omit<S["SaleCreateRequest"], "api_token">;

export function saleInput(body: SaleBody): SaleInput {
  return {
    saleReferenceId: int(body.sale_reference_id),
    issueDate: body.issue_date,
    dueDate: text(body.due_date),
    documentType: mixed(body.document_type) ?? "",
    serie: mixed(body.serie),
    finalDiscountFinancial: decimal(body.final_discount_financial, "final_discount_financial", 2),
    finalDiscountGlobal: decimal(body.final_discount_global, "final_discount_global", 2),
    customer: int(body.customer),
    vatNumber: text(body.vat_number),
    address: text(body.address),
    city: text(body.city),
    postalCode: text(body.postal_code),
    country: text(body.country),
    deliveryAddress: text(body.delivery_address_address),
    deliveryCity: text(body.delivery_address_city),
    deliveryPostalCode: text(body.delivery_address_postal_code),
    deliveryCountry: text(body.delivery_address_country),
    paymentMethod: mixed(body.payment_method),
    paymentCondition: mixed(body.payment_condition),
    shippingMode: mixed(body.shipping_mode),
    shippingValue: decimal(body.shipping_value, "shipping_value", 2),
    shippingVat: mixed(body.shipping_vat),
    price: mixed(body.price),
    currency: mixed(body.currency),
    currencyExchange: decimal(body.currency_exchange, "currency_exchange", 5),
    vatType: body.vat_type,
    observations: text(body.observations),
    irsRetentionTax: decimal(body.irs_retention_tax, "irs_retention_tax", 2),
    vehicle: mixed(body.vehicle),
    employee: mixed(body.employee),
    waybillShippingDate: text(body.waybill_shipping_date),
    waybillGlobal: bool(body.waybill_global),
    locationOrigin: mixed(body.location_origin),
    locationDestiny: mixed(body.location_destiny),
    cargoLocation: text(body.cargo_location),
    dischargeLocation: text(body.discharge_location),
    cargoDate: text(body.cargo_date),
    dischargeDate: text(body.discharge_date),
    items: body.items.map(lineInput),
    status: body.status,
    ...printInput(body),
  };
}

/** What a download of a sale asks for: the print settings of the body, the second copy unless `issue` says otherwise. */
export function downloadRequest(body: Omit<S["SaleDownloadRequest"], "api_token"> | undefined): PdfRequest {
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
    copy: body?.issue === "Original" ? "Original" : "2ª via",
    maxItemsPerPage: int(body?.max_items_per_page),
  };
}

/** The input of a summary: the pricing fields of a sale, with the fields summary does not take filled in. */
export function summaryInput(body: Omit<S["SaleSummaryRequest"], "api_token">): SaleInput {
  return saleInput({ ...body, issue_date: "2000-01-01", status: "Rascunho" } as SaleBody);
}

type SaleOps = SalesHandlers<Handlers<operations>>;

export const saleRoutes: SaleOps = {
  async Sales_create({ body, ctx, baseUrl }) {
    return { status: true as const, data: saleOut(ctx, await createSaleView(ctx, saleInput(body)), baseUrl) };
  },
  async Sales_update({ body, params, ctx, baseUrl }) {
    return {
      status: true as const,
      data: saleOut(ctx, await updateSale(ctx, Number(params.id), saleInput(body)), baseUrl),
    };
  },
  async Sales_delete({ params, ctx }) {
    await deleteSale(ctx, Number(params.id));
    return { status: true };
  },
  async Sales_cancel({ body, params, ctx, baseUrl }) {
    const path = await cancelSale(ctx, Number(params.id), text(body?.reason) ?? null);
    return { status: true, url_file: fileUrl(baseUrl, path)! };
  },
  async Sales_duplicate({ body, params, ctx }) {
    return { status: true, id: await duplicateSale(ctx, Number(params.id), mixed(body.document_type) ?? "") };
  },
  async Sales_receipt({ params, ctx }) {
    return { status: true, id: await receiptFromSale(ctx, Number(params.id)) };
  },
  async Sales_creditNote({ params, ctx }) {
    return { status: true, id: await correctiveNote(ctx, Number(params.id), "NC") };
  },
  async Sales_debitNote({ params, ctx }) {
    return { status: true, id: await correctiveNote(ctx, Number(params.id), "ND") };
  },
  async Sales_download({ body, params, ctx, baseUrl }) {
    const path = await downloadSale(ctx, Number(params.id), downloadRequest(body));
    return { status: true, url_file: fileUrl(baseUrl, path)! };
  },
  async Sales_sendEmail({ body, params, ctx }) {
    await emailSale(ctx, Number(params.id), {
      to: body.to,
      cc: text(body.cc),
      subject: text(body.subject),
      message: text(body.message),
      attachments: body.attachments,
    });
    return { status: true };
  },
  async Sales_sendSms({ body, params, ctx }) {
    await textSale(ctx, Number(params.id), { to: body.to, message: text(body.message) });
    return { status: true };
  },
  async Sales_generateMbref({ params, ctx }) {
    const ref = await generateMultibanco(ctx, Number(params.id));
    return { status: true, data: { entity: ref.entity, sub_entity: ref.subEntity, reference: ref.reference } };
  },
  async Sales_generateMbway({ params, ctx, baseUrl }) {
    return { status: true, mbway_link: `${baseUrl}/${await generateMbway(ctx, Number(params.id))}` };
  },
  async Sales_sign({ params, ctx, baseUrl }) {
    return { status: true, url_file: fileUrl(baseUrl, await signSaleDocument(ctx, Number(params.id)))! };
  },
  async Sales_summary({ body, ctx }) {
    return { status: true, data: summaryOut(await saleSummary(ctx, summaryInput(body))) };
  },
  async Sales_find({ body, ctx, baseUrl }) {
    const row = await findSale(ctx, body.search_in, body.value);
    return { status: true, data: saleOut(ctx, await saleView(ctx, row), baseUrl) };
  },
  async Sales_list({ body, ctx, baseUrl }) {
    const rows = await listSales(ctx, {
      value: mixed(body.value) ?? undefined,
      searchIn: (body.search_in || undefined) as SaleSearchField | undefined,
      type: (body.type || undefined) as SaleListType | undefined,
      skip: int(body.skip),
    });
    return { status: true, data: (await saleViews(ctx, rows)).map((view) => saleOut(ctx, view, baseUrl)) };
  },
};
