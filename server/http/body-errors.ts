// What a failure to read a request body answers. The body parsers report a body that is not
// JSON, one over the limit, and everything else that keeps them from reading it: a
// Content-Encoding that does not decode (zlib errors), an encoding or charset they do not
// support, a body that ends before its length. None of those is the server's fault: they
// answer `request.body.unreadable` (400) in the generation's envelope.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { Refusal } from "../kernel/errors.ts";
import { WireRefusal } from "./failures.ts";

const TRUNCATED = Symbol("body ended early");

/** Whether the client ended its side of the connection before the body was complete. */
export function wasTruncated(req: IncomingMessage): boolean {
  return (req as IncomingMessage & { [TRUNCATED]?: boolean })[TRUNCATED] === true;
}

export function bodyRefusal(err: unknown, req?: IncomingMessage): Refusal {
  if (req && wasTruncated(req)) return new WireRefusal("request.body.unreadable");
  if (err instanceof Refusal) return err;
  const type = (err as { type?: unknown } | null)?.type;
  if (type === "entity.parse.failed") return new WireRefusal("request.body.not_json");
  if (type === "entity.too.large") return new WireRefusal("request.body.too_large");
  return new WireRefusal("request.body.unreadable");
}

const BAD_REQUEST = "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n";
const DEFAULT_ANSWERS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: "HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n",
  ERR_HTTP_REQUEST_TIMEOUT: "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n",
};

/**
 * A client that ends its side of the connection in the middle of a body makes Node's HTTP
 * parser fail, and Node would answer a bare 400 without the envelope. The request under way
 * is ended instead, marked truncated: the body parser then fails like for any unreadable
 * body, and the generation answers 400 in its envelope before the connection closes. Other
 * malformed HTTP is answered as Node does.
 */
export function answerTruncatedBodies(server: Server): void {
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Socket) => {
    const res = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    const req = res?.req;
    if (err.code === "HPE_INVALID_EOF_STATE" && res && req && !res.headersSent && !req.complete && socket.writable) {
      (req as IncomingMessage & { [TRUNCATED]?: boolean })[TRUNCATED] = true;
      res.setHeader("Connection", "close");
      const timer = setTimeout(() => socket.destroy(), 5000);
      socket.once("close", () => clearTimeout(timer));
      req.push(null);
      return;
    }
    if (socket.writable && socket.bytesWritten === 0) socket.write(DEFAULT_ANSWERS[err.code ?? ""] ?? BAD_REQUEST);
    socket.destroy(err);
  });
}
