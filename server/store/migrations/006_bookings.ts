// The agenda: bookings with their lines, unavailability periods, and per data set the agenda
// settings (opening hours per weekday; document type and series that invoice bookings). Data
// sets that exist already get the configuration a new data set starts with. See schema/bookings.ts.
import { sql, type Kysely } from "kysely";
import { dialectOf, withId } from "./helpers.ts";
import { timestamp } from "../../kernel/clock.ts";

/** Monday to Friday 09:00-19:00, Saturday 09:00-13:00 (as in modules/provisioning/provisioning.ts, frozen here). */
const HOURS: readonly [weekday: number, opens: string, closes: string][] = [
  [1, "09:00", "19:00"],
  [2, "09:00", "19:00"],
  [3, "09:00", "19:00"],
  [4, "09:00", "19:00"],
  [5, "09:00", "19:00"],
  [6, "09:00", "13:00"],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const table = (name: string) => withId(db.schema.createTable(name), d);

  await table("bookings")
    .addColumn("dataset_id", "integer", (c) => c.notNull().references("datasets.id"))
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("sale_id", "integer", (c) => c.references("sales.id"))
    .addColumn("location_id", "integer", (c) => c.references("locations.id"))
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id"))
    .addColumn("customer_vat_number", "text", (c) => c.notNull())
    .addColumn("employee_id", "integer", (c) => c.references("employees.id"))
    .addColumn("payment_method_id", "integer", (c) => c.references("payment_methods.id"))
    .addColumn("start_at", "text", (c) => c.notNull())
    .addColumn("end_at", "text", (c) => c.notNull())
    .addColumn("ignore_validations", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("gross_total", "text", (c) => c.notNull())
    .addColumn("total_discount", "text", (c) => c.notNull())
    .addColumn("net_total", "text", (c) => c.notNull())
    .addColumn("total_vat", "text", (c) => c.notNull())
    .addColumn("grand_total", "text", (c) => c.notNull())
    .addColumn("sms_alert_sent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("email_alert_sent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("email_invoice_sent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("paid", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("paid_at", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("observations", "text")
    .addColumn("created_by", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    // Backstop of the numbering (two concurrent creates taking the same number).
    .addUniqueConstraint("bookings_number", ["dataset_id", "number"])
    .execute();
  await db.schema.createIndex("bookings_start").on("bookings").columns(["dataset_id", "start_at"]).execute();

  await table("booking_lines")
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id"))
    .addColumn("price", "text", (c) => c.notNull())
    .addColumn("quantity", "text", (c) => c.notNull())
    .addColumn("discount", "text", (c) => c.notNull().defaultTo("0"))
    .execute();
  await db.schema.createIndex("booking_lines_booking").on("booking_lines").column("booking_id").execute();

  await table("unavailabilities")
    .addColumn("dataset_id", "integer", (c) => c.notNull().references("datasets.id"))
    .addColumn("start_at", "text", (c) => c.notNull())
    .addColumn("end_at", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("observations", "text")
    .addColumn("employee_id", "integer", (c) => c.references("employees.id"))
    .addColumn("location_id", "integer", (c) => c.references("locations.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("unavailabilities_start")
    .on("unavailabilities")
    .columns(["dataset_id", "start_at"])
    .execute();

  await db.schema
    .createTable("agenda_settings")
    .addColumn("dataset_id", "integer", (c) => c.primaryKey().references("datasets.id"))
    .addColumn("document_type_id", "integer", (c) => c.references("document_types.id"))
    .addColumn("serie_id", "integer", (c) => c.references("series.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await table("agenda_hours")
    .addColumn("dataset_id", "integer", (c) => c.notNull().references("datasets.id"))
    .addColumn("weekday", "integer", (c) => c.notNull())
    .addColumn("opens_at", "text", (c) => c.notNull())
    .addColumn("closes_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("agenda_hours_dataset").on("agenda_hours").columns(["dataset_id", "weekday"]).execute();

  // Existing data sets: the agenda a new data set starts with, invoicing with the Factura
  // Recibo type in its preset series.
  const stamp = timestamp(new Date());
  const datasets = await sql<{ id: number }>`select id from datasets order by id`.execute(db);
  for (const { id } of datasets.rows) {
    for (const [weekday, opens, closes] of HOURS) {
      await sql`insert into agenda_hours (dataset_id, weekday, opens_at, closes_at) values (${id}, ${weekday}, ${opens}, ${closes})`.execute(
        db,
      );
    }
    const type = await sql<{
      id: number;
    }>`select id from document_types where dataset_id = ${id} and saft_initials = ${"FR"} order by id limit 1`.execute(
      db,
    );
    const typeId = type.rows[0]?.id ?? null;
    const serie =
      typeId === null
        ? undefined
        : (
            await sql<{
              serie_id: number;
            }>`select serie_id from document_type_series where document_type_id = ${typeId} and is_default = 1 order by id limit 1`.execute(
              db,
            )
          ).rows[0];
    await sql`insert into agenda_settings (dataset_id, document_type_id, serie_id, created_at, updated_at) values (${id}, ${typeId}, ${serie?.serie_id ?? null}, ${stamp}, ${stamp})`.execute(
      db,
    );
  }
}

export async function down(): Promise<void> {
  throw new Error("Migrations are forward-only: restore a backup to go back.");
}
