// Downloads a file the API was given by URL (the extra attachments of an e-mail). The server
// fetches what a client names, so by default it only connects to public addresses: never to
// loopback, private networks, link-local (cloud metadata) or other reserved ranges, nor to
// IPv6 prefixes that carry an IPv4 address to a gateway (6to4, Teredo, NAT64), checked on
// the address actually connected to (after DNS, on every redirect), so that a name resolving
// to an internal address is refused too. ALLOW_PRIVATE_ATTACHMENT_URLS=1 lifts this for
// development setups that serve attachments from the local network.
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import dns, { type LookupAddress } from "node:dns";
import net from "node:net";

export interface DownloadOptions {
  /** Connect to private, loopback and reserved addresses too. */
  readonly allowPrivate: boolean;
  /** Largest body accepted, in bytes. */
  readonly maxBytes: number;
  /** Time allowed for the whole download, redirects included, in milliseconds. */
  readonly timeoutMs: number;
  /** Redirects followed at most. */
  readonly maxRedirects?: number;
}

export interface Downloaded {
  readonly contentType: string;
  readonly content: Buffer;
}

/** Why a download failed, as values (the domain turns it into a refusal of the URL's field). */
export type DownloadFailure =
  /** The address, literal or resolved, is loopback, private or reserved. */
  | { readonly kind: "not_public"; readonly host: string }
  /** The body is larger than the limit. */
  | { readonly kind: "too_large"; readonly megabytes: number }
  /**
   * No success: `detail` is `HTTP <status>`, `ETIMEDOUT`, `ERR_TOO_MANY_REDIRECTS`,
   * `ERR_UNSUPPORTED_PROTOCOL` or `ERR_INVALID_REDIRECT` (a redirect to no http(s) address),
   * or the network error's code.
   */
  | { readonly kind: "failed"; readonly detail: string };

/** A failed download: `failure` says why; the message says it in English for logs. */
export class DownloadError extends Error {
  constructor(
    message: string,
    readonly failure: DownloadFailure,
  ) {
    super(message);
    this.name = "DownloadError";
  }
}

function tooLarge(maxBytes: number): DownloadError {
  const megabytes = Math.round(maxBytes / 1024 / 1024);
  return new DownloadError(`larger than ${megabytes} MB`, { kind: "too_large", megabytes });
}

function timedOut(options: DownloadOptions): DownloadError {
  return new DownloadError(`no answer within ${options.timeoutMs / 1000} seconds`, {
    kind: "failed",
    detail: "ETIMEDOUT",
  });
}

/** A network failure: its message, and its code (ECONNREFUSED, ENOTFOUND...) as the detail. */
function networkError(err: unknown): DownloadError {
  const message = err instanceof Error ? err.message.replace(/[.\s]+$/, "") : String(err);
  const code = (err as { code?: unknown } | null)?.code;
  return new DownloadError(message, {
    kind: "failed",
    detail: typeof code === "string" && code !== "" ? code : message,
  });
}

const reserved = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this" network
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata services
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  reserved.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b::", 96], // NAT64, well-known prefix: reaches IPv4 addresses
  ["64:ff9b:1::", 48], // NAT64, local-use prefix: reaches IPv4 addresses of the operator's network
  ["100::", 64], // discard
  ["2001::", 32], // Teredo: tunnels to an IPv4 address (and its relay) named inside the address
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: embeds IPv4 addresses
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  reserved.addSubnet(network, prefix, "ipv6");
}

/** The eight 16-bit groups of an IPv6 address (dotted IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? (text.split("::") as [string, string]) : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16));
}

/** Whether an IP address is a public, routable unicast address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = net.isIP(bare);
  if (family === 4) return !reserved.check(bare, "ipv4");
  if (family !== 6) return false;
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d) addresses reach an IPv4 host.
  const g = ipv6Groups(bare);
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) {
    return isPublicAddress(`${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`);
  }
  return !reserved.check(bare, "ipv6");
}

function refused(host: string): DownloadError {
  return new DownloadError(`${host} is not a public address`, { kind: "not_public", host });
}

/**
 * A DNS lookup that refuses names resolving to non-public addresses (used at connect time; the
 * error it fails with is a DownloadError of kind `not_public`).
 */
export function publicLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: (...args: unknown[]) => void,
): void {
  dns.lookup(
    hostname,
    { ...options, verbatim: true },
    (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => {
      if (err) return callback(err);
      const addresses = Array.isArray(address) ? address : [{ address, family: family ?? net.isIP(address) }];
      if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)))
        return callback(refused(hostname));
      if (Array.isArray(address)) callback(null, addresses);
      else callback(null, address, family);
    },
  );
}

function get(url: URL, options: DownloadOptions, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.get(
      url,
      { signal, ...(options.allowPrivate ? {} : { lookup: publicLookup as never }) },
      resolve,
    );
    request.on("error", reject);
  });
}

/** Reads a body up to the size limit. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Downloads an http(s) URL, following redirects, within the size and time limits. Fails with a
 * DownloadError whose message says why (status, size, address refused, network error).
 */
export async function download(location: URL, options: DownloadOptions): Promise<Downloaded> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = location;
  for (let hop = 0; ; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new DownloadError(`it redirects to a ${url.protocol.replace(/:$/, "")} address`, {
        kind: "failed",
        detail: "ERR_UNSUPPORTED_PROTOCOL",
      });
    }
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (!options.allowPrivate && net.isIP(host) !== 0 && !isPublicAddress(host)) throw refused(host);
    let response: IncomingMessage;
    try {
      response = await get(url, options, signal);
    } catch (err) {
      if (err instanceof DownloadError) throw err;
      if (signal.aborted) throw timedOut(options);
      throw networkError(err);
    }
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hop >= (options.maxRedirects ?? 5))
        throw new DownloadError("too many redirects", { kind: "failed", detail: "ERR_TOO_MANY_REDIRECTS" });
      try {
        url = new URL(response.headers.location, url);
      } catch {
        throw new DownloadError(`it redirects to an invalid address (${response.headers.location})`, {
          kind: "failed",
          detail: "ERR_INVALID_REDIRECT",
        });
      }
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new DownloadError(`HTTP ${status}`, { kind: "failed", detail: `HTTP ${status}` });
    }
    try {
      const content = await readBody(response, options.maxBytes);
      return { contentType: response.headers["content-type"] ?? "application/octet-stream", content };
    } catch (err) {
      if (err instanceof DownloadError) throw err;
      if (signal.aborted) throw timedOut(options);
      throw networkError(err);
    }
  }
}

/**
 * The downloads of one request. The dispatcher starts them before the request's transaction
 * opens and waits for them, so that no store connection is held while a remote server answers
 * (SQLite has one connection for all requests); the domain then takes the results by URL.
 * A URL nobody prefetched (domain code run outside HTTP) is downloaded when asked for.
 */
export class Downloads {
  private readonly started = new Map<string, Promise<Downloaded>>();

  constructor(private readonly options: DownloadOptions) {}

  /** Starts downloading an http(s) URL; anything else is left for the domain to refuse. */
  prefetch(text: string): void {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return;
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || this.started.has(url.href)) return;
    const pending = download(url, this.options);
    pending.catch(() => undefined); // the failure is reported when the domain asks for the file
    this.started.set(url.href, pending);
  }

  /** Resolves when every prefetched download has finished, well or not. */
  async settled(): Promise<void> {
    await Promise.allSettled(this.started.values());
  }

  get(url: URL): Promise<Downloaded> {
    return this.started.get(url.href) ?? download(url, this.options);
  }
}
