// Sales documents, their lines and VAT rows, receipts and their lines. Customer, company and
// location data are copied onto each document when it is written: a finished document never
// changes when master data does. Open accounts are derived from these tables.
import type { Generated } from "kysely";
import type { DecimalText, Flag } from "./columns.ts";

/** Printing and finishing options shared by sales and receipts. */
interface PrintOptions {
  language: string | null;
  format: string | null;
  paper_size: number | null;
  paper_left_margin: number | null;
  paper_right_margin: number | null;
  paper_top_margin: number | null;
  paper_bottom_margin: number | null;
  force_print: Flag | null;
  force_send_email: Flag | null;
  force_send_sms: Flag | null;
  force_sign: Flag | null;
}

interface PartyCopy {
  customer_id: number | null;
  customer_code: string | null;
  customer_name: string | null;
  customer_vat_number: string | null;
  customer_country: string | null;
  customer_city: string | null;
  customer_address: string | null;
  customer_postal_code: string | null;
  company_name: string;
  company_vat_number: string;
  company_country: string;
  company_address: string;
  company_city: string;
  company_postal_code: string;
  company_vat_scheme: string;
  location_origin_id: number | null;
  location_origin_name: string | null;
  location_origin_country: string | null;
  location_origin_address: string | null;
  location_origin_city: string | null;
  location_origin_postal_code: string | null;
}

interface Lifecycle {
  /** Rascunho, Terminado or Anulado. */
  status: string;
  status_last_change: string;
  /** Number in its type and series; null while a draft. */
  number: number | null;
  atcud: string | null;
  /** When the document was finished (SAF-T SystemEntryDate), `YYYY-MM-DDTHH:mm:ss`. */
  system_entry_date: string | null;
  file_path: string | null;
  file_previewed: Flag;
  file_last_generated: string | null;
  signed_at: string | null;
  /** The signed PDF downloads answer (migration 014); null when it is to be made (again). */
  signed_file_path: string | null;
  created_by: number | null;
  finished_by: number | null;
  canceled_by: number | null;
  canceled_at: string | null;
  canceled_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface SalesTable extends PartyCopy, PrintOptions, Lifecycle {
  id: Generated<number>;
  dataset_id: number;
  document_type_id: number;
  serie_id: number;
  sale_reference_id: number | null;
  issue_date: string;
  due_date: string | null;
  customer_delivery_address_country: string | null;
  customer_delivery_address_address: string | null;
  customer_delivery_address_city: string | null;
  customer_delivery_address_postal_code: string | null;
  payment_method_id: number | null;
  payment_condition_id: number | null;
  shipping_mode_id: number | null;
  shipping_value: DecimalText;
  shipping_vat_id: number | null;
  price_id: number | null;
  currency_id: number;
  currency_exchange: DecimalText;
  vehicle_id: number | null;
  employee_id: number | null;
  waybill_shipping_date: string | null;
  waybill_global: Flag;
  warehouse_origin_id: number | null;
  warehouse_destiny_id: number | null;
  location_destiny_id: number | null;
  cargo_location: string | null;
  discharge_location: string | null;
  cargo_date: string | null;
  discharge_date: string | null;
  vat_type: string;
  observations: string | null;
  gross_total: DecimalText;
  total_discount: DecimalText;
  net_total: DecimalText;
  total_base_vat: DecimalText;
  total_vat: DecimalText;
  total_shipping: DecimalText;
  total_services: DecimalText;
  grand_total: DecimalText;
  final_discount_financial: DecimalText;
  final_discount_global: DecimalText;
  final_discount_value: DecimalText;
  irs_retention_apply: Flag;
  irs_retention_base: DecimalText;
  irs_retention_total: DecimalText;
  irs_retention_tax: DecimalText;
  mb_entity: string | null;
  mb_sub_entity: string | null;
  mb_reference: string | null;
  mbway_link: string | null;
  at_code: string | null;
  at_message: string | null;
  /** Base64 signature of the hash chain; null for drafts and types outside the chain. */
  hash: string | null;
  hash_control: string | null;
  /** Where the sale's paid callback is posted (http or https); null: none. */
  callback_url: string | null;
  /** When its Multibanco reference or MB WAY link was paid (simulated on the payment page); null: not paid. */
  reference_paid_at: string | null;
  /** `Multibanco` or `MB WAY`: what paid it; null while not paid. */
  reference_paid_with: string | null;
}

export interface SaleLinesTable {
  id: Generated<number>;
  sale_id: number;
  position: number;
  item_id: number;
  item_reference: string;
  item_description: string;
  item_type: string;
  details: string | null;
  unit_id: number | null;
  price: DecimalText;
  quantity: DecimalText;
  discount: DecimalText;
  vat_id: number;
  vat_tax: DecimalText;
  vat_exemption_id: number;
  gross_total: DecimalText;
  total_discount: DecimalText;
  net_total: DecimalText;
  total_base_vat: DecimalText;
  total_vat: DecimalText;
  grand_total: DecimalText;
}

export interface SaleVatsTable {
  id: Generated<number>;
  sale_id: number;
  vat_id: number;
  vat_tax: DecimalText;
  total_base_vat: DecimalText;
  total_vat: DecimalText;
}

export interface ReceiptsTable extends PartyCopy, PrintOptions, Lifecycle {
  id: Generated<number>;
  dataset_id: number;
  document_type_id: number;
  serie_id: number;
  issue_date: string;
  receipt_date: string;
  payment_method_id: number | null;
  currency_id: number;
  currency_exchange: DecimalText;
  observations: string | null;
  total_discount: DecimalText;
  total_balance: DecimalText;
  total_paid: DecimalText;
  grand_total: DecimalText;
}

export interface ReceiptLinesTable {
  id: Generated<number>;
  receipt_id: number;
  position: number;
  sale_id: number;
  /** The sale's grand total. */
  grand_total: DecimalText;
  /** Open balance of the sale when the line was written. */
  total_balance: DecimalText;
  percentage_discount: DecimalText;
  unit_discount: DecimalText;
  total_paid: DecimalText;
}

export interface SigningKeysTable {
  id: Generated<number>;
  version: number;
  private_key_pem: string;
  public_key_pem: string;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  dataset_id: number;
  /** email, sms, or callback (an attempt to deliver a sale's paid callback). */
  channel: string;
  /** JSON array of {name, email}, {name, mobile} or (a callback) {url}. */
  recipients: string;
  cc: string | null;
  subject: string | null;
  body: string;
  /** JSON array of {filename, path} (paths below /files/). */
  attachments: string;
  /** sending (delivery after the commit under way), sent (accepted by the SMTP server), outbox (kept: no SMTP configured) or failed. */
  status: string;
  error: string | null;
  created_at: string;
  /** The document the message carries or is about (sale or receipt); null for other messages. */
  document_kind: string | null;
  document_id: number | null;
}

/** A document printed again after it was first printed, with the justification given. */
export interface DocumentReprintsTable {
  id: Generated<number>;
  dataset_id: number;
  /** sale or receipt. */
  document_kind: string;
  document_id: number;
  /** Original or 2ª via. */
  copy: string;
  reason: string;
  created_at: string;
}

export interface DocumentTables {
  signing_keys: SigningKeysTable;
  outbox: OutboxTable;
  sales: SalesTable;
  sale_lines: SaleLinesTable;
  sale_vats: SaleVatsTable;
  receipts: ReceiptsTable;
  receipt_lines: ReceiptLinesTable;
  document_reprints: DocumentReprintsTable;
}
