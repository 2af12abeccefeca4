// Planted faults for the contract runner's mutation test: each one a real bug class, planted
// by a middleware in front of the reference server (startTestServer's `intercept`) that
// changes answers or state, never how the app reads requests, and never by code paths in the
// domain. Each names the check that must catch it: the mutation test asserts that this check
// fails with the fault planted and passes on the unmutated server under the same settings.
import type { Request, RequestHandler, Response } from "express";
import { Decimal } from "decimal.js";
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
  /** The check that must catch it (`--checks` name). */
  readonly check: string;
  /** The phases that exercise what the fault breaks (the mutation test runs only these). */
  readonly phases: readonly PhaseName[];
  /** `--operations` for its runs, when it breaks one generation only (the budget goes to it). */
  readonly operations?: readonly string[];
  readonly intercept: (store: Store, keys: FaultKeys) => RequestHandler;
}

/**
 * Rewrites the JSON answers of the requests `match` selects; `rewrite` may change the status
 * too. It runs when the app answers, so `req.body` is the body as the app read it.
 */
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
 * Rewrites v2's answers of the requests `match` selects: bare JSON values (a record, a list,
 * a failure's message as a string), with the status and headers `rewrite` may change.
 */
function rewriteV2(
  match: (req: Request) => boolean,
  rewrite: (body: unknown, req: Request, res: Response) => unknown | Promise<unknown>,
): RequestHandler {
  return (req, res, next) => {
    if (!isV2(req) || !match(req)) return next();
    const json = res.json.bind(res);
    res.json = ((body: unknown) => {
      void Promise.resolve(rewrite(body, req, res)).then(json, (err: unknown) => res.status(500).end(String(err)));
      return res;
    }) as Response["json"];
    next();
  };
}

/** The same request sent again to the server with another key: its status and answer. */
async function replayAs(req: Request, apiToken: string): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(`http://${req.headers.host}${req.originalUrl}`, {
    method: req.method,
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ ...(req.body as Json), api_token: apiToken }),
  });
  return { status: answer.status, body: await answer.json() };
}

/** The same v2 request sent again to the server with another Bearer key. */
async function replayV2As(req: Request, key: string): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(`http://${req.headers.host}${req.originalUrl}`, {
    method: req.method,
    headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${key}` },
    body: JSON.stringify(req.body ?? {}),
  });
  return { status: answer.status, body: await answer.json() };
}

/** Answers B's request with what account A would get: a tenant leak. */
async function leak(req: Request, res: Response, body: Json, keys: FaultKeys): Promise<unknown> {
  if (!keys.a) return body;
  const replayed = await replayAs(req, keys.a);
  res.status(replayed.status);
  return replayed.body;
}

const isV1 = (req: Request) => req.path.startsWith("/api/v1/");
const isV2 = (req: Request) => req.path.startsWith("/api/v2/");
const isLegacy = (req: Request) => req.path.startsWith("/api/") && !isV1(req) && !isV2(req);
const ok = (res: Response) => res.statusCode >= 200 && res.statusCode < 300;
const data = (body: Json) => body.data as Json | Json[] | undefined;
const sentBy = (req: Request, key: string | undefined) => !!key && (req.body as Json | undefined)?.api_token === key;

/** An amount plus a delta, in the notation it came in (a JSON number or a decimal string). */
function plus(value: unknown, delta: Decimal.Value): unknown {
  const sum = new Decimal(String(value)).plus(delta);
  return typeof value === "string" ? sum.toFixed(2) : sum.toNumber();
}

/** How long the slow answer takes: over the mutation test's timeout (mutation.test.ts). */
export const SLOW_MS = 6_000;

export const FAULTS: readonly Fault[] = [
  {
    name: "a required field missing from an answer (customers/find without id)",
    check: "schema",
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
    check: "schema",
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
    name: "a 5xx on null (a v1 refusal of a field sent as null answered 500)",
    check: "no-5xx",
    phases: ["fuzz"],
    intercept: () =>
      rewriteJson(isV1, (body, req, res) => {
        const field = body.field;
        if (res.statusCode < 400 || typeof field !== "string" || (req.body as Json | undefined)?.[field] !== null)
          return body;
        res.status(500);
        return { status: false, message: "Erro interno", code: "server.internal_error" };
      }),
  },
  {
    name: "a refusal answered as a success (v1 403 → 200)",
    check: "refuses-invalid",
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
    check: "sale-identities",
    phases: ["oracles"],
    intercept: () =>
      rewriteJson(
        (req) => isV1(req) && /\/sales\/(create|summary)$/.test(req.path),
        (body, _req, res) => {
          const d = data(body);
          if (ok(res) && d && !Array.isArray(d) && d.grand_total !== undefined)
            d.grand_total = plus(d.grand_total, "0.01");
          return body;
        },
      ),
  },
  {
    name: "one VAT row off by 0.01 only when a line has a discount (every identity kept)",
    check: "oracle:totals",
    phases: ["oracles"],
    intercept: () =>
      rewriteJson(
        (req) => isV1(req) && /\/sales\/(create|summary)$/.test(req.path),
        (body, req, res) => {
          const d = data(body);
          const lines = ((req.body as Json | undefined)?.items as Json[] | undefined) ?? [];
          if (!ok(res) || !d || Array.isArray(d) || !lines.some((l) => Number(l?.discount ?? 0) > 0)) return body;
          const row = (d.vats as Json[] | undefined)?.[0];
          if (!row) return body;
          // The base moves a cent and the row's VAT follows it, so that the document still adds
          // up: only a recomputation from the lines sent can tell.
          const rate = new Decimal(String(row.vat_tax ?? (row.vat as Json | undefined)?.tax ?? 0));
          const base = new Decimal(String(row.total_base_vat)).plus("0.01");
          const vat =
            d.vat_type === "Debitar IVA"
              ? base.times(rate).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
              : new Decimal(String(row.total_vat));
          const vatDelta = vat.minus(String(row.total_vat));
          row.total_base_vat = plus(row.total_base_vat, "0.01");
          row.total_vat = plus(row.total_vat, vatDelta);
          d.total_base_vat = plus(d.total_base_vat, "0.01");
          d.total_vat = plus(d.total_vat, vatDelta);
          d.grand_total = plus(d.grand_total, vatDelta.plus("0.01"));
          return body;
        },
      ),
  },
  {
    name: "a numbering gap (every third finished sale skips a number)",
    check: "oracle:numbering",
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
    name: "a cross-tenant read (the second account's finds and {id} operations answer as the first's)",
    check: "isolation",
    phases: ["isolation"],
    intercept: (_store, keys) =>
      rewriteJson(
        (req) => isV1(req) && (/\/find$/.test(req.path) || /\/[0-9]+\//.test(req.path)),
        (body, req, res) => (sentBy(req, keys.b) ? leak(req, res, body, keys) : body),
      ),
  },
  {
    name: "an isolation leak only on customers/find by tax number",
    check: "isolation",
    phases: ["isolation"],
    intercept: (_store, keys) =>
      rewriteJson(
        (req) => isV1(req) && /\/customers\/find$/.test(req.path),
        (body, req, res) =>
          sentBy(req, keys.b) && (req.body as Json).search_in === "Vat Number" ? leak(req, res, body, keys) : body,
      ),
  },
  {
    name: "a finished document that changes (sales/find shows another address on later reads)",
    check: "oracle:immutable",
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
    name: "a list that drops one record at a page boundary (sales/list past the first page)",
    check: "oracle:paging",
    phases: ["oracles"],
    intercept: () =>
      rewriteJson(
        (req) => isV1(req) && /\/sales\/list$/.test(req.path),
        (body, req, res) => {
          const d = data(body);
          if (ok(res) && Array.isArray(d) && Number((req.body as Json | undefined)?.skip ?? 0) >= 15) d.shift();
          return body;
        },
      ),
  },
  {
    name: "a legacy 200 for invalid parameters",
    check: "expected-refusal",
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
    name: "a refusal with the right status and the wrong code (every v1 *.not_found but the item's says item.not_found)",
    check: "refusal-code",
    phases: ["examples"],
    intercept: () =>
      rewriteJson(isV1, (body) => {
        if (typeof body.code === "string" && body.code.endsWith(".not_found") && body.code !== "item.not_found")
          body.code = "item.not_found";
        return body;
      }),
  },
  {
    name: "a slow answer (vatrates/list over the timeout)",
    check: "time",
    phases: ["oracles"],
    intercept: () => (req, _res, next) => {
      if (isV1(req) && /\/vatrates\/list$/.test(req.path)) setTimeout(next, SLOW_MS);
      else next();
    },
  },
  {
    name: "a secret echoed back (customers/list carries the api_token)",
    check: "no-secret-echo",
    phases: ["examples"],
    intercept: (_store, keys) =>
      rewriteJson(
        (req) => isV1(req) && /\/customers\/list$/.test(req.path),
        (body) => ({ ...body, message: `Pedido de ${keys.a ?? ""}` }),
      ),
  },
  {
    name: "a stack trace in a refusal (v1 field refusals carry the frame that raised them)",
    check: "no-stack-trace",
    phases: ["fuzz"],
    intercept: () =>
      rewriteJson(isV1, (body) => {
        if (body.code === "request.field.invalid")
          body.message = `${String(body.message)}\n    at validationFailure (server/http/validation.ts:241:17)`;
        return body;
      }),
  },
  {
    name: "a v2 answer in v1's envelope (customers/find answers {status, data})",
    check: "envelope",
    phases: ["examples"],
    operations: ["v2.*"],
    intercept: () =>
      rewriteV2(
        (req) => /\/customers\/find$/.test(req.path),
        (body, _req, res) => (ok(res) ? { status: true, data: body } : body),
      ),
  },
  {
    name: "a wrong success status (v2 creates answer 200, not 201)",
    check: "status-declared",
    phases: ["examples"],
    operations: ["v2.*"],
    intercept: () =>
      rewriteV2(
        (req) => req.method === "POST",
        (body, _req, res) => {
          if (res.statusCode === 201) res.status(200);
          return body;
        },
      ),
  },
  {
    name: "a v2 refusal without its Refusal-Code header",
    check: "envelope",
    phases: ["fuzz"],
    operations: ["v2.*"],
    intercept: () =>
      rewriteV2(
        () => true,
        (body, _req, res) => {
          res.removeHeader("Refusal-Code");
          return body;
        },
      ),
  },
  {
    name: "a v2 Refusal-Code no catalogue documents (every not_found answered as not_found)",
    check: "envelope",
    phases: ["examples"],
    operations: ["v2.*"],
    intercept: () =>
      rewriteV2(
        () => true,
        (body, _req, res) => {
          if (String(res.getHeader("Refusal-Code") ?? "").endsWith(".not_found"))
            res.setHeader("Refusal-Code", "not_found");
          return body;
        },
      ),
  },
  {
    name: "a v2 find answering [] instead of 404",
    check: "schema",
    phases: ["examples"],
    operations: ["v2.*"],
    intercept: () =>
      rewriteV2(
        (req) => /\/find$/.test(req.path),
        (body, _req, res) => {
          if (res.statusCode !== 404) return body;
          res.status(200);
          res.removeHeader("Refusal-Code");
          return [];
        },
      ),
  },
  {
    name: "a 5xx in v2 (a record that does not exist answered 500)",
    check: "no-5xx",
    phases: ["fuzz"],
    operations: ["v2.*"],
    intercept: () =>
      rewriteV2(
        () => true,
        (body, _req, res) => {
          if (res.statusCode === 404) res.status(500);
          return body;
        },
      ),
  },
  {
    name: "a v2 cross-tenant read (the second account's finds and {id} operations answer as the first's)",
    check: "isolation",
    phases: ["isolation"],
    operations: ["v2.*"],
    intercept: (_store, keys) =>
      rewriteV2(
        (req) => /\/find$/.test(req.path) || /\/[0-9]+(\/|$)/.test(req.path),
        async (body, req, res) => {
          if (!keys.a || !keys.b || req.headers.authorization !== `Bearer ${keys.b}`) return body;
          const replayed = await replayV2As(req, keys.a);
          res.status(replayed.status);
          return replayed.body;
        },
      ),
  },
  {
    name: "generations that do not share records (v1's customers/find misses the customers v2 created)",
    check: "success-criteria",
    phases: ["flows"],
    intercept: () => {
      const madeInV2 = new Set<unknown>();
      const record = rewriteV2(
        (req) => req.method === "POST" && req.path === "/api/v2/customers",
        (body, _req, res) => {
          if (ok(res)) madeInV2.add((body as Json).id);
          return body;
        },
      );
      const hide = rewriteJson(
        (req) => isV1(req) && /\/customers\/find$/.test(req.path),
        (body) => {
          const d = data(body);
          if (Array.isArray(d)) body.data = d.filter((r) => !madeInV2.has(r.id));
          return body;
        },
      );
      return (req, res, next) => record(req, res, () => hide(req, res, next));
    },
  },
  {
    name: "a v1 failure without its code",
    check: "envelope",
    phases: ["fuzz"],
    intercept: () =>
      rewriteJson(isV1, (body, _req, res) => {
        if (res.statusCode >= 400) delete body.code;
        return body;
      }),
  },
];
