// What the server does with bodies it cannot read (400 in each generation's envelope, never a
// 500), request ids on every answer, and the health and readiness checks.
import { connect } from "node:net";
import { gzipSync, deflateSync } from "node:zlib";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import { startTestServer, type TestServer } from "../support/server.ts";
import { openStore } from "../../server/store/database.ts";
import { createApp } from "../../server/app.ts";
import { configFromEnv } from "../../server/config.ts";
import { systemClock } from "../../server/kernel/clock.ts";
import { MIGRATIONS } from "../../server/store/migrations/index.ts";
import { SERVER_VERSION } from "../../server/http/health.ts";

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});

afterAll(async () => {
  expect(s.recorder.violations.map((v) => v.problem)).toEqual([]);
  await s.close();
});

interface Target {
  readonly generation: "v1" | "legacy";
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

const targets = (): Target[] => [
  {
    generation: "v1",
    path: "/api/v1/customers/list",
    headers: {},
    body: JSON.stringify({ api_token: s.account.api_token }),
  },
  {
    generation: "legacy",
    path: "/api/clientes/procurar",
    headers: { authorization: `Basic ${btoa(`${s.account.legacy_key}:${s.account.legacy_secret}`)}` },
    body: JSON.stringify({ tipo: "contribuinte", valor: "999999990" }),
  },
];

function expectUnreadable(generation: Target["generation"], status: number, body: Record<string, unknown>): void {
  expect(status).toBe(400);
  const message = "Não foi possível ler o pedido: codificação não suportada ou corpo incompleto";
  if (generation === "v1") expect(body).toEqual({ status: false, code: "request.body.unreadable", message });
  else expect(body).toEqual({ code: "request.body.unreadable", msg: message });
}

/** Sends raw bytes and half-closes the connection, as a client cut off in the middle of its body. */
function rawExchange(port: number, request: Buffer): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(request);
      socket.end();
    });
    let out = "";
    socket.on("data", (d: Buffer) => (out += d.toString()));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = out.split("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head, body });
    });
  });
}

describe("bodies that cannot be read answer 400 in the envelope", () => {
  const cases: [string, (t: Target) => { headers: Record<string, string>; body: Uint8Array | string }][] = [
    [
      "Content-Encoding gzip on a body that is not gzip",
      (t) => ({ headers: { "content-encoding": "gzip" }, body: t.body }),
    ],
    [
      "Content-Encoding deflate on a body that is not deflate",
      (t) => ({ headers: { "content-encoding": "deflate" }, body: t.body }),
    ],
    [
      "a gzip body cut short",
      (t) => ({ headers: { "content-encoding": "gzip" }, body: gzipSync(t.body).subarray(0, 20) }),
    ],
    [
      "a Content-Encoding the server does not know",
      (t) => ({ headers: { "content-encoding": "compress" }, body: t.body }),
    ],
    [
      "a charset the server does not know",
      (t) => ({ headers: { "content-type": "application/json; charset=klingon" }, body: t.body }),
    ],
  ];
  for (const [name, variant] of cases) {
    it(`${name}: both generations`, async () => {
      for (const t of targets()) {
        const { headers, body } = variant(t);
        const res = await s.raw(t.path, {
          method: "POST",
          headers: { "content-type": "application/json", ...t.headers, ...headers },
          body: body as BodyInit,
        });
        expectUnreadable(t.generation, res.status, (await res.json()) as Record<string, unknown>);
      }
    });
  }

  it("a body shorter than its Content-Length, or a chunked body cut off, when the client ends its side", async () => {
    const port = Number(new URL(s.baseUrl).port);
    for (const t of targets()) {
      const head = (extra: string) =>
        `POST ${t.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${Object.entries(t.headers)
          .map(([k, v]) => `${k}: ${v}\r\n`)
          .join("")}${extra}\r\n`;
      const short = await rawExchange(
        port,
        Buffer.from(`${head(`Content-Length: ${t.body.length + 40}\r\n`)}${t.body}`),
      );
      expect(short.headers).toMatch(/^Connection: close$/im);
      expectUnreadable(t.generation, short.status, JSON.parse(short.body) as Record<string, unknown>);
      const chunked = await rawExchange(
        port,
        Buffer.from(`${head("Transfer-Encoding: chunked\r\n")}5\r\n${t.body.slice(0, 5)}\r\n`),
      );
      expectUnreadable(t.generation, chunked.status, JSON.parse(chunked.body) as Record<string, unknown>);
    }
  });

  it("gzip and deflate bodies that decode are read", async () => {
    for (const t of targets()) {
      for (const [encoding, body] of [
        ["gzip", gzipSync(t.body)],
        ["deflate", deflateSync(t.body)],
      ] as const) {
        const res = await s.raw(t.path, {
          method: "POST",
          headers: { "content-type": "application/json", "content-encoding": encoding, ...t.headers },
          body,
        });
        expect(res.status, `${t.generation} ${encoding}`).toBe(200);
        await res.arrayBuffer();
      }
    }
  });
});

describe("X-Request-Id", () => {
  it("every answer carries one: the caller's when usable, a new one otherwise", async () => {
    const [v1] = targets();
    const plain = await s.raw(v1!.path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: v1!.body,
    });
    expect(plain.headers.get("x-request-id")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const mine = await s.raw(v1!.path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "shop-42:order/7" },
      body: v1!.body,
    });
    expect(mine.headers.get("x-request-id")).toBe("shop-42:order/7");
    const unusable = await s.raw(v1!.path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "a b\tc" },
      body: v1!.body,
    });
    expect(unusable.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    for (const path of ["/health", "/docs/", "/no/such/page", "/api/v1/nope"]) {
      const res = await fetch(`${s.baseUrl}${path}`);
      expect(res.headers.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/);
      await res.arrayBuffer();
    }
  });
});

describe("/health and /ready", () => {
  it("report the version, the store's migration level and the operations implemented", async () => {
    const res = await fetch(`${s.baseUrl}/health`);
    expect(res.status).toBe(200);
    const health = (await res.json()) as Record<string, unknown>;
    const latest = Object.keys(MIGRATIONS).sort().at(-1);
    expect(health).toMatchObject({
      status: "ok",
      state: "serving",
      version: SERVER_VERSION,
      store: { ok: true, dialect: s.store.dialect, migration: latest, latestMigration: latest, upToDate: true },
      generations: [
        { name: "v2", basePath: "/api/v2", apiVersion: "2.0.0", missing: [] },
        { name: "v1", basePath: "/api/v1", apiVersion: "1.0.0", missing: [] },
        { name: "legacy", basePath: "/api", apiVersion: "1.0.0", missing: [] },
      ],
    });
    expect(SERVER_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(await (await fetch(`${s.baseUrl}/ready`)).json()).toEqual({ ready: true });
  });

  it("answer 503 when the store does not answer", async () => {
    const store = await openStore(":memory:");
    await store.close();
    const app = createApp({ store, clock: systemClock, config: configFromEnv({}), logger: pino({ level: "silent" }) });
    const server = app.express.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const health = await fetch(`${base}/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({
        status: "failing",
        store: { ok: false, migration: null, error: expect.any(String) },
      });
      const ready = await fetch(`${base}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ ready: false, reason: expect.stringMatching(/^store: /) });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
