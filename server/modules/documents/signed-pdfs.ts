// A signed document's PDF (sales and receipts): rendered with a signature placeholder, signed
// with the account's certificate (PAdES B-B) and stored after the transaction commits, like
// every output. Once stored it is never rendered again: downloads and e-mails answer those
// bytes, whatever print options they ask for.
import type { Ctx } from "../../kernel/scope.ts";
import { reserveFile, storedPendingFile, type PendingFile } from "../files/index.ts";
import { signedPdf } from "../../outputs/pdf-signing.ts";
import type { PdfSeal } from "../../outputs/pdf-common.ts";
import type { SigningCertificate } from "../accounts/index.ts";

/** Reserves the signed PDF: its path now, its bytes (rendered, then signed) after the commit. */
export function reserveSignedPdf(
  ctx: Ctx,
  file: { kind: "sales" | "receipts"; name: string },
  render: (seal: PdfSeal) => Promise<Buffer>,
  certificate: SigningCertificate,
  details: { reason: string; location: string },
): PendingFile {
  const signingTime = ctx.clock.now();
  return reserveFile(ctx, { ...file, contentType: "application/pdf" }, () =>
    signedPdf(render, certificate.take(), { signingTime, ...details }),
  );
}

/**
 * The signed PDF a signed document recorded, as stored; undefined when it is to be made again:
 * none recorded (signed before signatures were real, or cancelled since), or its rendering
 * failed after the commit that recorded it.
 */
export async function storedSignedPdf(ctx: Ctx, signedFilePath: string | null): Promise<PendingFile | undefined> {
  return signedFilePath === null ? undefined : storedPendingFile(ctx, signedFilePath);
}
