// The account as the domain holds it, without HTTP: the store's repository answers a new
// account's row as the domain's record (booleans, the company documents copy, Decimal billing
// volume, the parsed permissions), and what it changes in the store shows in the record.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import type { Scope } from "../../server/kernel/scope.ts";
import { requestAccount } from "../../server/modules/accounts/request-account.ts";
import { openDomain, type DomainHarness } from "../support/domain.ts";

let domain: DomainHarness;
let mine: Scope;

beforeAll(async () => {
  domain = await openDomain("2026-03-10T10:00:00Z");
  mine = await domain.dataset("Contas");
});

afterAll(async () => {
  await domain.store.close();
});

describe("accounts as domain records", () => {
  it("answers a new account with its outputs configured, as flags the domain reads as booleans", async () => {
    const account = await domain.run(mine, (ctx) => requestAccount(ctx));
    expect(account).toEqual({
      id: mine.accountId,
      name: "Contas",
      plan: "basic",
      requestLimit: null,
      expiresAt: null,
      deniedOperations: [],
      company: {
        name: "Contas",
        vatNumber: "500000000",
        country: "Portugal",
        address: "Rua Augusta, 100",
        city: "Lisboa",
        postalCode: "1100-053",
        vatScheme: "Normal",
      },
      atWsUser: "500000000/1",
      createdAt: "2026-03-10 10:00:00",
      billingVolumeLimit: null,
      sms: { senderName: "Faturacao", senderStatus: "approved", credits: 100 },
      multibanco: { entity: "12345", subEntity: "999" },
      mbwayEnabled: true,
      signatureEnabled: true,
    });
  });

  it("reads what the store changed: a billing volume, permissions, outputs switched off", async () => {
    await domain.store.db
      .updateTable("accounts")
      .set({
        billing_volume_limit: "50000.00",
        denied_operations: JSON.stringify(["Sales_create"]),
        mb_sub_entity: null,
        mbway_enabled: 0,
        signature_enabled: 0,
        sms_sender_status: "pending",
      })
      .where("id", "=", mine.accountId)
      .execute();
    const account = await domain.run(mine, (ctx) => requestAccount(ctx));
    expect(account.billingVolumeLimit).toBeInstanceOf(Decimal);
    expect(account.billingVolumeLimit!.equals(50000)).toBe(true);
    expect(account).toMatchObject({
      deniedOperations: ["Sales_create"],
      // Multibanco needs both its entity and sub-entity.
      multibanco: null,
      mbwayEnabled: false,
      signatureEnabled: false,
      sms: { senderStatus: "pending" },
    });
  });
});
