// pdfsig (Debian's poppler-utils, on NSS): the independent verifier of the PDFs the server
// signs. Missing, the tests that need it skip with a warning, except on CI (CI set), where
// .ci/run installs it and a missing one fails them.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const pdfsigInstalled = spawnSync("pdfsig", ["-v"], { stdio: "ignore" }).status === 0;

/** Whether the suites that need pdfsig skip: only without it, and never on CI. */
export const skipWithoutPdfsig = !pdfsigInstalled && !process.env.CI;
if (skipWithoutPdfsig)
  console.warn("Skipping the signature checks: no pdfsig (apt-get install poppler-utils; CI installs it).");

/** What pdfsig says of a PDF's one signature. */
export interface PdfsigReport {
  readonly signatures: number;
  readonly commonName: string | undefined;
  readonly distinguishedName: string | undefined;
  readonly type: string | undefined;
  readonly hash: string | undefined;
  /** "Signature is Valid.", "Digest Mismatch.", ... */
  readonly validation: string | undefined;
  /** pdfsig's "Total document signed": the byte ranges cover every byte but the signature. */
  readonly wholeDocument: boolean;
  readonly output: string;
}

function field(output: string, name: string): string | undefined {
  return new RegExp(`^\\s*- ${name}: (.*)$`, "m").exec(output)?.[1]?.trim();
}

/** Runs pdfsig on the PDF's bytes (without certificate validation: self-signed ones are not trusted, by design). */
export function pdfsig(pdf: Buffer): PdfsigReport {
  if (!pdfsigInstalled) throw new Error("pdfsig is not installed: apt-get install poppler-utils (.ci/run does).");
  const dir = mkdtempSync(join(tmpdir(), "pdfsig-"));
  try {
    const file = join(dir, "document.pdf");
    writeFileSync(file, pdf);
    const run = spawnSync("pdfsig", ["-nocert", file], { encoding: "utf8" });
    const output = `${run.stdout}${run.stderr}`;
    return {
      signatures: (output.match(/^Signature #\d+:/gm) ?? []).length,
      commonName: field(output, "Signer Certificate Common Name"),
      distinguishedName: field(output, "Signer full Distinguished Name"),
      type: field(output, "Signature Type"),
      hash: field(output, "Signing Hash Algorithm"),
      validation: field(output, "Signature Validation"),
      wholeDocument: /^\s*- Total document signed$/m.test(output),
      output,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The byte ranges a signed PDF's signature covers, from its /ByteRange [a b c d]. */
export function signedRanges(pdf: Buffer): [number, number][] {
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(pdf.toString("latin1"));
  if (!match) throw new Error("The PDF has no /ByteRange.");
  const [a, b, c, d] = match.slice(1).map(Number) as [number, number, number, number];
  return [
    [a, a + b],
    [c, c + d],
  ];
}
