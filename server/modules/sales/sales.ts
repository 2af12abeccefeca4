// Sales documents: create and update (drafts only) with every rule, finishing with its number,
// signature and stock, delete (drafts only), find, list and summary.
import { Decimal } from "decimal.js";
import { requestAccount } from "../accounts/index.ts";
import type { Ctx } from "../../kernel/scope.ts";
import type { Account } from "../../kernel/account.ts";
import {
  deleteSaleParts,
  deleteSaleRow,
  insertSale,
  insertSaleParts,
  salePage,
  saleById,
  updateDraftSale,
  type SaleSearch,
} from "./repository/sales.ts";
import { finishSaleRow, type SaleFinished } from "./repository/sales-finishing.ts";
import { saleStockMovements } from "./repository/sales-lifecycle.ts";
import { refuse } from "../../kernel/errors.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { PAGE_SIZE, pageOffset } from "../../kernel/paging.ts";
import type { MixedValue } from "../administration/index.ts";
import { INT32_MAX } from "../items/index.ts";
import { insufficientStock, recordSaleMovement, STOCK_ITEM_TYPE, warehouseBalance } from "../items/index.ts";
import { prepareSale, type PreparedSale } from "./prepare.ts";
import { checkSaleBody, salesDocumentType, type SaleBody } from "./body.ts";
import { withStoredSaleValues } from "./drafts.ts";
import type { SaleInput, SummaryInput } from "./input.ts";
import {
  checkIssueDateAfter,
  salesBefore,
  idsWithNumber,
  parseDocumentNumber,
  signedGrossTotal,
  signSale,
  takeNumber,
} from "../documents/index.ts";
import { isSigned, stockDirection } from "../documents/index.ts";
import { runFinishingOutputs } from "./outputs.ts";
import { saleView, saleViewOfWritten, type KnownSaleParts, type SaleView } from "./view.ts";
import type { DocumentTypeView } from "../administration/index.ts";
import type { Sale } from "./records.ts";
import { loadSale } from "./load.ts";

/** Writes the document's lines and VAT rows (replacing the stored ones unless the sale is new), one statement each; returns them as stored. */
async function writeLines(
  ctx: Ctx,
  saleId: number,
  prepared: PreparedSale,
  replace: boolean,
): Promise<Pick<KnownSaleParts, "lines" | "vats">> {
  if (replace) await deleteSaleParts(ctx.tx, saleId);
  return insertSaleParts(ctx.tx, saleId, prepared.saleLines, prepared.saleVats);
}

/** Moves the stock of a finished document: out of (or back into) the origin warehouse. */
async function moveStock(
  ctx: Ctx,
  saleId: number,
  prepared: PreparedSale,
  issueDate: string,
  reverse: boolean,
): Promise<void> {
  let direction = stockDirection(prepared.documentType.saftInitials);
  const { warehouseOriginId: warehouseId, warehouseDestinyId: destiny } = prepared.fields.transport;
  if (!direction || warehouseId === null) return;
  if (reverse) direction = direction === "out" ? "in" : "out";
  if (direction === "out" && !reverse && !prepared.documentType.stockCheckNegative) {
    // The document type does not allow finishing with negative stock.
    const wanted = new Map<number, { quantity: Decimal; line: number; reference: string }>();
    prepared.lines.forEach((l, index) => {
      if (l.item.type !== "Mercadorias") return;
      const current = wanted.get(l.item.id);
      wanted.set(l.item.id, {
        quantity: (current?.quantity ?? new Decimal(0)).plus(l.input.quantity),
        line: current?.line ?? index,
        reference: l.item.reference,
      });
    });
    for (const [itemId, w] of wanted) {
      const available = await warehouseBalance(ctx, itemId, warehouseId);
      if (available.lessThan(w.quantity))
        throw insufficientStock(`items[${w.line}].quantity`, w.reference, available, w.quantity);
    }
  }
  // Only goods keep stock: the other lines move nothing (recordSaleMovement would skip them too).
  const stocked = prepared.lines.filter((l) => l.item.type === STOCK_ITEM_TYPE);
  for (const line of stocked) {
    await recordSaleMovement(ctx, {
      saleId,
      itemId: line.item.id,
      warehouseId,
      date: issueDate,
      type: direction === "out" ? "Saída" : "Entrada",
      quantity: line.input.quantity,
    });
  }
  // A guide between own locations also enters the destination warehouse.
  if (direction === "out" && !reverse && destiny !== null && destiny !== warehouseId) {
    for (const line of stocked) {
      await recordSaleMovement(ctx, {
        saleId,
        itemId: line.item.id,
        warehouseId: destiny,
        date: issueDate,
        type: "Entrada",
        quantity: line.input.quantity,
      });
    }
  }
}

/**
 * Numbers, signs and finishes a sale; returns what finishing changed of the sale and whether
 * finishing outputs ran (and changed it further).
 */
async function finish(
  ctx: Ctx,
  saleId: number,
  prepared: PreparedSale,
  account: Account,
): Promise<{ finished: SaleFinished; outputsRan: boolean }> {
  const { documentType, serie, typeSerie, fields } = prepared;
  // The number first: taking it locks the type's series (on PostgreSQL, concurrent finishes
  // wait here), so the date check below sees every document finished before this one.
  const numbered = await takeNumber(ctx, typeSerie.id, {
    initials: documentType.saftInitials,
    serie: serie.description,
    type: documentType.description,
  });
  const before = await salesBefore(ctx, documentType.id, serie.id, numbered.number);
  checkIssueDateAfter(before.lastIssueDate, fields.issueDate);
  const signature = isSigned(documentType.saftInitials)
    ? await signSale(
        ctx,
        {
          number: numbered.number,
          issueDate: fields.issueDate,
          systemEntryDate: numbered.systemEntryDate,
          documentNumber: numbered.documentNumber,
          // SAF-T GrossTotal: the EUR counter-value for documents in another currency.
          grossTotal: signedGrossTotal(fields.amounts.grandTotal, fields.currencyExchange),
        },
        before,
      )
    : null;
  const finished = await finishSaleRow(ctx.tx, saleId, {
    stamp: nowStamp(ctx.clock),
    number: numbered.number,
    atcud: numbered.atcud,
    systemEntryDate: numbered.systemEntryDate,
    hash: signature?.hash ?? null,
    hashControl: signature?.hashControl ?? null,
    finishedBy: ctx.scope.accountId,
  });
  await moveStock(ctx, saleId, prepared, fields.issueDate, false);
  const outputsRan = await runFinishingOutputs(ctx, saleId, { forces: fields.print, documentType, account });
  return { finished, outputsRan };
}

export async function createSale(ctx: Ctx, input: SaleInput): Promise<number> {
  return (await writeSale(ctx, input)).sale.id;
}

/** Creates a sale (finishing it when asked) and returns its read model, built from what was written. */
export async function createSaleView(ctx: Ctx, input: SaleInput): Promise<SaleView> {
  return viewOfWritten(ctx, await writeSale(ctx, input), true);
}

/** What writing a sale holds when it is done: the sale as written, and what it was made of. */
interface WrittenSale {
  readonly sale: Sale;
  readonly prepared: PreparedSale;
  readonly written: Pick<KnownSaleParts, "lines" | "vats">;
  readonly account: Account;
  /** Whether finishing outputs ran (and changed the sale after it was written). */
  readonly outputsRan: boolean;
}

/**
 * The read model of a sale just written, from what writing it holds. `fresh`: written by this
 * request as a new sale (nothing can have settled or sent it yet).
 */
function viewOfWritten(ctx: Ctx, w: WrittenSale, fresh: boolean): Promise<SaleView> {
  const { sale, prepared, account } = w;
  if (w.outputsRan) return saleView(ctx, sale);
  return saleViewOfWritten(ctx, sale, {
    documentType: prepared.documentType,
    documentTypeView: withNumberTaken(prepared.typeView, prepared.typeSerie.id, sale.number),
    serie: prepared.serie,
    vatRates: prepared.lines.map((l) => l.vat),
    users: [{ id: account.id, name: account.name }],
    fresh,
    ...w.written,
  });
}

/** The type's series as read before finishing, with the number the sale took as its series' last. */
function withNumberTaken(view: DocumentTypeView, typeSerieId: number, number: number | null): DocumentTypeView {
  if (number === null) return view;
  return {
    ...view,
    series: view.series.map((s) =>
      s.assignment.id === typeSerieId ? { ...s, assignment: { ...s.assignment, lastNumber: number } } : s,
    ),
  };
}

/** Finishes a sale just written when the request asks for it; answers the sale as it then is. */
async function finishIfAsked(
  ctx: Ctx,
  input: SaleInput,
  draft: Sale,
  prepared: PreparedSale,
  account: Account,
): Promise<{ sale: Sale; outputsRan: boolean }> {
  if (input.status !== "Terminado") return { sale: draft, outputsRan: false };
  const { finished, outputsRan } = await finish(ctx, draft.id, prepared, account);
  // Outputs that ran changed the sale (file, signature date): then it is read again.
  return { sale: outputsRan ? await loadSale(ctx, draft.id) : { ...draft, ...finished }, outputsRan };
}

async function writeSale(ctx: Ctx, input: SaleInput): Promise<WrittenSale> {
  const account = await requestAccount(ctx);
  const prepared = await prepareSale(ctx, input, account);
  const inserted = await insertSale(ctx.tx, ctx.scope.datasetId, {
    ...prepared.fields,
    createdBy: ctx.scope.accountId,
    createdAt: nowStamp(ctx.clock),
  });
  const written = await writeLines(ctx, inserted.id, prepared, false);
  return { prepared, written, account, ...(await finishIfAsked(ctx, input, inserted, prepared, account)) };
}

function requireDraft(sale: Sale): void {
  if (sale.status !== "Rascunho") throw refuse("document.not_draft", { status: sale.status }, "id");
}

/** Updates a draft (finishing it when asked) and returns its read model, built from what was written. */
export async function updateSale(ctx: Ctx, id: number, input: SaleInput): Promise<SaleView> {
  const current = await loadSale(ctx, id);
  requireDraft(current);
  const account = await requestAccount(ctx);
  const prepared = await prepareSale(ctx, await withStoredSaleValues(ctx, input, current), account);
  const updated = await updateDraftSale(ctx.tx, id, prepared.fields, nowStamp(ctx.clock));
  const written = await writeLines(ctx, id, prepared, true);
  const finished = await finishIfAsked(ctx, input, updated, prepared, account);
  // Not fresh: the draft existed before this request (its messages and settlements are read).
  return viewOfWritten(ctx, { prepared, written, account, ...finished }, false);
}

export async function deleteSale(ctx: Ctx, id: number): Promise<void> {
  requireDraft(await loadSale(ctx, id));
  await deleteSaleRow(ctx.tx, id);
}

/** Totals of a document computed without storing it: what create would store, refused alike. */
export async function saleSummary(ctx: Ctx, input: SummaryInput): Promise<SaleBody> {
  return checkSaleBody(ctx, input, await salesDocumentType(ctx, input.documentType), { requireCustomer: false });
}

/** Moves back the stock a finished document moved (on cancellation). */
export async function reverseStock(ctx: Ctx, sale: Sale): Promise<void> {
  for (const m of await saleStockMovements(ctx.tx, ctx.scope.datasetId, sale.id)) {
    await recordSaleMovement(ctx, {
      saleId: sale.id,
      itemId: m.itemId,
      warehouseId: m.warehouseId,
      date: sale.issueDate,
      type: m.type === "Saída" ? "Entrada" : "Saída",
      quantity: m.quantity,
    });
  }
}

export type SaleSearchField = "ID" | "Document Number" | "Customer" | "Vat Number";
export type SaleListType = "Facturação" | "Orçamentos" | "Encomendas" | "Guias";

/** A sale by ID or by document number ("FT 2026/12"). */
export async function findSale(ctx: Ctx, searchIn: "ID" | "Document Number", value: MixedValue): Promise<Sale> {
  const text = String(value).trim();
  if (text === "") throw refuse("request.field.required", {}, "value");
  const notFound = refuse("sale.not_found", { value: text }, "value");
  if (searchIn === "ID") {
    const id = /^[0-9]+$/.test(text) ? Number(text) : NaN;
    const sale = id <= INT32_MAX ? await saleById(ctx.tx, ctx.scope.datasetId, id) : undefined;
    if (!sale) throw notFound;
    return sale;
  }
  const parts = parseDocumentNumber(text);
  if (!parts) throw refuse("document.number.invalid", { value: text }, "value");
  const [id] = await idsWithNumber(ctx, "sales", parts);
  if (id === undefined) throw notFound;
  return loadSale(ctx, id);
}

/** Sales newest first, 15 at a time, optionally filtered. */
export async function listSales(
  ctx: Ctx,
  options: { value?: MixedValue; searchIn?: SaleSearchField; type?: SaleListType; skip?: number },
): Promise<Sale[]> {
  const offset = pageOffset(options.skip);
  const text = options.value === undefined ? "" : String(options.value).trim();
  let search: SaleSearch | undefined;
  if (text !== "") {
    switch (options.searchIn ?? "ID") {
      case "ID":
        // Text that is no ID finds nothing (no ID is negative).
        search = { id: /^[0-9]+$/.test(text) ? Number(text) : -1 };
        break;
      case "Document Number": {
        const parts = parseDocumentNumber(text);
        if (!parts) return [];
        search = { ids: await idsWithNumber(ctx, "sales", parts) };
        break;
      }
      case "Customer":
        search = /^[0-9]+$/.test(text) ? { customerId: Number(text) } : { customerName: text };
        break;
      case "Vat Number":
        search = { vatNumber: text.replace(/\s/g, "") };
        break;
    }
  }
  return salePage(ctx.tx, ctx.scope.datasetId, options.type, search, PAGE_SIZE, offset);
}
