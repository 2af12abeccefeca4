// The agenda: bookings (appointments) with their lines, unavailability periods, and each data
// set's agenda settings (opening hours per weekday, the document type and series that invoice
// bookings).
import type { Generated } from "kysely";
import type { DecimalText, Flag, Stamped } from "./columns.ts";

export interface BookingsTable extends Stamped {
  id: Generated<number>;
  dataset_id: number;
  /** Sequential per data set; `bookings/find` searches it as "Document Number". */
  number: number;
  description: string | null;
  /** The sales document created by invoice/create; null until then. */
  sale_id: number | null;
  location_id: number | null;
  customer_id: number;
  customer_vat_number: string;
  employee_id: number | null;
  payment_method_id: number | null;
  /** `YYYY-MM-DD HH:mm:ss`, Lisbon wall-clock time (seconds always 00). */
  start_at: string;
  end_at: string;
  ignore_validations: Flag;
  gross_total: DecimalText;
  total_discount: DecimalText;
  net_total: DecimalText;
  total_vat: DecimalText;
  grand_total: DecimalText;
  sms_alert_sent: Flag;
  email_alert_sent: Flag;
  email_invoice_sent: Flag;
  paid: Flag;
  paid_at: string | null;
  /** Pendente, Confirmado or Cancelado. */
  status: string;
  observations: string | null;
  /** Account whose key created the booking (the API user). */
  created_by: number | null;
}

export interface BookingLinesTable {
  id: Generated<number>;
  booking_id: number;
  position: number;
  item_id: number;
  /** Unit price without VAT. */
  price: DecimalText;
  quantity: DecimalText;
  /** Percent. */
  discount: DecimalText;
}

export interface UnavailabilitiesTable extends Stamped {
  id: Generated<number>;
  dataset_id: number;
  start_at: string;
  end_at: string;
  /** Doença, Férias, Almoço, Folga or Outro. */
  reason: string;
  observations: string | null;
  /** Null with a null location: the whole agenda is unavailable. */
  employee_id: number | null;
  location_id: number | null;
}

/** One row per data set. The agenda is fully configured when both IDs are set (and usable). */
export interface AgendaSettingsTable extends Stamped {
  dataset_id: number;
  /** Document type of the sales document invoice/create issues. */
  document_type_id: number | null;
  serie_id: number | null;
}

/** An opening interval of the agenda on a weekday; a weekday may have several. */
export interface AgendaHoursTable {
  id: Generated<number>;
  dataset_id: number;
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  weekday: number;
  /** `HH:mm`. */
  opens_at: string;
  /** `HH:mm`, after opens_at. */
  closes_at: string;
}

export interface BookingTables {
  bookings: BookingsTable;
  booking_lines: BookingLinesTable;
  unavailabilities: UnavailabilitiesTable;
  agenda_settings: AgendaSettingsTable;
  agenda_hours: AgendaHoursTable;
}
