// The certificates PDFs are signed with: an account's own (self-signed RSA 2048 naming the
// company and its NIF), and those read from PKCS#12 files (RSA with its chain, EC), with the
// refusals of a file that cannot sign; an EC key's signature is checked by pdfsig too.
import { X509Certificate, createHash } from "node:crypto";
import forge from "node-forge";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CertificateError,
  certificateFacts,
  certificatesOf,
  readPkcs12,
  selfSignedCertificate,
} from "../../server/outputs/certificates.ts";
import { signedPdf } from "../../server/outputs/pdf-signing.ts";
import { renderDocumentPdf } from "../../server/outputs/pdf.ts";
import type { PrintableDocument } from "../../server/outputs/printable.ts";
import { makeTestP12Files, P12_PASSWORD, type TestP12Files } from "../support/certificates.ts";
import { pdfsig, skipWithoutPdfsig } from "../support/pdfsig.ts";

let files: TestP12Files;

beforeAll(() => {
  files = makeTestP12Files();
});

afterAll(() => files.remove());

function problemOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (err) {
    if (err instanceof CertificateError) return err.problem;
    throw err;
  }
  return undefined;
}

describe("an account's own certificate", () => {
  it("is a self-signed RSA 2048 certificate naming the company and its NIF, valid for 10 years", async () => {
    const now = new Date("2026-03-10T10:00:00Z");
    const bundle = await selfSignedCertificate({ name: "Padaria Ção & Filhos, Lda", vatNumber: "513284923" }, now);
    const [own, ...chain] = certificatesOf(bundle);
    expect(chain).toEqual([]);
    expect(own!.subject.split("\n")).toEqual([
      "C=PT",
      "organizationIdentifier=VATPT-513284923",
      "O=Padaria Ção & Filhos\\, Lda",
      "CN=Padaria Ção & Filhos\\, Lda",
    ]);
    expect(own!.issuer).toBe(own!.subject);
    expect(own!.verify(own!.publicKey)).toBe(true);
    expect(own!.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(certificateFacts(bundle)).toMatchObject({
      subject:
        "CN=Padaria Ção & Filhos\\, Lda, O=Padaria Ção & Filhos\\, Lda, organizationIdentifier=VATPT-513284923, C=PT",
      notBefore: now,
      notAfter: new Date("2036-03-10T10:00:00Z"),
      selfSigned: true,
      keyType: "rsa",
    });
  });

  it("keeps a long company name within the 64 characters a name attribute may hold", async () => {
    const bundle = await selfSignedCertificate({ name: "A".repeat(100), vatNumber: "500000000" }, new Date());
    expect(new X509Certificate(bundle.certificatesPem).subject.split("\n")).toContain(`CN=${"A".repeat(64)}`);
  });
});

describe("a PKCS#12 file", () => {
  it("gives the key and the certificate that is its, then the chain", () => {
    const bundle = readPkcs12(readFileSync(files.qualified), P12_PASSWORD);
    const chain = certificatesOf(bundle);
    expect(chain.map((c) => c.subject.split("\n").at(0))).toEqual(["CN=Maria Silva", "CN=Test Qualified CA"]);
    expect(certificateFacts(bundle)).toMatchObject({
      subject: "C=PT, organizationIdentifier=VATPT-513284923, O=Padaria Central\\, Lda, CN=Maria Silva",
      issuer: "C=PT, O=Test CA, CN=Test Qualified CA",
      selfSigned: false,
      keyType: "rsa",
    });
  });

  it("takes an EC key", () => {
    expect(certificateFacts(readPkcs12(readFileSync(files.ec), P12_PASSWORD))).toMatchObject({
      subject: "C=PT, CN=EC Signer",
      selfSigned: true,
      keyType: "ec",
    });
  });

  it("is refused when the password is wrong, it is no PKCS#12, or it holds no key", () => {
    expect(problemOf(() => readPkcs12(readFileSync(files.qualified), "outra"))).toBe("wrong_password");
    expect(problemOf(() => readPkcs12(Buffer.from("not a certificate at all"), P12_PASSWORD))).toBe("unreadable");
    expect(problemOf(() => readPkcs12(readFileSync(files.certificatesOnly), P12_PASSWORD))).toBe("no_private_key");
  });
});

const PRINTABLE: PrintableDocument = {
  title: "Factura",
  documentNumber: "FT 2026/1",
  copy: "Original",
  issueDate: "2026-03-10",
  dueDate: null,
  atcud: null,
  company: { name: "Loja", vatNumber: "500000000", address: null, city: null, postalCode: null, country: null },
  customer: { name: "Ana", vatNumber: "999999990", address: null, city: null, postalCode: null, country: null },
  currency: { symbol: "€", code: "EUR" },
  lines: [],
  vats: [],
  exemptions: [],
  totals: [],
  facts: [],
  observations: null,
  qrCode: null,
  certification: "Processado por programa certificado",
  watermark: null,
};

describe.skipIf(skipWithoutPdfsig)("signatures with loaded certificates", () => {
  for (const [kind, file] of [
    ["RSA with its chain", () => files.qualified],
    ["EC", () => files.ec],
  ] as const) {
    it(`a ${kind} key signs a PDF pdfsig finds valid, A4 and POS`, async () => {
      const bundle = readPkcs12(readFileSync(file()), P12_PASSWORD);
      for (const format of ["A4", "POS"] as const) {
        const pdf = await signedPdf((seal) => renderDocumentPdf(PRINTABLE, { format, language: "PT" }, seal), bundle, {
          signingTime: new Date("2026-03-10T10:00:00Z"),
          reason: "FT 2026/1",
          location: "Lisboa",
        });
        const report = pdfsig(pdf);
        expect(report.validation, report.output).toBe("Signature is Valid.");
        expect(report.wholeDocument).toBe(true);
        expect(report.commonName).toBe(kind === "EC" ? "EC Signer" : "Maria Silva");
      }
    });
  }
});

/** Every OID and OCTET STRING in a DER tree, in order. */
function walk(node: forge.asn1.Asn1, oids: string[], octets: Buffer[]): void {
  if (node.tagClass === forge.asn1.Class.UNIVERSAL && node.type === forge.asn1.Type.OID)
    oids.push(forge.asn1.derToOid(node.value as string));
  else if (node.tagClass === forge.asn1.Class.UNIVERSAL && node.type === forge.asn1.Type.OCTETSTRING)
    octets.push(Buffer.from(node.value as string, "binary"));
  if (Array.isArray(node.value)) for (const child of node.value) walk(child, oids, octets);
}

describe("the CMS signature", () => {
  it("carries what PAdES B-B asks: content-type, message-digest, signing-certificate-v2 of the signer, no signing-time", async () => {
    const bundle = readPkcs12(readFileSync(files.qualified), P12_PASSWORD);
    const pdf = await signedPdf(
      (seal) => renderDocumentPdf(PRINTABLE, { format: "A4", language: "PT" }, seal),
      bundle,
      { signingTime: new Date("2026-03-10T10:00:00Z"), reason: "FT 2026/1", location: "Lisboa" },
    );
    const raw = pdf.toString("latin1");
    expect(raw).toMatch(/\/SubFilter \/ETSI\.CAdES\.detached/);
    expect(raw).toMatch(/\/M \(D:20260310100000Z\)/);
    const hex = /\/Contents <([0-9a-fA-F]+)>/.exec(raw)![1]!;
    const der = Buffer.from(hex, "hex");
    // Contents is padded with zeros after the DER: read the first value only (node-forge takes
    // that option, which its type declarations leave out).
    const fromDer = forge.asn1.fromDer as unknown as (
      bytes: forge.util.ByteStringBuffer,
      options: { parseAllBytes: boolean },
    ) => forge.asn1.Asn1;
    const cms = fromDer(forge.util.createBuffer(der.toString("binary")), { parseAllBytes: false });
    const oids: string[] = [];
    const octets: Buffer[] = [];
    walk(cms, oids, octets);
    expect(oids[0]).toBe("1.2.840.113549.1.7.2"); // signedData
    expect(oids).toContain("1.2.840.113549.1.9.3"); // content-type
    expect(oids).toContain("1.2.840.113549.1.9.4"); // message-digest
    expect(oids).toContain("1.2.840.113549.1.9.16.2.47"); // signing-certificate-v2
    expect(oids).not.toContain("1.2.840.113549.1.9.5"); // signing-time
    const signer = certificatesOf(bundle)[0]!;
    expect(octets).toContainEqual(createHash("sha256").update(signer.raw).digest());
  });
});
