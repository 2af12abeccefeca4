// Accounts, keys, request counters, the administration tables and customers.
import type { Kysely } from "kysely";
import { dialectOf, withDatasetColumns, withId } from "./helpers.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const table = (name: string) => withId(db.schema.createTable(name), d);
  const datasetTable = (name: string) => withDatasetColumns(table(name));

  await table("accounts")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("plan", "text", (c) => c.notNull())
    .addColumn("request_limit", "integer")
    .addColumn("expires_at", "text")
    .addColumn("denied_operations", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("company_vat_number", "text", (c) => c.notNull())
    .addColumn("company_address", "text", (c) => c.notNull())
    .addColumn("company_city", "text", (c) => c.notNull())
    .addColumn("company_postal_code", "text", (c) => c.notNull())
    .addColumn("company_country", "text", (c) => c.notNull())
    .addColumn("company_vat_scheme", "text", (c) => c.notNull())
    .addColumn("at_ws_user", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await table("datasets")
    .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("api_token", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("datasets_account_mode", ["account_id", "mode"])
    .execute();

  await db.schema
    .createTable("legacy_credentials")
    .addColumn("account_id", "integer", (c) => c.primaryKey().references("accounts.id"))
    .addColumn("legacy_key", "text", (c) => c.notNull().unique())
    .addColumn("legacy_secret", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("request_counters")
    .addColumn("account_id", "integer", (c) => c.notNull().references("accounts.id"))
    .addColumn("hour_bucket", "integer", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("request_counters_pk", ["account_id", "hour_bucket"])
    .execute();

  await datasetTable("warehouses")
    .addColumn("description", "text", (c) => c.notNull())
    .execute();
  await datasetTable("categories")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("category_id", "integer", (c) => c.references("categories.id"))
    .execute();
  await datasetTable("employees")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("country", "text")
    .addColumn("address", "text")
    .addColumn("city", "text")
    .addColumn("postal_code", "text")
    .addColumn("email", "text")
    .addColumn("telephone", "text")
    .addColumn("mobile", "text")
    .addColumn("bank_number", "text")
    .addColumn("is_salesman", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await datasetTable("payment_conditions")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("description_english", "text")
    .addColumn("days", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await datasetTable("payment_methods")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("description_english", "text")
    .addColumn("saft_initials", "text")
    .execute();
  await datasetTable("shipping_modes")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("description_english", "text")
    .execute();
  await datasetTable("currencies")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("symbol", "text", (c) => c.notNull())
    .addColumn("code_iso", "text", (c) => c.notNull())
    .addColumn("exchange_sale", "text", (c) => c.notNull())
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await datasetTable("prices")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await datasetTable("series")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("valid_until", "integer", (c) => c.notNull())
    .execute();
  await datasetTable("vat_rates")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("tax", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("saft_region", "text", (c) => c.notNull())
    .execute();
  await datasetTable("vehicles")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("license_plate", "text", (c) => c.notNull())
    .execute();
  await datasetTable("units")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("symbol", "text", (c) => c.notNull())
    .execute();
  await datasetTable("locations")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("country", "text")
    .addColumn("address", "text")
    .addColumn("city", "text")
    .addColumn("postal_code", "text")
    .addColumn("warehouse_id", "integer", (c) => c.references("warehouses.id"))
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await datasetTable("document_types")
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("saft_initials", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("print_report", "text", (c) => c.notNull().defaultTo("A4"))
    .addColumn("print_report_width", "integer")
    .addColumn("print_pages_number", "integer")
    .addColumn("print_margin_top", "integer")
    .addColumn("print_margin_bottom", "integer")
    .addColumn("print_margin_right", "integer")
    .addColumn("print_margin_left", "integer")
    .addColumn("print_automatic", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sign_document_automatic", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("send_email_automatic", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("send_sms_automatic", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("stock_check_negative", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("stock_check_minimum", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await datasetTable("document_type_series")
    .addColumn("document_type_id", "integer", (c) => c.notNull().references("document_types.id"))
    .addColumn("serie_id", "integer", (c) => c.notNull().references("series.id"))
    .addColumn("document_number", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("atcud", "text")
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("document_type_series_pair", ["document_type_id", "serie_id"])
    .execute();

  await datasetTable("customers")
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("vat_number", "text", (c) => c.notNull())
    .addColumn("country", "text")
    .addColumn("address", "text")
    .addColumn("city", "text")
    .addColumn("postal_code", "text")
    .addColumn("email", "text")
    .addColumn("telephone", "text")
    .addColumn("mobile", "text")
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("vat_type", "text", (c) => c.notNull())
    .addColumn("irs_retention_tax", "text", (c) => c.notNull().defaultTo("0"))
    .addColumn("observations", "text")
    .addColumn("contact", "text")
    .addColumn("other_emails", "text")
    .addColumn("receive_sms", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("receive_emails", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("language", "text", (c) => c.notNull().defaultTo("Auto"))
    .addColumn("currency_id", "integer", (c) => c.references("currencies.id"))
    .addColumn("payment_method_id", "integer", (c) => c.references("payment_methods.id"))
    .addColumn("payment_condition_id", "integer", (c) => c.references("payment_conditions.id"))
    .addColumn("shipping_mode_id", "integer", (c) => c.references("shipping_modes.id"))
    .addColumn("price_id", "integer", (c) => c.references("prices.id"))
    .addColumn("employee_id", "integer", (c) => c.references("employees.id"))
    .addColumn("vat_exemption_id", "integer", (c) => c.notNull().defaultTo(18))
    .addUniqueConstraint("customers_code", ["dataset_id", "code"])
    .execute();
  await db.schema.createIndex("customers_vat_number").on("customers").columns(["dataset_id", "vat_number"]).execute();

  await table("customer_addresses")
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("country", "text")
    .addColumn("address", "text")
    .addColumn("city", "text")
    .addColumn("postal_code", "text")
    .execute();

  for (const t of [
    "warehouses",
    "categories",
    "employees",
    "payment_conditions",
    "payment_methods",
    "shipping_modes",
    "currencies",
    "prices",
    "series",
    "vat_rates",
    "vehicles",
    "units",
    "locations",
    "document_types",
    "document_type_series",
  ]) {
    await db.schema.createIndex(`${t}_dataset`).on(t).column("dataset_id").execute();
  }
}

export async function down(): Promise<void> {
  throw new Error("Migrations are forward-only: restore a backup to go back.");
}
