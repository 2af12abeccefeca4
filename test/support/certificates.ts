// PKCS#12 files an operator might load, made for the tests: by OpenSSL (as a certificate
// authority's tools would make them: PBES2/AES-256, SHA-256 MAC) a qualified-like RSA
// certificate issued by a test CA, an EC one, and one holding certificates only; by node-forge
// one whose certificate has expired (OpenSSL 3.0's req cannot date a certificate in the past).
import { execFileSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import forge from "node-forge";

export const P12_PASSWORD = "segredo-do-p12";

export interface TestP12Files {
  readonly dir: string;
  /** RSA 2048, CN=Maria Silva, issued by "Test Qualified CA", the CA in the file too. */
  readonly qualified: string;
  /** EC P-256, self-signed, CN=EC Signer. */
  readonly ec: string;
  /** The qualified certificate without its key. */
  readonly certificatesOnly: string;
  /** RSA, expired on 2020-01-31. */
  readonly expired: string;
  remove(): void;
}

function openssl(dir: string, ...args: string[]): void {
  execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
}

export function makeTestP12Files(): TestP12Files {
  const dir = mkdtempSync(join(tmpdir(), "p12-"));
  const pass = `pass:${P12_PASSWORD}`;
  openssl(
    dir,
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
    "-days",
    "3650",
    "-subj",
    "/CN=Test Qualified CA/O=Test CA/C=PT",
  );
  openssl(
    dir,
    "req",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    "leaf.key",
    "-out",
    "leaf.csr",
    "-subj",
    "/CN=Maria Silva/O=Padaria Central, Lda/organizationIdentifier=VATPT-513284923/C=PT",
  );
  openssl(
    dir,
    "x509",
    "-req",
    "-in",
    "leaf.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-out",
    "leaf.pem",
    "-days",
    "3650",
  );
  openssl(
    dir,
    "pkcs12",
    "-export",
    "-inkey",
    "leaf.key",
    "-in",
    "leaf.pem",
    "-certfile",
    "ca.pem",
    "-out",
    "qualified.p12",
    "-passout",
    pass,
  );
  openssl(dir, "pkcs12", "-export", "-nokeys", "-in", "leaf.pem", "-out", "certificates-only.p12", "-passout", pass);
  openssl(
    dir,
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:P-256",
    "-nodes",
    "-keyout",
    "ec.key",
    "-out",
    "ec.pem",
    "-days",
    "3650",
    "-subj",
    "/CN=EC Signer/C=PT",
  );
  openssl(dir, "pkcs12", "-export", "-inkey", "ec.key", "-in", "ec.pem", "-out", "ec.p12", "-passout", pass);
  writeFileSync(join(dir, "expired.p12"), expiredP12());
  return {
    dir,
    qualified: join(dir, "qualified.p12"),
    ec: join(dir, "ec.p12"),
    certificatesOnly: join(dir, "certificates-only.p12"),
    expired: join(dir, "expired.p12"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

function expiredP12(): Buffer {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs8", format: "pem" }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = "01";
  cert.validity.notBefore = new Date("2019-02-01T00:00:00Z");
  cert.validity.notAfter = new Date("2020-01-31T00:00:00Z");
  const name = [{ name: "commonName", value: "Certificado Expirado" }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], P12_PASSWORD, { algorithm: "aes256" });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary");
}
