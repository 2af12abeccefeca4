// A stored sale as the request that would write it again, and the draft update that keeps
// what it omits: an update changes the fields it sends and keeps the stored value of every
// other one (so finishing a draft needs only the fields the schema requires). Values that
// follow another field are kept only while that field is: the series while the document type
// is, the customer data while the customer is, the exchange rate while the currency is, the
// due date while the issue date and payment condition are.
import type { Ctx } from "../../kernel/scope.ts";
import type { Sale } from "./records.ts";
import type { SaleInput } from "./input.ts";
import { PARTY_FIELDS, keepOmitted } from "../documents/index.ts";
import { printInputOf } from "../documents/index.ts";
import { salesDocumentType } from "./body.ts";
import { saleLines } from "./repository/sales.ts";

const exact = (id: number | null) => (id === null ? undefined : { id });

/** The request that would write a stored sale again: its lines, customer, options and references (as exact IDs). */
export async function storedSaleInput(ctx: Ctx, sale: Sale): Promise<SaleInput> {
  const lines = await saleLines(ctx.tx, sale.id);
  const { customer, delivery, transport } = sale;
  return {
    saleReferenceId: sale.saleReferenceId ?? undefined,
    issueDate: sale.issueDate,
    dueDate: sale.dueDate,
    documentType: { id: sale.documentTypeId },
    serie: { id: sale.serieId },
    finalDiscountFinancial: sale.amounts.finalDiscountFinancial,
    finalDiscountGlobal: sale.amounts.finalDiscountGlobal,
    customer: customer.id ?? undefined,
    vatNumber: customer.vatNumber,
    address: customer.address,
    city: customer.city,
    postalCode: customer.postalCode,
    country: customer.country,
    deliveryAddress: delivery.address,
    deliveryCity: delivery.city,
    deliveryPostalCode: delivery.postalCode,
    deliveryCountry: delivery.country,
    paymentMethod: exact(sale.paymentMethodId),
    paymentCondition: exact(sale.paymentConditionId),
    shippingMode: exact(sale.shippingModeId),
    shippingValue: sale.shippingValue,
    shippingVat: exact(sale.shippingVatId),
    price: exact(sale.priceId),
    currency: { id: sale.currencyId },
    currencyExchange: sale.currencyExchange,
    vatType: sale.vatType,
    observations: sale.observations,
    irsRetentionTax: sale.irsRetention.tax,
    vehicle: exact(sale.vehicleId),
    employee: exact(sale.employeeId),
    waybillShippingDate: transport.waybillShippingDate,
    waybillGlobal: transport.waybillGlobal,
    locationOrigin: exact(sale.origin.id),
    locationDestiny: exact(transport.locationDestinyId),
    cargoLocation: transport.cargoLocation,
    dischargeLocation: transport.dischargeLocation,
    cargoDate: transport.cargoDate,
    dischargeDate: transport.dischargeDate,
    items: lines.map((l) => ({
      item: { id: l.itemId },
      details: l.details,
      price: l.price,
      quantity: l.quantity,
      discount: l.discount,
      vat: { id: l.vatId },
      vatExemption: l.vatExemptionId,
    })),
    status: "Rascunho",
    callbackUrl: sale.callbackUrl,
    ...printInputOf(sale.print),
  };
}

/** A draft update's input with the stored value of every field it omits (see the module comment). */
export async function withStoredSaleValues(ctx: Ctx, input: SaleInput, draft: Sale): Promise<SaleInput> {
  const {
    documentType: _type,
    issueDate: _date,
    vatType: _vat,
    items: _items,
    status: _status,
    ...stored
  } = await storedSaleInput(ctx, draft);
  const sameType = (await salesDocumentType(ctx, input.documentType)).id === draft.documentTypeId;
  const sameCustomer = input.customer === undefined || input.customer === draft.customer.id;
  const keep: Partial<SaleInput> = Object.assign(stored, {
    serie: sameType ? stored.serie : undefined,
    saleReferenceId: sameType ? stored.saleReferenceId : undefined,
    currencyExchange: input.currency === undefined ? stored.currencyExchange : undefined,
    dueDate: input.issueDate === draft.issueDate && input.paymentCondition === undefined ? stored.dueDate : undefined,
  });
  // Another customer brings its own data (its record's, where the update omits it).
  if (!sameCustomer) for (const field of PARTY_FIELDS) delete keep[field];
  return keepOmitted(input, keep);
}
