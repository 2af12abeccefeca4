// A signed PDF (PAdES B-B): while pdfkit writes the document, @signpdf/placeholder-pdfkit adds
// an invisible signature field whose value reserves ByteRange and Contents; @signpdf/signpdf
// then fills ByteRange (every byte of the file but the Contents hex string) and Contents (the
// CMS signature over those bytes, cades.ts). The result is one revision, signed whole.
import { createPrivateKey } from "node:crypto";
import { SignPdf } from "@signpdf/signpdf";
import { pdfkitAddPlaceholder } from "@signpdf/placeholder-pdfkit";
import { SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import { CadesSigner } from "./cades.ts";
import { certificatesOf, type CertificateBundle } from "./certificates.ts";
import type { PdfSeal } from "./pdf-common.ts";

/** What the signature dictionary says besides the signature (ISO 32000-1 12.8.1). */
export interface SignatureDetails {
  /** Its M entry: the signing time PAdES B-B reads (the CMS carries none). */
  readonly signingTime: Date;
  readonly reason: string;
  readonly location: string;
}

const APP_NAME = "invoicing-api-toolkit";

/** The common name of a certificate's subject (Node prints one attribute a line). */
function commonName(subject: string): string {
  return (
    subject
      .split("\n")
      .find((line) => line.startsWith("CN="))
      ?.slice(3) ?? subject
  );
}

/**
 * Renders a PDF through `render` (which hands the seal to pdfkit before the document ends) and
 * signs it with the bundle's key. Runs after the commit, never inside a transaction.
 */
export async function signedPdf(
  render: (seal: PdfSeal) => Promise<Buffer>,
  bundle: CertificateBundle,
  details: SignatureDetails,
): Promise<Buffer> {
  const chain = certificatesOf(bundle);
  const signer = new CadesSigner(createPrivateKey(bundle.privateKeyPem), chain);
  const unsigned = await render((doc) => {
    pdfkitAddPlaceholder({
      pdf: doc,
      pdfBuffer: Buffer.alloc(0),
      reason: details.reason,
      contactInfo: "",
      name: commonName(chain[0]!.subject),
      location: details.location,
      signingTime: details.signingTime,
      signatureLength: signer.maxLength,
      subFilter: SUBFILTER_ETSI_CADES_DETACHED,
      appName: APP_NAME,
    });
  });
  return new SignPdf().sign(unsigned, signer, details.signingTime);
}
