// The CMS signature a signed PDF carries (PAdES baseline B-B, ETSI EN 319 142-1: SubFilter
// ETSI.CAdES.detached): a detached SignedData over the PDF's signed byte ranges, with the
// signed attributes B-B asks for (content-type, message-digest, signing-certificate-v2) and
// no signing-time attribute (the time is the signature dictionary's M entry). @signpdf's own
// P12 signer cannot make this: it adds signing-time, has no signing-certificate-v2, and signs
// with RSA only, while an operator's qualified certificate may have an EC key.
import { createHash, sign, type KeyObject, type X509Certificate } from "node:crypto";
import forge from "node-forge";
import { Signer } from "@signpdf/utils";

const { asn1 } = forge;
const { Class, Type } = asn1;

const OID = {
  sha256: "2.16.840.1.101.3.4.2.1",
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingCertificateV2: "1.2.840.113549.1.9.16.2.47",
  rsaEncryption: "1.2.840.113549.1.1.1",
  ecdsaWithSha256: "1.2.840.10045.4.3.2",
} as const;

type Node = forge.asn1.Asn1;

const seq = (value: Node[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, value);
const set = (value: Node[]) => asn1.create(Class.UNIVERSAL, Type.SET, true, value);
const oid = (value: string) => asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(value).getBytes());
const octets = (value: Buffer) => asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, value.toString("binary"));
const integer = (value: number) => asn1.create(Class.UNIVERSAL, Type.INTEGER, false, String.fromCharCode(value));
const nul = () => asn1.create(Class.UNIVERSAL, Type.NULL, false, "");
const tagged = (tag: number, value: Node[]) => asn1.create(Class.CONTEXT_SPECIFIC, tag, true, value);

function der(node: Node): Buffer {
  return Buffer.from(asn1.toDer(node).getBytes(), "binary");
}

function parse(bytes: Buffer): Node {
  return asn1.fromDer(forge.util.createBuffer(bytes.toString("binary")));
}

/** A certificate's issuer Name and serialNumber, as they are encoded in it (RFC 5280 TBSCertificate). */
function issuerAndSerial(certificate: Node): { issuer: Node; serial: Node } {
  const tbs = (certificate.value as Node[])[0]!.value as Node[];
  // The version is an explicit [0] that v1 certificates leave out.
  const offset = tbs[0]!.tagClass === Class.CONTEXT_SPECIFIC ? 1 : 0;
  return { serial: tbs[offset]!, issuer: tbs[offset + 2]! };
}

/** An attribute: its type and one value. */
function attribute(type: string, value: Node): Node {
  return seq([oid(type), set([value])]);
}

/** DER orders the members of a SET OF by their encodings (X.690 11.6). */
function derSet(members: Node[]): Node[] {
  return members
    .map((member) => ({ member, bytes: der(member) }))
    .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
    .map((x) => x.member);
}

/** Signs with a private key (RSA or EC) and its certificate chain, the signing certificate first. */
export class CadesSigner extends Signer {
  constructor(
    private readonly key: KeyObject,
    private readonly chain: readonly X509Certificate[],
  ) {
    super();
    if (chain.length === 0) throw new Error("A signature needs the signing certificate.");
  }

  /** Room the signature takes in the PDF (bytes): the certificates it carries and some 4 KB more. */
  get maxLength(): number {
    return this.chain.reduce((total, c) => total + c.raw.length, 0) + 4096;
  }

  /** The DER of a detached CMS SignedData over `content` (the PDF's signed byte ranges). */
  override async sign(content: Buffer): Promise<Buffer> {
    const certificates = this.chain.map((c) => parse(c.raw));
    const own = this.chain[0]!;
    const { issuer, serial } = issuerAndSerial(certificates[0]!);
    const sha256 = seq([oid(OID.sha256)]);
    const essCertIdV2 = seq([
      octets(createHash("sha256").update(own.raw).digest()),
      seq([seq([tagged(4, [issuer])]), serial]),
    ]);
    const signedAttributes = derSet([
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(createHash("sha256").update(content).digest())),
      attribute(OID.signingCertificateV2, seq([seq([essCertIdV2])])),
    ]);
    // What is signed is the attributes' DER with the SET tag, not the [0] they are sent under (RFC 5652 5.4).
    const signature = sign("sha256", der(set(signedAttributes)), this.key);
    const ec = this.key.asymmetricKeyType === "ec";
    const signerInfo = seq([
      integer(1),
      seq([issuer, serial]),
      sha256,
      tagged(0, signedAttributes),
      ec ? seq([oid(OID.ecdsaWithSha256)]) : seq([oid(OID.rsaEncryption), nul()]),
      octets(signature),
    ]);
    const signedData = seq([
      integer(1),
      set([sha256]),
      seq([oid(OID.data)]),
      tagged(0, certificates),
      set([signerInfo]),
    ]);
    return der(seq([oid(OID.signedData), tagged(0, [signedData])]));
  }
}
