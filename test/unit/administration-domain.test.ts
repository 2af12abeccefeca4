// The administration tables as the domain holds them, without HTTP: a new data set's presets
// read as records (flags as booleans, rates as Decimal), the table pattern's writes taking
// records and storing the same text as before, and the rules that compare records.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import type { Scope } from "../../server/kernel/scope.ts";
import { allRecords, createRecord, listRecords, updateRecord } from "../../server/modules/administration/table.ts";
import { CURRENCIES } from "../../server/modules/administration/currencies.ts";
import { VAT_RATES } from "../../server/modules/administration/vat-rates.ts";
import { PRICES } from "../../server/modules/administration/descriptive-tables.ts";
import { EMPLOYEES } from "../../server/modules/administration/employees.ts";
import { getDocumentType, updateDocumentType } from "../../server/modules/administration/document-types.ts";
import { createSerie } from "../../server/modules/administration/series.ts";
import { masterRecord } from "../../server/modules/administration/master-records.ts";
import { openDomain, type DomainHarness } from "../support/domain.ts";

let domain: DomainHarness;
let mine: Scope;

beforeAll(async () => {
  domain = await openDomain("2026-03-10T10:00:00Z");
  mine = await domain.dataset("Tabelas");
});

afterAll(async () => {
  await domain.store.close();
});

async function typeId(initials: string): Promise<number> {
  const types = await domain.run(mine, (ctx) => allRecords(ctx, "document_types"));
  return types.find((t) => t.saftInitials === initials)!.id;
}

describe("administration tables as domain records", () => {
  it("reads a new data set's document type with its settings as booleans and its preset series", async () => {
    const id = await typeId("FT");
    const view = await domain.run(mine, (ctx) => getDocumentType(ctx, id));
    expect(view.type).toEqual({
      id: expect.any(Number),
      active: true,
      createdAt: "2026-03-10 10:00:00",
      updatedAt: "2026-03-10 10:00:00",
      description: "Factura",
      saftInitials: "FT",
      type: "Facturação",
      printReport: "A4",
      printReportWidth: null,
      printPagesNumber: 1,
      printMarginTop: 10,
      printMarginBottom: 10,
      printMarginRight: 10,
      printMarginLeft: 10,
      printAutomatic: false,
      signDocumentAutomatic: false,
      sendEmailAutomatic: false,
      sendSmsAutomatic: false,
      stockCheckNegative: true,
      stockCheckMinimum: false,
    });
    expect(view.series).toHaveLength(1);
    const [{ assignment, serie }] = view.series as [(typeof view.series)[number]];
    expect(serie).toMatchObject({ description: "2026", validUntil: 2026, active: true });
    expect(assignment).toMatchObject({
      documentTypeId: view.type.id,
      serieId: serie.id,
      lastNumber: 0,
      isDefault: true,
      active: true,
    });
    expect(assignment.atcud).toMatch(/^[A-Z0-9]{8,}$/);
  });

  it("reads rates as Decimal and the default records' flags as booleans", async () => {
    const [rates, currencies] = await domain.run(mine, async (ctx) =>
      Promise.all([listRecords(ctx, "vat_rates"), listRecords(ctx, "currencies")]),
    );
    const normal = rates.find((r) => r.saftRegion === "PT" && r.type === "Normal")!;
    expect(normal.tax).toBeInstanceOf(Decimal);
    expect(normal.tax.toFixed(2)).toBe("23.00");
    expect(currencies).toEqual([
      expect.objectContaining({ codeIso: "EUR", isDefault: true, active: true, exchangeSale: new Decimal(1) }),
    ]);
  });

  it("writes a record's fields as the columns' text and flags, and reads back what it wrote", async () => {
    const created = await domain.run(mine, (ctx) =>
      createRecord(ctx, CURRENCIES, {
        description: "Dólar",
        symbol: "$",
        codeIso: "usd",
        exchangeSale: new Decimal("1.0825"),
      }),
    );
    expect(created).toMatchObject({ codeIso: "USD", isDefault: false, active: true });
    expect(created.exchangeSale.eq("1.0825")).toBe(true);
    const row = await domain.store.db
      .selectFrom("currencies")
      .selectAll()
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ code_iso: "USD", exchange_sale: "1.08250", is_default: 0, active: 1 });

    const employee = await domain.run(mine, (ctx) =>
      createRecord(ctx, EMPLOYEES, { name: "Rita Sousa", email: "rita@example.pt", isSalesman: true, active: false }),
    );
    expect(employee).toMatchObject({ isSalesman: true, active: false, country: null });
    const stored = await domain.store.db
      .selectFrom("employees")
      .select(["is_salesman", "active"])
      .where("id", "=", employee.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ is_salesman: 1, active: 0 });
  });

  it("keeps one default record: a new default unsets the previous one", async () => {
    const before = await domain.run(mine, (ctx) => listRecords(ctx, "prices"));
    const created = await domain.run(mine, (ctx) =>
      createRecord(ctx, PRICES, { description: "Revenda", isDefault: true }),
    );
    expect(created.isDefault).toBe(true);
    const after = await domain.run(mine, (ctx) => listRecords(ctx, "prices"));
    expect(after.find((p) => p.id === before[0]!.id)?.isDefault).toBe(false);
    expect(after.filter((p) => p.isDefault).map((p) => p.id)).toEqual([created.id]);
    const refusal = await domain.refusalOf(mine, (ctx) =>
      updateRecord(ctx, PRICES, created.id, { description: "Revenda", isDefault: false }),
    );
    expect(refusal.code).toBe("administration.default.required");
  });

  it("compares rates as numbers: the same rate in a region is refused, whatever its digits", async () => {
    const refusal = await domain.refusalOf(mine, (ctx) =>
      createRecord(ctx, VAT_RATES, {
        description: "Normal bis",
        tax: new Decimal("23"),
        type: "Normal",
        saftRegion: "pt",
      }),
    );
    expect(refusal.code).toBe("vat_rate.tax.taken");
    const madeira = await domain.run(mine, (ctx) =>
      createRecord(ctx, VAT_RATES, {
        description: "Taxa 23 Madeira",
        tax: new Decimal("23"),
        type: "Normal",
        saftRegion: "PT-MA",
      }),
    );
    expect(madeira.tax.toFixed(2)).toBe("23.00");
  });

  it("updates a document type's settings and its series' numbering, answered as records", async () => {
    const id = await typeId("FR");
    const serie = await domain.run(mine, (ctx) =>
      createSerie(ctx, { description: "LOJA", validUntil: 2027 }, { assignToAll: false }),
    );
    await domain.run(mine, (ctx) =>
      updateDocumentType(ctx, id, {
        sendEmailAutomatic: true,
        stockCheckNegative: false,
        printReport: "POS",
        printReportWidth: 80,
        series: [{ serieId: serie.id, number: 40, isDefault: true }],
      }),
    );
    const view = await domain.run(mine, (ctx) => getDocumentType(ctx, id));
    expect(view.type).toMatchObject({
      sendEmailAutomatic: true,
      printAutomatic: false,
      stockCheckNegative: false,
      printReport: "POS",
      printReportWidth: 80,
    });
    const assigned = view.series.find((s) => s.serie.id === serie.id)!;
    expect(assigned.assignment).toMatchObject({ lastNumber: 39, isDefault: true, active: true, atcud: null });
    expect(view.series.filter((s) => s.assignment.isDefault)).toHaveLength(1);
    const stored = await domain.run(mine, (ctx) => masterRecord(ctx, "document_types", id));
    expect(stored?.sendEmailAutomatic).toBe(true);
    const row = await domain.store.db
      .selectFrom("document_types")
      .select(["send_email_automatic", "stock_check_negative", "print_automatic"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ send_email_automatic: 1, stock_check_negative: 0, print_automatic: 0 });
  });
});
