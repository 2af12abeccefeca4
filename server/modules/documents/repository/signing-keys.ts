// The signing keys of the documents' hash chain (RSA, by version; the highest is current).
import type { Db } from "../../../store/database.ts";

/** A signing key as stored: its version (printed as SAF-T HashControl) and its PEM pair. */
export interface StoredSigningKey {
  readonly version: number;
  readonly privateKeyPem: string;
  readonly publicKeyPem: string;
}

/** The current key: the highest version; among rows of one version (a race between processes) the first. */
export async function currentSigningKey(db: Db): Promise<StoredSigningKey | undefined> {
  const row = await db
    .selectFrom("signing_keys")
    .select(["version", "private_key_pem", "public_key_pem"])
    .orderBy("version", "desc")
    .orderBy("id", "asc")
    .limit(1)
    .executeTakeFirst();
  return row
    ? { version: row.version, privateKeyPem: row.private_key_pem, publicKeyPem: row.public_key_pem }
    : undefined;
}

/** Stores a key. */
export async function insertSigningKey(db: Db, key: StoredSigningKey, createdAt: string): Promise<void> {
  await db
    .insertInto("signing_keys")
    .values({
      version: key.version,
      private_key_pem: key.privateKeyPem,
      public_key_pem: key.publicKeyPem,
      created_at: createdAt,
    })
    .execute();
}
