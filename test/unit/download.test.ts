// Downloads of files named by URL (e-mail attachments): public addresses only unless allowed,
// checked on the literal host and on what a name resolves to; redirects, status, size limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { download, DownloadError, Downloads, isPublicAddress } from "../../server/kernel/download.ts";

let web: Server;
let port: number;
let hits = 0;

beforeAll(async () => {
  web = createServer((req, res) => {
    hits++;
    if (req.url === "/nota.txt") res.writeHead(200, { "content-type": "text/plain" }).end("Condições de entrega.");
    else if (req.url === "/antiga") res.writeHead(302, { location: "/nota.txt" }).end();
    else if (req.url === "/ciclo") res.writeHead(302, { location: "/ciclo" }).end();
    else if (req.url === "/ftp") res.writeHead(301, { location: "ftp://127.0.0.1/a.pdf" }).end();
    else if (req.url === "/grande")
      res.writeHead(200, { "content-type": "application/octet-stream" }).end(Buffer.alloc(4096));
    else if (req.url === "/grande-sem-tamanho") {
      res.writeHead(200, { "content-type": "application/octet-stream", "transfer-encoding": "chunked" });
      for (let i = 0; i < 8; i++) res.write(Buffer.alloc(1024));
      res.end();
    } else res.writeHead(404).end("not found");
  });
  await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", () => resolve()));
  port = (web.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => web.close(resolve));
});

const open = { allowPrivate: true, maxBytes: 2048, timeoutMs: 5000 };
const strict = { ...open, allowPrivate: false };

async function reason(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DownloadError);
  return (err as Error).message;
}

describe("isPublicAddress", () => {
  it.each([
    "8.8.8.8",
    "193.136.0.1",
    "172.32.0.1",
    "2001:4860:4860::8888",
    "::ffff:808:808",
    // Next to the blocked prefixes: still public.
    "2001:1::1",
    "64:ff9b:2::1",
  ])("%s is public", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fd12:3456::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
    // NAT64 (well-known and local-use prefixes) reaches the IPv4 address it embeds.
    "64:ff9b::7f00:1",
    "64:ff9b::8.8.8.8",
    "64:ff9b:1::a00:1",
    "64:ff9b:1:ffff::c0a8:101",
    // Teredo tunnels to the IPv4 server and client it embeds.
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "2001::1",
    "[::1]",
    "example.pt",
  ])("%s is not", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe("download", () => {
  it("downloads a file with its content type, following redirects", async () => {
    const file = await download(new URL(`http://127.0.0.1:${port}/antiga`), open);
    expect(file.contentType).toBe("text/plain");
    expect(file.content.toString("utf8")).toBe("Condições de entrega.");
  });

  it("refuses loopback, private and metadata addresses without connecting, and names resolving to them", async () => {
    const before = hits;
    expect(await reason(download(new URL(`http://127.0.0.1:${port}/nota.txt`), strict))).toBe(
      "127.0.0.1 is not a public address",
    );
    expect(await reason(download(new URL(`http://[::1]:${port}/nota.txt`), strict))).toBe(
      "::1 is not a public address",
    );
    expect(await reason(download(new URL("http://169.254.169.254/latest/meta-data/"), strict))).toBe(
      "169.254.169.254 is not a public address",
    );
    expect(await reason(download(new URL(`http://localhost:${port}/nota.txt`), strict))).toBe(
      "localhost is not a public address",
    );
    expect(hits).toBe(before);
  });

  it("reports the status of a failed answer, redirect loops and redirects away from http", async () => {
    expect(await reason(download(new URL(`http://127.0.0.1:${port}/nao-existe`), open))).toBe("HTTP 404");
    expect(await reason(download(new URL(`http://127.0.0.1:${port}/ciclo`), open))).toBe("too many redirects");
    expect(await reason(download(new URL(`http://127.0.0.1:${port}/ftp`), open))).toBe("it redirects to a ftp address");
  });

  it("stops at the size limit, declared or not", async () => {
    expect(await reason(download(new URL(`http://127.0.0.1:${port}/grande`), { ...open, maxBytes: 1024 }))).toMatch(
      /^larger than/,
    );
    expect(
      await reason(download(new URL(`http://127.0.0.1:${port}/grande-sem-tamanho`), { ...open, maxBytes: 2048 })),
    ).toMatch(/^larger than/);
  });

  it("says why as values the domain refuses with: address, size, status, redirects, network code", async () => {
    const failure = async (promise: Promise<unknown>) => {
      const err = await promise.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(DownloadError);
      return (err as DownloadError).failure;
    };
    expect(await failure(download(new URL(`http://127.0.0.1:${port}/nota.txt`), strict))).toEqual({
      kind: "not_public",
      host: "127.0.0.1",
    });
    expect(await failure(download(new URL(`http://localhost:${port}/nota.txt`), strict))).toEqual({
      kind: "not_public",
      host: "localhost",
    });
    expect(await failure(download(new URL(`http://127.0.0.1:${port}/grande`), { ...open, maxBytes: 1024 }))).toEqual({
      kind: "too_large",
      megabytes: 0,
    });
    expect(await failure(download(new URL(`http://127.0.0.1:${port}/nao-existe`), open))).toEqual({
      kind: "failed",
      detail: "HTTP 404",
    });
    expect(await failure(download(new URL(`http://127.0.0.1:${port}/ciclo`), open))).toEqual({
      kind: "failed",
      detail: "ERR_TOO_MANY_REDIRECTS",
    });
    expect(await failure(download(new URL(`http://127.0.0.1:${port}/ftp`), open))).toEqual({
      kind: "failed",
      detail: "ERR_UNSUPPORTED_PROTOCOL",
    });
    expect(await failure(download(new URL("http://127.0.0.1:1/x"), open))).toEqual({
      kind: "failed",
      detail: "ECONNREFUSED",
    });
  });

  it("reports a closed port as a network error", async () => {
    expect(await reason(download(new URL("http://127.0.0.1:1/x"), open))).toMatch(/ECONNREFUSED/);
  });
});

describe("Downloads of a request", () => {
  it("downloads each prefetched URL once and hands the result (or the failure) to whoever asks", async () => {
    const downloads = new Downloads(open);
    const before = hits;
    downloads.prefetch(`http://127.0.0.1:${port}/nota.txt`);
    downloads.prefetch(`http://127.0.0.1:${port}/nota.txt`);
    downloads.prefetch(`http://127.0.0.1:${port}/nao-existe`);
    downloads.prefetch("ftp://127.0.0.1/ignored");
    downloads.prefetch("not a url");
    await downloads.settled();
    expect(hits - before).toBe(2);
    expect((await downloads.get(new URL(`http://127.0.0.1:${port}/nota.txt`))).content.toString()).toBe(
      "Condições de entrega.",
    );
    expect(await reason(downloads.get(new URL(`http://127.0.0.1:${port}/nao-existe`)))).toBe("HTTP 404");
    expect(hits - before).toBe(2);
  });
});
