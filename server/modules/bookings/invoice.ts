// invoice/create: a confirmed, paid booking becomes a finished sales document of the agenda's
// document type and series (e.g. Factura Recibo), linked to the booking and optionally e-mailed.
import type { Ctx } from "../../kernel/scope.ts";
import { refuse } from "../../kernel/errors.ts";
import { today } from "../../kernel/clock.ts";
import { emailList, isEmail } from "../../kernel/text.ts";
import { PORTUGAL } from "../../kernel/countries.ts";
import { NO_EXEMPTION_ID } from "../../kernel/vat-exemptions.ts";
import { createSale } from "../sales/index.ts";
import { emailSale } from "../sales/index.ts";
import type { SaleLineInput } from "../sales/index.ts";
import { loadCustomer } from "../customers/index.ts";
import { bookingLinesWithVat } from "./repository/booking-lines.ts";
import { bookingRecord, linkSale } from "./bookings.ts";
import { invoicingSettings } from "./agenda.ts";

export interface InvoiceRequest {
  readonly sendEmail: boolean;
  readonly to?: { readonly name: string; readonly email: string };
  readonly cc?: string | null;
}

/** Address printed for a customer without one, as on the generic final consumer. */
const UNKNOWN = "Desconhecido";
const UNKNOWN_POSTAL_CODE = "0000-000";

/** Checks the e-mail fields before anything is written. */
function checkEmail(request: InvoiceRequest): void {
  if (request.sendEmail) {
    if (!request.to) throw refuse("request.field.required", {}, "to");
    if (!request.to.name.trim()) throw refuse("request.field.required", {}, "to.name");
  }
  if (request.to && !isEmail(request.to.email)) throw refuse("email.invalid", { value: request.to.email }, "to.email");
  if (request.cc) emailList(request.cc, "cc");
}

/** Creates the sales document of a booking and answers its ID. */
export async function invoiceBooking(ctx: Ctx, id: number, request: InvoiceRequest): Promise<number> {
  const booking = await bookingRecord(ctx, id);
  const { documentTypeId, serieId } = await invoicingSettings(ctx);
  if (booking.saleId !== null) throw refuse("booking.invoiced");
  if (!booking.paid) throw refuse("booking.not_paid");
  if (booking.status !== "Confirmado") throw refuse("booking.not_confirmed");
  checkEmail(request);

  const customer = await loadCustomer(ctx, booking.customerId, "customer");
  const lines = await bookingLinesWithVat(ctx.tx, id);
  // Each line at its item's VAT rate; a 0% rate carries the item's exemption reason.
  const items: SaleLineInput[] = lines.map((l) => ({
    item: { id: l.itemId },
    price: l.price,
    quantity: l.quantity,
    discount: l.discount,
    vat: { id: l.vatId },
    vatExemption: l.vatTax.isZero() && l.vatExemptionId !== NO_EXEMPTION_ID ? l.vatExemptionId : null,
  }));
  const country = customer.country ?? PORTUGAL.name;
  const saleId = await createSale(ctx, {
    issueDate: today(ctx.clock),
    documentType: { id: documentTypeId },
    serie: { id: serieId },
    customer: customer.id,
    vatNumber: booking.customerVatNumber,
    address: customer.address ?? UNKNOWN,
    city: customer.city ?? UNKNOWN,
    postalCode: customer.postalCode ?? (country === PORTUGAL.name ? UNKNOWN_POSTAL_CODE : null),
    country,
    paymentMethod: booking.paymentMethodId === null ? null : { id: booking.paymentMethodId },
    employee: booking.employeeId === null ? null : { id: booking.employeeId },
    locationOrigin: booking.locationId === null ? null : { id: booking.locationId },
    vatType: "Debitar IVA",
    items,
    status: "Terminado",
  });
  // The invoice is issued whatever the mail server says: a refused e-mail is recorded as failed
  // in the outbox, like the e-mails sent on finishing a document.
  if (request.sendEmail && request.to)
    await emailSale(ctx, saleId, { to: request.to, cc: request.cc ?? null }, { onFailure: "record" });
  await linkSale(ctx, id, saleId, request.sendEmail);
  return saleId;
}
