// Posts a body to an address a client named (a sale's paid callback), with the checks of
// downloads (download.ts): by default only public addresses are connected to, checked on the
// address actually connected to (after DNS), unless ALLOW_PRIVATE_ATTACHMENT_URLS lifts it.
// Redirects are not followed: a 3xx answer is an answer like any other that is not a 2xx.
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import net from "node:net";
import { DownloadError, isPublicAddress, publicLookup } from "./download.ts";

export interface PostRequest {
  readonly url: URL;
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Connect to private, loopback and reserved addresses too. */
  readonly allowPrivate: boolean;
  /** Time allowed until the answer's status line, in milliseconds. */
  readonly timeoutMs: number;
  /** Aborts the request (a process stopping); the outcome is then `aborted`. */
  readonly signal?: AbortSignal;
}

/** What became of a post, as values (the caller records it). */
export type PostOutcome =
  /** The server answered with this status (any status: the caller judges it). */
  | { readonly kind: "answered"; readonly status: number }
  /** The address, literal or resolved, is loopback, private or reserved: nothing was sent. */
  | { readonly kind: "not_public"; readonly host: string }
  /** No answer: `detail` is `ETIMEDOUT` or the network error's code; `message` says it in English. */
  | { readonly kind: "failed"; readonly detail: string; readonly message: string }
  /** The caller's signal ended it before an answer. */
  | { readonly kind: "aborted" };

// Enough to read a receiver's short answer; what is beyond it is not needed.
const MAX_ANSWER_BYTES = 64 * 1024;

function send(request: PostRequest, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = request.url.protocol === "https:" ? https : http;
    const outgoing = client.request(
      request.url,
      {
        method: "POST",
        signal,
        headers: { ...request.headers, "Content-Length": String(Buffer.byteLength(request.body)) },
        ...(request.allowPrivate ? {} : { lookup: publicLookup as never }),
      },
      resolve,
    );
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

/** Reads and drops the answer's body (up to a limit), so that the connection is released. */
function drain(response: IncomingMessage): void {
  let size = 0;
  response.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_ANSWER_BYTES) response.destroy();
  });
  response.on("error", () => undefined);
}

/** Posts the body; answers what became of it (never throws for the network's or the address's sake). */
export async function post(request: PostRequest): Promise<PostOutcome> {
  const { url } = request;
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return { kind: "failed", detail: "ERR_UNSUPPORTED_PROTOCOL", message: `${url.protocol} is not http or https` };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!request.allowPrivate && net.isIP(host) !== 0 && !isPublicAddress(host)) return { kind: "not_public", host };
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
  try {
    const response = await send(request, signal);
    drain(response);
    return { kind: "answered", status: response.statusCode ?? 0 };
  } catch (err) {
    if (err instanceof DownloadError && err.failure.kind === "not_public") return { kind: "not_public", host };
    if (request.signal?.aborted) return { kind: "aborted" };
    if (timeout.aborted)
      return { kind: "failed", detail: "ETIMEDOUT", message: `no answer within ${request.timeoutMs / 1000} seconds` };
    const message = err instanceof Error ? err.message.replace(/[.\s]+$/, "") : String(err);
    const code = (err as { code?: unknown } | null)?.code;
    return { kind: "failed", detail: typeof code === "string" && code !== "" ? code : message, message };
  }
}
