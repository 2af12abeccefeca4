// The request id: every answer carries X-Request-Id, the caller's own when it sent a sensible
// one, else a new UUID, and the request's log line names it, so a request quoted by an app
// developer (the client exposes it on answers and errors) can be found in the server's log.
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** Ids a caller may choose: short and printable, nothing that could forge a log line. */
const CALLER_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id of a request: the caller's X-Request-Id when well formed, else a new UUID. */
export function requestIdOf(sent: string | undefined): string {
  return sent !== undefined && CALLER_ID.test(sent) ? sent : randomUUID();
}

/** Sets X-Request-Id on the answer and `res.locals.requestId` for the log. */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req.get(REQUEST_ID_HEADER));
    res.locals.requestId = id;
    res.set(REQUEST_ID_HEADER, id);
    next();
  };
}
