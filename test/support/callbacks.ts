// What the paid-callback suites share: an HTTP receiver on 127.0.0.1 that records each request
// as it came (headers, raw body) and answers the statuses it is told to, the signature check a
// receiver makes (recomputed here with node:crypto, not with the server's code), and a sale
// created with a callback address through the sales service (the v1 wire has no such field;
// a v2 suite creates it with `callback_url` instead).
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Store } from "../../server/store/database.ts";
import type { Clock } from "../../server/kernel/clock.ts";
import { runOperation } from "../../server/kernel/operation.ts";
import { Downloads } from "../../server/kernel/download.ts";
import { ownerOfApiToken } from "../../server/modules/accounts/index.ts";
import { createMailer } from "../../server/modules/outbox/index.ts";
import { createSale } from "../../server/modules/sales/index.ts";
import { saleInput } from "../../server/modules/sales/v1.ts";
import type { components } from "../../generated/types/v1.ts";

export interface ReceivedCallback {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The body exactly as its bytes came, as UTF-8. */
  readonly body: string;
}

/** An HTTP server that records what is posted to it. */
export class CallbackReceiver {
  readonly requests: ReceivedCallback[] = [];
  /** The statuses to answer, in order; once used up, 200. */
  readonly answers: number[] = [];
  /** Leave requests unanswered (a receiver that hangs). */
  hang = false;
  /** Answer after this many milliseconds (a slow receiver). */
  delayMs = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      this.requests.push({
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      for (const wake of this.waiting.splice(0)) wake();
      if (this.hang) return;
      const status = this.answers.shift() ?? 200;
      setTimeout(() => {
        res.statusCode = status;
        if (status >= 300 && status < 400) res.setHeader("Location", "/redirected");
        res.end("ok");
      }, this.delayMs);
    });
  });
  /** Where to post: `http://127.0.0.1:<port>/hooks/paid`. */
  url = "";

  static async start(): Promise<CallbackReceiver> {
    const receiver = new CallbackReceiver();
    await new Promise<void>((resolve) => receiver.server.listen(0, "127.0.0.1", resolve));
    receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hooks/paid`;
    return receiver;
  }

  /** Resolves once `count` requests have arrived. */
  async received(count: number): Promise<void> {
    while (this.requests.length < count) await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * Whether `Signature: t=<t>,v1=<hex>` signs the body with the secret, as a receiver checks it:
 * HMAC-SHA256 of `<t>.<body>`, compared in constant time.
 */
export function signatureMatches(secret: string, header: string | undefined, body: string): boolean {
  const match = /^t=([0-9]+),v1=([0-9a-f]{64})$/.exec(header ?? "");
  if (!match) return false;
  const expected = createHmac("sha256", secret).update(`${match[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2]!, "hex"));
}

/** The `t` of a Signature header, in Unix seconds. */
export function signedAt(header: string | undefined): number {
  return Number(/^t=([0-9]+),/.exec(header ?? "")?.[1]);
}

/**
 * Creates a sale from a v1 body with a callback address, through the sales service, for the
 * data set the api_token opens; answers its ID.
 */
export async function createSaleWithCallback(
  store: Store,
  clock: Clock,
  apiToken: string,
  body: Omit<components["schemas"]["SaleCreateRequest"], "api_token">,
  callbackUrl: string,
): Promise<number> {
  const owner = await ownerOfApiToken(store.db, apiToken, clock);
  if (!owner) throw new Error("the api_token opens no data set");
  return runOperation(
    store,
    {
      scope: owner.scope,
      account: owner.account,
      clock,
      mailer: createMailer({ from: "callbacks@example.pt" }),
      downloads: new Downloads({ allowPrivate: false, maxBytes: 0, timeoutMs: 0 }),
    },
    (ctx) => createSale(ctx, { ...saleInput(body), callbackUrl }),
  );
}
