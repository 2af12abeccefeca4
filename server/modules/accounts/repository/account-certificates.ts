// Each account's signing certificate and key: read to sign, written when the account is
// created (or signs for the first time) and when the operator loads one.
import type { Selectable } from "kysely";
import type { Db, Tx } from "../../../store/database.ts";
import type { AccountCertificatesTable } from "../../../store/schema.ts";
import type { AccountCertificate } from "../certificate-records.ts";

function certificateOf(row: Selectable<AccountCertificatesTable>): AccountCertificate {
  return {
    accountId: row.account_id,
    privateKeyPem: row.private_key_pem,
    certificatesPem: row.certificates_pem,
    subject: row.subject,
    issuer: row.issuer,
    notBefore: new Date(row.not_before),
    notAfter: new Date(row.not_after),
    loaded: row.loaded === 1,
    loadedAt: row.loaded_at,
    createdAt: row.created_at,
  };
}

function columnsOf(certificate: AccountCertificate): Selectable<AccountCertificatesTable> {
  return {
    account_id: certificate.accountId,
    private_key_pem: certificate.privateKeyPem,
    certificates_pem: certificate.certificatesPem,
    subject: certificate.subject,
    issuer: certificate.issuer,
    not_before: certificate.notBefore.toISOString(),
    not_after: certificate.notAfter.toISOString(),
    loaded: certificate.loaded ? 1 : 0,
    loaded_at: certificate.loadedAt,
    created_at: certificate.createdAt,
  };
}

/** The account's certificate; undefined when it has none yet (created before migration 014). */
export async function accountCertificate(db: Db, accountId: number): Promise<AccountCertificate | undefined> {
  const row = await db
    .selectFrom("account_certificates")
    .selectAll()
    .where("account_id", "=", accountId)
    .executeTakeFirst();
  return row ? certificateOf(row) : undefined;
}

/** Stores the account's first certificate; one already there (another process was quicker) stays. */
export async function insertAccountCertificate(tx: Tx, certificate: AccountCertificate): Promise<void> {
  await tx
    .insertInto("account_certificates")
    .values(columnsOf(certificate))
    .onConflict((oc) => oc.column("account_id").doNothing())
    .execute();
}

/** Stores the account's certificate in place of the one it had. */
export async function replaceAccountCertificate(tx: Tx, certificate: AccountCertificate): Promise<void> {
  const { account_id: _, ...columns } = columnsOf(certificate);
  await tx
    .insertInto("account_certificates")
    .values(columnsOf(certificate))
    .onConflict((oc) => oc.column("account_id").doUpdateSet(columns))
    .execute();
}
