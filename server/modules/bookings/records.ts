// The agenda's records as the domain holds them, and as the store's repositories answer and
// take them: flags as booleans, amounts as Decimal, periods as Lisbon wall-clock times
// (`YYYY-MM-DD HH:mm:ss`), statuses and reasons as their closed sets.
import type { Decimal } from "decimal.js";
import type { Period } from "./rules.ts";

export const BOOKING_STATUSES = ["Pendente", "Confirmado", "Cancelado"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const UNAVAILABILITY_REASONS = ["Doença", "Férias", "Almoço", "Folga", "Outro"] as const;
export type UnavailabilityReason = (typeof UNAVAILABILITY_REASONS)[number];

/** A booking's totals, in euros with 2 places, as its lines make them ("Debitar IVA"). */
export interface BookingAmounts {
  readonly grossTotal: Decimal;
  readonly totalDiscount: Decimal;
  readonly netTotal: Decimal;
  readonly totalVat: Decimal;
  readonly grandTotal: Decimal;
}

/** What create and update decide about a booking. */
export interface BookingFields {
  readonly description: string | null;
  readonly locationId: number | null;
  readonly customerId: number;
  /** The tax number the booking (and the invoice made from it) is issued to. */
  readonly customerVatNumber: string;
  readonly employeeId: number | null;
  readonly paymentMethodId: number | null;
  readonly period: Period;
  /** Whether the last create, update or move skipped the agenda's time checks. */
  readonly ignoreValidations: boolean;
  readonly amounts: BookingAmounts;
  readonly paid: boolean;
  /** When it was first marked paid (still paid); null while unpaid. */
  readonly paidAt: string | null;
  readonly status: BookingStatus;
  readonly observations: string | null;
  readonly updatedAt: string;
}

/** A stored booking. */
export interface Booking extends BookingFields {
  readonly id: number;
  /** Sequential per data set. */
  readonly number: number;
  /** The sales document invoice/create made of it; null until then. */
  readonly saleId: number | null;
  readonly smsAlertSent: boolean;
  readonly emailAlertSent: boolean;
  /** Whether its invoice was e-mailed when it was made. */
  readonly emailInvoiceSent: boolean;
  /** The account whose key created it. */
  readonly createdBy: number | null;
  readonly createdAt: string;
}

/** What a booking takes when it is created, beyond what create decides. */
export interface NewBooking extends BookingFields {
  readonly number: number;
  readonly createdBy: number | null;
}

/** A line of a booking: an item at a price without VAT. */
export interface BookingLine {
  readonly itemId: number;
  readonly price: Decimal;
  readonly quantity: Decimal;
  /** Percent. */
  readonly discount: Decimal;
}

/** A stored line, in its booking's order. */
export interface StoredBookingLine extends BookingLine {
  readonly id: number;
  readonly bookingId: number;
}

/** What a stored booking occupies: its period, employee and location. */
export type BookingOccupation = Pick<Booking, "id" | "period" | "employeeId" | "locationId">;

/** What create and update decide about an unavailability. */
export interface UnavailabilityFields {
  readonly period: Period;
  readonly reason: UnavailabilityReason;
  readonly observations: string | null;
  /** With a null location: the employee is unavailable; both null: the whole agenda is. */
  readonly employeeId: number | null;
  readonly locationId: number | null;
}

/** A stored unavailability. */
export interface Unavailability extends UnavailabilityFields {
  readonly id: number;
}
