// The records of a prepared sale: what create and a draft's update decide about the sale, its
// lines and its VAT rows, mapped from the resolved and checked document. Pure: every reference
// is resolved and every rule checked before (prepare.ts).
import { Decimal } from "decimal.js";
import type { Location } from "../administration/index.ts";
import type { Account } from "../../kernel/account.ts";
import { clean } from "../../kernel/text.ts";
import type { Party } from "../documents/index.ts";
import { FINAL_CONSUMER_NAME, originOf, requestedPrintSettings } from "../documents/index.ts";
import type { SaleInput } from "./input.ts";
import type { SaleBody } from "./body.ts";
import type { Delivery, SaleFields, SaleLine, SaleVat } from "./records.ts";
import type { DocumentTotals } from "./totals.ts";
import { callbackUrlOf } from "../callbacks/index.ts";

/** A sale resolved and checked: what its records are made of. */
export interface CheckedSale {
  readonly input: SaleInput;
  readonly account: Account;
  readonly documentTypeId: number;
  readonly serieId: number;
  readonly dueDate: string;
  readonly paymentConditionId: number | null;
  readonly isGuide: boolean;
  readonly locationOrigin: Location;
  readonly locationDestiny: Location | null;
  /** The shared body (customer, lines, shipping, currency, totals). */
  readonly body: SaleBody;
  /** The customer data the document carries. */
  readonly party: Party;
  readonly delivery: Delivery;
  readonly paymentMethodId: number | null;
  readonly priceId: number | null;
  readonly vehicleId: number | null;
  readonly employeeId: number | null;
}

/** What a checked sale decides about the sale (its life cycle aside). */
export function saleFields(sale: CheckedSale): SaleFields {
  const { input, body, party, locationOrigin, locationDestiny } = sale;
  const { totals, customer, global } = body;
  return {
    documentTypeId: sale.documentTypeId,
    serieId: sale.serieId,
    saleReferenceId: input.saleReferenceId ?? null,
    issueDate: input.issueDate,
    dueDate: sale.dueDate,
    customer: {
      id: customer?.id ?? null,
      code: customer?.code ?? null,
      name: global ? FINAL_CONSUMER_NAME : (customer?.name ?? null),
      vatNumber: party.vatNumber,
      country: party.country,
      city: party.city,
      address: party.address,
      postalCode: party.postalCode,
    },
    company: sale.account.company,
    origin: originOf(locationOrigin),
    delivery: sale.delivery,
    paymentMethodId: sale.paymentMethodId,
    paymentConditionId: sale.paymentConditionId,
    shippingModeId: body.shippingModeId,
    shippingValue: input.shippingValue ?? new Decimal(0),
    shippingVatId: body.shippingVat?.id ?? null,
    priceId: sale.priceId,
    currencyId: body.currencyId,
    currencyExchange: body.currencyExchange,
    vehicleId: sale.vehicleId,
    employeeId: sale.employeeId,
    transport: {
      waybillShippingDate: sale.isGuide ? clean(input.waybillShippingDate) : null,
      waybillGlobal: global,
      warehouseOriginId: locationOrigin.warehouseId,
      warehouseDestinyId: locationDestiny?.warehouseId ?? null,
      locationDestinyId: locationDestiny?.id ?? null,
      cargoLocation: clean(input.cargoLocation),
      dischargeLocation: clean(input.dischargeLocation),
      cargoDate: clean(input.cargoDate),
      dischargeDate: clean(input.dischargeDate),
    },
    vatType: input.vatType,
    observations: clean(input.observations),
    amounts: {
      grossTotal: totals.grossTotal,
      totalDiscount: totals.totalDiscount,
      netTotal: totals.netTotal,
      totalBaseVat: totals.totalBaseVat,
      totalVat: totals.totalVat,
      totalShipping: totals.totalShipping,
      totalServices: totals.totalServices,
      grandTotal: totals.grandTotal,
      finalDiscountFinancial: totals.finalDiscountFinancial,
      finalDiscountGlobal: totals.finalDiscountGlobal,
      finalDiscountValue: totals.finalDiscountGlobalValue,
    },
    irsRetention: {
      apply: totals.irsRetentionApply,
      base: totals.irsRetentionBase,
      total: totals.irsRetentionTotal,
      tax: totals.irsRetentionTax,
    },
    print: requestedPrintSettings(input),
    callbackUrl: callbackUrlOf(input.callbackUrl) ?? null,
  };
}

/** The lines of a checked body, in its order, each with its computed totals. */
export function saleLinesOf(body: Pick<SaleBody, "lines" | "totals">): SaleLine[] {
  return body.lines.map((l, index) => {
    const t = body.totals.lines[index]!;
    return {
      itemId: l.item.id,
      itemReference: l.item.reference,
      itemDescription: l.item.description,
      itemType: l.item.type,
      details: clean(l.input.details),
      unitId: l.item.unitId,
      price: l.input.price,
      quantity: l.input.quantity,
      discount: l.discount,
      vatId: l.vat.id,
      vatTax: l.vat.tax,
      vatExemptionId: l.vatExemptionId,
      amounts: {
        grossTotal: t.grossTotal,
        totalDiscount: t.totalDiscount,
        netTotal: t.netTotal,
        totalBaseVat: t.totalBaseVat,
        totalVat: t.totalVat,
        grandTotal: t.grandTotal,
      },
    };
  });
}

/** The VAT rows of a document's totals, by rate. */
export function saleVatsOf(totals: Pick<DocumentTotals, "vats">): SaleVat[] {
  return totals.vats.map((v) => ({
    vatId: v.vatId,
    vatTax: v.vatTax,
    totalBaseVat: v.totalBaseVat,
    totalVat: v.totalVat,
  }));
}
