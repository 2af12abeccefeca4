// Accounts and their plans, through both generations: the request limit per 24 hours (429),
// an expired plan (403 to everything), operations denied to an account (403 "no permission"),
// and the two data sets of an account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";
import { setExpiry, setPermissions, setPlan } from "../../server/modules/provisioning/account-commands.ts";
import { flushRequestCounts } from "../../server/modules/accounts/request-counter.ts";

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
    // The counted requests leave the window 24 hours after the hour they were made in.
    const hourStart = Math.floor(s.clock.now().getTime() / 3_600_000) * 3_600_000;
    const wait = Math.ceil((hourStart + 24 * 3_600_000 - s.clock.now().getTime()) / 1000);
    expect(over.error).toEqual({
      status: false,
      code: "account.rate_limited",
      message: `Já efectuou muitas tentativas, aguarde ${wait} segundos`,
    });
    expect(over.response.headers.get("retry-after")).toBe(String(wait));
    expect(over.response.headers.get("x-ratelimit-limit")).toBe("3");
    expect(over.response.headers.get("x-ratelimit-remaining")).toBe("0");
    // The limit is the account's, whichever key or generation is used.
    const demo = await s.v1(account.test_api_token).POST("/customers/list", { body: {} });
    expect(demo.response.status).toBe(429);
    const legacy = await s
      .legacy(account.legacy_key, account.legacy_secret)
      .POST("/clientes/procurar", { body: { tipo: "id", valor: 1 } });
    expect(legacy.response.status).toBe(429);
    expect(legacy.error).toEqual({
      code: "account.rate_limited",
      msg: `Já efectuou muitas tentativas, aguarde ${wait} segundos`,
    });
    // Refused requests do not count: after 24 hours the window is empty again.
    s.clock.advance(24 * 3600_000 + 1);
    expect((await v1.POST("/customers/list", { body: {} })).response.status).toBe(200);
    s.clock.set(new Date());
  });

  it("tells every answer the plan's limit and the requests left", async () => {
    const account = await s.newAccount({ name: "Plano contado", plan: "custom", requests: 10 });
    const v1 = s.v1(account.api_token);
    const first = await v1.POST("/customers/list", { body: {} });
    expect([
      first.response.headers.get("x-ratelimit-limit"),
      first.response.headers.get("x-ratelimit-remaining"),
    ]).toEqual(["10", "9"]);
    const refused = await v1.POST("/customers/list", { body: { skip: 7 } });
    expect(refused.response.status).toBe(403);
    expect([
      refused.response.headers.get("x-ratelimit-limit"),
      refused.response.headers.get("x-ratelimit-remaining"),
    ]).toEqual(["10", "8"]);
  });

  it("waits only until enough of the oldest requests leave the window", async () => {
    const account = await s.newAccount({ name: "Plano espalhado", plan: "custom", requests: 3 });
    const hour = Math.floor(s.clock.now().getTime() / 3_600_000);
    // Two requests 20 hours ago and one 2 hours ago: the oldest hour frees the window first.
    await s.store.db
      .insertInto("request_counters")
      .values([
        { account_id: account.account_id, hour_bucket: hour - 20, count: 2 },
        { account_id: account.account_id, hour_bucket: hour - 2, count: 1 },
      ])
      .execute();
    const over = await s.v1(account.api_token).POST("/customers/list", { body: {} });
    expect(over.response.status).toBe(429);
    const expected = Math.ceil(((hour - 20 + 24) * 3_600_000 - s.clock.now().getTime()) / 1000);
    expect(over.response.headers.get("retry-after")).toBe(String(expected));
  });

  it("gives the basic, medium and large plans 1000, 2000 and 3000 requests", async () => {
    const account = await s.newAccount({ name: "Plano básico", plan: "basic" });
    await setPlan(s.store.db, account.account_id, "basic");
    // What the store holds once this server wrote its counts (at most FLUSH_MS after the requests).
    const counted = async () => {
      await flushRequestCounts(s.store);
      return Number(
        (
          await s.store.db
            .selectFrom("request_counters")
            .select((eb) => eb.fn.sum<number>("count").as("n"))
            .where("account_id", "=", account.account_id)
            .executeTakeFirstOrThrow()
        ).n ?? 0,
      );
    };
    // Fill the window to one below the basic limit directly, then the next requests decide.
    const hour = Math.floor(s.clock.now().getTime() / 3_600_000);
    await s.store.db
      .insertInto("request_counters")
      .values({ account_id: account.account_id, hour_bucket: hour - 3, count: 999 })
      .execute();
    const v1 = s.v1(account.api_token);
    expect((await v1.POST("/customers/list", { body: {} })).response.status).toBe(200);
    expect((await v1.POST("/customers/list", { body: {} })).response.status).toBe(429);
    expect(await counted()).toBe(1000);
    await setPlan(s.store.db, account.account_id, "medium");
    expect((await v1.POST("/customers/list", { body: {} })).response.status).toBe(200);
    // Two counted requests are in the current hour: 2997 more make 2999 in the window.
    await s.store.db
      .updateTable("request_counters")
      .set({ count: 2997 })
      .where("account_id", "=", account.account_id)
      .where("hour_bucket", "=", hour - 3)
      .execute();
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
    for (const r of [
      await v1.POST("/customers/list", { body: {} }),
      await s.v1(account.test_api_token).POST("/sales/list", { body: {} }),
    ]) {
      expect(r.response.status).toBe(403);
      expect(r.error).toEqual({ status: false, code: "account.plan.expired", message: "O plano da conta expirou" });
    }
    const legacy = await s
      .legacy(account.legacy_key, account.legacy_secret)
      .POST("/clientes/criar", { body: { codigo: "X1", nome: "Cliente" } });
    expect(legacy.response.status).toBe(403);
    expect(legacy.error).toEqual({ code: "account.plan.expired", msg: "O plano da conta expirou" });
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
    const created = await v1.POST("/customers/create", {
      body: { name: "Cliente", type: "Particular", vat_type: "Debitar IVA" },
    });
    expect(created.response.status).toBe(200);
    const refused = await v1.POST("/customers/{id}/delete", { params: { path: { id: created.data!.data.id } } });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toEqual({
      status: false,
      code: "account.permission.denied",
      message: "Não tem permissões para executar esta operação",
    });
    const legacy = await s
      .legacy(account.legacy_key, account.legacy_secret)
      .POST("/clientes/criar", { body: { codigo: "Y1", nome: "Outro" } });
    expect(legacy.response.status).toBe(403);
    expect(legacy.error).toEqual({
      code: "account.permission.denied",
      msg: "Não tem permissões para executar esta operação",
    });
    await setPermissions(s.store.db, account.account_id, { allow: ["Customers_delete"] });
    expect(
      (await v1.POST("/customers/{id}/delete", { params: { path: { id: created.data!.data.id } } })).response.status,
    ).toBe(200);
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
