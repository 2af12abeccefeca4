// The signature of a paid callback: `Signature: t=<unix seconds>,v1=<hex>`, where <hex> is the
// HMAC-SHA256 of `<t>.<body>` keyed by the account's callback secret (its text as issued).
// Signing the time with the body lets a receiver refuse a request replayed later.
import { createHmac } from "node:crypto";

/** The `Signature` header of `body` posted at `at`. */
export function callbackSignature(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`, "utf8").digest("hex");
  return `t=${t},v1=${v1}`;
}
