// The server process's life: SIGTERM under load answers every request it took (or 503 in the
// generation's envelope) and leaves no document half-written; the stop waits for e-mail
// delivery under way; `npm start` hands signals to the server; a taken port says so.
import { createServer as createNetServer } from "node:net";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { logLines, processDatabase, spawnServer, type ServerProcess, type SpawnOptions } from "../support/process.ts";
import { openStore } from "../../server/store/database.ts";
import { ContractRecorder } from "../support/contract.ts";
import { catalogue, documento, finishedSale, processClient } from "../support/process-sales.ts";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function started(options: Partial<SpawnOptions> = {}): Promise<{ server: ServerProcess; databaseUrl: string }> {
  const db = await processDatabase();
  cleanups.push(() => db.drop());
  const server = await spawnServer({ databaseUrl: db.url, args: ["--demo"], ...options });
  cleanups.push(async () => {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    await server.exited;
  });
  return { server, databaseUrl: db.url };
}

type Outcome =
  | {
      generation: "v1" | "legacy";
      kind: "answer";
      status: number;
      body: Record<string, unknown>;
      retryAfter: string | null;
      afterSignal: boolean;
    }
  | { generation: "v1" | "legacy"; kind: "error"; code: string; afterSignal: boolean };

function expectShuttingDown(o: Outcome): void {
  expect(o.kind).toBe("answer");
  if (o.kind !== "answer") return;
  expect(o.status).toBe(503);
  expect(o.retryAfter).toMatch(/^[0-9]+$/);
  if (o.generation === "v1")
    expect(o.body).toMatchObject({
      status: false,
      code: "server.shutting_down",
      message: expect.stringMatching(/servidor está a encerrar/),
    });
  else
    expect(o.body).toMatchObject({
      code: "server.shutting_down",
      msg: expect.stringMatching(/servidor está a encerrar/),
    });
}

describe("SIGTERM", () => {
  it("under a 16-client create load answers every request it took, 503 the rest, and writes no half document", async () => {
    const { server, databaseUrl } = await started();
    const recorder = new ContractRecorder(server.baseUrl);
    const c = processClient(server, recorder);
    const ids = await catalogue(c);
    const outcomes: Outcome[] = [];
    let signalled = false;
    let created = 0;
    const deadline = Date.now() + 45_000;

    const worker = async (n: number) => {
      const generation = n % 2 === 0 ? "v1" : "legacy";
      for (let i = 0; i < 200 && Date.now() < deadline; i++) {
        const afterSignal = signalled;
        try {
          const res =
            generation === "v1"
              ? await c.v1("/sales/create", finishedSale(ids))
              : await c.legacy("/documentos/criar", documento(ids));
          const body = (await res.json()) as Record<string, unknown>;
          outcomes.push({
            generation,
            kind: "answer",
            status: res.status,
            body,
            retryAfter: res.headers.get("retry-after"),
            afterSignal,
          });
          if (res.status === 200 && ++created === 24) {
            signalled = true;
            server.child.kill("SIGTERM");
          }
          if (res.status !== 200) return;
        } catch (err) {
          const code = String((err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message);
          outcomes.push({ generation, kind: "error", code, afterSignal });
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, (_, n) => worker(n)));
    expect(await server.exited).toBe(0);

    // Every request got an answer: done (200) or refused for the shutdown (503). A client can
    // only fail to connect once the port has closed, when its request was never sent.
    const answered = outcomes.filter((o) => o.kind === "answer");
    const problems = outcomes.filter((o) =>
      o.kind === "answer" ? o.status !== 200 && o.status !== 503 : o.code !== "ECONNREFUSED",
    );
    expect(problems, JSON.stringify(problems)).toEqual([]);
    const refused = answered.filter((o) => o.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const o of refused) expectShuttingDown(o);
    expect(outcomes.filter((o) => o.kind === "error").length).toBeLessThanOrEqual(2);
    expect(recorder.violations.map((v) => v.problem)).toEqual([]);

    // Exactly the documents answered 200 exist, each complete, numbered without gaps.
    const successes = answered.filter((o) => o.status === 200).length;
    const store = await openStore(databaseUrl);
    try {
      const sales = await store.db
        .selectFrom("sales")
        .select(["id", "number", "serie_id", "document_type_id", "grand_total", "status", "hash"])
        .execute();
      expect(sales.length).toBe(successes);
      const lines = await store.db.selectFrom("sale_lines").select(["sale_id"]).execute();
      for (const sale of sales) {
        expect(lines.filter((l) => l.sale_id === sale.id)).toHaveLength(1);
        expect(sale.grand_total).toBe("12.30");
        expect(sale.hash).not.toBeNull();
      }
      const numbers = sales.map((s) => s.number!).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: sales.length }, (_, i) => i + 1));
    } finally {
      await store.close();
    }
    const stopLines = logLines(server.output()).filter((l) => /shutting down|stopped/.test(String(l.msg)));
    expect(stopLines.map((l) => l.msg)).toEqual([
      "shutting down: taking no new requests, finishing those in flight",
      "stopped",
    ]);
  }, 120_000);

  it("waits for e-mail delivery under way, answering new requests 503 in both envelopes meanwhile", async () => {
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        stream.on("data", () => undefined);
        stream.on("end", () => {
          arrived();
          void released.then(() => callback());
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const { server, databaseUrl } = await started({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
    const c = processClient(server);
    const ids = await catalogue(c);
    const sale = (await (await c.v1("/sales/create", finishedSale(ids))).json()) as { data: { id: number } };

    const mailing = c.v1(`/sales/${sale.data.id}/send_email`, { to: { name: "Ana Ribeiro", email: "ana@carga.pt" } });
    await arrival;
    server.child.kill("SIGTERM");
    // The drain has begun once /ready says so; the e-mail's request is still in flight.
    for (let i = 0; i < 100; i++) {
      const ready = await fetch(`${server.baseUrl}/ready`);
      if (ready.status === 503) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await (await fetch(`${server.baseUrl}/ready`)).json()).toEqual({ ready: false, reason: "shutting down" });
    const refusedV1 = await c.v1("/customers/list", {});
    const refusedLegacy = await c.legacy("/clientes/procurar", { tipo: "contribuinte", valor: "513284923" });
    for (const [generation, res] of [
      ["v1", refusedV1],
      ["legacy", refusedLegacy],
    ] as const) {
      expect(res.headers.get("connection")).toBe("close");
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expectShuttingDown({
        generation,
        kind: "answer",
        status: res.status,
        body: await res.json(),
        retryAfter: res.headers.get("retry-after"),
        afterSignal: true,
      });
    }
    expect(server.child.exitCode).toBeNull();

    release();
    const mailed = await mailing;
    expect(mailed.status).toBe(200);
    expect(await mailed.json()).toEqual({ status: true });
    expect(await server.exited).toBe(0);
    const store = await openStore(databaseUrl);
    try {
      expect(await store.db.selectFrom("outbox").select(["status"]).execute()).toEqual([{ status: "sent" }]);
    } finally {
      await store.close();
    }
  }, 120_000);

  it("past SHUTDOWN_GRACE_SECONDS cuts off what is still running and exits 1", async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream) {
        stream.on("data", () => undefined); // never answers
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const { server } = await started({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SHUTDOWN_GRACE_SECONDS: "1" },
    });
    const c = processClient(server);
    const ids = await catalogue(c);
    const sale = (await (await c.v1("/sales/create", finishedSale(ids))).json()) as { data: { id: number } };
    const mailing = c
      .v1(`/sales/${sale.data.id}/send_email`, { to: { name: "Ana Ribeiro", email: "ana@carga.pt" } })
      .catch((err: unknown) => err);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(await mailing).toBeInstanceOf(Error);
    expect(logLines(server.output()).some((l) => /grace period over/.test(String(l.msg)))).toBe(true);
  }, 120_000);
});

describe("npm start", () => {
  it("hands SIGTERM to the server itself: when npm has exited, so has the server", async () => {
    const { server } = await started({ viaNpm: true, args: [] });
    expect(server.output()).toMatch(/listen\s+127\.0\.0\.1:\d+/);
    expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const after = await fetch(`${server.baseUrl}/health`).then(
      (r) => `answered ${r.status}`,
      (err: unknown) => String((err as { cause?: { code?: string } }).cause?.code),
    );
    expect(after).toBe("ECONNREFUSED");
  }, 120_000);

  it("says which port is taken and exits 1, instead of a TypeError", async () => {
    const blocker = createNetServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", () => resolve()));
    cleanups.push(() => new Promise<void>((resolve) => blocker.close(() => resolve())));
    const port = (blocker.address() as AddressInfo).port;
    const failed = await started({ env: { PORT: String(port) } }).then(
      () => "started",
      (err: unknown) => (err as Error).message,
    );
    expect(failed).toMatch(/exited with 1/);
    expect(failed).toContain(`Could not start: Port ${port} on 127.0.0.1 is already in use`);
    expect(failed).not.toMatch(/TypeError/);
  }, 60_000);
});

afterAll(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});
