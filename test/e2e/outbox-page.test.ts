// The outbox page as the server mounts it: absent (404) unless enabled, and where it is, a key
// admitted as the API admits one: in the Authorization header (/outbox.json) or the page's
// form (POST /outbox), never the URL; 401 without a valid key, 403 for an expired plan or a
// denied permission, 429 past the plan's limit (the page's requests counting with the API's),
// each request on the log with its account and data set and no key.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";
import { createLogger } from "../../server/http/request-log.ts";
import { setExpiry, setPermissions } from "../../server/modules/provisioning/account-commands.ts";

const written: string[] = [];
let s: TestServer;
let off: TestServer;

beforeAll(async () => {
  s = await startTestServer({
    config: { outboxPage: true },
    logger: createLogger("info", { write: (line: string) => void written.push(line) }),
  });
  off = await startTestServer({ config: { outboxPage: false } });
});

afterAll(async () => {
  await s.close();
  await off.close();
});

const json = (server: TestServer, apiToken?: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/outbox.json`, {
    headers: { ...headers, ...(apiToken === undefined ? {} : { authorization: `Bearer ${apiToken}` }) },
  });

const form = (server: TestServer, apiToken: string | undefined, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/outbox`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: apiToken === undefined ? "" : new URLSearchParams({ api_token: apiToken }).toString(),
  });

/** The request lines logged for the answer with this X-Request-Id. */
const logLine = (res: Response) =>
  written
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .find((l) => l.msg === "request" && l.req_id === res.headers.get("x-request-id"));

describe("the outbox page", () => {
  it("is not there unless enabled: 404 for the form, the list and the JSON", async () => {
    for (const res of [
      await fetch(`${off.baseUrl}/outbox`),
      await form(off, off.account.api_token),
      await json(off, off.account.api_token),
    ])
      expect(res.status).toBe(404);
  });

  it("shows the form, and answers the list for a key in the header or the form", async () => {
    const page = await fetch(`${s.baseUrl}/outbox`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post" action="/outbox">');

    const listed = await json(s, s.account.test_api_token);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("x-ratelimit-limit")).toBe("3000");
    expect(await listed.json()).toEqual({ mode: "demo", messages: [] });
    expect(logLine(listed)).toMatchObject({
      operation: "Outbox_list",
      account: s.account.account_id,
      dataset: "demo",
      status: 200,
      path: "/outbox.json",
    });

    const html = await form(s, s.account.api_token);
    expect(html.status).toBe(200);
    const text = await html.text();
    expect(text).toContain("messages of the production data set");
    expect(text).not.toContain(s.account.api_token);
    // The key travels in the header on GET /outbox too (for curl).
    const viaHeader = await fetch(`${s.baseUrl}/outbox`, {
      headers: { authorization: `Bearer ${s.account.api_token}` },
    });
    expect(await viaHeader.text()).toContain("messages of the production data set");
  });

  it("answers 401 without a valid key: JSON for /outbox.json, a short page otherwise", async () => {
    for (const res of [
      await json(s),
      await json(s, "0123456789abcdef0123456789abcdef"),
      await json(s, s.account.legacy_secret),
    ]) {
      expect(res.status).toBe(401);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await res.json()).toMatchObject({ status: false, code: expect.stringMatching(/^auth\.api_token\./) });
    }
    const basic = await json(s, undefined, {
      authorization: `Basic ${btoa(`${s.account.legacy_key}:${s.account.legacy_secret}`)}`,
    });
    expect(basic.status).toBe(401);
    const english = await json(s, "nope", { "accept-language": "en" });
    expect(await english.json()).toEqual({
      status: false,
      code: "auth.api_token.invalid",
      message: "The api_token is not a valid API key",
    });

    for (const res of [await form(s, undefined), await form(s, "nope")]) {
      expect(res.status).toBe(401);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const text = await res.text();
      expect(text).toMatch(/<p class="error"/);
      expect(text).toContain('<form method="post" action="/outbox">');
      expect(logLine(res)).toMatchObject({ operation: "Outbox_list", status: 401 });
    }
  });

  it("refuses a key in the URL without reading it, even a valid one, even beside a valid header", async () => {
    for (const res of [
      await fetch(`${s.baseUrl}/outbox?api_token=${s.account.api_token}`),
      await fetch(`${s.baseUrl}/outbox.json?api_token=${s.account.api_token}`),
      await fetch(`${s.baseUrl}/outbox.json?API_TOKEN=${s.account.api_token}`, {
        headers: { authorization: `Bearer ${s.account.api_token}` },
      }),
    ]) {
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).toContain("O api_token não é lido do endereço (URL)");
      expect(text).not.toContain("messages of the");
      expect(text).not.toContain('"mode"');
      expect(logLine(res)).toMatchObject({ refusal: "outbox.api_token.in_url", status: 400 });
      expect(logLine(res)).not.toHaveProperty("account");
    }
    const bracketed = await fetch(`${s.baseUrl}/outbox.json?api_token[]=${s.account.api_token}`);
    expect(bracketed.status).toBe(400);
    const refused = await fetch(`${s.baseUrl}/outbox.json?api_token=${s.account.api_token}`, {
      headers: { "accept-language": "en" },
    });
    expect(await refused.json()).toEqual({
      status: false,
      code: "outbox.api_token.in_url",
      message: expect.stringMatching(/^The api_token is not read from the URL/),
    });
  });

  it("answers 403 to an expired plan and to an account denied the page, not to one denied something else", async () => {
    const expired = await s.newAccount({ name: "Expirada" });
    await setExpiry(s.store.db, expired.account_id, "2000-01-01");
    const res = await json(s, expired.api_token);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "account.plan.expired" });
    const page = await form(s, expired.api_token);
    expect(page.status).toBe(403);

    const denied = await s.newAccount({ name: "Sem caixa de saída" });
    await setPermissions(s.store.db, denied.account_id, { deny: ["Sales_create"] });
    expect((await json(s, denied.api_token)).status).toBe(200);
    await setPermissions(s.store.db, denied.account_id, { deny: ["Outbox_list"] });
    const refused = await json(s, denied.api_token, { "accept-language": "en" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      status: false,
      code: "account.permission.denied",
      message: "No permission to execute this operation",
    });
    expect(logLine(refused)).toMatchObject({ refusal: "account.permission.denied", status: 403 });
    // The API is not denied by the page's permission.
    expect((await s.v1(denied.api_token).POST("/customers/list", { body: {} })).response.status).toBe(200);
  });

  it("answers 429 with Retry-After past the plan's limit, counting the page's requests with the API's", async () => {
    const small = await s.newAccount({ name: "Plano de três", plan: "custom", requests: 3 });
    expect((await json(s, small.api_token)).status).toBe(200);
    expect((await s.v1(small.api_token).POST("/customers/list", { body: {} })).response.status).toBe(200);
    expect((await form(s, small.test_api_token)).status).toBe(200);
    for (const res of [await json(s, small.api_token), await form(s, small.api_token)]) {
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(res.headers.get("x-ratelimit-remaining")).toBe("0");
      expect(logLine(res)).toMatchObject({ refusal: "account.rate_limited", status: 429 });
    }
    expect((await s.v1(small.api_token).POST("/customers/list", { body: {} })).response.status).toBe(429);
  });

  it("answers a form it cannot read with a short page, not an error", async () => {
    const large = await form(s, "x".repeat(10_000));
    expect(large.status).toBe(413);
    const text = await large.text();
    expect(text).toContain("The form could not be read.");
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
    const charset = await fetch(`${s.baseUrl}/outbox`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=klingon" },
      body: "api_token=x",
    });
    expect(charset.status).toBe(400);
  });

  it("logs no key", () => {
    const log = written.join("");
    expect(log).toContain('"operation":"Outbox_list"');
    for (const key of [s.account.api_token, s.account.test_api_token, s.account.legacy_secret])
      expect(log).not.toContain(key);
  });
});
