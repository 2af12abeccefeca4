import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublicKey, verify } from "node:crypto";
import { openStore, type Store } from "../../server/store/database.ts";
import {
  certificationLine,
  ensureSigningKey,
  hashCharacters,
  signDocument,
  signingMessage,
  verifyDocument,
  type SigningKey,
} from "../../server/modules/documents/signature.ts";
import { Refusal } from "../../server/kernel/errors.ts";

// The previous hash of the Despacho 8632/2014 example (as reproduced in public SAF-T test suites).
const D8632_PREVIOUS_HASH =
  "mYJEv4iGwLcnQbRD7dPs2uD1mX08XjXIKcGg3GEHmwMhmmGYusffIJjTdSITLX+uujTwzqmL/U5nvt6S9s8ijN3LwkJXsiEpt099e1MET/J8y3+Y1bN+K+YPJQiVmlQS0fXETsOPo8SwUZdBALt0vTo1VhUZKejACcjEYJ9G6nI=";

function independentlyVerifies(key: SigningKey, message: string, hash: string): boolean {
  return verify("sha1", Buffer.from(message, "utf8"), createPublicKey(key.publicKeyPem), Buffer.from(hash, "base64"));
}

describe("signing message", () => {
  it("builds the message of the D8632 example: date;entry time;number;total;previous hash", () => {
    const message = signingMessage({
      invoiceDate: "2013-07-01",
      systemEntryDate: "2013-07-01T11:27:08",
      documentNumber: "FS 001/0009",
      grossTotal: "200",
      previousHash: D8632_PREVIOUS_HASH,
    });
    expect(message).toBe(`2013-07-01;2013-07-01T11:27:08;FS 001/0009;200.00;${D8632_PREVIOUS_HASH}`);
  });

  it("ends with an empty previous hash for the first document of a series", () => {
    const input = {
      invoiceDate: "2026-01-02",
      systemEntryDate: "2026-01-02 09:05:00",
      documentNumber: "FT A/1",
      grossTotal: "12.3",
    };
    expect(signingMessage({ ...input, previousHash: null })).toBe("2026-01-02;2026-01-02T09:05:00;FT A/1;12.30;");
    expect(signingMessage({ ...input, previousHash: "" })).toBe("2026-01-02;2026-01-02T09:05:00;FT A/1;12.30;");
  });

  it.each([
    [{ invoiceDate: "02-01-2026" }, 'The document date ("02-01-2026") is not a YYYY-MM-DD date.'],
    [{ systemEntryDate: "2026-01-02" }, 'The system entry date ("2026-01-02") is not a YYYY-MM-DDTHH:mm:ss time.'],
    [{ documentNumber: "FT2026/1" }, 'The document number ("FT2026/1") is not of the form "<type> <series>/<number>".'],
    [{ documentNumber: "FT A/B/1" }, 'The document number ("FT A/B/1") is not of the form "<type> <series>/<number>".'],
  ])("refuses %o, as an internal failure (the input is a stored document's)", (change, message) => {
    const attempt = () =>
      signingMessage({
        invoiceDate: "2026-01-02",
        systemEntryDate: "2026-01-02T09:05:00",
        documentNumber: "FT A/1",
        grossTotal: "1",
        previousHash: null,
        ...change,
      });
    expect(attempt).toThrow(message);
    expect(attempt).not.toThrow(Refusal);
  });
});

describe("printed hash characters and certification line", () => {
  it("takes the characters at positions 1, 11, 21 and 31", () => {
    // Positions counted by hand on the D8632 hash: m(1) c(11) 2(21) X(31).
    expect(hashCharacters(D8632_PREVIOUS_HASH)).toBe("mc2X");
    expect(hashCharacters("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij")).toBe("AKUe");
  });

  it("refuses a hash too short to have 31 characters", () => {
    expect(() => hashCharacters("abc")).toThrow("The document signature is shorter than 31 characters.");
  });

  it("prints the processed form for signed documents and the issued form otherwise", () => {
    expect(certificationLine("AxAx", "0000")).toBe("AxAx-Processado por programa certificado n.º 0000/AT");
    expect(certificationLine(null, "0000")).toBe("Emitido por programa certificado n.º 0000/AT");
  });
});

describe("signing key and hash chain", () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore(":memory:");
  });
  afterAll(async () => {
    await store.close();
  });

  it("generates one RSA 1024 key, version 1, on first use, even under concurrent first calls", async () => {
    const keys = await Promise.all([
      ensureSigningKey(store.db),
      ensureSigningKey(store.db),
      ensureSigningKey(store.db),
      ensureSigningKey(store.db),
    ]);
    const rows = await store.db.selectFrom("signing_keys").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.version).toBe(1);
    for (const key of keys)
      expect(key).toEqual({
        version: 1,
        privateKeyPem: rows[0]!.private_key_pem,
        publicKeyPem: rows[0]!.public_key_pem,
      });
    const details = createPublicKey(rows[0]!.public_key_pem).asymmetricKeyDetails;
    expect(details?.modulusLength).toBe(1024);
    expect(await ensureSigningKey(store.db)).toEqual(keys[0]);
  });

  it("returns the key of the highest version once a newer one is stored", async () => {
    const other = await openStore(":memory:");
    try {
      const first = await ensureSigningKey(other.db);
      await other.db
        .insertInto("signing_keys")
        .values({
          version: 2,
          private_key_pem: first.privateKeyPem,
          public_key_pem: first.publicKeyPem,
          created_at: "2026-01-01 00:00:00",
        })
        .execute();
      expect((await ensureSigningKey(other.db)).version).toBe(2);
    } finally {
      await other.close();
    }
  });

  it("works inside a transaction with the transaction's handle", async () => {
    const other = await openStore(":memory:");
    try {
      const key = await other.transaction((tx) => ensureSigningKey(tx));
      expect((await ensureSigningKey(other.db)).publicKeyPem).toBe(key.publicKeyPem);
    } finally {
      await other.close();
    }
  });

  it("signs a chain of two documents: 172 Base64 characters each, verifiable with the public key", async () => {
    const key = await ensureSigningKey(store.db);
    const first = signingMessage({
      invoiceDate: "2026-03-01",
      systemEntryDate: "2026-03-01T10:00:00",
      documentNumber: "FT 2026/1",
      grossTotal: "123.00",
      previousHash: null,
    });
    const firstHash = signDocument(key, first);
    const second = signingMessage({
      invoiceDate: "2026-03-01",
      systemEntryDate: "2026-03-01T10:05:31",
      documentNumber: "FT 2026/2",
      grossTotal: "61.5",
      previousHash: firstHash,
    });
    const secondHash = signDocument(key, second);

    for (const hash of [firstHash, secondHash]) {
      expect(hash).toHaveLength(172);
      expect(hash).toMatch(/^[A-Za-z0-9+/]+=*$/);
    }
    expect(second.endsWith(`;61.50;${firstHash}`)).toBe(true);
    expect(independentlyVerifies(key, first, firstHash)).toBe(true);
    expect(independentlyVerifies(key, second, secondHash)).toBe(true);
    expect(verifyDocument(key.publicKeyPem, second, secondHash)).toBe(true);
    // A changed total breaks the signature (and with it every later link).
    expect(independentlyVerifies(key, second.replace(";61.50;", ";61.51;"), secondHash)).toBe(false);
    // PKCS#1 v1.5 with SHA-1 is deterministic: signing again gives the same hash.
    expect(signDocument(key, first)).toBe(firstHash);
  });
});
