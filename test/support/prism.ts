// Stoplight Prism in proxy mode in front of a server, one Prism per generation, behind a small
// front that routes /api/v1 and /api to them as the server mounts them and keeps, for every
// exchange, the violations Prism reports in its `sl-violations` header: what a validator that
// knows nothing of this project makes of the traffic.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { GENERATIONS, ROOT } from "../../server/generations.ts";

const prismBin = resolve(
  createRequire(import.meta.url).resolve("@stoplight/prism-cli/package.json"),
  "..",
  "dist",
  "index.js",
);

export interface PrismViolation {
  readonly location: string[];
  readonly severity: string;
  readonly code: string | number;
  readonly message: string;
}

export interface PrismExchange {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly violations: readonly PrismViolation[];
}

export interface PrismFront {
  /** Base URL clients use instead of the server's: `/api/v1/...` and `/api/...` as on the server. */
  readonly baseUrl: string;
  readonly exchanges: PrismExchange[];
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

async function startPrism(document: string, upstream: string): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [prismBin, "proxy", "-h", "127.0.0.1", "-p", String(port), "--errors=false", document, upstream],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  await new Promise<void>((listening, reject) => {
    let out = "";
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("Prism is listening")) {
        // Prism logs a line per request: read and dropped, so that the pipe never fills.
        child.stdout!.off("data", onData).on("data", () => {});
        listening();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`prism exited (${code}): ${out.slice(-2000)}`)));
  });
  return { child, port };
}

/** Prism in front of `serverUrl` for both generations. */
export async function startPrismFront(serverUrl: string): Promise<PrismFront> {
  const generations = [...GENERATIONS].sort((a, b) => b.basePath.length - a.basePath.length);
  const prisms = await Promise.all(
    generations.map(async (g) => ({
      basePath: g.basePath,
      ...(await startPrism(join(ROOT, "generated", "openapi", g.openapiFile), `${serverUrl}${g.basePath}`)),
    })),
  );
  const exchanges: PrismExchange[] = [];
  const front: Server = createServer((req, res) => {
    const url = req.url ?? "/";
    const target = prisms.find((p) => url.startsWith(`${p.basePath}/`));
    if (!target) {
      res.writeHead(404).end();
      return;
    }
    const path = url.slice(target.basePath.length);
    const forward = httpRequest(
      { host: "127.0.0.1", port: target.port, method: req.method, path, headers: req.headers },
      (answer) => {
        const header = answer.headers["sl-violations"];
        exchanges.push({
          method: req.method ?? "GET",
          path: url,
          status: answer.statusCode ?? 0,
          violations: typeof header === "string" ? (JSON.parse(header) as PrismViolation[]) : [],
        });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((listening) => front.listen(0, "127.0.0.1", listening));
  return {
    baseUrl: `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
    exchanges,
    close: async () => {
      await new Promise<void>((closed) => front.close(() => closed()));
      for (const p of prisms) p.child.kill();
    },
  };
}

/** The violations a validator must not report: any on an answer, and on a request the server accepted. */
export function falseViolations(exchanges: readonly PrismExchange[]): string[] {
  return exchanges.flatMap((e) =>
    e.violations
      .filter((v) => v.location[0] === "response" || (e.status >= 200 && e.status < 300))
      .map((v) => `${e.method} ${e.path} ${e.status}: ${v.location.join(".")} ${v.message}`),
  );
}
