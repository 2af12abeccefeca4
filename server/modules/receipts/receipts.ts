// Customer receipts: 1 to 100 finished sales of one customer settled against their open
// balances, credit notes deducted (settlement.ts), numbered like sales when finished;
// cancelling a receipt reopens what it settled (balances are derived, see open-accounts.ts).
import type { Decimal } from "decimal.js";

import { referencedRecord, type MasterRecord } from "../administration/index.ts";

import type { Ctx } from "../../kernel/scope.ts";

import {
  cancelStoredReceipt,
  deleteReceipt as deleteStoredReceipt,
  finishReceipt,
  insertReceipt,
  insertReceiptLines,
  receiptPage,
  replaceReceiptLines,
  updateDraftReceipt,
  type ReceiptSearch,
} from "./repository/receipts.ts";
import { customerRecord } from "../customers/index.ts";

import { firstReceiptType } from "./repository/receipt-references.ts";

import { refuse } from "../../kernel/errors.ts";

import { nowStamp, today } from "../../kernel/clock.ts";

import { resolveRef, type MixedValue } from "../administration/index.ts";

import { clean } from "../../kernel/text.ts";

import { INT32_MAX } from "../items/index.ts";

import { PAGE_SIZE, pageOffset } from "../../kernel/paging.ts";

import { entryOfSale } from "../sales/index.ts";

import { settleLines, type ReceiptLineInput, type ReceiptTotals } from "./settlement.ts";

import { checkDate } from "../../kernel/dates.ts";

import {
  customerParty,
  documentCurrency,
  documentParty,
  documentSeries,
  keepOmitted,
  originLocation,
} from "../documents/index.ts";

import { originOf, printInputOf, requestedPrintSettings } from "../documents/index.ts";

import { checkIssueDateOrder, idsWithNumber, parseDocumentNumber, takeNumber } from "../documents/index.ts";
import { loadSale } from "../sales/index.ts";

import { requestAccount } from "../accounts/index.ts";

import type { PrintInput } from "../sales/index.ts";

import type { SerieAssignment } from "../administration/index.ts";

import { runReceiptFinishingOutputs } from "./outputs.ts";
import { notifySettledSales } from "./paid-sales.ts";

import { loadReceipt, receiptRecord } from "./load.ts";
import type { Receipt, ReceiptFields, StoredReceiptLine } from "./records.ts";

export type { Receipt, StoredReceiptLine };
export type { ReceiptLineInput, ReceiptTotals, SettledLine } from "./settlement.ts";

export interface ReceiptInput extends PrintInput {
  readonly issueDate: string;
  readonly receiptDate: string;
  readonly documentType: MixedValue;
  readonly serie?: MixedValue | null;
  readonly customer: number;
  readonly vatNumber?: string | null;
  readonly address?: string | null;
  readonly city?: string | null;
  readonly postalCode?: string | null;
  readonly country?: string | null;
  readonly paymentMethod?: MixedValue | null;
  readonly currency?: MixedValue | null;
  readonly currencyExchange?: Decimal;
  readonly observations?: string | null;
  readonly locationOrigin?: MixedValue | null;
  readonly sales: readonly ReceiptLineInput[];
  readonly status: "Rascunho" | "Terminado";
}

async function receiptType(ctx: Ctx, value: MixedValue) {
  const id = await resolveRef(ctx, "documentType", value, "documentType");
  const type = await referencedRecord(ctx, "document_types", id);
  if (type.type !== "Recibos")
    throw refuse("receipt.document_type.not_allowed", { type: type.description }, "documentType");
  return type;
}

async function prepareReceipt(ctx: Ctx, input: ReceiptInput, exceptReceiptId?: number): Promise<Prepared> {
  const documentType = await receiptType(ctx, input.documentType);
  checkDate(input.issueDate, "issueDate");
  checkDate(input.receiptDate, "receiptDate");
  const { serie, typeSerie } = await documentSeries(ctx, documentType, input.serie, input.issueDate);

  const customer = await customerRecord(ctx.tx, ctx.scope.datasetId, input.customer);
  if (!customer) throw refuse("customer.not_found", { value: input.customer }, "customer");
  const { vatNumber, address, city, postalCode, country } = documentParty(input, customerParty(customer));

  const { currencyId, exchange } = await documentCurrency(ctx, input.currency, input.currencyExchange);
  const totals = await settleLines(ctx, input.sales, exchange, {
    exceptReceiptId,
    customerId: customer.id,
    currencyId,
  });
  const location = await originLocation(ctx, input.locationOrigin);
  const paymentMethodId =
    input.paymentMethod === undefined || input.paymentMethod === null || input.paymentMethod === ""
      ? null
      : await resolveRef(ctx, "paymentMethod", input.paymentMethod, "paymentMethod");
  const account = await requestAccount(ctx);
  return {
    documentType,
    serie,
    typeSerie,
    totals,
    fields: {
      documentTypeId: documentType.id,
      serieId: serie.id,
      issueDate: input.issueDate,
      receiptDate: input.receiptDate,
      customer: {
        id: customer.id,
        code: customer.code,
        name: customer.name,
        vatNumber,
        country,
        city,
        address,
        postalCode,
      },
      company: account.company,
      origin: originOf(location),
      paymentMethodId,
      currencyId,
      currencyExchange: exchange,
      observations: clean(input.observations),
      amounts: {
        grandTotal: totals.grandTotal,
        totalBalance: totals.totalBalance,
        totalDiscount: totals.totalDiscount,
        totalPaid: totals.totalPaid,
      },
      print: requestedPrintSettings(input),
    },
  };
}

/** What create and a draft's update decided, with what finishing needs of it. */
interface Prepared {
  readonly documentType: MasterRecord<"document_types">;
  readonly serie: MasterRecord<"series">;
  readonly typeSerie: SerieAssignment;
  readonly totals: ReceiptTotals;
  readonly fields: ReceiptFields;
}

/** Stores the receipt's lines: those of a new receipt, or in place of a draft's. */
async function writeLines(ctx: Ctx, receiptId: number, prepared: Prepared, replace: boolean): Promise<void> {
  await (replace ? replaceReceiptLines : insertReceiptLines)(ctx.tx, receiptId, prepared.totals.lines);
}

/** Numbers the receipt and runs its finishing outputs; answers it as they leave it. */
async function finish(ctx: Ctx, receiptId: number, prepared: Prepared): Promise<Receipt> {
  const { documentType, serie, typeSerie } = prepared;
  await checkIssueDateOrder(ctx, "receipts", documentType.id, serie.id, prepared.fields.issueDate);
  const numbered = await takeNumber(ctx, typeSerie.id, {
    initials: documentType.saftInitials,
    serie: serie.description,
    type: documentType.description,
  });
  const finished = await finishReceipt(ctx.tx, receiptId, {
    number: numbered.number,
    atcud: numbered.atcud,
    systemEntryDate: numbered.systemEntryDate,
    finishedBy: ctx.scope.accountId,
    at: nowStamp(ctx.clock),
  });
  await notifySettledSales(ctx, prepared.totals.lines);
  return runReceiptFinishingOutputs(ctx, finished);
}

/** The caller's receipt with that ID, if any. */
/** Creates a receipt (finished when asked); answers it as stored. */
export async function createReceipt(ctx: Ctx, input: ReceiptInput): Promise<Receipt> {
  const prepared = await prepareReceipt(ctx, input);
  const receipt = await insertReceipt(ctx.tx, ctx.scope.datasetId, {
    createdBy: ctx.scope.accountId,
    createdAt: nowStamp(ctx.clock),
    ...prepared.fields,
  });
  await writeLines(ctx, receipt.id, prepared, false);
  return input.status === "Terminado" ? finish(ctx, receipt.id, prepared) : receipt;
}

function requireDraft(receipt: Receipt): void {
  if (receipt.status !== "Rascunho") throw refuse("document.not_draft", { status: receipt.status }, "id");
}

/**
 * A draft update's input with the stored value of every field it omits (as for sales: the
 * series while the document type is the same, the customer data while the customer is, the
 * exchange rate while the currency is). The settled lines are always sent.
 */
async function withStoredReceiptValues(ctx: Ctx, input: ReceiptInput, draft: Receipt): Promise<ReceiptInput> {
  const sameType = (await receiptType(ctx, input.documentType)).id === draft.documentTypeId;
  const { customer } = draft;
  const sameCustomer = input.customer === customer.id;
  const keep: Partial<ReceiptInput> = {
    serie: sameType ? { id: draft.serieId } : undefined,
    paymentMethod: draft.paymentMethodId === null ? undefined : { id: draft.paymentMethodId },
    currency: { id: draft.currencyId },
    currencyExchange: input.currency === undefined ? draft.currencyExchange : undefined,
    observations: draft.observations,
    locationOrigin: draft.origin.id === null ? undefined : { id: draft.origin.id },
    ...(sameCustomer
      ? {
          vatNumber: customer.vatNumber,
          address: customer.address,
          city: customer.city,
          postalCode: customer.postalCode,
          country: customer.country,
        }
      : {}),
    ...printInputOf(draft.print),
  };
  return keepOmitted(input, keep);
}

/** Changes a draft (finishing it when asked); answers it as stored. */
export async function updateReceipt(ctx: Ctx, id: number, input: ReceiptInput): Promise<Receipt> {
  const current = await loadReceipt(ctx, id);
  requireDraft(current);
  const prepared = await prepareReceipt(ctx, await withStoredReceiptValues(ctx, input, current), id);
  const updated = await updateDraftReceipt(ctx.tx, id, prepared.fields, nowStamp(ctx.clock));
  await writeLines(ctx, id, prepared, true);
  return input.status === "Terminado" ? finish(ctx, id, prepared) : updated;
}

export async function deleteReceipt(ctx: Ctx, id: number): Promise<void> {
  requireDraft(await loadReceipt(ctx, id));
  await deleteStoredReceipt(ctx.tx, id);
}

/** Cancels a finished receipt (reason of at least 15 characters): the balances it settled reopen. */
export async function cancelReceipt(ctx: Ctx, id: number, reason: string): Promise<void> {
  const { status } = await loadReceipt(ctx, id);
  if (status === "Anulado") throw refuse("document.already_cancelled", {}, "id");
  if (status !== "Terminado") throw refuse("document.cancel.draft", {}, "id");
  if (reason.trim().length < 15) throw refuse("document.cancel.reason_required", {}, "reason");
  await cancelStoredReceipt(ctx.tx, id, {
    canceledBy: ctx.scope.accountId,
    canceledAt: nowStamp(ctx.clock),
    canceledReason: reason.trim(),
  });
}

/** A draft Recibo de Cliente paying the whole open balance of a finished Factura. */
export async function receiptFromSale(ctx: Ctx, saleId: number): Promise<number> {
  const sale = await loadSale(ctx, saleId);
  if (sale.status !== "Terminado") throw refuse("sale.not_finished", { status: sale.status }, "id");
  const initials = (await referencedRecord(ctx, "document_types", sale.documentTypeId)).saftInitials;
  if (initials !== "FT") throw refuse("sale.receipt.not_invoice", { initials }, "id");
  const receiptTypeRow = await firstReceiptType(ctx.tx, ctx.scope.datasetId);
  if (!receiptTypeRow) throw refuse("document_type.not_found", { value: "RC" });
  if (!receiptTypeRow.active) throw refuse("document_type.inactive", { value: receiptTypeRow.description });
  const entry = await entryOfSale(ctx, saleId);
  if (!entry || !entry.balance.greaterThan(0)) throw refuse("sale.receipt.no_balance", {}, "id");
  const date = today(ctx.clock);
  const receipt = await createReceipt(ctx, {
    issueDate: date,
    receiptDate: date,
    documentType: receiptTypeRow.id,
    customer: sale.customer.id!,
    vatNumber: sale.customer.vatNumber,
    address: sale.customer.address,
    city: sale.customer.city,
    postalCode: sale.customer.postalCode,
    country: sale.customer.country,
    paymentMethod: sale.paymentMethodId,
    currency: sale.currencyId,
    currencyExchange: sale.currencyExchange,
    locationOrigin: sale.origin.id,
    sales: [{ sale: saleId, totalPaid: entry.balance }],
    status: "Rascunho",
  });
  return receipt.id;
}

export async function findReceipt(ctx: Ctx, searchIn: "ID" | "Document Number", value: MixedValue): Promise<Receipt> {
  const text = String(value).trim();
  if (text === "") throw refuse("request.field.required", {}, "value");
  const notFound = refuse("receipt.not_found", { value: text }, "value");
  if (searchIn === "ID") {
    const id = /^[0-9]+$/.test(text) ? Number(text) : NaN;
    const receipt = id <= INT32_MAX ? await receiptRecord(ctx, id) : undefined;
    if (!receipt) throw notFound;
    return receipt;
  }
  const parts = parseDocumentNumber(text);
  if (!parts) throw refuse("document.number.invalid", { value: text }, "value");
  const [id] = await idsWithNumber(ctx, "receipts", parts);
  if (id === undefined) throw notFound;
  return loadReceipt(ctx, id);
}

export async function listReceipts(
  ctx: Ctx,
  options: { value?: MixedValue; searchIn?: "ID" | "Document Number" | "Customer" | "Vat Number"; skip?: number },
): Promise<Receipt[]> {
  const offset = pageOffset(options.skip);
  const text = options.value === undefined ? "" : String(options.value).trim();
  let search: ReceiptSearch | undefined;
  if (text !== "") {
    switch (options.searchIn ?? "ID") {
      case "ID":
        search = { by: "id", id: /^[0-9]+$/.test(text) ? Number(text) : -1 };
        break;
      case "Document Number": {
        const parts = parseDocumentNumber(text);
        if (!parts) return [];
        search = { by: "ids", ids: await idsWithNumber(ctx, "receipts", parts) };
        break;
      }
      case "Customer":
        search = /^[0-9]+$/.test(text) ? { by: "customer", customerId: Number(text) } : { by: "customerName", text };
        break;
      case "Vat Number":
        search = { by: "vatNumber", vatNumber: text.replace(/\s/g, "") };
        break;
    }
  }
  return receiptPage(ctx.tx, ctx.scope.datasetId, search, PAGE_SIZE, offset);
}

/** Receipt totals computed without storing anything. */
export async function receiptSummary(
  ctx: Ctx,
  input: {
    documentType: MixedValue;
    currency?: MixedValue | null;
    currencyExchange?: Decimal;
    sales: readonly ReceiptLineInput[];
  },
): Promise<ReceiptTotals> {
  await receiptType(ctx, input.documentType);
  const { currencyId, exchange } = await documentCurrency(ctx, input.currency, input.currencyExchange);
  return settleLines(ctx, input.sales, exchange, { currencyId });
}
