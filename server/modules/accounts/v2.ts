// How v2 speaks: the key in `Authorization: Bearer <key>` only (the account's v1 api_token,
// production or demo: the key selects the data set), no envelope (the record is the body),
// failures as a bare JSON string with the refusal's code in `Refusal-Code`. 400 for a body or
// a rule refused, 401 for a key missing, malformed or wrong, 403 for what the account may not
// do, 404 for an unknown record of the path or a find that found nothing, 429 past the plan's
// limit, 503 while shutting down. The statuses are those of spec/v2/answers.tsp.
import type { Request } from "express";
import { ownerOfApiToken } from "./key-owners.ts";
import { WireRefusal, type HttpFailureKind } from "../../http/failures.ts";
import { v2Catalogue } from "../../http/v2/messages.ts";
import type { GenerationProfile, RuntimeRoutes } from "../../http/dispatch.ts";
import type { OpenApiDocument } from "../../http/openapi-document.ts";
import type { Refusal } from "../../kernel/errors.ts";

export const V2_STATUS: Record<HttpFailureKind, number> = {
  bad_json: 400,
  unreadable_body: 400,
  invalid: 400,
  // A record named in the body that does not exist is a fault of the body (failureStatus
  // answers 404 for the record of the path and for a find).
  not_found: 400,
  no_parameters: 400,
  unauthorized: 401,
  malformed_auth: 401,
  forbidden: 403,
  unknown_endpoint: 404,
  wrong_method: 404,
  too_large: 413,
  rate_limited: 429,
  internal: 500,
  not_implemented: 501,
  unavailable: 503,
};

/**
 * Where a record that is not found is the request's target rather than a field of its body:
 * the path's `{id}` (the domain names it `id`) and the `value` a find searched for.
 */
const TARGETS: ReadonlySet<string> = new Set(["id", "value"]);

/**
 * 404 for a record of the path that does not exist and for a find that found nothing (v1
 * refuses both with 403); every other refusal keeps its kind's status.
 */
export function v2FailureStatus(refusal: Refusal, byKind: number): number {
  if (/\.search\.no_results$/.test(refusal.code)) return 404;
  if (/\.not_found$/.test(refusal.code) && refusal.path !== undefined && TARGETS.has(refusal.path)) return 404;
  return byKind;
}

/** The key of `Authorization: Bearer <key>`; refuses a header missing or in another form. */
export function bearerKey(header: string | undefined): string {
  if (header === undefined || header.trim() === "") throw new WireRefusal("auth.credentials.missing");
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  if (!match) throw new WireRefusal("auth.header.malformed");
  return match[1]!;
}

export function v2Profile(document: OpenApiDocument, routes: RuntimeRoutes, basePath: string): GenerationProfile {
  return {
    name: "v2",
    basePath,
    document,
    routes,
    status: V2_STATUS,
    failureStatus: v2FailureStatus,
    catalogue: v2Catalogue,
    failureBody: ({ message }) => message,
    failureHeaders: ({ code }) => ({ "Refusal-Code": code }),
    emptyBodyIsNoParameters: false,
    // In the Authorization header, never in the body.
    bodyCredentials: [],
    async authenticate(req: Request, store, clock) {
      const owner = await ownerOfApiToken(store.db, bearerKey(req.headers.authorization), clock);
      if (!owner) throw new WireRefusal("auth.api_token.invalid");
      return owner;
    },
  };
}
