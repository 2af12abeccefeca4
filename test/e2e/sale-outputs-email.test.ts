// E-mailing a finished sale: into the outbox when no SMTP server is configured (rows checked on
// /outbox.json), through a real SMTP server when SMTP_URL is set (delivery and refusal), the
// validation of to/cc, and the extra attachments (at most 2, allowed extensions, fetched by URL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { type V1Body } from "../support/calls.ts";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import type { components } from "../../generated/types/v1.ts";
import {
  NOW,
  createCustomer,
  createItem,
  createSale,
  fetchPdf,
  outbox,
  receiptBody,
  saleBody,
  type Customer,
} from "./receipts-fixtures.ts";
import { expectRefusal, type ExpectedRefusal } from "../support/refusals.ts";
import { expectMissing, postUntyped } from "./outputs-support.ts";
import { keyDigest } from "../../server/modules/accounts/key-digests.ts";

type Sale = components["schemas"]["Sale"];

let s: TestServer;
let customer: Customer;
let itemId: number;
let sale: Sale;
/** An HTTP server standing for the web: /nota.txt exists, anything else is 404. */
let web: Server;
let webUrl: string;

beforeAll(async () => {
  // The stand-in web server listens on loopback, which a default server refuses to fetch from.
  s = await startTestServer({ clock: new TestClock(new Date(NOW)), config: { allowPrivateAttachmentUrls: true } });
  customer = await createCustomer(s, { email: "geral@cliente.pt" });
  itemId = (await createItem(s)).id;
  sale = await createSale(s, saleBody(customer, itemId, [["100", "1"]]));
  web = createServer((req, res) => {
    if (req.url === "/nota.txt")
      res.writeHead(200, { "content-type": "text/plain" }).end("Condições de entrega: 48 horas.");
    else res.writeHead(404).end("not found");
  });
  await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", () => resolve()));
  webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
  await new Promise((resolve) => web.close(resolve));
});

const to = { name: "Ana Ribeiro", email: "ana@cliente.pt" };

async function send(body: V1Body<"/sales/{id}/send_email">, id = sale.id) {
  return s.v1().POST("/sales/{id}/send_email", { params: { path: { id } }, body });
}

describe("sales/{id}/send_email into the outbox", () => {
  it("keeps the message with the templates' subject and text and the original PDF attached", async () => {
    const sent = await send({ to });
    expect(sent.data).toEqual({ status: true });
    const [mail] = await outbox(s);
    expect(mail).toMatchObject({
      channel: "email",
      status: "outbox",
      recipients: [to],
      cc: [],
      subject: `Factura ${sale.document_number}`,
      error: null,
    });
    expect(mail!.body).toContain(`Segue em anexo o documento ${sale.document_number}`);
    expect(mail!.body).toContain("123.00 €");
    expect(mail!.attachments.map((a) => a.filename)).toEqual([`${sale.document_number!.replace(/[ /]/g, "-")}.pdf`]);
    const pdf = await fetchPdf(`${s.baseUrl}${mail!.attachments[0]!.url}`);
    expect(pdf.text).toContain(sale.document_number!);
    expect(pdf.text).toContain("Original");
    expect(pdf.text).toContain("Total 123.00");
  });

  it("uses the subject, message and copies given", async () => {
    await send({
      to,
      cc: "contabilidade@cliente.pt, socio@cliente.pt",
      subject: "A sua fatura",
      message: "Obrigado pela preferência.",
    });
    const [mail] = await outbox(s);
    expect(mail).toMatchObject({
      recipients: [to],
      cc: ["contabilidade@cliente.pt", "socio@cliente.pt"],
      subject: "A sua fatura",
      body: "Obrigado pela preferência.",
    });
  });

  it("attaches up to 2 files fetched by URL: one of this server's files and one from the web", async () => {
    const { data } = await s
      .v1()
      .POST("/sales/{id}/download", { params: { path: { id: sale.id } }, body: { issue: "2ª via" } });
    const sent = await send({
      to,
      attachments: [
        { filename: "segunda-via.PDF", url: data!.url_file },
        { filename: "condicoes.txt", url: `${webUrl}/nota.txt` },
      ],
    });
    expect(sent.data).toEqual({ status: true });
    const [mail] = await outbox(s);
    expect(mail!.attachments.map((a) => a.filename)).toEqual([
      `${sale.document_number!.replace(/[ /]/g, "-")}.pdf`,
      "segunda-via.PDF",
      "condicoes.txt",
    ]);
    const copy = await fetchPdf(`${s.baseUrl}${mail!.attachments[1]!.url}`);
    expect(copy.text).toContain("2ª via");
    const note = await fetch(`${s.baseUrl}${mail!.attachments[2]!.url}`);
    expect(await note.text()).toBe("Condições de entrega: 48 horas.");
  });

  it("refuses a draft and an unknown sale", async () => {
    const draft = await createSale(s, saleBody(customer, itemId, [["10", "1"]], { status: "Rascunho" }));
    expectRefusal(await send({ to }, draft.id), { code: "document.draft", field: "id" });
    expectMissing(await send({ to }, 999999), "sale");
  });

  it.each<[Record<string, unknown>, ExpectedRefusal]>([
    [{}, { code: "request.field.required", field: "to" }],
    [{ to: { email: "ana@cliente.pt" } }, { code: "request.field.required", field: "to.name" }],
    [{ to: { name: "Ana" } }, { code: "request.field.required", field: "to.email" }],
    [{ to: { name: "Ana", email: "ana.cliente.pt" } }, { code: "request.field.invalid", field: "to.email" }],
    [
      { to, cc: "contabilidade@cliente.pt, nao-e-email" },
      {
        code: "email.invalid",
        field: "cc",
        message: "O endereço de e-mail nao-e-email indicado no campo cc não é válido",
      },
    ],
    [
      {
        to,
        attachments: ["a.pdf", "b.pdf", "c.pdf"].map((filename) => ({ filename, url: `http://127.0.0.1/${filename}` })),
      },
      { code: "request.field.invalid", field: "attachments" },
    ],
    [
      { to, attachments: [{ filename: "programa.exe", url: "http://127.0.0.1/programa.exe" }] },
      { code: "request.field.invalid", field: "attachments[0].filename" },
    ],
    [
      { to, attachments: [{ filename: "sem-extensao", url: "http://127.0.0.1/x" }] },
      { code: "request.field.invalid", field: "attachments[0].filename" },
    ],
    [
      { to, attachments: [{ filename: "a.pdf", url: "ftp://127.0.0.1/a.pdf" }] },
      { code: "request.field.invalid", field: "attachments[0].url" },
    ],
    [
      { to, attachments: [{ filename: "a.pdf" }] },
      { code: "request.field.required", field: "attachments[0].url" },
    ],
  ])("refuses %j", async (body, expected) => {
    const before = (await outbox(s)).length;
    expectRefusal(await postUntyped(s, `/sales/${sale.id}/send_email`, body), expected);
    expect((await outbox(s)).length).toBe(before);
  });

  it("refuses an attachment that cannot be downloaded, sending nothing", async () => {
    const before = (await outbox(s)).length;
    const missing = await send({ to, attachments: [{ filename: "nota.txt", url: `${webUrl}/nao-existe.txt` }] });
    expectRefusal(missing, {
      code: "email.attachment.download.failed",
      field: "attachments[0].url",
      message: "Não foi possível descarregar o anexo nota.txt indicado no campo attachments[0].url (HTTP 404)",
    });
    const closed = await send({ to, attachments: [{ filename: "nota.txt", url: "http://127.0.0.1:1/nota.txt" }] });
    expectRefusal(closed, {
      code: "email.attachment.download.failed",
      field: "attachments[0].url",
      message: /\(ECONNREFUSED\)$/,
    });
    expect((await outbox(s)).length).toBe(before);
  });

  it("by default refuses attachment URLs that reach loopback, private or metadata addresses", async () => {
    const strict = await startTestServer({ clock: new TestClock(new Date(NOW)) });
    try {
      const c = await createCustomer(strict, { email: "geral@cliente.pt" });
      const target = await createSale(strict, saleBody(c, (await createItem(strict)).id, [["100", "1"]]));
      const sendTo = (url: string) =>
        strict.v1().POST("/sales/{id}/send_email", {
          params: { path: { id: target.id } },
          body: { to, attachments: [{ filename: "nota.txt", url }] },
        });
      const notPublic = (host: string) =>
        ({
          code: "email.attachment.url.not_public",
          field: "attachments[0].url",
          message: `O anexo nota.txt não pode ser descarregado de ${host}: o campo attachments[0].url só aceita endereços públicos`,
        }) as const;
      expectRefusal(await sendTo(`${webUrl}/nota.txt`), notPublic("127.0.0.1"));
      expectRefusal(await sendTo("http://169.254.169.254/latest/meta-data/"), notPublic("169.254.169.254"));
      expectRefusal(await sendTo(`${webUrl.replace("127.0.0.1", "localhost")}/nota.txt`), notPublic("localhost"));
      // This server's own files are read from the store, not fetched: they stay allowed.
      const { data } = await strict
        .v1()
        .POST("/sales/{id}/download", { params: { path: { id: target.id } }, body: {} });
      expect((await sendTo(data!.url_file)).data).toEqual({ status: true });
      expect(strict.recorder.violations).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});

interface Received {
  readonly to: string[];
  readonly raw: string;
}

/** A promise with its resolve function. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("sales/{id}/send_email through SMTP", () => {
  let smtp: SMTPServer;
  const received: Received[] = [];
  const arrival = signal();
  const release = signal();
  const holding = { arrived: arrival.resolve, released: release.promise };
  let mailed: TestServer;
  let buyer: Customer;
  let invoice: Sale;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith("recusado@"))
          callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          // Mail to lento@ is held until the test releases it: a slow mail server.
          if (session.envelope.rcptTo.some((r) => r.address.startsWith("lento@"))) {
            holding.arrived();
            void holding.released.then(() => callback());
          } else callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    const port = (smtp.server.address() as AddressInfo).port;
    mailed = await startTestServer({
      clock: new TestClock(new Date(NOW)),
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: '"Faturação" <faturas@empresa.test>' },
    });
    buyer = await createCustomer(mailed, { email: "recusado@cliente.pt" });
    invoice = await createSale(mailed, saleBody(buyer, (await createItem(mailed)).id, [["100", "1"]]));
  });

  afterAll(async () => {
    expect(mailed.recorder.violations).toEqual([]);
    await mailed.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("delivers to the recipient and copies with the PDF attached, and records it as sent", async () => {
    const result = await mailed.v1().POST("/sales/{id}/send_email", {
      params: { path: { id: invoice.id } },
      body: { to, cc: "copia@cliente.pt", subject: "Fatura de Marco 2026" },
    });
    expect(result.data).toEqual({ status: true });
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(["ana@cliente.pt", "copia@cliente.pt"]);
    expect(mail.raw).toMatch(/^Subject: Fatura de Marco 2026$/m);
    expect(mail.raw).toMatch(/^From: .*<faturas@empresa\.test>/m);
    expect(mail.raw).toContain(`filename=${invoice.document_number!.replace(/[ /]/g, "-")}.pdf`);
    expect(mail.raw).toContain("Content-Type: application/pdf");
    const [row] = await outbox(mailed);
    expect(row).toMatchObject({
      status: "sent",
      recipients: [to],
      cc: ["copia@cliente.pt"],
      subject: "Fatura de Marco 2026",
    });
  });

  it("answers 'sending failed' when the server refuses, keeping no outbox row", async () => {
    const before = (await outbox(mailed)).length;
    const deliveries = received.length;
    const result = await mailed.v1().POST("/sales/{id}/send_email", {
      params: { path: { id: invoice.id } },
      body: { to: { name: "Recusado", email: "recusado@cliente.pt" } },
    });
    expectRefusal(result, {
      code: "email.delivery.failed",
      message: /^O envio do e-mail falhou: .*Mailbox unavailable$/,
    });
    expect(received.length).toBe(deliveries);
    expect((await outbox(mailed)).length).toBe(before);
  });

  it("still finishes a sale whose automatic e-mail is refused, recording the failure", async () => {
    const finished = await mailed.v1().POST("/sales/create", {
      body: saleBody(buyer, invoice.items[0]!.item_id, [["5", "1"]], { force_send_email: true }),
    });
    expect(finished.error).toBeUndefined();
    expect(finished.data!.data.status).toBe("Terminado");
    const [row] = await outbox(mailed);
    expect(row).toMatchObject({ channel: "email", status: "failed", recipients: [{ email: "recusado@cliente.pt" }] });
    expect(row!.error).toMatch(/Mailbox unavailable/);
  });

  it("holds no store connection while the mail server answers: other requests go on, the row says sending", async () => {
    const pending = mailed.v1().POST("/sales/{id}/send_email", {
      params: { path: { id: invoice.id } },
      body: { to: { name: "Lento", email: "lento@cliente.pt" } },
    });
    await arrival.promise;
    // The mail server has the message and has not answered: the store must still serve others.
    const list = await mailed.v1().POST("/customers/list", { body: {} });
    expect(list.data?.status).toBe(true);
    const [row] = await outbox(mailed);
    expect(row).toMatchObject({ status: "sending", recipients: [{ name: "Lento", email: "lento@cliente.pt" }] });
    release.resolve();
    expect((await pending).data).toEqual({ status: true });
    const [after] = await outbox(mailed);
    expect(after).toMatchObject({ id: row!.id, status: "sent" });
  });

  it("answers legacy email_enviado after delivery: false when the mail server refused the automatic e-mail", async () => {
    const datasetId = (
      await mailed.store.db
        .selectFrom("datasets")
        .select("id")
        .where("api_token_hash", "=", keyDigest(mailed.account.api_token))
        .executeTakeFirstOrThrow()
    ).id;
    const ft = await mailed.store.db
      .selectFrom("document_types")
      .select("id")
      .where("dataset_id", "=", datasetId)
      .where("saft_initials", "=", "FT")
      .executeTakeFirstOrThrow();
    await mailed.store.db
      .updateTable("document_types")
      .set({ send_email_automatic: 1 })
      .where("id", "=", ft.id)
      .execute();
    try {
      const item = await createItem(mailed);
      const criar = (cliente: number) =>
        mailed.legacy().POST("/documentos/criar", {
          body: {
            tipo_documento: "FT",
            cliente: { id: cliente },
            artigos: [{ referencia: item.reference, preco: "10.00", quantidade: 1 }],
          },
        });
      const refused = await criar(buyer.id);
      expect(refused.error).toBeUndefined();
      expect(refused.data).toMatchObject({ msg: "Documento criado com sucesso.", email_enviado: false });
      expect((await outbox(mailed))[0]).toMatchObject({
        status: "failed",
        recipients: [{ email: "recusado@cliente.pt" }],
      });
      const accepted = await criar((await createCustomer(mailed, { email: "aceite@cliente.pt" })).id);
      expect(accepted.data).toMatchObject({ email_enviado: true });
      expect((await outbox(mailed))[0]).toMatchObject({ status: "sent", recipients: [{ email: "aceite@cliente.pt" }] });
    } finally {
      await mailed.store.db
        .updateTable("document_types")
        .set({ send_email_automatic: 0 })
        .where("id", "=", ft.id)
        .execute();
    }
  });

  it("issues a booking's invoice whose e-mail is refused, recording the failure", async () => {
    const person = await createCustomer(mailed, {
      name: "Marta Sousa",
      type: "Particular",
      vat_number: undefined,
      address: "Rua de Santa Catarina, 210",
      city: "Porto",
      postal_code: "4000-447",
    });
    const booking = await mailed.v1().POST("/bookings/create", {
      body: {
        customer: person.id,
        start_at: "2026-12-03 10:00",
        end_at: "2026-12-03 10:30",
        status: "Confirmado",
        paid: true,
        payment_method: "Multibanco",
        items: [{ id: invoice.items[0]!.item_id, price: "15.00", quantity: 1 }],
      },
    });
    expect(booking.error).toBeUndefined();
    const salesBefore = await mailed.store.db.selectFrom("sales").select("id").execute();
    const result = await mailed.v1().POST("/bookings/{id}/invoice/create", {
      params: { path: { id: booking.data!.data.id } },
      body: { send_email: true, to: { name: "Recusado", email: "recusado@cliente.pt" } },
    });
    expect(result.error).toBeUndefined();
    expect(result.data?.status).toBe(true);
    expect((await mailed.store.db.selectFrom("sales").select("id").execute()).length).toBe(salesBefore.length + 1);
    const [row] = await outbox(mailed);
    expect(row).toMatchObject({ channel: "email", status: "failed", recipients: [{ email: "recusado@cliente.pt" }] });
    expect(row!.error).toMatch(/Mailbox unavailable/);
  });

  it("does the same for a receipt finished with force_send_email", async () => {
    const receipt = await mailed.v1().POST("/receipts/create", {
      body: receiptBody(buyer, [{ id: invoice.id, total_paid: "10.00" }], { force_send_email: "1" }),
    });
    expect(receipt.error).toBeUndefined();
    expect(receipt.data!.data.status).toBe("Terminado");
    const [row] = await outbox(mailed);
    expect(row).toMatchObject({
      channel: "email",
      status: "failed",
      subject: `Recibo ${receipt.data!.data.document_number}`,
      recipients: [{ email: "recusado@cliente.pt" }],
    });
    expect(row!.attachments).toHaveLength(1);
  });
});
