// The one resolver of mixed fields (ID or name, symbol, code, rate, plate, e-mail), on a data
// set provisioned like a new account's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore, type Store } from "../../server/store/database.ts";
import { createAccount } from "../../server/modules/provisioning/account-commands.ts";
import { systemClock } from "../../server/kernel/clock.ts";
import {
  resolveRef,
  resolveVatExemption,
  type MixedValue,
  type RefKindName,
} from "../../server/modules/administration/references.ts";
import type { Refusal } from "../../server/kernel/errors.ts";
import { createMailer } from "../../server/modules/outbox/mail.ts";
import { Downloads } from "../../server/kernel/download.ts";
import type { Ctx } from "../../server/kernel/scope.ts";
import { keyDigest } from "../../server/modules/accounts/key-digests.ts";

let store: Store;
let datasetId: number;
let accountId: number;

beforeAll(async () => {
  store = await openStore(":memory:");
  const account = await createAccount(store, { name: "Resolver" }, systemClock);
  accountId = account.account_id;
  datasetId = (
    await store.db
      .selectFrom("datasets")
      .select("id")
      .where("api_token_hash", "=", keyDigest(account.api_token))
      .executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  await store.close();
});

function resolve(kind: RefKindName, value: MixedValue, options?: { allowInactive?: boolean }): Promise<number> {
  return store.transaction((tx) => {
    const ctx: Ctx = {
      tx,
      scope: { accountId, datasetId, mode: "production" },
      clock: systemClock,
      mailer: createMailer({ from: "x" }),
      downloads: new Downloads({ allowPrivate: false, maxBytes: 1024, timeoutMs: 1000 }),
      afterCommit: () => {
        throw new Error("resolving references schedules nothing");
      },
    };
    return resolveRef(ctx, kind, value, "field", options);
  });
}

async function idOf(
  table: "vat_rates" | "currencies" | "units" | "payment_methods",
  column: string,
  value: string,
): Promise<number> {
  const rows = (await store.db
    .selectFrom(table)
    .selectAll()
    .where("dataset_id", "=", datasetId)
    .execute()) as unknown as Record<string, unknown>[];
  const row = rows.find((r) => r[column] === value);
  if (!row) throw new Error(`no ${table} with ${column} ${value}`);
  return row.id as number;
}

describe("mixed fields", () => {
  it("read a VAT rate by rate (mainland first), ID and name, and a rate with decimals or a comma", async () => {
    const normal = await idOf("vat_rates", "description", "IVA Normal");
    const reduced = await idOf("vat_rates", "description", "IVA Reduzida");
    expect(await resolve("vatRate", 23)).toBe(normal);
    expect(await resolve("vatRate", "23.00")).toBe(normal);
    expect(await resolve("vatRate", "6,00")).toBe(reduced);
    expect(await resolve("vatRate", "iva normal")).toBe(normal);
    // A number that is no active rate is an ID.
    const azores = await idOf("vat_rates", "description", "IVA Normal Açores");
    expect(await resolve("vatRate", "IVA Normal Açores")).toBe(azores);
    expect(await resolve("vatRate", { id: azores })).toBe(azores);
  });

  it("read a currency by ID, name, symbol or ISO code, case-insensitively", async () => {
    const euro = await idOf("currencies", "code_iso", "EUR");
    for (const v of [euro, String(euro), "Euro", "euro", "€", "EUR", " eur "])
      expect(await resolve("currency", v)).toBe(euro);
  });

  it("read units by symbol and payment methods by name or SAF-T code", async () => {
    expect(await resolve("unit", "KG")).toBe(await idOf("units", "symbol", "KG"));
    expect(await resolve("paymentMethod", "Numerário")).toBe(await idOf("payment_methods", "saft_initials", "NU"));
    expect(await resolve("paymentMethod", "TB")).toBe(await idOf("payment_methods", "saft_initials", "TB"));
  });

  it("refuse an unknown value naming the field, and an inactive record unless allowed", async () => {
    await expect(resolve("currency", "Dobrão")).rejects.toMatchObject({
      code: "currency.not_found",
      path: "field",
      params: { value: "Dobrão" },
    } satisfies Partial<Refusal>);
    await expect(resolve("unit", 99999)).rejects.toMatchObject({ code: "unit.not_found", path: "field" });
    const kg = await idOf("units", "symbol", "KG");
    await store.db.updateTable("units").set({ active: 0 }).where("id", "=", kg).execute();
    await expect(resolve("unit", "KG")).rejects.toMatchObject({ code: "unit.inactive", path: "field" });
    expect(await resolve("unit", "KG", { allowInactive: true })).toBe(kg);
  });

  it("never reach another data set's records", async () => {
    const other = await createAccount(store, { name: "Outra" }, systemClock);
    const otherDataset = (
      await store.db
        .selectFrom("datasets")
        .select("id")
        .where("api_token_hash", "=", keyDigest(other.api_token))
        .executeTakeFirstOrThrow()
    ).id;
    const foreignEuro = (
      await store.db
        .selectFrom("currencies")
        .select("id")
        .where("dataset_id", "=", otherDataset)
        .executeTakeFirstOrThrow()
    ).id;
    await expect(resolve("currency", foreignEuro)).rejects.toMatchObject({ code: "currency.not_found", path: "field" });
  });

  it("read a VAT exemption by its fixed ID or its code", () => {
    expect(resolveVatExemption(7, "f")).toBe(7);
    expect(resolveVatExemption("m07", "f")).toBe(7);
    expect(resolveVatExemption("M19", "f")).toBe(20);
    expect(resolveVatExemption("M99", "f")).toBe(17);
    expect(() => resolveVatExemption("M03", "items[0].vatExemption")).toThrow(
      expect.objectContaining({ code: "vat_exemption.not_found", path: "items[0].vatExemption" }),
    );
  });
});
