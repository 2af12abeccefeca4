// Keys at rest: the store keeps no v1 api_token and no legacy secret, only the SHA-256 digest
// of each (found by the digest) and its last four characters (for `accounts show`), so that a
// copy of the database, or a backup of it, grants no access. A key is shown once, when it is
// issued; a lost one is replaced (`accounts rotate-keys`), never recovered.
//
// A plain, unsalted SHA-256 suffices because the keys are random (128 and 160 bits from
// randomBytes), not chosen by people: no dictionary guesses them, and a digest the server can
// recompute from the key is what lets one indexed query find the key's data set.
import { createHash, timingSafeEqual } from "node:crypto";

/** What the store keeps of a key. */
export interface StoredKey {
  /** SHA-256 of the key's UTF-8 bytes, 64 lowercase hex digits. */
  readonly digest: string;
  /** The key's last four characters: enough to tell which key a client holds, not to use it. */
  readonly ending: string;
}

/** The digest the store finds a key by. */
export function keyDigest(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

export function storedKey(key: string): StoredKey {
  return { digest: keyDigest(key), ending: key.slice(-4) };
}

const DIGEST = /^[0-9a-f]{64}$/;

/**
 * Whether a key is the one a stored digest was made from, compared in constant time over the
 * two digests (equal lengths by construction), so that how long a wrong key takes to refuse
 * tells nothing about the right one.
 */
export function matchesDigest(key: string, digest: string): boolean {
  if (!DIGEST.test(digest)) return false;
  return timingSafeEqual(createHash("sha256").update(key, "utf8").digest(), Buffer.from(digest, "hex"));
}
