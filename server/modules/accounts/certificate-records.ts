// The certificate an account signs its documents' PDFs with, as the store keeps it.
import type { CertificateBundle } from "../../outputs/certificates.ts";

export interface AccountCertificate extends CertificateBundle {
  readonly accountId: number;
  /** RFC 4514 order, most specific first. */
  readonly subject: string;
  readonly issuer: string;
  readonly notBefore: Date;
  readonly notAfter: Date;
  /** Loaded by the operator (set-certificate); false for the account's own self-signed one. */
  readonly loaded: boolean;
  readonly loadedAt: string | null;
  readonly createdAt: string;
}
