import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { openStore, type Store } from "../../server/store/database.ts";
import { createAccount, type AccountKeys } from "../../server/modules/provisioning/account-commands.ts";
import { ownerOfApiToken } from "../../server/modules/accounts/key-owners.ts";
import { systemClock } from "../../server/kernel/clock.ts";
import type { Ctx } from "../../server/kernel/scope.ts";
import { createMailer, recordEmail, storeAttachments } from "../../server/modules/outbox/mail.ts";
import type { EmailMessage } from "../../server/kernel/mail.ts";
import { Downloads } from "../../server/kernel/download.ts";
import { runOperation } from "../../server/kernel/operation.ts";
import { recordSms } from "../../server/modules/outbox/sms.ts";
import { OUTBOX_PAGE_SIZE, outboxRouter, type OutboxEntry } from "../../server/pages/outbox-page.ts";

describe("outbox page", () => {
  let store: Store;
  let server: Server;
  let baseUrl: string;
  let first: AccountKeys;
  let second: AccountKeys;

  async function inDataset<T>(apiToken: string, fn: (ctx: Ctx) => Promise<T>): Promise<T> {
    const owner = await ownerOfApiToken(store.db, apiToken, systemClock);
    return runOperation(
      store,
      {
        scope: owner!.scope,
        clock: systemClock,
        mailer: createMailer({ from: "no-reply@invoicing.test" }),
        downloads: new Downloads({ allowPrivate: false, maxBytes: 1024, timeoutMs: 1000 }),
      },
      fn,
    );
  }

  const hostile: EmailMessage = {
    to: [{ name: `Ana "<b>bold</b>"`, email: "ana@example.com" }],
    cc: ["<cc@example.com>"],
    subject: "<script>alert('subject')</script>",
    text: "Body with <img src=x onerror=alert(1)> & more",
    attachments: [{ filename: "<evil>.pdf", contentType: "application/pdf", content: Buffer.from("%PDF-1.3") }],
  };

  beforeAll(async () => {
    store = await openStore(":memory:");
    first = await createAccount(store, { name: "First" }, systemClock);
    second = await createAccount(store, { name: "Second" }, systemClock);
    await inDataset(first.api_token, (ctx) =>
      recordSms(ctx, { to: [{ name: "Rui", mobile: "912345678" }], message: "Primeira mensagem" }),
    );
    await inDataset(first.api_token, async (ctx) =>
      recordEmail(
        ctx,
        hostile,
        await storeAttachments(ctx, hostile.attachments),
        "failed",
        "Sending the e-mail failed: <refused>.",
      ),
    );
    await inDataset(first.test_api_token, (ctx) =>
      recordSms(ctx, { to: [{ name: "Demo", mobile: "919999999" }], message: "Mensagem de demonstração" }),
    );
    await inDataset(second.api_token, (ctx) =>
      recordSms(ctx, { to: [{ name: "Outro", mobile: "937777777" }], message: "Mensagem de outra conta" }),
    );

    const app = express();
    app.use(outboxRouter({ store, clock: systemClock }));
    server = await new Promise((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await store.close();
  });

  /** The JSON list, the key in the Authorization header. */
  const getJson = (apiToken?: string) =>
    fetch(`${baseUrl}/outbox.json`, apiToken === undefined ? {} : { headers: { authorization: `Bearer ${apiToken}` } });
  /** The HTML list, the key sent by the page's form. */
  const postForm = (apiToken: string) =>
    fetch(`${baseUrl}/outbox`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "en" },
      body: new URLSearchParams({ api_token: apiToken }).toString(),
    });

  it("asks for an api_token when none is given, in a form that posts it", async () => {
    const res = await fetch(`${baseUrl}/outbox`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<form method="post" action="/outbox">');
    expect(html).toContain('<input name="api_token" type="password"');
    expect(html).not.toContain("<table>");
  });

  it("answers 401 for an unknown token, without writing it back into the page", async () => {
    const res = await postForm('nope"><script>x</script>');
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain("The api_token is not a valid API key");
    expect(html).not.toContain("nope");
    expect(html).not.toContain("<script>");
  });

  it("lists the key's data set only, newest first, everything escaped, attachments linked", async () => {
    const res = await postForm(first.api_token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).not.toContain(first.api_token);
    expect(html).toContain("Primeira mensagem");
    expect(html).not.toContain("Mensagem de demonstração");
    expect(html).not.toContain("Mensagem de outra conta");
    expect(html.indexOf("&lt;script&gt;alert(&#39;subject&#39;)&lt;/script&gt;")).toBeGreaterThan(-1);
    expect(html.indexOf("&lt;script&gt;alert")).toBeLessThan(html.indexOf("Primeira mensagem"));
    expect(html).toContain("Body with &lt;img src=x onerror=alert(1)&gt; &amp; more");
    expect(html).toContain("Ana &quot;&lt;b&gt;bold&lt;/b&gt;&quot; &lt;ana@example.com&gt;");
    expect(html).toContain("cc: &lt;cc@example.com&gt;");
    expect(html).toContain("Sending the e-mail failed: &lt;refused&gt;.");
    expect(html).toMatch(/<a href="\/files\/outbox\/[0-9a-f]{24}\/evil-.pdf">&lt;evil&gt;.pdf<\/a>/);
    expect(html).not.toMatch(/<(script|img|b)[\s>]/);
  });

  it("serves the same rows as JSON", async () => {
    const res = await getJson(first.api_token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { mode: string; messages: OutboxEntry[] };
    expect(body.mode).toBe("production");
    expect(body.messages.map((m) => m.channel)).toEqual(["email", "sms"]);
    const [email, sms] = body.messages;
    expect(email).toMatchObject({
      status: "failed",
      subject: hostile.subject,
      body: hostile.text,
      cc: hostile.cc,
      recipients: hostile.to,
      error: "Sending the e-mail failed: <refused>.",
    });
    expect(email!.attachments[0]!.filename).toBe("<evil>.pdf");
    expect(email!.attachments[0]!.url).toBe(`/files/${email!.attachments[0]!.path}`);
    expect(sms).toMatchObject({
      status: "outbox",
      body: "Primeira mensagem",
      recipients: [{ name: "Rui", mobile: "912345678" }],
      attachments: [],
    });

    const demo = (await (await getJson(first.test_api_token)).json()) as {
      mode: string;
      messages: OutboxEntry[];
    };
    expect(demo.mode).toBe("demo");
    expect(demo.messages.map((m) => m.body)).toEqual(["Mensagem de demonstração"]);
  });

  it("answers 401 JSON without a token or with an unknown one", async () => {
    const missing = await getJson();
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      status: false,
      code: "auth.api_token.missing",
      message:
        "Indique o api_token de uma chave v1: no cabeçalho Authorization: Bearer <api_token>, ou no formulário de /outbox",
    });
    const unknown = await getJson("unknown");
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({
      status: false,
      code: "auth.api_token.invalid",
      message: "A chave da API (api_token) não é válida",
    });
  });

  it(`shows the latest ${OUTBOX_PAGE_SIZE} messages`, async () => {
    await inDataset(second.api_token, async (ctx) => {
      for (let i = 1; i <= OUTBOX_PAGE_SIZE + 5; i++)
        await recordSms(ctx, { to: [{ name: "N", mobile: "930000000" }], message: `Mensagem ${i}` });
    });
    const body = (await (await getJson(second.api_token)).json()) as {
      messages: OutboxEntry[];
    };
    expect(body.messages).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(body.messages[0]!.body).toBe(`Mensagem ${OUTBOX_PAGE_SIZE + 5}`);
    expect(body.messages.at(-1)!.body).toBe("Mensagem 6");
    const ids = body.messages.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
