// A stored sale as the request that would write it again, and the draft update that keeps
// what it omits: an update changes the fields it sends and keeps the stored value of every
// other one (so finishing a draft needs only the fields the schema requires). Values that
// follow another field are kept only while that field is: the series while the document type
// is, the customer data while the customer is, the exchange rate while the currency is, the
// due date while the issue date and payment condition are.
import { Decimal } from "decimal.js";
import type { Ctx } from "../scope.ts";
import type { SaleRow } from "./sales.ts";
import type { SaleInput } from "./input.ts";
import type { VatType } from "./totals.ts";
import { PARTY_FIELDS, keepOmitted } from "./document-parts.ts";
import { printInputOf } from "../document-records.ts";
import { printSettingsOf } from "../../store/repositories/document-columns.ts";
import { salesDocumentType } from "./body.ts";
import { saleLines } from "../../store/repositories/sales.ts";

const exact = (id: number | null) => (id === null ? undefined : { id });

/** The request that would write a stored sale again: its lines, customer, options and references (as exact IDs). */
export async function storedSaleInput(ctx: Ctx, sale: SaleRow): Promise<SaleInput> {
  const lines = await saleLines(ctx.tx, sale.id);
  return {
    saleReferenceId: sale.sale_reference_id ?? undefined,
    issueDate: sale.issue_date,
    dueDate: sale.due_date,
    documentType: { id: sale.document_type_id },
    serie: { id: sale.serie_id },
    finalDiscountFinancial: new Decimal(sale.final_discount_financial),
    finalDiscountGlobal: new Decimal(sale.final_discount_global),
    customer: sale.customer_id ?? undefined,
    vatNumber: sale.customer_vat_number,
    address: sale.customer_address,
    city: sale.customer_city,
    postalCode: sale.customer_postal_code,
    country: sale.customer_country,
    deliveryAddress: sale.customer_delivery_address_address,
    deliveryCity: sale.customer_delivery_address_city,
    deliveryPostalCode: sale.customer_delivery_address_postal_code,
    deliveryCountry: sale.customer_delivery_address_country,
    paymentMethod: exact(sale.payment_method_id),
    paymentCondition: exact(sale.payment_condition_id),
    shippingMode: exact(sale.shipping_mode_id),
    shippingValue: new Decimal(sale.shipping_value),
    shippingVat: exact(sale.shipping_vat_id),
    price: exact(sale.price_id),
    currency: { id: sale.currency_id },
    currencyExchange: new Decimal(sale.currency_exchange),
    vatType: sale.vat_type as VatType,
    observations: sale.observations,
    irsRetentionTax: new Decimal(sale.irs_retention_tax),
    vehicle: exact(sale.vehicle_id),
    employee: exact(sale.employee_id),
    waybillShippingDate: sale.waybill_shipping_date,
    waybillGlobal: sale.waybill_global === 1,
    locationOrigin: exact(sale.location_origin_id),
    locationDestiny: exact(sale.location_destiny_id),
    cargoLocation: sale.cargo_location,
    dischargeLocation: sale.discharge_location,
    cargoDate: sale.cargo_date,
    dischargeDate: sale.discharge_date,
    items: lines.map((l) => ({
      item: { id: l.item_id },
      details: l.details,
      price: new Decimal(l.price),
      quantity: new Decimal(l.quantity),
      discount: new Decimal(l.discount),
      vat: { id: l.vat_id },
      vatExemption: l.vat_exemption_id,
    })),
    status: "Rascunho",
    ...printInputOf(printSettingsOf(sale)),
  };
}

/** A draft update's input with the stored value of every field it omits (see the module comment). */
export async function withStoredSaleValues(ctx: Ctx, input: SaleInput, draft: SaleRow): Promise<SaleInput> {
  const {
    documentType: _type,
    issueDate: _date,
    vatType: _vat,
    items: _items,
    status: _status,
    ...stored
  } = await storedSaleInput(ctx, draft);
  const sameType = (await salesDocumentType(ctx, input.documentType)).id === draft.document_type_id;
  const sameCustomer = input.customer === undefined || input.customer === draft.customer_id;
  const keep: Partial<SaleInput> = Object.assign(stored, {
    serie: sameType ? stored.serie : undefined,
    saleReferenceId: sameType ? stored.saleReferenceId : undefined,
    currencyExchange: input.currency === undefined ? stored.currencyExchange : undefined,
    dueDate: input.issueDate === draft.issue_date && input.paymentCondition === undefined ? stored.dueDate : undefined,
  });
  // Another customer brings its own data (its record's, where the update omits it).
  if (!sameCustomer) for (const field of PARTY_FIELDS) delete keep[field];
  return keepOmitted(input, keep);
}
