// The SAF-T(PT) hash chain (Despacho 8632/2014): each finished document of a series and type
// is signed with the software's RSA key over its date, entry time, number, total and the
// previous document's signature; 4 characters of the signature are printed on the document.
import {
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  generateKeyPair,
  type KeyObject,
} from "node:crypto";
import { promisify } from "node:util";
import { Decimal } from "decimal.js";
import type { Db } from "../../store/database.ts";
import { currentSigningKey, insertSigningKey, type StoredSigningKey } from "./repository/signing-keys.ts";
import { timestamp } from "../../kernel/clock.ts";

/** A signing key: its version (printed as SAF-T HashControl next to each signature) and its PEM pair. */
export type SigningKey = StoredSigningKey;

export interface SigningInput {
  /** InvoiceDate (MovementDate, WorkDate), `YYYY-MM-DD`. */
  readonly invoiceDate: string;
  /** SystemEntryDate, `YYYY-MM-DDTHH:mm:ss` (a space instead of `T` is accepted). */
  readonly systemEntryDate: string;
  /** e.g. `FS 001/0009`. */
  readonly documentNumber: string;
  /** Gross total in euros (`0.00` for unvalued documents). */
  readonly grossTotal: Decimal.Value;
  /** Signature of the previous document of the same series and type; null or "" for the first. */
  readonly previousHash: string | null;
}

/** The message signed for one document: `InvoiceDate;SystemEntryDate;InvoiceNo;GrossTotal;PreviousHash`. */
export function signingMessage(input: SigningInput): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.invoiceDate))
    throw new Error(`The document date ("${input.invoiceDate}") is not a YYYY-MM-DD date.`);
  const entry = input.systemEntryDate.replace(" ", "T");
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(entry)) {
    throw new Error(`The system entry date ("${input.systemEntryDate}") is not a YYYY-MM-DDTHH:mm:ss time.`);
  }
  if (!/^[^ ]+ [^/ ]+\/[0-9]+$/.test(input.documentNumber)) {
    throw new Error(`The document number ("${input.documentNumber}") is not of the form "<type> <series>/<number>".`);
  }
  const total = new Decimal(input.grossTotal);
  return [
    input.invoiceDate,
    entry,
    input.documentNumber,
    total.toFixed(2, Decimal.ROUND_HALF_UP),
    input.previousHash ?? "",
  ].join(";");
}

// Keys parsed once per PEM text: parsing a PEM key costs several times the RSA operation
// itself, for signing and more so for verifying.
// Keyed by the text, so a new or rotated key is simply another entry; there are a handful.
const parsedKeys = new Map<string, KeyObject>();

function parsed(pem: string, parse: (pem: string) => KeyObject): KeyObject {
  let key = parsedKeys.get(pem);
  if (!key) {
    if (parsedKeys.size >= 64) parsedKeys.clear();
    key = parse(pem);
    parsedKeys.set(pem, key);
  }
  return key;
}

/** RSA-SHA1 (PKCS#1 v1.5) signature of the message's UTF-8 bytes, Base64 (172 characters for a 1024-bit key). */
export function signDocument(key: SigningKey, message: string): string {
  return createSign("RSA-SHA1").update(message, "utf8").sign(parsed(key.privateKeyPem, createPrivateKey), "base64");
}

/** Whether `hash` is a valid signature of `message` by the key. */
export function verifyDocument(publicKeyPem: string, message: string, hash: string): boolean {
  return createVerify("RSA-SHA1").update(message, "utf8").verify(parsed(publicKeyPem, createPublicKey), hash, "base64");
}

/** The 4 characters printed on the document and put in the QR code: positions 1, 11, 21 and 31. */
export function hashCharacters(hash: string): string {
  if (hash.length < 31) throw new Error("The document signature is shorter than 31 characters.");
  return `${hash[0]}${hash[10]}${hash[20]}${hash[30]}`;
}

/**
 * The line printed on every page: with the hash characters for signed documents, or the
 * "Emitido" form for documents outside the chain (receipts).
 */
export function certificationLine(characters: string | null, certificateNumber: string): string {
  return characters === null
    ? `Emitido por programa certificado n.º ${certificateNumber}/AT`
    : `${characters}-Processado por programa certificado n.º ${certificateNumber}/AT`;
}

const generateRsa = promisify(generateKeyPair);

async function createFirstKey(db: Db): Promise<SigningKey> {
  const existing = await currentSigningKey(db);
  if (existing) return existing;
  const pair = await generateRsa("rsa", {
    modulusLength: 1024,
    publicExponent: 0x10001,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  // Another caller on the same store may have stored one while the key was generated.
  const raced = await currentSigningKey(db);
  if (raced) return raced;
  await insertSigningKey(
    db,
    { version: 1, privateKeyPem: pair.privateKey, publicKeyPem: pair.publicKey },
    timestamp(new Date()),
  );
  return (await currentSigningKey(db))!;
}

// Calls in flight per store handle: concurrent first uses share one generation.
const pending = new WeakMap<Db, Promise<SigningKey>>();

/**
 * The current signing key, generated (RSA 1024, version 1) and stored on first use. Pass the
 * store's `db` outside a transaction (the key then persists whatever the caller's transaction
 * does), or the caller's `ctx.tx` (the key then lands with it). With SQLite never pass `db`
 * from inside an open transaction: the single connection is held by that transaction.
 */
export function ensureSigningKey(db: Db): Promise<SigningKey> {
  const inFlight = pending.get(db);
  if (inFlight) return inFlight;
  const call = currentSigningKey(db)
    .then((key) => key ?? createFirstKey(db))
    .finally(() => pending.delete(db));
  pending.set(db, call);
  return call;
}
