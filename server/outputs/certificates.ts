// X.509 certificates that sign documents' PDFs: a self-signed one made for an account (RSA
// 2048, naming the company and its tax number), and one read from a PKCS#12 file an operator
// loads. Node's crypto holds and uses the keys; node-forge does what Node cannot (write a
// certificate, open a PKCS#12 file).
import { X509Certificate, createPrivateKey, generateKeyPair, randomBytes, sign, type KeyObject } from "node:crypto";
import { promisify } from "node:util";
import forge from "node-forge";

/** A private key and the certificates that go with it, as PEM: the key's own first, then its chain. */
export interface CertificateBundle {
  /** PKCS#8. */
  readonly privateKeyPem: string;
  readonly certificatesPem: string;
}

/** What a person reads of a certificate. */
export interface CertificateFacts {
  /** RFC 4514 order (most specific first), e.g. `CN=Loja, O=Loja, organizationIdentifier=VATPT-500000000, C=PT`. */
  readonly subject: string;
  readonly issuer: string;
  readonly notBefore: Date;
  readonly notAfter: Date;
  readonly selfSigned: boolean;
  readonly keyType: "rsa" | "ec";
}

/** Why a PKCS#12 file cannot sign documents. */
export type CertificateProblem =
  "unreadable" | "wrong_password" | "no_private_key" | "unsupported_key" | "no_certificate" | "expired";

export class CertificateError extends Error {
  constructor(
    readonly problem: CertificateProblem,
    message: string,
  ) {
    super(message);
  }
}

const generateRsaPair = promisify(generateKeyPair);

/** Certificate subject attributes are bounded (RFC 5280 ub-common-name, ub-organization-name). */
const MAX_NAME = 64;

/** OID of organizationIdentifier (X.520), which carries `VATPT-<NIF>` in European qualified certificates. */
const ORGANIZATION_IDENTIFIER = "2.5.4.97";

/**
 * A new self-signed certificate for a company: CN and O its name, organizationIdentifier
 * `VATPT-<NIF>` (the form ETSI EN 319 412-1 gives for a VAT number), C=PT. The key pair is made
 * on libuv's thread pool (RSA 2048 takes long enough to hold other work), so call this outside a
 * transaction.
 */
export async function selfSignedCertificate(
  company: { name: string; vatNumber: string },
  now: Date,
  years = 10,
): Promise<CertificateBundle> {
  const { privateKey, publicKey } = await generateRsaPair("rsa", { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString());
  // A positive serial of 16 random bytes (RFC 5280: at most 20 octets, non-negative).
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f;
  cert.serialNumber = serial.toString("hex");
  cert.validity.notBefore = now;
  cert.validity.notAfter = new Date(now.getTime());
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + years);
  const name = company.name.trim().slice(0, MAX_NAME) || company.vatNumber;
  const utf8 = forge.asn1.Type.UTF8;
  const attributes = [
    { name: "countryName", value: "PT" },
    { type: ORGANIZATION_IDENTIFIER, value: `VATPT-${company.vatNumber}`, valueTagClass: utf8 },
    { name: "organizationName", value: name, valueTagClass: utf8 },
    { name: "commonName", value: name, valueTagClass: utf8 },
  ] as forge.pki.CertificateField[];
  cert.setSubject(attributes);
  cert.setIssuer(attributes);
  cert.setExtensions([
    { name: "basicConstraints", cA: false, critical: true },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true, critical: true },
    { name: "subjectKeyIdentifier" },
  ]);
  // Signed by Node rather than node-forge, whose RSA in JavaScript took 0.3 s more per certificate.
  cert.siginfo.algorithmOid = forge.pki.oids.sha256WithRSAEncryption!;
  cert.signatureOid = forge.pki.oids.sha256WithRSAEncryption!;
  const tbs = Buffer.from(forge.asn1.toDer(tbsCertificate(cert)).getBytes(), "binary");
  cert.signature = sign("sha256", tbs, privateKey).toString("binary");
  return { privateKeyPem, certificatesPem: forge.pki.certificateToPem(cert) };
}

/** node-forge's TBSCertificate encoder, which its type declarations leave out. */
function tbsCertificate(cert: forge.pki.Certificate): forge.asn1.Asn1 {
  return (forge.pki as unknown as { getTBSCertificate(c: forge.pki.Certificate): forge.asn1.Asn1 }).getTBSCertificate(
    cert,
  );
}

function derOf(node: forge.asn1.Asn1): Buffer {
  return Buffer.from(forge.asn1.toDer(node).getBytes(), "binary");
}

/**
 * The key and certificates of a PKCS#12 file opened with its password. The certificate that
 * signs is the one whose public key is the private key's; the other certificates (its chain)
 * follow it. Refuses (CertificateError) a file that does not open with the password, has no
 * private key, a key that is neither RSA nor EC, or no certificate for the key.
 */
export function readPkcs12(file: Buffer, password: string): CertificateBundle {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(file.toString("binary")));
    try {
      p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      if (/password|MAC|decrypt/i.test(detail)) throw new CertificateError("wrong_password", detail);
      throw new CertificateError("unreadable", detail);
    }
  } catch (err) {
    if (err instanceof CertificateError) throw err;
    throw new CertificateError("unreadable", err instanceof Error ? err.message : String(err));
  }
  const keyBags = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[forge.pki.oids.pkcs8ShroudedKeyBag!] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag! })[forge.pki.oids.keyBag!] ?? []),
  ];
  const bag = keyBags[0];
  if (!bag) throw new CertificateError("no_private_key", "the file holds no private key");
  // node-forge reads RSA keys itself and hands back the ASN.1 of any other kind (EC).
  const keyInfo = bag.key ? forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(bag.key)) : bag.asn1;
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: derOf(keyInfo), format: "der", type: "pkcs8" });
  } catch (err) {
    throw new CertificateError("unsupported_key", err instanceof Error ? err.message : String(err));
  }
  const type = key.asymmetricKeyType;
  if (type !== "rsa" && type !== "ec")
    throw new CertificateError("unsupported_key", `the private key is ${type ?? "of an unknown type"}, not RSA or EC`);
  const certBags = p12.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? [];
  const certificates = certBags.flatMap((b) => {
    const asn1 = b.cert ? forge.pki.certificateToAsn1(b.cert) : b.asn1;
    return asn1 ? [new X509Certificate(derOf(asn1))] : [];
  });
  const own = certificates.find((c) => c.checkPrivateKey(key));
  if (!own) throw new CertificateError("no_certificate", "no certificate in the file is the private key's");
  const chain = [own, ...certificates.filter((c) => c !== own)];
  return {
    privateKeyPem: key.export({ type: "pkcs8", format: "pem" }).toString(),
    certificatesPem: chain.map((c) => c.toString()).join(""),
  };
}

/** The certificates of a bundle, the signing one first. */
export function certificatesOf(bundle: Pick<CertificateBundle, "certificatesPem">): X509Certificate[] {
  const pems = bundle.certificatesPem.match(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g) ?? [];
  return pems.map((pem) => new X509Certificate(pem));
}

/** Node prints a name one attribute a line, most general first. */
function distinguishedName(lines: string): string {
  return lines.split("\n").filter(Boolean).reverse().join(", ");
}

/** Subject, issuer, validity and key type of the bundle's signing certificate. */
export function certificateFacts(bundle: CertificateBundle): CertificateFacts {
  const own = certificatesOf(bundle)[0];
  if (!own) throw new CertificateError("no_certificate", "the bundle holds no certificate");
  const keyType = own.publicKey.asymmetricKeyType;
  return {
    subject: distinguishedName(own.subject),
    issuer: distinguishedName(own.issuer),
    notBefore: new Date(own.validFrom),
    notAfter: new Date(own.validTo),
    selfSigned: own.subject === own.issuer && own.verify(own.publicKey),
    keyType: keyType === "ec" ? "ec" : "rsa",
  };
}
