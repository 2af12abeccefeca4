// Wire mapping of the legacy documents (documentos/criar): the legacy type codes and the request
// shapes read into the domain's SaleInput and ReceiptInput (the customer's data, VAT type and
// payment preset come from its record, as the legacy shape names only the customer). Refusals
// name domain paths; server/http/legacy/messages.ts names them as the legacy parameters.
import type { Decimal } from "decimal.js";
import type { components } from "../../../generated/types/legacy.ts";
import { bool, decimal, int, text } from "../../http/wire.ts";
import { Refusal, refuse } from "../../kernel/errors.ts";
import type { Ctx } from "../../kernel/scope.ts";
import type { SaleInput, SaleLineInput } from "./input.ts";
import type { ReceiptInput } from "../receipts/index.ts";
import { customerAddresses, finalConsumerId, loadCustomer, type Customer } from "../customers/index.ts";
import type { CustomerAddress } from "../customers/index.ts";
import { findItemExactly } from "../items/index.ts";
import { wholeSettlement } from "../receipts/index.ts";
import { compactNif, isValidNif } from "../../kernel/nif.ts";
import { PORTUGAL, findCountry } from "../../kernel/countries.ts";
import { today } from "../../kernel/clock.ts";
import { hasApiSeries } from "../administration/index.ts";

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
  if (!(await hasApiSeries(ctx))) throw refuse("serie.api.missing");
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
 * A legacy receipt request as the domain's receipt: each line pays the whole open balance of
 * its document, or deducts the whole unused credit of its credit note; customer, its data and the currency are the first document's (as a receipt
 * made from a sale takes them); the payment method is the one sent, else the customer's preset.
 */
export async function receiptInputOf(ctx: Ctx, body: S["ReciboPedido"]): Promise<ReceiptInput> {
  const settled = [];
  for (const [index, linha] of body.linhas.entries()) {
    const tipo = linha.tipo_documento;
    settled.push(await wholeSettlement(ctx, int(linha.id)!, INITIALS[tipo], tipo, `sales[${index}].sale`));
  }
  const { customer: party, currencyId, currencyExchange } = settled[0]!.sale;
  const code = paymentCode(body.forma_pagamento);
  const customer = party.id === null ? undefined : await loadCustomer(ctx, party.id);
  const date = today(ctx.clock);
  return {
    issueDate: date,
    receiptDate: date,
    documentType: INITIALS.RC,
    customer: party.id ?? 0,
    vatNumber: party.vatNumber,
    address: party.address,
    city: party.city,
    postalCode: party.postalCode,
    country: party.country,
    paymentMethod: code ?? (customer?.paymentMethodId ? { id: customer.paymentMethodId } : null),
    currency: { id: currencyId },
    currencyExchange,
    observations: text(body.observacoes),
    sales: settled.map((s) => ({ sale: s.sale.id, totalPaid: s.totalPaid })),
    forcePrint: bool(body.gerar_pdf) === true ? true : undefined,
    status: "Terminado",
  };
}
