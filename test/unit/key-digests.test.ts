import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { keyDigest, matchesDigest, storedKey } from "../../server/modules/accounts/key-digests.ts";

describe("key digests", () => {
  const key = "3f1c9a7e5b2d4c8f9a1e7b3d5c2f8a6e";

  it("stores a key as its SHA-256 (hex) and its last four characters", () => {
    expect(storedKey(key)).toEqual({
      digest: createHash("sha256").update(key).digest("hex"),
      ending: "8a6e",
    });
    expect(keyDigest(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(keyDigest(key)).not.toContain(key);
  });

  it("matches the key it was made from and nothing else: not the digest itself, another key or a bad digest", () => {
    const digest = keyDigest(key);
    expect(matchesDigest(key, digest)).toBe(true);
    expect(matchesDigest(digest, digest)).toBe(false);
    expect(matchesDigest(`${key} `, digest)).toBe(false);
    expect(matchesDigest(key.toUpperCase(), digest)).toBe(false);
    expect(matchesDigest("", digest)).toBe(false);
    for (const bad of ["", key, digest.slice(1), `${digest}00`, digest.toUpperCase(), "z".repeat(64)])
      expect(matchesDigest(key, bad)).toBe(false);
  });
});
