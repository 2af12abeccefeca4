// The stored SAF-T signature chain of a document type and series, read straight from the
// store, and its check: each document's hash signs "date;entry;number;total;previous hash"
// with the key its hash_control names, the first one with an empty previous hash.
import { expect } from "vitest";
import type { Db } from "../../server/store/database.ts";
import { verifyDocument } from "../../server/modules/documents/signature.ts";
import { keyDigest } from "../../server/modules/accounts/key-digests.ts";

/** The numbered documents of a type (SAF-T initials) and series of a data set, by number. */
export async function signatureChain(db: Db, datasetId: number, initials: string, serie: string) {
  return db
    .selectFrom("sales")
    .innerJoin("document_types", "document_types.id", "sales.document_type_id")
    .innerJoin("series", "series.id", "sales.serie_id")
    .select([
      "sales.id",
      "sales.number",
      "sales.issue_date",
      "sales.system_entry_date",
      "sales.grand_total",
      "sales.hash",
      "sales.hash_control",
    ])
    .where("sales.dataset_id", "=", datasetId)
    .where("document_types.saft_initials", "=", initials)
    .where("series.description", "=", serie)
    .where("sales.number", "is not", null)
    .orderBy("sales.number")
    .execute();
}

/** Checks every link of the chain (documents in euros) and returns its length. */
export async function verifySignatureChain(
  db: Db,
  datasetId: number,
  initials: string,
  serie: string,
): Promise<number> {
  const rows = await signatureChain(db, datasetId, initials, serie);
  const keys = new Map<string, string>();
  let previous = "";
  for (const row of rows) {
    expect(row.hash, `${initials} ${serie}/${row.number} is signed`).toMatch(/^[A-Za-z0-9+/]{171}=$/);
    let key = keys.get(row.hash_control!);
    if (key === undefined) {
      key = (
        await db
          .selectFrom("signing_keys")
          .select("public_key_pem")
          .where("version", "=", Number(row.hash_control))
          .executeTakeFirstOrThrow()
      ).public_key_pem;
      keys.set(row.hash_control!, key);
    }
    const message = `${row.issue_date};${row.system_entry_date};${initials} ${serie}/${row.number};${row.grand_total};${previous}`;
    expect(verifyDocument(key, message, row.hash!), `signature of ${initials} ${serie}/${row.number}`).toBe(true);
    previous = row.hash!;
  }
  return rows.length;
}

/** The data set an API token acts on. */
export async function datasetOfToken(db: Db, apiToken: string): Promise<number> {
  return (
    await db
      .selectFrom("datasets")
      .select("id")
      .where("api_token_hash", "=", keyDigest(apiToken))
      .executeTakeFirstOrThrow()
  ).id;
}
