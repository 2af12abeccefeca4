// The certificate an account signs its documents' PDFs with: its own self-signed one, made when
// the account is created, until the operator loads another from a PKCS#12 file (a qualified
// certificate, which a qualified electronic signature needs). An account created before
// signatures were real (migration 014) gets its own on its first signature.
import type { Db, Store, Tx } from "../../store/database.ts";
import type { Ctx } from "../../kernel/scope.ts";
import type { Clock } from "../../kernel/clock.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { refuse } from "../../kernel/errors.ts";
import type { AccountCertificate } from "./certificate-records.ts";
import type { DocumentCompany } from "../../kernel/account.ts";
import {
  CertificateError,
  certificateFacts,
  readPkcs12,
  selfSignedCertificate,
  type CertificateBundle,
} from "../../outputs/certificates.ts";
import {
  accountCertificate,
  insertAccountCertificate,
  replaceAccountCertificate,
} from "./repository/account-certificates.ts";
import { accountExists } from "./repository/accounts.ts";

function recordOf(
  accountId: number,
  bundle: CertificateBundle,
  loadedAt: string | null,
  createdAt: string,
): AccountCertificate {
  const facts = certificateFacts(bundle);
  return {
    accountId,
    ...bundle,
    subject: facts.subject,
    issuer: facts.issuer,
    notBefore: facts.notBefore,
    notAfter: facts.notAfter,
    loaded: loadedAt !== null,
    loadedAt,
    createdAt,
  };
}

/**
 * A new self-signed certificate naming the company (CN, O) and its tax number
 * (organizationIdentifier VATPT-<NIF>). Makes an RSA key: call it outside any transaction.
 */
export async function ownCertificate(
  accountId: number,
  company: Pick<DocumentCompany, "name" | "vatNumber">,
  clock: Clock,
): Promise<AccountCertificate> {
  const bundle = await selfSignedCertificate(company, clock.now());
  return recordOf(accountId, bundle, null, nowStamp(clock));
}

/** Stores an account's first certificate (a new account's, made before its transaction). */
export function storeOwnCertificate(tx: Tx, certificate: AccountCertificate): Promise<void> {
  return insertAccountCertificate(tx, certificate);
}

/** What `accounts show` says of the certificate. */
export interface CertificateDetails {
  readonly subject: string;
  readonly issuer: string;
  readonly not_before: string;
  readonly not_after: string;
  readonly self_signed: boolean;
  /** "loaded" by the operator (set-certificate), or the account's "own" one. */
  readonly source: "loaded" | "own";
  readonly loaded_at: string | null;
  readonly key_type: "rsa" | "ec";
}

function detailsOf(certificate: AccountCertificate): CertificateDetails {
  const facts = certificateFacts(certificate);
  return {
    subject: certificate.subject,
    issuer: certificate.issuer,
    not_before: certificate.notBefore.toISOString(),
    not_after: certificate.notAfter.toISOString(),
    self_signed: facts.selfSigned,
    source: certificate.loaded ? "loaded" : "own",
    loaded_at: certificate.loadedAt,
    key_type: facts.keyType,
  };
}

/** The account's certificate as `show` prints it; null until it has one. */
export async function certificateDetails(db: Db, accountId: number): Promise<CertificateDetails | null> {
  const certificate = await accountCertificate(db, accountId);
  return certificate ? detailsOf(certificate) : null;
}

/**
 * Loads the certificate and key of a PKCS#12 file as the account's, in place of the one it
 * had. Refuses (CertificateError) a file that does not open with the password, one without an
 * RSA or EC private key or a certificate for it, and an expired certificate.
 */
export async function loadCertificate(
  store: Store,
  accountId: number,
  file: Buffer,
  password: string,
  clock: Clock,
): Promise<CertificateDetails> {
  const bundle = readPkcs12(file, password);
  const stamp = nowStamp(clock);
  const certificate = recordOf(accountId, bundle, stamp, stamp);
  if (certificate.notAfter.getTime() < clock.now().getTime())
    throw new CertificateError("expired", `the certificate expired on ${certificate.notAfter.toISOString()}`);
  await store.transaction(async (tx) => {
    if (!(await accountExists(tx, accountId))) throw new Error(`There is no account ${accountId}.`);
    await replaceAccountCertificate(tx, certificate);
  });
  return detailsOf(certificate);
}

/** The certificate a signature takes, once the transaction has committed. */
export interface SigningCertificate {
  /** When it expired, if it did (YYYY-MM-DD); null while it is valid, or when it is yet to be made. */
  readonly expiredOn: string | null;
  /** The certificate: call it after the commit. */
  take(): AccountCertificate;
}

/**
 * The certificate the request's account signs with: read in the transaction, or, for an
 * account that has none yet, made and stored after the commit (before the outputs scheduled
 * after this call, which take it).
 */
export async function certificateForSigning(
  ctx: Ctx,
  company: Pick<DocumentCompany, "name" | "vatNumber">,
): Promise<SigningCertificate> {
  const { accountId } = ctx.scope;
  const stored = await accountCertificate(ctx.tx, accountId);
  if (stored) {
    const expired = stored.notAfter.getTime() < ctx.clock.now().getTime();
    return { expiredOn: expired ? stored.notAfter.toISOString().slice(0, 10) : null, take: () => stored };
  }
  let made: AccountCertificate | undefined;
  ctx.afterCommit(async (store) => {
    const own = await ownCertificate(accountId, company, ctx.clock);
    // Another request of the account may have stored one first: every signature takes that one.
    made = await store.transaction(async (tx) => {
      await insertAccountCertificate(tx, own);
      return (await accountCertificate(tx, accountId))!;
    });
  });
  return {
    expiredOn: null,
    take: () => {
      if (!made) throw new Error(`The certificate of account ${accountId} was not made before it was needed.`);
      return made;
    },
  };
}

/** Refuses a signature asked for with a certificate that expired. */
export function refuseExpired(certificate: SigningCertificate): void {
  if (certificate.expiredOn !== null) throw refuse("signature.certificate.expired", { date: certificate.expiredOn });
}
