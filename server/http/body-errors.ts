// What a failure to read a request body answers. The body parsers report a body that is not
// JSON, one over the limit, and everything else that keeps them from reading it: a
// Content-Encoding that does not decode (zlib errors), an encoding or charset they do not
// support, a body that ends before its length. None of those is the server's fault.
import { Refusal } from "../domain/errors.ts";
import { WireRefusal } from "./failures.ts";

export function bodyRefusal(err: unknown): Refusal {
  if (err instanceof Refusal) return err;
  const type = (err as { type?: unknown } | null)?.type;
  if (type === "entity.parse.failed") return new WireRefusal("request.body.not_json");
  if (type === "entity.too.large") return new WireRefusal("request.body.too_large");
  return new WireRefusal("request.body.unreadable");
}
