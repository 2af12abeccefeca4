// The certificate and private key each account signs its documents' PDFs with (PAdES).
import type { Flag } from "./columns.ts";

export interface AccountCertificatesTable {
  account_id: number;
  /** PKCS#8 PEM. */
  private_key_pem: string;
  /** PEM: the signing certificate, then the chain it came with. */
  certificates_pem: string;
  /** RFC 4514 order, most specific first. */
  subject: string;
  issuer: string;
  /** Validity, ISO 8601 UTC (`YYYY-MM-DDTHH:mm:ss.sssZ`). */
  not_before: string;
  not_after: string;
  /** 1 when the operator loaded it (set-certificate), 0 for the account's own self-signed one. */
  loaded: Flag;
  loaded_at: string | null;
  created_at: string;
}

export interface CertificateTables {
  account_certificates: AccountCertificatesTable;
}
