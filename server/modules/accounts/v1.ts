// How v1 speaks: {status: false, message, code} failures, 400 for a body that is not JSON or
// cannot be read, 403 for every refused request, 401 for an invalid api_token (read from the
// JSON body), 404 for unknown endpoints and methods other than POST, 429 past the plan's
// limit, 503 while shutting down. The statuses are those of spec/v1/envelope.tsp.
import type { Request } from "express";
import { ownerOfApiToken } from "./key-owners.ts";
import { WireRefusal, type HttpFailureKind } from "../../http/failures.ts";
import { v1Catalogue } from "../../http/v1/messages.ts";
import type { GenerationProfile, RuntimeRoutes } from "../../http/dispatch.ts";
import type { OpenApiDocument } from "../../http/openapi-document.ts";

export const V1_STATUS: Record<HttpFailureKind, number> = {
  bad_json: 400,
  unreadable_body: 400,
  unauthorized: 401,
  malformed_auth: 401,
  invalid: 403,
  not_found: 403,
  forbidden: 403,
  no_parameters: 403,
  unknown_endpoint: 404,
  wrong_method: 404,
  too_large: 413,
  rate_limited: 429,
  internal: 500,
  not_implemented: 501,
  unavailable: 503,
};

export function v1Profile(document: OpenApiDocument, routes: RuntimeRoutes, basePath: string): GenerationProfile {
  return {
    name: "v1",
    basePath,
    document,
    routes,
    status: V1_STATUS,
    catalogue: v1Catalogue,
    failureBody: ({ message, ...rest }) => ({ status: false, message, ...rest }),
    emptyBodyIsNoParameters: false,
    bodyCredentials: ["api_token"],
    async authenticate(req: Request, store, clock) {
      const body = req.body as { api_token?: unknown } | undefined;
      const token = body && typeof body === "object" ? body.api_token : undefined;
      if (typeof token !== "string" || token.trim() === "")
        throw new WireRefusal("auth.api_token.missing", {}, "api_token");
      const owner = await ownerOfApiToken(store.db, token.trim(), clock);
      if (!owner) throw new WireRefusal("auth.api_token.invalid", {}, "api_token");
      return owner;
    },
  };
}
