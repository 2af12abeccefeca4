// Turns a generation's OpenAPI document and route table into an Express router. Per request:
// route match -> body (JSON, form, multipart) -> input forms -> authentication -> plan (expiry, permission, request limit) ->
// OpenAPI validation -> Idempotency-Key (operations that write) -> downloads of the URLs the spec marks -> handler in one transaction (without one for operations that only read) ->
// after-commit effects (e-mail delivery) -> answer with the operation's success status; any
// failure is answered in the generation's envelope by its profile.
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from "express";
import multer from "multer";
import type { Logger } from "pino";
import type { Store } from "../store/database.ts";
import type { Clock } from "../kernel/clock.ts";
import type { Ctx } from "../kernel/scope.ts";
import { runOperation } from "../kernel/operation.ts";
import { referenceCacheOf } from "../store/reference-data.ts";
import type { Mailer } from "../kernel/mail.ts";
import { Downloads, type DownloadOptions } from "../kernel/download.ts";
import { Refusal } from "../kernel/errors.ts";
import { checkAllowed, type KeyOwner } from "../modules/accounts/index.ts";
import { countRequest } from "../modules/accounts/index.ts";
import { WireRefusal, type HttpFailureKind } from "./failures.ts";
import {
  kindOf,
  languageOf,
  renderRefusal,
  type GenerationCatalogue,
  type RenderedRefusal,
} from "./messages/catalogue.ts";
import {
  fetchedUrlPaths,
  isReadOnly,
  isWrite,
  keepsReferenceTables,
  operationsOf,
  parametersOf,
  valuesAt,
  type OpenApiDocument,
  type Operation,
} from "./openapi-document.ts";
import { validationFailure, validatorMiddleware } from "./validation.ts";
import { InputForms } from "./input-forms.ts";
import { storableText } from "./storable-text.ts";
import type { Generation } from "../generations.ts";
import { StaticRoutes } from "./static-routes.ts";
import { bodyRefusal, wasTruncated } from "./body-errors.ts";
import { loggablePath, requestFacts, requestLogger } from "./request-log.ts";
import { idempotency, type HeldClaim } from "./idempotency.ts";
import { expectedPart } from "./messages/formats.ts";

/** Marks an operation of the spec this server does not implement yet. */
export const NOT_IMPLEMENTED = Symbol("not implemented");

/** A file uploaded in a multipart body. */
export interface UploadedFile {
  readonly field: string;
  readonly name: string;
  readonly contentType: string;
  readonly content: Buffer;
}

export interface HandlerInput {
  readonly body: unknown;
  readonly params: Record<string, string>;
  readonly ctx: Ctx;
  /** Files of a multipart body, by field name. */
  readonly files: readonly UploadedFile[];
  /** Scheme, host and port the request reached (or PUBLIC_URL): the base of returned links. */
  readonly baseUrl: string;
}

export type RuntimeHandler = (input: HandlerInput) => Promise<unknown>;
export type RuntimeRoutes = Record<string, RuntimeHandler | typeof NOT_IMPLEMENTED>;

/** How a generation speaks on the wire: statuses, failure body, credentials. */
export interface GenerationProfile {
  readonly name: Generation["name"];
  readonly basePath: string;
  readonly document: OpenApiDocument;
  readonly routes: RuntimeRoutes;
  /** Status answered for each failure kind (as declared in the generation's spec). */
  readonly status: Record<HttpFailureKind, number>;
  /**
   * The status of a refusal where the generation tells refusals of one kind apart (v2: an
   * unknown record of the path is 404, one named in the body 400); `byKind` is `status`'s.
   */
  failureStatus?(refusal: Refusal, byKind: number): number;
  /** How the generation words refusals and names their fields. */
  readonly catalogue: GenerationCatalogue;
  /** The failure body of the generation's envelope for a rendered refusal (v2: the bare message). */
  failureBody(refusal: RenderedRefusal & { errors?: RenderedRefusal[] }): unknown;
  /** Headers a failure carries beside its body (v2: the refusal's code in `Refusal-Code`). */
  failureHeaders?(refusal: RenderedRefusal): Record<string, string>;
  /** Body fields that carry the credentials (v1's api_token): no part of what a request asks. */
  readonly bodyCredentials: readonly string[];
  /** Finds who the request acts for, or throws a WireRefusal (unauthorized, malformed). */
  authenticate(req: Request, store: Store, clock: Clock): Promise<KeyOwner>;
  /** Whether an empty body is answered 204 "no parameters" (legacy). */
  readonly emptyBodyIsNoParameters: boolean;
}

export interface DispatchDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly validateResponses: boolean;
  readonly bodyLimit: string;
  /** Base of returned links; when undefined, the request's own scheme and host. */
  readonly publicUrl: string | undefined;
  /** Largest file accepted in a multipart body, in bytes. */
  readonly uploadLimit: number;
  readonly mailer: Mailer;
  /** Limits and address policy for files the request names by URL. */
  readonly downloads: DownloadOptions;
  /** Runs first on every request: refuses new work while the server shuts down. */
  readonly admission?: RequestHandler;
}

interface Locals {
  operation?: Operation;
  owner?: KeyOwner;
  files?: UploadedFile[];
  /** The Idempotency-Key this request holds (operations that write). */
  claim?: HeldClaim;
}

function locals(res: Response): Locals {
  return res.locals as Locals;
}

export function implementedCount(profile: GenerationProfile): {
  implemented: number;
  total: number;
  missing: string[];
} {
  const ops = operationsOf(profile.document);
  const missing = ops
    .filter((o) => profile.routes[o.operationId] === NOT_IMPLEMENTED || !profile.routes[o.operationId])
    .map((o) => o.operationId);
  return { implemented: ops.length - missing.length, total: ops.length, missing };
}

/**
 * Downloads the files a (validated) body names in the fields the spec marks
 * `x-fetched-by-server` before the transaction opens, so that no store connection waits on a
 * remote server. This server's own files (/files/ on the request's origin) are read from the
 * store inside the transaction instead.
 */
async function prefetch(
  body: unknown,
  paths: readonly string[][],
  baseUrl: string,
  options: DownloadOptions,
): Promise<Downloads> {
  const downloads = new Downloads(options);
  const origin = new URL(baseUrl).origin;
  for (const url of paths.flatMap((path) => valuesAt(body, path))) {
    if (URL.canParse(url) && new URL(url).origin === origin && new URL(url).pathname.startsWith("/files/")) continue;
    downloads.prefetch(url);
  }
  await downloads.settled();
  return downloads;
}

/**
 * The status an operation answers on success: 200 where the spec declares it, else its one
 * other 2xx (v2's creates: 201).
 */
export function successStatus(operation: Operation): number {
  const declared = Object.keys(operation.object.responses).filter((status) => /^2[0-9][0-9]$/.test(status));
  return declared.includes("200") || declared.length === 0 ? 200 : Number(declared.sort()[0]);
}

function isEmptyBody(body: unknown): boolean {
  return (
    body === undefined ||
    body === null ||
    (typeof body === "object" && !Array.isArray(body) && Object.keys(body as object).length === 0)
  );
}

export function generationRouter(profile: GenerationProfile, deps: DispatchDeps): Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    requestFacts(res).generation = profile.name;
    next();
  });
  if (deps.admission) router.use(deps.admission);
  const jsonBody = express.json({
    limit: deps.bodyLimit,
    type: (req) => {
      const type = req.headers["content-type"];
      return type === undefined || /json/i.test(type);
    },
  });
  // Form encodings (item images): PHP integrations send arrays in bracket notation
  // (prices[0][id]), which both parsers decode into the same shape as the JSON body.
  // Percent-encoding nearly triples an image, so urlencoded bodies get room for a full-size
  // image and the domain's 3 MB rule is what refuses a larger one.
  const formBody = express.urlencoded({ extended: true, limit: deps.uploadLimit * 4, parameterLimit: 10_000 });
  // A body that cannot be read (bad gzip, unknown charset, cut short) is the client's fault.
  const readBody =
    (parser: RequestHandler): RequestHandler =>
    (req, res, next) =>
      parser(req, res, (err?: unknown) =>
        next((err === undefined || err === null) && !wasTruncated(req) ? undefined : bodyRefusal(err, req)),
      );
  // The parser reads files up to four times the limit so that the domain refuses an
  // oversized image with its documented message; beyond that the parser stops reading.
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: deps.uploadLimit * 4, files: 5, fieldArrayIndexLimit: 200 },
  }).any();
  const multipartBody: RequestHandler = (req, res, next) => {
    if (!/multipart\/form-data/i.test(req.headers["content-type"] ?? "")) return next();
    upload(req, res, (err?: unknown) => {
      if ((err as { code?: string } | undefined)?.code === "LIMIT_FILE_SIZE") {
        return next(
          new WireRefusal("item.image.too_large", { size: Math.round(deps.uploadLimit / 1024 / 1024) }, "file"),
        );
      }
      if (err) return next(new WireRefusal("request.body.unreadable"));
      try {
        // multer decodes bracket field names (prices[0][id]) into nested arrays and objects itself.
        req.body = req.body ?? {};
        const files = (req.files as Express.Multer.File[] | undefined) ?? [];
        locals(res).files = files.map((f) => ({
          field: f.fieldname,
          name: f.originalname,
          contentType: f.mimetype,
          content: f.buffer,
        }));
        next();
      } catch (e) {
        next(e);
      }
    });
  };
  const validate = validatorMiddleware({ document: profile.document, validateResponses: deps.validateResponses });
  const forms = new InputForms(profile.document);
  const decodeForms: RequestHandler = (req, res, next) => {
    try {
      const content = locals(res).operation!.object.requestBody?.content ?? {};
      const media = Object.keys(content).find((type) => req.is(type)) ?? "application/json";
      req.body = forms.decode(storableText(req.body), content[media]?.schema);
      next();
    } catch (err) {
      next(err);
    }
  };

  const authenticate: RequestHandler = async (req, res, next) => {
    try {
      const owner = await profile.authenticate(req, deps.store, deps.clock);
      checkAllowed(owner, locals(res).operation!.operationId, deps.clock);
      const allowance = await countRequest(deps.store, owner, deps.clock);
      res.set("X-RateLimit-Limit", String(allowance.limit));
      res.set("X-RateLimit-Remaining", String(allowance.remaining));
      if (!allowance.allowed) {
        res.set("Retry-After", String(allowance.retryAfterSeconds));
        throw new WireRefusal("account.rate_limited", { seconds: allowance.retryAfterSeconds });
      }
      locals(res).owner = owner;
      Object.assign(requestFacts(res), { account: owner.scope.accountId, dataset: owner.scope.mode });
      if (profile.emptyBodyIsNoParameters && isEmptyBody(req.body)) throw new WireRefusal("request.no_parameters");
      next();
    } catch (err) {
      next(err);
    }
  };

  const paths = new Map<string, Operation[]>();
  const staticRoutes = new StaticRoutes();
  router.use(staticRoutes.middleware);
  for (const operation of operationsOf(profile.document)) {
    paths.set(operation.routePath, [...(paths.get(operation.routePath) ?? []), operation]);
    const handler = profile.routes[operation.operationId];
    const fetchedPaths = fetchedUrlPaths(profile.document, operation.object);
    // The spec's facts about the operation: one that writes nothing runs without a transaction,
    // and only one that never writes a reference table may read them cached.
    const readOnly = isReadOnly(operation.object);
    const readsCachedReferences = keepsReferenceTables(operation.object);
    const succeeded = successStatus(operation);
    const run: RequestHandler = async (req, res, next) => {
      try {
        if (!handler || handler === NOT_IMPLEMENTED)
          throw new WireRefusal("operation.not_implemented", { operation: operation.operationId });
        const owner = locals(res).owner!;
        const params = Object.fromEntries(Object.entries(req.params).map(([k, v]) => [k, String(v)]));
        const baseUrl = deps.publicUrl ?? `${req.protocol}://${req.get("host") ?? "localhost"}`;
        const files = locals(res).files ?? [];
        const downloads = await prefetch(req.body, fetchedPaths, baseUrl, deps.downloads);
        const references = readsCachedReferences
          ? { cache: referenceCacheOf(deps.store), version: owner.referenceVersion }
          : undefined;
        const result = await runOperation(
          deps.store,
          { scope: owner.scope, account: owner.account, clock: deps.clock, mailer: deps.mailer, downloads, references },
          async (ctx) => {
            const answer = await handler({ body: req.body, params, files, baseUrl, ctx });
            await locals(res).claim?.complete(ctx.tx, { status: succeeded, body: answer });
            return answer;
          },
          { readOnly },
        );
        res.status(succeeded).json(result);
      } catch (err) {
        next(err);
      }
    };
    const select: RequestHandler = (_req, res, next) => {
      locals(res).operation = operation;
      requestFacts(res).operation = operation.operationId;
      next();
    };
    // An integer path ID is written in decimal digits: the validator would coerce "0x10" or
    // "1e3" to a number (16, 1000) and the operation would act on that record.
    const integerParams = parametersOf(profile.document, operation.object).filter(
      (p) => p.in === "path" && p.schema?.type === "integer",
    );
    const decimalPathIds: RequestHandler = (req, _res, next) => {
      const bad = integerParams.find((p) => !/^-?[0-9]+$/.test(String(req.params[p.name] ?? "")));
      next(
        bad
          ? new WireRefusal("request.field.invalid", { expected: expectedPart(profile.document, bad.schema) }, bad.name)
          : undefined,
      );
    };
    const keyed = isWrite(profile.document, operation.object)
      ? [idempotency(deps, operation.operationId, locals, profile.bodyCredentials)]
      : [];
    const handlers = [
      select,
      readBody(jsonBody),
      readBody(formBody),
      multipartBody,
      decodeForms,
      authenticate,
      decimalPathIds,
      validate(operation),
      ...keyed,
      run,
    ];
    (router as unknown as Record<string, (path: string, ...h: RequestHandler[]) => void>)[operation.method]!(
      operation.routePath,
      ...handlers,
    );
    staticRoutes.add(operation.method, operation.routePath, handlers);
  }
  for (const [routePath, ops] of paths) {
    const allowed = ops.map((o) => o.method.toUpperCase()).join(", ");
    router.all(routePath, (req, _res, next) => {
      const path = `${profile.basePath}${req.path}`;
      next(
        profile.status.wrong_method === profile.status.unknown_endpoint
          ? new WireRefusal("endpoint.unknown", { method: req.method, path })
          : new WireRefusal("endpoint.method_not_allowed", { method: req.method, path, allowed }),
      );
    });
  }
  router.use((req, _res, next) =>
    next(new WireRefusal("endpoint.unknown", { method: req.method, path: `${profile.basePath}${req.path}` })),
  );

  router.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const operationId = locals(res).operation?.operationId;
    let refusal: Refusal;
    try {
      refusal = toRefusal(err, profile, locals(res).operation, req.body);
    } catch (failure) {
      err = failure;
      refusal = new WireRefusal("server.internal_error");
    }
    const kind = kindOf(refusal.code);
    requestFacts(res).refusal = refusal.code;
    if (kind === "internal")
      requestLogger(res, deps.logger).error(
        { err, method: req.method, path: loggablePath(req.originalUrl) },
        "request failed",
      );
    const status = profile.failureStatus?.(refusal, profile.status[kind]) ?? profile.status[kind];
    if (status === 204) {
      res.status(204).end();
      return;
    }
    const language = languageOf(req.headers["accept-language"]);
    const render = (r: Refusal) => renderRefusal(r, profile.catalogue, language, operationId, wireFieldOf(r));
    const rendered = render(refusal);
    const errors = refusal instanceof WireRefusal && refusal.errors.length > 1 ? refusal.errors.map(render) : undefined;
    res.status(status).set(profile.failureHeaders?.(rendered) ?? {});
    res.json(profile.failureBody({ ...rendered, ...(errors ? { errors } : {}) }));
  });
  return router;
}

/** The field of a refusal already named for the wire (routing, credentials, validation). */
function wireFieldOf(refusal: Refusal): string | undefined {
  return refusal instanceof WireRefusal ? refusal.field : undefined;
}

/** The refusal an error answers; anything unknown is an internal error. */
function toRefusal(err: unknown, profile: GenerationProfile, operation: Operation | undefined, body: unknown): Refusal {
  if (err instanceof Refusal) return err;
  const e = err as { type?: string; status?: number };
  if (e?.type === "entity.parse.failed") return new WireRefusal("request.body.not_json");
  if (e?.type === "entity.too.large") return new WireRefusal("request.body.too_large");
  if (e?.type === "charset.unsupported" || e?.type === "encoding.unsupported")
    return new WireRefusal("request.body.unreadable");
  const fromValidator = validationFailure(err, profile.document, operation, body, profile.catalogue.lineArrays);
  if (fromValidator) return fromValidator;
  return new WireRefusal("server.internal_error");
}
