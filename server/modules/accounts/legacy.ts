// How the legacy interface speaks: {msg, code} error bodies (decided in spec/legacy/envelope.tsp),
// 422 for invalid parameters and refused rules, 401 invalid credentials, 403 an Authorization
// header not in the Basic format, 405 a wrong method, 204 an empty body, 400 a body that
// cannot be read, 503 while shutting down.
import type { Request } from "express";
import { ownerOfLegacyKey } from "./key-owners.ts";
import { WireRefusal, type HttpFailureKind } from "../../http/failures.ts";
import { legacyCatalogue } from "../../http/legacy/messages.ts";
import type { GenerationProfile, RuntimeRoutes } from "../../http/dispatch.ts";
import type { OpenApiDocument } from "../../http/openapi-document.ts";

export const LEGACY_STATUS: Record<HttpFailureKind, number> = {
  no_parameters: 204,
  unreadable_body: 400,
  unauthorized: 401,
  malformed_auth: 403,
  forbidden: 403,
  unknown_endpoint: 404,
  wrong_method: 405,
  too_large: 413,
  bad_json: 422,
  invalid: 422,
  not_found: 422,
  rate_limited: 429,
  internal: 500,
  not_implemented: 501,
  unavailable: 503,
};

/** Reads `Authorization: Basic base64(key:secret)`; refuses other formats with 403. */
export function basicCredentials(header: string | undefined): { key: string; secret: string } {
  if (header === undefined || header.trim() === "") {
    throw new WireRefusal("auth.credentials.missing");
  }
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header.trim());
  if (!match) throw new WireRefusal("auth.header.malformed");
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0 || colon === decoded.length - 1) {
    throw new WireRefusal("auth.header.malformed");
  }
  return { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

export function legacyProfile(document: OpenApiDocument, routes: RuntimeRoutes, basePath: string): GenerationProfile {
  return {
    name: "legacy",
    basePath,
    document,
    routes,
    status: LEGACY_STATUS,
    catalogue: legacyCatalogue,
    failureBody: ({ message, ...rest }) => ({ msg: message, ...rest }),
    emptyBodyIsNoParameters: true,
    // In the Authorization header (Basic), never in the body.
    bodyCredentials: [],
    async authenticate(req: Request, store, clock) {
      const { key, secret } = basicCredentials(req.headers.authorization);
      const owner = await ownerOfLegacyKey(store.db, key, secret, clock);
      if (!owner) throw new WireRefusal("auth.credentials.invalid");
      return owner;
    },
  };
}
