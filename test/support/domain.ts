// The domain without HTTP: a store in memory with data sets provisioned like new accounts',
// and operations run in a transaction of it, as a request would run them, at a time the test
// sets. Refusals are caught as the domain throws them.
import { expect } from "vitest";
import { openStore, type Store } from "../../server/store/database.ts";
import { createAccount } from "../../server/modules/provisioning/account-commands.ts";
import type { Clock } from "../../server/kernel/clock.ts";
import { createMailer } from "../../server/modules/outbox/mail.ts";
import { Downloads } from "../../server/kernel/download.ts";
import type { Ctx, Scope } from "../../server/kernel/scope.ts";
import { Refusal } from "../../server/kernel/errors.ts";
import { createItem } from "../../server/modules/items/items.ts";
import type { ItemType } from "../../server/modules/items/records.ts";
import { keyDigest } from "../../server/modules/accounts/key-digests.ts";

export interface DomainHarness {
  readonly store: Store;
  /** The time operations run at; set `now` (an ISO instant) to move it. */
  readonly clock: Clock & { now(): Date; at: string };
  /** A new account's production data set. */
  dataset(name: string): Promise<Scope>;
  /**
   * Runs the operation in a transaction of its own, for the scope. Outputs it schedules after
   * the commit (PDFs, e-mail) fail it, unless `outputs` is "dropped": then they never run.
   */
  run<T>(scope: Scope, operation: (ctx: Ctx) => Promise<T>, options?: { outputs?: "dropped" }): Promise<T>;
  /** The refusal the operation throws (fails when it throws none or something else). */
  refusalOf(scope: Scope, operation: (ctx: Ctx) => Promise<unknown>): Promise<Refusal>;
  /** A new item of the data set, at its 23% VAT rate and without a unit; answers its ID. */
  item(scope: Scope, description: string, type: ItemType): Promise<number>;
}

export async function openDomain(at = "2026-11-25T10:00:00Z"): Promise<DomainHarness> {
  const store = await openStore(":memory:");
  const clock = {
    at,
    now(): Date {
      return new Date(this.at);
    },
  };
  const harness: DomainHarness = {
    store,
    clock,
    async dataset(name) {
      const account = await createAccount(store, { name }, clock);
      const { id } = await store.db
        .selectFrom("datasets")
        .select("id")
        .where("api_token_hash", "=", keyDigest(account.api_token))
        .executeTakeFirstOrThrow();
      return { accountId: account.account_id, datasetId: id, mode: "production" };
    },
    run(scope, operation, options = {}) {
      return store.transaction((tx) =>
        operation({
          tx,
          scope,
          clock,
          mailer: createMailer({ from: "domain@example.pt" }),
          downloads: new Downloads({ allowPrivate: false, maxBytes: 1024, timeoutMs: 1000 }),
          afterCommit: () => {
            if (options.outputs !== "dropped") throw new Error("this operation was not expected to schedule outputs");
          },
        }),
      );
    },
    async refusalOf(scope, operation) {
      const error = await harness.run(scope, operation).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(Refusal);
      return error as Refusal;
    },
    async item(scope, description, type) {
      const vat = await store.db
        .selectFrom("vat_rates")
        .select("id")
        .where("dataset_id", "=", scope.datasetId)
        .where("tax", "=", "23.00")
        .executeTakeFirstOrThrow();
      const item = await harness.run(scope, (ctx) =>
        createItem(ctx, { description, type, vat: { id: vat.id }, unit: null }),
      );
      return item.id;
    },
  };
  return harness;
}
