// Planted faults for the contract runner's mutation test: each one is a real bug class (a
// field missing from an answer, a wrong JSON type, a 5xx on null, a refusal answered as a
// success, a total off by a cent, a numbering gap, a cross-tenant read, a finished document
// that changes, a legacy 200 for invalid parameters, a slow answer, a secret echoed back, a
// failure without its code), planted by a middleware in front of the reference server
// (startTestServer's `intercept`), never by code paths in the domain.
import express, { type Request, type RequestHandler, type Response } from "express";
import type { Store } from "../../server/store/database.ts";
import type { PhaseName } from "invoicing-api-contract";

type Json = Record<string, unknown>;

/** Keys of the two accounts, filled in once the server has created them. */
export interface FaultKeys {
  a?: string;
  b?: string;
}

export interface Fault {
  readonly name: string;
  /** The phases that exercise what the fault breaks (the mutation test runs only these). */
  readonly phases: readonly PhaseName[];
  readonly intercept: (store: Store, keys: FaultKeys) => RequestHandler;
}

/** Rewrites the JSON answers of the requests `match` selects; `rewrite` may change the status too. */
function rewriteJson(
  match: (req: Request) => boolean,
  rewrite: (body: Json, req: Request, res: Response) => unknown | Promise<unknown>,
): RequestHandler {
  return (req, res, next) => {
    if (!match(req)) return next();
    const json = res.json.bind(res);
    res.json = ((body: unknown) => {
      if (body === null || typeof body !== "object") return json(body);
      void Promise.resolve(rewrite(body as Json, req, res)).then(json, (err: unknown) =>
        res.status(500).end(String(err)),
      );
      return res;
    }) as Response["json"];
    next();
  };
}

/**
 * Reads a JSON body ahead of the app (which then takes `req.body` as it is, as the stream is
 * consumed) so that a fault can look at or change what was sent.
 */
function withBody(handle: (req: Request, res: Response, body: unknown) => boolean): RequestHandler {
  const text = express.text({ type: () => true, limit: "20mb" });
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    text(req, res, (err) => {
      if (err) return next(err);
      let body: unknown;
      try {
        body = typeof req.body === "string" && req.body !== "" ? JSON.parse(req.body) : undefined;
      } catch {
        return next();
      }
      req.body = body;
      if (!handle(req, res, body)) next();
    });
  };
}

const isV1 = (req: Request) => req.path.startsWith("/api/v1/");
const isLegacy = (req: Request) => req.path.startsWith("/api/") && !isV1(req);
const ok = (res: Response) => res.statusCode >= 200 && res.statusCode < 300;
const data = (body: Json) => body.data as Json | Json[] | undefined;

function addCent(value: unknown): unknown {
  const n = Number(value) + 0.01;
  return typeof value === "string" ? n.toFixed(2) : Math.round(n * 100) / 100;
}

export const FAULTS: readonly Fault[] = [
  {
    name: "a required field missing from an answer (customers/find without id)",
    phases: ["examples", "flows"],
    intercept: () =>
      rewriteJson(
        (req) => isV1(req) && /\/find$/.test(req.path),
        (body, _req, res) => {
          const d = data(body);
          if (ok(res) && d && !Array.isArray(d)) delete d.id;
          return body;
        },
      ),
  },
  {
    name: "a wrong JSON type (IDs of vatrates/list as text)",
    phases: ["examples"],
    intercept: () =>
      rewriteJson(
        (req) => isV1(req) && /\/vatrates\/list$/.test(req.path),
        (body, _req, res) => {
          const d = data(body);
          if (ok(res) && Array.isArray(d)) for (const row of d) row.id = String(row.id);
          return body;
        },
      ),
  },
  {
    name: "a 5xx on null (any null field of a v1 body)",
    phases: ["fuzz"],
    intercept: () =>
      withBody((req, res, body) => {
        if (!isV1(req) || body === null || typeof body !== "object" || !Object.values(body).includes(null))
          return false;
        res.status(500).json({ status: false, message: "Erro interno", code: "server.internal_error" });
        return true;
      }),
  },
  {
    name: "a refusal answered as a success (v1 403 → 200)",
    phases: ["fuzz"],
    intercept: () =>
      rewriteJson(isV1, (body, _req, res) => {
        if (res.statusCode !== 403) return body;
        res.status(200);
        return { status: true };
      }),
  },
  {
    name: "a total off by one cent (sales grand_total)",
    phases: ["oracles"],
    intercept: () =>
      rewriteJson(
        (req) => isV1(req) && /\/sales\/(create|summary)$/.test(req.path),
        (body, _req, res) => {
          const d = data(body);
          if (ok(res) && d && !Array.isArray(d) && d.grand_total !== undefined) d.grand_total = addCent(d.grand_total);
          return body;
        },
      ),
  },
  {
    name: "a numbering gap (every third finished sale skips a number)",
    phases: ["oracles"],
    intercept: (store) => {
      let creates = 0;
      return rewriteJson(
        (req) => isV1(req) && /\/sales\/create$/.test(req.path),
        async (body, _req, res) => {
          if (ok(res) && ++creates % 3 === 0) {
            await store.db
              .updateTable("document_type_series")
              .set((eb) => ({ document_number: eb("document_number", "+", 1) }))
              .execute();
          }
          return body;
        },
      );
    },
  },
  {
    name: "a cross-tenant read (the second account's lookups run as the first)",
    phases: ["flows", "isolation"],
    intercept: (_store, keys) =>
      withBody((req, _res, body) => {
        const o = body as Json | undefined;
        if (
          isV1(req) &&
          keys.a &&
          keys.b &&
          o &&
          typeof o === "object" &&
          o.api_token === keys.b &&
          (/\/find$/.test(req.path) || /\/[0-9]+\//.test(req.path))
        )
          o.api_token = keys.a;
        return false;
      }),
  },
  {
    name: "a finished document that changes (sales/find shows another address on later reads)",
    phases: ["oracles"],
    intercept: () => {
      const reads = new Map<unknown, number>();
      return rewriteJson(
        (req) => isV1(req) && /\/sales\/find$/.test(req.path),
        (body, _req, res) => {
          const d = data(body);
          if (!ok(res) || !d || Array.isArray(d) || d.status !== "Terminado") return body;
          const n = (reads.get(d.id) ?? 0) + 1;
          reads.set(d.id, n);
          if (n > 1) d.customer_address = `${String(d.customer_address ?? "")} (alterada)`;
          return body;
        },
      );
    },
  },
  {
    name: "a legacy 200 for invalid parameters",
    phases: ["examples", "fuzz"],
    intercept: () =>
      rewriteJson(isLegacy, (body, _req, res) => {
        if (
          res.statusCode < 400 ||
          res.statusCode >= 500 ||
          typeof body.code !== "string" ||
          !body.code.startsWith("request.")
        )
          return body;
        res.status(200);
        return { msg: "Operação efectuada com sucesso." };
      }),
  },
  {
    name: "a slow answer (vatrates/list over the timeout)",
    phases: ["oracles"],
    intercept: () => (req, _res, next) => {
      if (isV1(req) && /\/vatrates\/list$/.test(req.path)) setTimeout(next, 2_500);
      else next();
    },
  },
  {
    name: "a secret echoed back (customers/list carries the api_token)",
    phases: ["examples"],
    intercept: (_store, keys) =>
      rewriteJson(
        (req) => isV1(req) && /\/customers\/list$/.test(req.path),
        (body) => ({ ...body, message: `Pedido de ${keys.a ?? ""}` }),
      ),
  },
  {
    name: "a v1 failure without its code",
    phases: ["fuzz"],
    intercept: () =>
      rewriteJson(isV1, (body, _req, res) => {
        if (res.statusCode >= 400) delete body.code;
        return body;
      }),
  },
];
