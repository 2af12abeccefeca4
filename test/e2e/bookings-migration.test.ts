// Migration 006 on a database that already has data sets: each gets the agenda a new data set
// starts with (opening hours, invoicing with Factura Recibo in its preset series).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openStore } from "../../server/store/database.ts";
import { createAccount } from "../../server/modules/provisioning/account-commands.ts";
import { TestClock } from "../support/server.ts";
import { REFERENCE_TABLES } from "../../server/store/reference-data.ts";

const dir = mkdtempSync(join(tmpdir(), "bookings-migration-"));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function agendaOf(store: Awaited<ReturnType<typeof openStore>>) {
  const settings = await store.db
    .selectFrom("agenda_settings")
    .select(["dataset_id", "document_type_id", "serie_id"])
    .orderBy("dataset_id")
    .execute();
  const hours = await store.db
    .selectFrom("agenda_hours")
    .select(["dataset_id", "weekday", "opens_at", "closes_at"])
    .orderBy("dataset_id")
    .orderBy("weekday")
    .execute();
  return { settings, hours };
}

describe("migration 006_bookings", () => {
  it("configures the agenda of data sets that existed before it, as provisioning does", async () => {
    const url = `file:${join(dir, "store.sqlite")}`;
    let store = await openStore(url);
    await createAccount(store, { name: "Salão antigo" }, new TestClock(new Date("2026-11-22T10:15:00Z")));
    const provisioned = await agendaOf(store);
    expect(provisioned.settings).toHaveLength(2);
    expect(
      provisioned.hours
        .filter((h) => h.dataset_id === provisioned.settings[0]!.dataset_id)
        .map((h) => [h.weekday, h.opens_at, h.closes_at]),
    ).toEqual([
      [1, "09:00", "19:00"],
      [2, "09:00", "19:00"],
      [3, "09:00", "19:00"],
      [4, "09:00", "19:00"],
      [5, "09:00", "19:00"],
      [6, "09:00", "13:00"],
    ]);
    const fr = await store.db
      .selectFrom("document_types")
      .select(["id", "dataset_id"])
      .where("saft_initials", "=", "FR")
      .execute();
    expect(provisioned.settings.map((s) => s.document_type_id)).toEqual(fr.map((t) => t.id));

    // Back to the database as it was before 006: the tables of 006 (the agenda) and of the
    // migrations after it (007: reprints; 008: idempotency keys; 009: the outbox's document columns; 010: document indexes;
    // 011 and 012: the data sets' reference version and its triggers; 013: keys stored as
    // digests; 014: signing certificates and signed files; 015: the sales' paid callbacks; 016:
    // the idempotency keys' headers, in a table dropped below) do not exist yet; all of them
    // run again on open.
    await sql`drop table sale_callbacks`.execute(store.db);
    await sql`drop index sales_mb_reference`.execute(store.db);
    for (const column of ["callback_url", "reference_paid_at", "reference_paid_with"])
      await sql`alter table sales drop column ${sql.ref(column)}`.execute(store.db);
    await sql`alter table accounts drop column callback_secret`.execute(store.db);
    await sql`drop table account_certificates`.execute(store.db);
    for (const table of ["sales", "receipts"])
      await sql`alter table ${sql.table(table)} drop column signed_file_path`.execute(store.db);
    for (const [table, key] of [
      ["datasets", "api_token"],
      ["legacy_credentials", "legacy_secret"],
    ] as const) {
      await sql`alter table ${sql.table(table)} drop column ${sql.ref(`${key}_last4`)}`.execute(store.db);
      await sql`alter table ${sql.table(table)} rename column ${sql.ref(`${key}_hash`)} to ${sql.ref(key)}`.execute(
        store.db,
      );
    }
    for (const index of [
      "outbox_document",
      "sales_type_serie_issue_date",
      "receipts_type_serie_issue_date",
      "sales_dataset_issue_date",
      "sales_dataset_reference",
    ]) {
      await sql`drop index ${sql.ref(index)}`.execute(store.db);
    }
    for (const column of ["document_kind", "document_id"])
      await sql`alter table outbox drop column ${sql.ref(column)}`.execute(store.db);
    for (const table of REFERENCE_TABLES)
      for (const event of ["insert", "update", "delete"])
        await sql`drop trigger ${sql.ref(`${table}_reference_version_${event}`)}`.execute(store.db);
    await sql`alter table datasets drop column reference_version`.execute(store.db);
    for (const table of [
      "idempotency_keys",
      "document_reprints",
      "booking_lines",
      "bookings",
      "unavailabilities",
      "agenda_settings",
      "agenda_hours",
    ]) {
      await sql`drop table ${sql.table(table)}`.execute(store.db);
    }
    await sql`delete from kysely_migration where name >= ${"006_bookings"}`.execute(store.db);
    await store.close();

    store = await openStore(url);
    try {
      expect(await agendaOf(store)).toEqual(provisioned);
    } finally {
      await store.close();
    }
  });
});
