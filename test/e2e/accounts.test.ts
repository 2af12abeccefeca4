// Accounts and their plans, through both generations: the request limit per 24 hours (429),
// an expired plan (403 to everything), operations denied to an account (403 "no permission"),
// and the two data sets of an account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";
import { setExpiry, setPermissions, setPlan } from "../../server/domain/accounts.ts";

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

describe("request limit of the plan", () => {
  it("answers 429 in each generation's envelope once the limit of the last 24 hours is reached, and again after the window", async () => {
    const account = await s.newAccount({ name: "Plano pequeno", plan: "custom", requests: 3 });
    const v1 = s.v1(account.api_token);
    for (let i = 0; i < 3; i++) expect((await v1.POST("/customers/list", { body: {} })).response.status).toBe(200);
    const over = await v1.POST("/customers/list", { body: {} });
    expect(over.response.status).toBe(429);
    expect(over.error).toEqual({ status: false, message: "The request limit of this account's plan (3 requests per 24 hours) was exceeded." });
    // The limit is the account's, whichever key or generation is used.
    const demo = await s.v1(account.test_api_token).POST("/customers/list", { body: {} });
    expect(demo.response.status).toBe(429);
    const legacy = await s.legacy(account.legacy_key, account.legacy_secret).POST("/clientes/procurar", { body: { tipo: "id", valor: 1 } });
    expect(legacy.response.status).toBe(429);
    expect(legacy.error).toEqual({ msg: "The request limit of this account's plan (3 requests per 24 hours) was exceeded." });
    // Refused requests do not count: after 24 hours the window is empty again.
    s.clock.advance(24 * 3600_000 + 1);
    expect((await v1.POST("/customers/list", { body: {} })).response.status).toBe(200);
    s.clock.set(new Date());
  });

  it("gives the basic, medium and large plans 1000, 2000 and 3000 requests", async () => {
    const account = await s.newAccount({ name: "Plano básico", plan: "basic" });
    await setPlan(s.store.db, account.account_id, "basic");
    const counted = async () =>
      Number(
        (
          await s.store.db
            .selectFrom("request_counters")
            .select((eb) => eb.fn.sum<number>("count").as("n"))
            .where("account_id", "=", account.account_id)
            .executeTakeFirstOrThrow()
        ).n ?? 0,
      );
    // Fill the window to one below the basic limit directly, then the next requests decide.
    const hour = Math.floor(s.clock.now().getTime() / 3_600_000);
    await s.store.db.insertInto("request_counters").values({ account_id: account.account_id, hour_bucket: hour - 3, count: 999 }).execute();
    const v1 = s.v1(account.api_token);
    expect((await v1.POST("/customers/list", { body: {} })).response.status).toBe(200);
    expect((await v1.POST("/customers/list", { body: {} })).response.status).toBe(429);
    expect(await counted()).toBe(1000);
    await setPlan(s.store.db, account.account_id, "medium");
    expect((await v1.POST("/customers/list", { body: {} })).response.status).toBe(200);
    // Two counted requests are in the current hour: 2997 more make 2999 in the window.
    await s.store.db.updateTable("request_counters").set({ count: 2997 }).where("account_id", "=", account.account_id).where("hour_bucket", "=", hour - 3).execute();
    expect(await counted()).toBe(2999);
    expect((await v1.POST("/customers/list", { body: {} })).response.status).toBe(429);
    await setPlan(s.store.db, account.account_id, "large");
    expect((await v1.POST("/customers/list", { body: {} })).response.status).toBe(200);
    expect((await v1.POST("/customers/list", { body: {} })).response.status).toBe(429);
  });
});

describe("expired plan", () => {
  it("refuses every request of both generations with 403", async () => {
    const account = await s.newAccount({ name: "Plano expirado" });
    const v1 = s.v1(account.api_token);
    expect((await v1.POST("/customers/list", { body: {} })).response.status).toBe(200);
    const yesterday = new Date(s.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    await setExpiry(s.store.db, account.account_id, yesterday);
    for (const r of [await v1.POST("/customers/list", { body: {} }), await s.v1(account.test_api_token).POST("/sales/list", { body: {} })]) {
      expect(r.response.status).toBe(403);
      expect(r.error).toEqual({ status: false, message: "The plan of this account has expired." });
    }
    const legacy = await s.legacy(account.legacy_key, account.legacy_secret).POST("/clientes/criar", { body: { codigo: "X1", nome: "Cliente" } });
    expect(legacy.response.status).toBe(403);
    expect(legacy.error).toEqual({ msg: "The plan of this account has expired." });
    // The last valid day is still valid.
    await setExpiry(s.store.db, account.account_id, s.clock.now().toISOString().slice(0, 10));
    expect((await v1.POST("/customers/list", { body: {} })).response.status).toBe(200);
  });
});

describe("permissions", () => {
  it("refuses an operation denied to the account with 403 'no permission', and only that one", async () => {
    const account = await s.newAccount({ name: "Sem permissão" });
    await setPermissions(s.store.db, account.account_id, { deny: ["Customers_delete", "Clientes_criar"] });
    const v1 = s.v1(account.api_token);
    const created = await v1.POST("/customers/create", { body: { name: "Cliente", type: "Particular", vat_type: "Debitar IVA" } });
    expect(created.response.status).toBe(200);
    const refused = await v1.POST("/customers/{id}/delete", { params: { path: { id: created.data!.data.id } } });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toEqual({ status: false, message: "No permission to execute this operation." });
    const legacy = await s.legacy(account.legacy_key, account.legacy_secret).POST("/clientes/criar", { body: { codigo: "Y1", nome: "Outro" } });
    expect(legacy.response.status).toBe(403);
    expect(legacy.error).toEqual({ msg: "No permission to execute this operation." });
    await setPermissions(s.store.db, account.account_id, { allow: ["Customers_delete"] });
    expect((await v1.POST("/customers/{id}/delete", { params: { path: { id: created.data!.data.id } } })).response.status).toBe(200);
  });
});

describe("two data sets per account", () => {
  it("gives production and demo each their own presets and numbering", async () => {
    const prod = await s.v1().POST("/administration/series/list", { body: {} });
    const demo = await s.v1(s.account.test_api_token).POST("/administration/series/list", { body: {} });
    expect(prod.data!.data.map((x) => x.description)).toEqual(demo.data!.data.map((x) => x.description));
    const prodIds = new Set(prod.data!.data.map((x) => x.id));
    expect(demo.data!.data.some((x) => prodIds.has(x.id))).toBe(false);
  });
});
