// Sales documents (with lines and VAT rows) and receipts (with lines). See schema/documents.ts.
import type { Kysely } from "kysely";
import { dialectOf, withColumns, withId, type ColumnSpec } from "./helpers.ts";

const R = "required" as const;

const printOptions: ColumnSpec[] = [
  ["language", "text"],
  ["format", "text"],
  ["paper_size", "integer"],
  ["paper_left_margin", "integer"],
  ["paper_right_margin", "integer"],
  ["paper_top_margin", "integer"],
  ["paper_bottom_margin", "integer"],
  ["force_print", "integer"],
  ["force_send_email", "integer"],
  ["force_send_sms", "integer"],
  ["force_sign", "integer"],
];

const partyCopy: ColumnSpec[] = [
  ["customer_id", "integer"],
  ["customer_code", "text"],
  ["customer_name", "text"],
  ["customer_vat_number", "text"],
  ["customer_country", "text"],
  ["customer_city", "text"],
  ["customer_address", "text"],
  ["customer_postal_code", "text"],
  ["company_name", "text", R],
  ["company_vat_number", "text", R],
  ["company_country", "text", R],
  ["company_address", "text", R],
  ["company_city", "text", R],
  ["company_postal_code", "text", R],
  ["company_vat_scheme", "text", R],
  ["location_origin_id", "integer"],
  ["location_origin_name", "text"],
  ["location_origin_country", "text"],
  ["location_origin_address", "text"],
  ["location_origin_city", "text"],
  ["location_origin_postal_code", "text"],
];

const lifecycle: ColumnSpec[] = [
  ["status", "text", R],
  ["status_last_change", "text", R],
  ["number", "integer"],
  ["atcud", "text"],
  ["system_entry_date", "text"],
  ["file_path", "text"],
  ["file_previewed", "integer", R, 0],
  ["file_last_generated", "text"],
  ["signed_at", "text"],
  ["created_by", "integer"],
  ["finished_by", "integer"],
  ["canceled_by", "integer"],
  ["canceled_at", "text"],
  ["canceled_reason", "text"],
  ["created_at", "text", R],
  ["updated_at", "text", R],
];

const money = (name: string): ColumnSpec => [name, "text", R, "0"];

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);

  // What an account has configured for documents: plan billing volume, SMS sender and
  // credits, Multibanco entity, MB WAY, digital signature.
  for (const [name, type, defaultValue] of [
    ["billing_volume_limit", "text", null],
    ["sms_sender_name", "text", null],
    ["sms_sender_status", "text", "none"],
    ["sms_credits", "integer", 0],
    ["mb_entity", "text", null],
    ["mb_sub_entity", "text", null],
    ["mbway_enabled", "integer", 0],
    ["signature_enabled", "integer", 0],
  ] as const) {
    await db.schema
      .alterTable("accounts")
      .addColumn(name, type, (c) => (defaultValue === null ? c : c.notNull().defaultTo(defaultValue)))
      .execute();
  }

  await withColumns(withId(db.schema.createTable("sales"), d), [
    ["dataset_id", "integer", R],
    ["document_type_id", "integer", R],
    ["serie_id", "integer", R],
    ["sale_reference_id", "integer"],
    ["issue_date", "text", R],
    ["due_date", "text"],
    ...partyCopy,
    ["customer_delivery_address_country", "text"],
    ["customer_delivery_address_address", "text"],
    ["customer_delivery_address_city", "text"],
    ["customer_delivery_address_postal_code", "text"],
    ["payment_method_id", "integer"],
    ["payment_condition_id", "integer"],
    ["shipping_mode_id", "integer"],
    money("shipping_value"),
    ["shipping_vat_id", "integer"],
    ["price_id", "integer"],
    ["currency_id", "integer", R],
    ["currency_exchange", "text", R, "1"],
    ["vehicle_id", "integer"],
    ["employee_id", "integer"],
    ["waybill_shipping_date", "text"],
    ["waybill_global", "integer", R, 0],
    ["warehouse_origin_id", "integer"],
    ["warehouse_destiny_id", "integer"],
    ["location_destiny_id", "integer"],
    ["cargo_location", "text"],
    ["discharge_location", "text"],
    ["cargo_date", "text"],
    ["discharge_date", "text"],
    ["vat_type", "text", R],
    ["observations", "text"],
    money("gross_total"),
    money("total_discount"),
    money("net_total"),
    money("total_base_vat"),
    money("total_vat"),
    money("total_shipping"),
    money("total_services"),
    money("grand_total"),
    money("final_discount_financial"),
    money("final_discount_global"),
    money("final_discount_value"),
    ["irs_retention_apply", "integer", R, 0],
    money("irs_retention_base"),
    money("irs_retention_total"),
    money("irs_retention_tax"),
    ["mb_entity", "text"],
    ["mb_sub_entity", "text"],
    ["mb_reference", "text"],
    ["mbway_link", "text"],
    ["at_code", "text"],
    ["at_message", "text"],
    ["hash", "text"],
    ["hash_control", "text"],
    ...printOptions,
    ...lifecycle,
  ])
    // Gap-free numbering: one number per type and series, never twice.
    .addUniqueConstraint("sales_number", ["dataset_id", "document_type_id", "serie_id", "number"])
    .execute();
  await db.schema.createIndex("sales_dataset_customer").on("sales").columns(["dataset_id", "customer_id"]).execute();

  await withColumns(withId(db.schema.createTable("sale_lines"), d), [
    ["sale_id", "integer", R],
    ["position", "integer", R],
    ["item_id", "integer", R],
    ["item_reference", "text", R],
    ["item_description", "text", R],
    ["item_type", "text", R],
    ["details", "text"],
    ["unit_id", "integer"],
    money("price"),
    money("quantity"),
    money("discount"),
    ["vat_id", "integer", R],
    money("vat_tax"),
    ["vat_exemption_id", "integer", R, 18],
    money("gross_total"),
    money("total_discount"),
    money("net_total"),
    money("total_base_vat"),
    money("total_vat"),
    money("grand_total"),
  ]).execute();
  await db.schema.createIndex("sale_lines_sale").on("sale_lines").column("sale_id").execute();
  await db.schema.createIndex("sale_lines_item").on("sale_lines").column("item_id").execute();

  await withColumns(withId(db.schema.createTable("sale_vats"), d), [
    ["sale_id", "integer", R],
    ["vat_id", "integer", R],
    money("vat_tax"),
    money("total_base_vat"),
    money("total_vat"),
  ]).execute();
  await db.schema.createIndex("sale_vats_sale").on("sale_vats").column("sale_id").execute();

  await withColumns(withId(db.schema.createTable("receipts"), d), [
    ["dataset_id", "integer", R],
    ["document_type_id", "integer", R],
    ["serie_id", "integer", R],
    ["issue_date", "text", R],
    ["receipt_date", "text", R],
    ...partyCopy,
    ["payment_method_id", "integer"],
    ["currency_id", "integer", R],
    ["currency_exchange", "text", R, "1"],
    ["observations", "text"],
    money("total_discount"),
    money("total_balance"),
    money("total_paid"),
    money("grand_total"),
    ...printOptions,
    ...lifecycle,
  ])
    .addUniqueConstraint("receipts_number", ["dataset_id", "document_type_id", "serie_id", "number"])
    .execute();
  await db.schema
    .createIndex("receipts_dataset_customer")
    .on("receipts")
    .columns(["dataset_id", "customer_id"])
    .execute();

  await withColumns(withId(db.schema.createTable("receipt_lines"), d), [
    ["receipt_id", "integer", R],
    ["position", "integer", R],
    ["sale_id", "integer", R],
    money("grand_total"),
    money("total_balance"),
    money("percentage_discount"),
    money("unit_discount"),
    money("total_paid"),
  ]).execute();
  await db.schema.createIndex("receipt_lines_sale").on("receipt_lines").column("sale_id").execute();

  // The software's RSA key for the document hash chain; `version` is printed as HashControl.
  await withColumns(withId(db.schema.createTable("signing_keys"), d), [
    ["version", "integer", R],
    ["private_key_pem", "text", R],
    ["public_key_pem", "text", R],
    ["created_at", "text", R],
  ]).execute();

  // Every e-mail and text message the service sends (or, without SMTP, keeps for developers).
  await withColumns(withId(db.schema.createTable("outbox"), d), [
    ["dataset_id", "integer", R],
    ["channel", "text", R],
    ["recipients", "text", R],
    ["cc", "text"],
    ["subject", "text"],
    ["body", "text", R],
    ["attachments", "text", R, "[]"],
    ["status", "text", R],
    ["error", "text"],
    ["created_at", "text", R],
  ]).execute();
  await db.schema.createIndex("outbox_dataset").on("outbox").columns(["dataset_id", "id"]).execute();
}

export async function down(): Promise<void> {
  throw new Error("Migrations are forward-only: restore a backup to go back.");
}
