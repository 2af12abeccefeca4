// Refusals the outputs raise before touching the store, checked on the domain functions
// themselves (validation answers most of these first over HTTP): the extra attachments of an
// e-mail (count, extension, URL, download failures as codes on the attachment's url), a draft
// document, and a reprint without its justification.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Ctx } from "../../server/kernel/scope.ts";
import { Refusal } from "../../server/kernel/errors.ts";
import { Downloads } from "../../server/kernel/download.ts";
import { fetchAttachments, requireFinished } from "../../server/modules/sales/actions.ts";
import { printDocument } from "../../server/modules/issued/reprints.ts";

let web: Server;
let base: string;

beforeAll(async () => {
  web = createServer((req, res) => {
    if (req.url === "/nota.txt") res.writeHead(200, { "content-type": "text/plain" }).end("Condições de entrega.");
    else if (req.url === "/grande.pdf")
      res.writeHead(200, { "content-type": "application/pdf" }).end(Buffer.alloc(3 * 1024 * 1024));
    else res.writeHead(404).end("not found");
  });
  await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", () => resolve()));
  base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => web.close(resolve));
});

/** A context with downloads only: the checks below never reach the store. */
function ctxWith(options: { allowPrivate: boolean; maxBytes?: number }): Ctx {
  return {
    downloads: new Downloads({
      allowPrivate: options.allowPrivate,
      maxBytes: options.maxBytes ?? 2 * 1024 * 1024,
      timeoutMs: 5000,
    }),
  } as unknown as Ctx;
}

const open = ctxWith({ allowPrivate: true });

describe("the extra attachments of an e-mail", () => {
  it("downloads the files named by URL", async () => {
    const [note] = await fetchAttachments(open, [{ filename: "nota.txt", url: `${base}/nota.txt` }]);
    expect(note).toMatchObject({ filename: "nota.txt", contentType: "text/plain" });
    expect(note!.content.toString("utf8")).toBe("Condições de entrega.");
  });

  it.each([
    [
      "more than 2",
      [1, 2, 3].map((n) => ({ filename: `${n}.pdf`, url: "/nota.txt" })),
      { code: "email.attachments.too_many", params: { max: 2 }, path: "attachments" },
    ],
    [
      "an extension not allowed",
      [{ filename: "programa.exe", url: "/nota.txt" }],
      {
        code: "email.attachment.extension.not_allowed",
        params: { filename: "programa.exe" },
        path: "attachments[0].filename",
      },
    ],
    [
      "no extension",
      [
        { filename: "nota.txt", url: "/nota.txt" },
        { filename: "sem-extensao", url: "/nota.txt" },
      ],
      { code: "email.attachment.extension.not_allowed", path: "attachments[1].filename" },
    ],
    [
      "a URL that is not one",
      [{ filename: "a.pdf", url: "nao e um endereco" }],
      { code: "email.attachment.url.invalid", params: { value: "nao e um endereco" }, path: "attachments[0].url" },
    ],
    [
      "a URL that is not http(s)",
      [{ filename: "a.pdf", url: "ftp://127.0.0.1/a.pdf" }],
      { code: "email.attachment.url.invalid", params: { value: "ftp://127.0.0.1/a.pdf" }, path: "attachments[0].url" },
    ],
    [
      "a file the web server does not have",
      [{ filename: "a.pdf", url: "/nao-existe.pdf" }],
      {
        code: "email.attachment.download.failed",
        params: { filename: "a.pdf", detail: "HTTP 404" },
        path: "attachments[0].url",
      },
    ],
    [
      "a file larger than the limit",
      [{ filename: "grande.pdf", url: "/grande.pdf" }],
      {
        code: "email.attachment.too_large",
        params: { filename: "grande.pdf", megabytes: 2 },
        path: "attachments[0].url",
      },
    ],
    [
      "a closed port",
      [{ filename: "a.pdf", url: "http://127.0.0.1:1/a.pdf" }],
      { code: "email.attachment.download.failed", params: { detail: "ECONNREFUSED" }, path: "attachments[0].url" },
    ],
  ] as const)("refuses %s", async (_name, list, expected) => {
    // Paths are on the stand-in web server, whose port is known once it listens.
    const attempt = fetchAttachments(
      open,
      list.map((a) => ({ ...a, url: a.url.startsWith("/") ? `${base}${a.url}` : a.url })),
    );
    await expect(attempt).rejects.toBeInstanceOf(Refusal);
    await expect(attempt).rejects.toMatchObject(expected);
  });

  it("refuses a URL reaching a private address unless the deployment allows them", async () => {
    const attempt = fetchAttachments(ctxWith({ allowPrivate: false }), [
      { filename: "nota.txt", url: `${base}/nota.txt` },
    ]);
    await expect(attempt).rejects.toMatchObject({
      code: "email.attachment.url.not_public",
      params: { filename: "nota.txt", host: "127.0.0.1" },
      path: "attachments[0].url",
    });
  });
});

describe("documents that cannot be output yet", () => {
  it("refuses a draft, naming the record of the URL", () => {
    expect(() => requireFinished("Rascunho")).toThrow(expect.objectContaining({ code: "document.draft", path: "id" }));
    expect(() => requireFinished("Terminado")).not.toThrow();
    expect(() => requireFinished("Anulado")).not.toThrow();
  });

  it("refuses to reprint an already viewed document without a justification", async () => {
    for (const reason of [undefined, null, "", "   "]) {
      const attempt = printDocument(
        {} as Ctx,
        { kind: "sale", id: 1, fileLastGenerated: "2026-03-10 10:00:00" },
        { copy: "2ª via", reason },
      );
      await expect(attempt).rejects.toMatchObject({ code: "document.reprint.reason_required", path: "reason" });
    }
  });
});
