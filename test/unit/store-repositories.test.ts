// Repositories without HTTP: each reads within the data set it is given (tenants never meet),
// on a store holding two accounts provisioned like new ones.
import { Decimal } from "decimal.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore, type Store } from "../../server/store/database.ts";
import { createAccount } from "../../server/modules/provisioning/account-commands.ts";
import { systemClock } from "../../server/kernel/clock.ts";
import { masterRecord, masterRecords } from "../../server/modules/administration/repository/master-records.ts";
import { sentChannels } from "../../server/modules/outbox/repository/outbox-documents.ts";
import { ReferenceCache } from "../../server/store/reference-data.ts";
import { keyDigest } from "../../server/modules/accounts/key-digests.ts";

let store: Store;
let mine: number;
let theirs: number;

async function datasetOf(name: string): Promise<number> {
  const account = await createAccount(store, { name }, systemClock);
  return (
    await store.db
      .selectFrom("datasets")
      .select("id")
      .where("api_token_hash", "=", keyDigest(account.api_token))
      .executeTakeFirstOrThrow()
  ).id;
}

beforeAll(async () => {
  store = await openStore(":memory:");
  mine = await datasetOf("Mine");
  theirs = await datasetOf("Theirs");
});

afterAll(async () => {
  await store.close();
});

describe("master records", () => {
  it("finds a row of its own data set and not another's", async () => {
    const [own] = await store.db.selectFrom("units").select("id").where("dataset_id", "=", mine).limit(1).execute();
    const [other] = await store.db.selectFrom("units").select("id").where("dataset_id", "=", theirs).limit(1).execute();
    await store.transaction(async (tx) => {
      expect((await masterRecord(tx, mine, undefined, "units", own!.id))?.id).toBe(own!.id);
      expect(await masterRecord(tx, mine, undefined, "units", other!.id)).toBeNull();
      expect(await masterRecord(tx, mine, undefined, "units", null)).toBeNull();
    });
  });

  it("finds one through the reference cache, and still not another data set's", async () => {
    const [own] = await store.db.selectFrom("units").select("id").where("dataset_id", "=", mine).limit(1).execute();
    const [other] = await store.db.selectFrom("units").select("id").where("dataset_id", "=", theirs).limit(1).execute();
    const { reference_version } = await store.db
      .selectFrom("datasets")
      .select("reference_version")
      .where("id", "=", mine)
      .executeTakeFirstOrThrow();
    const references = { cache: new ReferenceCache(), version: reference_version };
    await store.transaction(async (tx) => {
      expect((await masterRecord(tx, mine, references, "units", own!.id))?.id).toBe(own!.id);
      expect(await masterRecord(tx, mine, references, "units", other!.id)).toBeNull();
    });
    expect(references.cache.get(mine, reference_version, "units")?.length).toBeGreaterThan(0);
  });

  it("reads many by ID in one call, with or without the reference cache, and skips others' IDs", async () => {
    const own = await store.db.selectFrom("vat_rates").select("id").where("dataset_id", "=", mine).execute();
    const other = await store.db.selectFrom("vat_rates").select("id").where("dataset_id", "=", theirs).execute();
    const ids = [...own.map((r) => r.id), ...other.map((r) => r.id), null, own[0]!.id];
    await store.transaction(async (tx) => {
      const rows = await masterRecords(tx, mine, undefined, "vat_rates", ids);
      expect([...rows.keys()].sort((a, b) => a - b)).toEqual(own.map((r) => r.id).sort((a, b) => a - b));
      for (const rate of rows.values()) expect(rate.tax).toBeInstanceOf(Decimal);
      expect((await masterRecords(tx, mine, undefined, "warehouses", [])).size).toBe(0);
    });
  });
});

describe("outbox documents", () => {
  it("names the channels a document went by, leaving out refused messages and other data sets", async () => {
    const message = {
      recipients: "[]",
      cc: null,
      subject: null,
      body: "",
      attachments: "[]",
      error: null,
      created_at: "2026-11-25 10:00:00",
      document_kind: "sale",
    };
    await store.db
      .insertInto("outbox")
      .values([
        { dataset_id: mine, channel: "email", status: "sent", document_id: 1, ...message },
        { dataset_id: mine, channel: "email", status: "sending", document_id: 1, ...message },
        { dataset_id: mine, channel: "sms", status: "failed", document_id: 1, ...message },
        { dataset_id: mine, channel: "sms", status: "outbox", document_id: 2, ...message },
        { dataset_id: theirs, channel: "email", status: "sent", document_id: 2, ...message },
        { dataset_id: mine, channel: "email", status: "sent", document_id: 3, ...message, document_kind: "receipt" },
      ])
      .execute();
    await store.transaction(async (tx) => {
      const sent = await sentChannels(tx, mine, "sale", [1, 2, 3]);
      expect([...sent.get(1)!]).toEqual(["email"]);
      expect([...sent.get(2)!]).toEqual(["sms"]);
      expect(sent.has(3)).toBe(false);
      expect((await sentChannels(tx, mine, "sale", [])).size).toBe(0);
    });
  });
});
