// Route tables typed from generated/types: a table must have exactly one entry per operation of
// its generation's spec (a handler or NOT_IMPLEMENTED), and each handler takes the operation's
// request body and returns its success's answer. Spec drift is therefore a compile error.
import type { Ctx } from "../kernel/scope.ts";
import type { NOT_IMPLEMENTED, RuntimeRoutes, UploadedFile } from "./dispatch.ts";

type JsonOf<T> = T extends { content: { "application/json": infer B } } ? B : never;

export type BodyOf<Op> = Op extends { requestBody: infer R }
  ? JsonOf<NonNullable<R>>
  : Op extends { requestBody?: infer R }
    ? JsonOf<NonNullable<R>>
    : undefined;

export type ParamsOf<Op> = Op extends { parameters: { path: infer P } }
  ? P extends Record<string, unknown>
    ? { [K in keyof P]: string }
    : Record<string, never>
  : Record<string, never>;

/** The answer of an operation's success: its 200, or the 201 of a create that declares no 200 (v2). */
export type SuccessOf<Op> = Op extends { responses: { 200: { content: { "application/json": infer S } } } }
  ? S
  : Op extends { responses: { 201: { content: { "application/json": infer S } } } }
    ? S
    : never;

export type Handler<Op> = (input: {
  body: BodyOf<Op>;
  params: ParamsOf<Op>;
  ctx: Ctx;
  /** Files of a multipart body (item images). */
  files: readonly UploadedFile[];
  /** Base of links the answer returns (url_image, url_file). */
  baseUrl: string;
}) => Promise<SuccessOf<Op>>;

export type Handlers<Ops> = { [K in keyof Ops]: Handler<Ops[K]> | typeof NOT_IMPLEMENTED };

/** The typed table seen by the dispatcher, which routes by operation ID at run time. */
export function runtimeRoutes<Ops>(table: Handlers<Ops>): RuntimeRoutes {
  return table as unknown as RuntimeRoutes;
}
