// Wire mapping of the legacy documents (documentos/criar): the legacy type codes and the request
// shapes read into the domain's SaleInput and ReceiptInput (the customer's data, VAT type and
// payment preset come from its record, as the legacy shape names only the customer). Refusals
// name domain paths; server/legacy/messages.ts names them as the legacy parameters.
import { Decimal } from "decimal.js";
import type { components } from "../../generated/types/legacy.ts";
import { bool, decimal, int, text } from "../http/wire.ts";
import { Refusal, refuse } from "../domain/errors.ts";
import type { Ctx } from "../domain/scope.ts";
import type { SaleInput, SaleLineInput } from "../domain/sales/input.ts";
import type { ReceiptInput } from "../domain/receipts/receipts.ts";
import { customerAddresses, finalConsumerId, loadCustomer, type Customer } from "../domain/customers.ts";
import type { CustomerAddress } from "../domain/customer-records.ts";
import { findItemExactly } from "../domain/item-queries.ts";
import { receivableEntryOfSale } from "../domain/sales/open-accounts.ts";
import { documentNumber } from "../domain/sales/finishing.ts";
import { compactNif, isValidNif } from "../domain/nif.ts";
import { PORTUGAL, findCountry } from "../domain/countries.ts";
import { today } from "../domain/clock.ts";
import { hasPresetSeries } from "../store/repositories/numbering-series.ts";
import { saleOfType } from "../store/repositories/receipt-settled-sales.ts";
import { customerRecord } from "../store/repositories/customers.ts";

type S = components["schemas"];

/** `cliente.id` of the generic final consumer in the legacy interface, whatever its real ID. */
export const GENERIC_CUSTOMER_ID = 1;

/**
 * SAF-T initials of each legacy type code: the service's own codes FP, EC and OC are the
 * pro-forma (PF), the quote (OR, Orçamento) and the order (NE, Encomenda).
 */
export const INITIALS: Readonly<Record<S["DocumentoTipo"], string>> = {
  FT: "FT",
  FS: "FS",
  FR: "FR",
  NC: "NC",
  ND: "ND",
  FP: "PF",
  EC: "OR",
  OC: "NE",
  RC: "RC",
};

export function isReceiptRequest(body: S["DocumentoCriarPedido"]): body is S["ReciboPedido"] {
  return body.tipo_documento === "RC";
}

/** The SAF-T code leading a `forma_pagamento` ("TB" or "TB - Transferência bancária"); undefined when empty. */
export function paymentCode(value: string | undefined): string | undefined {
  const match = /^([A-Z]{2})(?:$|[^A-Za-z0-9])/.exec((value ?? "").trim());
  return match ? match[1] : undefined;
}

export interface Shipping {
  readonly mode: number;
  readonly vat: number;
  readonly value: Decimal;
}

const SHIPPING_FIELDS = ["modo_expedicao_id", "despesa_transporte_taxaiva_id", "despesa_transporte_valor"] as const;

/** The domain path of each shipping field (a missing one is refused naming it). */
const SHIPPING_PATHS: Readonly<Record<(typeof SHIPPING_FIELDS)[number], keyof SaleInput>> = {
  modo_expedicao_id: "shippingMode",
  despesa_transporte_taxaiva_id: "shippingVat",
  despesa_transporte_valor: "shippingValue",
};

/** Rule 1: the three shipping fields go together (an empty string counts as not sent). */
export function shippingOf(body: Pick<S["DocumentoPedido"], (typeof SHIPPING_FIELDS)[number]>): Shipping | null {
  const given = SHIPPING_FIELDS.filter(
    (f) => body[f] !== undefined && body[f] !== null && String(body[f]).trim() !== "",
  );
  if (given.length === 0) return null;
  const missing = SHIPPING_FIELDS.find((f) => !given.includes(f));
  if (missing) throw refuse("sale.shipping.incomplete", {}, SHIPPING_PATHS[missing]);
  return {
    mode: int(body.modo_expedicao_id)!,
    vat: int(body.despesa_transporte_taxaiva_id)!,
    value: decimal(body.despesa_transporte_valor, "despesa_transporte_valor", 5)!,
  };
}

/** The legacy precondition before the domain's own: some document type has a series preset for the API. */
export async function requireApiSeries(ctx: Ctx): Promise<void> {
  if (!(await hasPresetSeries(ctx.tx, ctx.scope.datasetId))) throw refuse("serie.api.missing");
}

async function customerOf(ctx: Ctx, cliente: S["DocumentoCliente"]): Promise<{ customer: Customer; generic: boolean }> {
  const given = int(cliente.id)!;
  const generic = given === GENERIC_CUSTOMER_ID;
  const id = generic ? await finalConsumerId(ctx) : given;
  try {
    return { customer: await loadCustomer(ctx, id), generic };
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    throw refuse("customer.not_found", { value: given }, "customer");
  }
}

/**
 * The tax number printed on the document: the one sent for the generic customer (empty: the
 * final consumer's), the record's for any other. One sent for another customer must still
 * look valid when the customer is in Portugal.
 */
function vatNumberOf(customer: Customer, generic: boolean, contribuinte: string | undefined): string {
  const sent = text(contribuinte);
  if (generic) return sent ?? customer.vatNumber;
  if (sent && findCountry(customer.country ?? "")?.name === PORTUGAL.name && !isValidNif(compactNif(sent))) {
    throw refuse("vat_number.invalid", { value: sent, country: PORTUGAL.name }, "vatNumber");
  }
  return customer.vatNumber;
}

/** Lines by item reference, each with the item's own VAT rate and exemption. */
async function linesOf(ctx: Ctx, artigos: readonly S["DocumentoLinha"][]): Promise<SaleLineInput[]> {
  const lines: SaleLineInput[] = [];
  for (const [index, a] of artigos.entries()) {
    // Format refusals are the wire's: they name the legacy field itself.
    const field = (name: string) => `artigos[${index}].${name}`;
    const item = await findItemExactly(ctx, "reference", a.referencia);
    if (!item) throw refuse("item.not_found", { value: a.referencia.trim() }, `items[${index}].item`);
    lines.push({
      item: { id: item.id },
      details: text(a.descricao_detalhada),
      price: decimal(a.preco, field("preco"), 5)!,
      quantity: decimal(a.quantidade, field("quantidade"), 5)!,
      discount: decimal(a.desconto, field("desconto"), 2),
      vat: { id: item.vatId },
      vatExemption: item.vatExemptionId,
    });
  }
  return lines;
}

/** A legacy document request as the domain's sale: finished, today, from the API's series and location. */
export async function saleInputOf(ctx: Ctx, body: S["DocumentoPedido"]): Promise<SaleInput> {
  const shipping = shippingOf(body);
  const { customer, generic } = await customerOf(ctx, body.cliente);
  const vatNumber = vatNumberOf(customer, generic, body.cliente.contribuinte);
  let delivery: CustomerAddress | undefined;
  if (bool(body.cliente.morada_entrega) === true) {
    delivery = (await customerAddresses(ctx, customer))[0];
    if (!delivery) throw refuse("sale.customer.no_delivery_address", { value: body.cliente.id }, "deliveryAddress");
  }
  const code = paymentCode(body.forma_pagamento);
  return {
    issueDate: today(ctx.clock),
    documentType: INITIALS[body.tipo_documento],
    customer: customer.id,
    vatNumber,
    address: customer.address,
    city: customer.city,
    postalCode: customer.postalCode,
    country: customer.country,
    deliveryAddress: delivery?.address ?? null,
    deliveryCity: delivery?.city ?? null,
    deliveryPostalCode: delivery?.postalCode ?? null,
    deliveryCountry: delivery?.country ?? null,
    paymentMethod: code ?? (customer.paymentMethodId === null ? null : { id: customer.paymentMethodId }),
    shippingMode: shipping ? { id: shipping.mode } : null,
    shippingVat: shipping ? { id: shipping.vat } : null,
    shippingValue: shipping?.value,
    finalDiscountFinancial: decimal(body.desconto_final, "desconto_final", 2),
    vatType: customer.vatType,
    observations: text(body.observacoes),
    items: await linesOf(ctx, body.artigos),
    forcePrint: bool(body.gerar_pdf) === true ? true : undefined,
    status: "Terminado",
  };
}

/**
 * A receipt line's document and what the line takes of it: the whole open balance of an
 * invoice or debit note, the whole unused credit of a credit note that refers to no invoice.
 */
async function settledDocument(ctx: Ctx, linha: S["ReciboLinha"], index: number) {
  const id = int(linha.id)!;
  const path = `sales[${index}].sale`;
  const sale = await saleOfType(ctx.tx, ctx.scope.datasetId, id, INITIALS[linha.tipo_documento]);
  if (!sale) throw refuse("sale.not_found", { value: id, type: linha.tipo_documento }, path);
  const name =
    documentNumber(sale.saft_initials, sale.serie_description, sale.number) ?? `${linha.tipo_documento} ${id}`;
  const entry = await receivableEntryOfSale(ctx, sale.id);
  if (linha.tipo_documento === "NC") {
    if (sale.status === "Terminado" && sale.sale_reference_id !== null) {
      throw refuse("receipt.line.credit_note.referenced", { document: name, reference: sale.sale_reference_id }, path);
    }
    if (!entry || entry.kind !== "credit" || entry.balance.isZero())
      throw refuse("receipt.line.credit_note.no_credit", { document: name }, path);
    return { sale, amount: entry.balance.negated() };
  }
  if (!entry || entry.kind !== "debit" || !entry.balance.greaterThan(0)) {
    throw refuse("receipt.line.no_balance", { document: name }, path);
  }
  return { sale, amount: entry.balance };
}

/**
 * A legacy receipt request as the domain's receipt: each line pays the whole open balance of
 * its document, or deducts the whole unused credit of its credit note; customer, its data and the currency are the first document's (as a receipt
 * made from a sale takes them); the payment method is the one sent, else the customer's preset.
 */
export async function receiptInputOf(ctx: Ctx, body: S["ReciboPedido"]): Promise<ReceiptInput> {
  const settled = [];
  for (const [index, linha] of body.linhas.entries()) settled.push(await settledDocument(ctx, linha, index));
  const first = settled[0]!.sale;
  const code = paymentCode(body.forma_pagamento);
  const customer =
    first.customer_id === null ? undefined : await customerRecord(ctx.tx, ctx.scope.datasetId, first.customer_id);
  const date = today(ctx.clock);
  return {
    issueDate: date,
    receiptDate: date,
    documentType: INITIALS.RC,
    customer: first.customer_id ?? 0,
    vatNumber: first.customer_vat_number,
    address: first.customer_address,
    city: first.customer_city,
    postalCode: first.customer_postal_code,
    country: first.customer_country,
    paymentMethod: code ?? (customer?.paymentMethodId ? { id: customer.paymentMethodId } : null),
    currency: { id: first.currency_id },
    currencyExchange: new Decimal(first.currency_exchange),
    observations: text(body.observacoes),
    sales: settled.map((s) => ({ sale: s.sale.id, totalPaid: s.amount })),
    forcePrint: bool(body.gerar_pdf) === true ? true : undefined,
    status: "Terminado",
  };
}
