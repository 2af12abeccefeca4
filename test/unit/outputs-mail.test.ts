import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { openStore, type Store } from "../../server/store/database.ts";
import { createAccount } from "../../server/modules/provisioning/account-commands.ts";
import { ownerOfApiToken } from "../../server/modules/accounts/key-owners.ts";
import { systemClock } from "../../server/kernel/clock.ts";
import type { Ctx, Scope } from "../../server/kernel/scope.ts";
import { Refusal } from "../../server/kernel/errors.ts";
import { readStoredFile } from "../../server/modules/files/files.ts";
import {
  createMailer,
  DeliveryError,
  failInterruptedDeliveries,
  recordEmail,
  sendEmail,
  storeAttachments,
} from "../../server/modules/outbox/mail.ts";
import type { EmailMessage } from "../../server/kernel/mail.ts";
import { Downloads } from "../../server/kernel/download.ts";
import { runOperation } from "../../server/kernel/operation.ts";
import { recordSms } from "../../server/modules/outbox/sms.ts";

interface Received {
  readonly from: string;
  readonly to: string[];
  readonly raw: string;
}

/** A real SMTP server on an ephemeral port that keeps what it receives and refuses one mailbox. */
async function startSmtp(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("refused@")) {
        const err = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const pdf = Buffer.from("%PDF-1.3 fake invoice content for the attachment test");

function message(change: Partial<EmailMessage> = {}): EmailMessage {
  return {
    to: [{ name: "João Conceição", email: "joao@example.com" }],
    cc: ["accounts@example.com"],
    subject: "Invoice FT 2026/12",
    text: "Dear customer,\nplease find the invoice attached.",
    attachments: [{ filename: "FT 2026-12.pdf", contentType: "application/pdf", content: pdf }],
    ...change,
  };
}

describe("e-mail delivery through SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it("delivers to the recipients and copies, with subject, body and attachment", async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: '"Invoicing" <no-reply@invoicing.test>' });
    expect(mailer.delivers).toBe(true);
    await mailer.send(message());
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe("no-reply@invoicing.test");
    expect(mail.to).toEqual(["joao@example.com", "accounts@example.com"]);
    expect(mail.raw).toContain("Subject: Invoice FT 2026/12");
    expect(mail.raw).toMatch(/^To: .*<joao@example\.com>/m);
    expect(mail.raw).toMatch(/^Cc: accounts@example\.com/m);
    expect(mail.raw).toContain("please find the invoice attached.");
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name="?FT 2026-12\.pdf"?/);
    expect(mail.raw).toMatch(/Content-Disposition: attachment; filename="?FT 2026-12\.pdf"?/);
    expect(mail.raw.replace(/\r?\n/g, "")).toContain(pdf.toString("base64"));
  });

  it("throws a delivery error with the server's reason when the server refuses", async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: "no-reply@invoicing.test" });
    const attempt = mailer.send(message({ to: [{ name: "Nobody", email: "refused@example.com" }], cc: [] }));
    await expect(attempt).rejects.toBeInstanceOf(DeliveryError);
    await expect(attempt).rejects.toThrow(/Mailbox unavailable$/);
  });

  it("throws a delivery error when no server listens", async () => {
    const closed = await startSmtp();
    await closed.close();
    const attempt = createMailer({ smtpUrl: closed.url, from: "no-reply@invoicing.test" }).send(message());
    await expect(attempt).rejects.toBeInstanceOf(DeliveryError);
    await expect(attempt).rejects.toThrow(/ECONNREFUSED/);
  });

  it("does nothing without an SMTP URL", async () => {
    const before = smtp.received.length;
    for (const smtpUrl of [undefined, null, "", "  "]) {
      const mailer = createMailer({ smtpUrl, from: "no-reply@invoicing.test" });
      expect(mailer.delivers).toBe(false);
      await expect(mailer.send(message())).resolves.toBeUndefined();
    }
    expect(smtp.received.length).toBe(before);
  });
});

describe("outbox rows", () => {
  let store: Store;
  let scope: Scope;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const inTransaction = <T>(fn: (ctx: Ctx) => Promise<T>) =>
    runOperation(
      store,
      {
        scope,
        clock: systemClock,
        mailer: createMailer({ from: "no-reply@invoicing.test" }),
        downloads: new Downloads({ allowPrivate: false, maxBytes: 1024, timeoutMs: 1000 }),
      },
      fn,
    );
  const outbox = () =>
    store.db.selectFrom("outbox").selectAll().where("dataset_id", "=", scope.datasetId).orderBy("id", "asc").execute();

  beforeAll(async () => {
    store = await openStore(":memory:");
    smtp = await startSmtp();
    const keys = await createAccount(store, { name: "Mail test" }, systemClock);
    scope = (await ownerOfApiToken(store.db, keys.api_token, systemClock))!.scope;
  });
  afterAll(async () => {
    await smtp.close();
    await store.close();
  });

  it("records an e-mail with its recipients, copies, body and stored attachments", async () => {
    const id = await inTransaction(async (ctx) =>
      recordEmail(ctx, message(), await storeAttachments(ctx, message().attachments), "outbox"),
    );
    const row = (await outbox()).find((r) => r.id === id)!;
    expect(row).toMatchObject({
      channel: "email",
      subject: "Invoice FT 2026/12",
      body: message().text,
      status: "outbox",
      error: null,
      dataset_id: scope.datasetId,
    });
    expect(JSON.parse(row.recipients)).toEqual([{ name: "João Conceição", email: "joao@example.com" }]);
    expect(JSON.parse(row.cc!)).toEqual(["accounts@example.com"]);
    const [attachment] = JSON.parse(row.attachments) as { filename: string; path: string }[];
    expect(attachment!.filename).toBe("FT 2026-12.pdf");
    expect(attachment!.path).toMatch(/^outbox\/[0-9a-f]{24}\/FT-2026-12\.pdf$/);
    const file = await readStoredFile(store.db, attachment!.path);
    expect(file?.contentType).toBe("application/pdf");
    expect(file?.content.equals(pdf)).toBe(true);
  });

  it("keeps the message in the outbox when no SMTP server is configured", async () => {
    const result = await inTransaction((ctx) =>
      sendEmail(ctx, createMailer({ from: "no-reply@invoicing.test" }), message({ cc: [] })),
    );
    expect(result.status).toBe("outbox");
    const row = (await outbox()).find((r) => r.id === result.id)!;
    expect(row.status).toBe("outbox");
    expect(row.cc).toBeNull();
  });

  it("records a delivered message as sent", async () => {
    const result = await inTransaction((ctx) =>
      sendEmail(ctx, createMailer({ smtpUrl: smtp.url, from: "no-reply@invoicing.test" }), message()),
    );
    // Recorded as being sent in the transaction; delivered, and marked sent, after the commit.
    expect(result.status).toBe("sending");
    expect((await outbox()).find((r) => r.id === result.id)).toMatchObject({ status: "sent", error: null });
    expect(smtp.received.at(-1)?.to).toContain("joao@example.com");
  });

  it("removes the message and its attachments when the server refuses, or records the failure when asked", async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: "no-reply@invoicing.test" });
    const refused = message({ to: [{ name: "Nobody", email: "refused@example.com" }], cc: [] });
    const before = await outbox();
    const filesBefore = await store.db.selectFrom("files").select("id").execute();
    const attempt = inTransaction((ctx) => sendEmail(ctx, mailer, refused));
    await expect(attempt).rejects.toBeInstanceOf(Refusal);
    await expect(attempt).rejects.toMatchObject({
      code: "email.delivery.failed",
      params: { reason: expect.stringMatching(/Mailbox unavailable$/) },
    });
    expect(await outbox()).toEqual(before);
    expect(await store.db.selectFrom("files").select("id").execute()).toEqual(filesBefore);

    const recorded = await inTransaction((ctx) => sendEmail(ctx, mailer, refused, { onFailure: "record" }));
    const row = (await outbox()).find((r) => r.id === recorded.id)!;
    expect(row.status).toBe("failed");
    expect(row.error).toMatch(/^Sending the e-mail failed: .*Mailbox unavailable/);
  });

  it("marks deliveries a stop interrupted as failed on start, leaving recent ones under way", async () => {
    const clock = { now: () => new Date("2026-11-22T12:00:00Z") };
    const stale = await inTransaction(async (ctx) =>
      recordEmail({ ...ctx, clock: { now: () => new Date("2026-11-22T11:50:00Z") } }, message(), [], "sending"),
    );
    const recent = await inTransaction(async (ctx) =>
      recordEmail({ ...ctx, clock: { now: () => new Date("2026-11-22T11:58:00Z") } }, message(), [], "sending"),
    );
    expect(await failInterruptedDeliveries(store.db, clock)).toBe(1);
    const rows = await outbox();
    expect(rows.find((r) => r.id === stale)).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/^The delivery was interrupted/),
    });
    expect(rows.find((r) => r.id === recent)?.status).toBe("sending");
    expect(await failInterruptedDeliveries(store.db, clock)).toBe(0);
  });

  it("records a text message in the outbox (there is no SMS gateway)", async () => {
    const id = await inTransaction((ctx) =>
      recordSms(ctx, {
        to: [{ name: "João", mobile: "912345678" }],
        message: "A sua factura FT 2026/12 está disponível.",
      }),
    );
    const row = (await outbox()).find((r) => r.id === id)!;
    expect(row).toMatchObject({
      channel: "sms",
      status: "outbox",
      subject: null,
      cc: null,
      body: "A sua factura FT 2026/12 está disponível.",
      attachments: "[]",
    });
    expect(JSON.parse(row.recipients)).toEqual([{ name: "João", mobile: "912345678" }]);
  });

  it.each([
    [{ to: [], message: "Olá" }, "A text message needs at least one recipient."],
    [{ to: [{ name: "João", mobile: "912345678" }], message: "  " }, "A text message cannot be empty."],
  ])("fails on a text message its callers should not have made %#", async (sms, error) => {
    await expect(inTransaction((ctx) => recordSms(ctx, sms))).rejects.toThrow(error);
  });
});
