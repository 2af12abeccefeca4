// Cross-origin access for browser apps (CORS). Off by default: only the origins listed in
// CORS_ORIGINS (or every origin with `*`) get the CORS headers, besides the server's own origin
// and that of PUBLIC_URL, where the docs and their try-it run. Preflight requests are answered
// here; an origin not allowed gets no CORS headers and the browser keeps the answer from it.
import type { Request, RequestHandler } from "express";

/** Request headers a browser app may send: the ones the API reads. */
const ALLOWED_HEADERS = [
  "Content-Type",
  "Accept",
  "Accept-Language",
  "Authorization",
  "Idempotency-Key",
  "X-Request-Id",
];
/** Answer headers a browser app may read besides the simple ones. */
const EXPOSED_HEADERS = [
  "Retry-After",
  "X-RateLimit-Limit",
  "X-RateLimit-Remaining",
  "X-Request-Id",
  "Idempotent-Replayed",
  // v2: the stable code of a failure, whose body is the bare message.
  "Refusal-Code",
];
/** Methods of the generations' operations: POST (v1, legacy), PUT and DELETE (v2), GET (files). */
const ALLOWED_METHODS = ["GET", "POST", "PUT", "DELETE"];

export interface CorsOptions {
  /** Origins allowed (`https://app.example.com`), or `*` for any. */
  readonly origins: readonly string[];
  /** PUBLIC_URL: its origin is always allowed. */
  readonly publicUrl: string | undefined;
}

function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.get("host") ?? "localhost"}`;
}

export function cors(options: CorsOptions): RequestHandler {
  const any = options.origins.includes("*");
  const listed = new Set(options.origins.filter((o) => o !== "*").map((o) => o.replace(/\/+$/, "").toLowerCase()));
  if (options.publicUrl && URL.canParse(options.publicUrl)) listed.add(new URL(options.publicUrl).origin.toLowerCase());
  return (req, res, next) => {
    const origin = req.get("origin");
    if (!origin) return next();
    res.vary("Origin");
    if (!(any || listed.has(origin.toLowerCase()) || origin.toLowerCase() === ownOrigin(req).toLowerCase()))
      return next();
    res.set("Access-Control-Allow-Origin", origin);
    res.set("Access-Control-Expose-Headers", EXPOSED_HEADERS.join(", "));
    if (req.method === "OPTIONS" && req.get("access-control-request-method")) {
      res.set("Access-Control-Allow-Methods", ALLOWED_METHODS.join(", "));
      res.set("Access-Control-Allow-Headers", ALLOWED_HEADERS.join(", "));
      res.set("Access-Control-Max-Age", "600");
      res.status(204).end();
      return;
    }
    next();
  };
}

/** CORS_ORIGINS: origins separated by commas or spaces; `*` for any. */
export function parseOrigins(value: string | undefined): string[] {
  const origins = (value ?? "").split(/[\s,]+/).filter(Boolean);
  for (const o of origins) {
    if (o !== "*" && !(URL.canParse(o) && new URL(o).origin === o.replace(/\/+$/, ""))) {
      throw new Error(
        `CORS_ORIGINS must list origins such as https://app.example.com (scheme, host and port only), or *; got "${o}".`,
      );
    }
  }
  return origins;
}
