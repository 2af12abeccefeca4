// The content of the AT QR code printed on fiscal documents (Portaria 195/2020 and the AT
// technical specification v1.1): `CODE:value` pairs joined by `*`, in the specification's order.
import { Decimal } from "decimal.js";

type Amount = Decimal.Value;

/** The VAT figures of one tax space (fiscal region); absent amounts are left out of the code. */
export interface QrTaxSpace {
  /** `PT`, `PT-AC`, `PT-MA` or a foreign ISO country code. */
  readonly region: string;
  readonly exemptBase?: Amount | null;
  readonly reducedBase?: Amount | null;
  readonly reducedVat?: Amount | null;
  readonly intermediateBase?: Amount | null;
  readonly intermediateVat?: Amount | null;
  readonly normalBase?: Amount | null;
  readonly normalVat?: Amount | null;
}

export interface AtQrFields {
  /** A: the issuer's NIF, without country prefix. */
  readonly issuerNif: string;
  /** B: the buyer's tax number (999999990 for a final consumer). */
  readonly buyerNif: string;
  /** C: the buyer's country, ISO 3166-1 alpha-2 (or "Desconhecido"). */
  readonly buyerCountry: string;
  /** D: SAF-T document type (FT, FS, FR, NC, ND, GT, PF, RG...). */
  readonly documentType: string;
  /** E: SAF-T document status (N, A, F, S, R, T). */
  readonly documentStatus: string;
  /** F: the document date, `YYYY-MM-DD`. */
  readonly documentDate: string;
  /** G: the document number, e.g. `FT AB2019/0035`. */
  readonly documentNumber: string;
  /** H: the ATCUD, e.g. `CSDF7T5H-0035` (an `ATCUD:` prefix is dropped). */
  readonly atcud: string;
  /** I, J, K: up to three tax spaces; none when the document has no VAT lines (I1 is then `0`). */
  readonly taxSpaces: readonly QrTaxSpace[];
  /** L: amount not subject to or not taxed by VAT. */
  readonly notSubjectToVat?: Amount | null;
  /** M: stamp duty. */
  readonly stampDuty?: Amount | null;
  /** N: total taxes. */
  readonly totalTaxes: Amount;
  /** O: gross total, taxes included. */
  readonly grossTotal: Amount;
  /** P: withholding tax. */
  readonly withholdingTax?: Amount | null;
  /** Q: the 4 characters of the hash (see signature.ts). */
  readonly hashCharacters: string;
  /** R: the software certificate number. */
  readonly certificateNumber: string;
  /** S: other information (free text, e.g. payment data). */
  readonly otherInfo?: string | null;
}

const MAX_LENGTH: Record<string, number> = { A: 9, B: 30, C: 12, D: 2, E: 1, F: 8, G: 60, H: 70, Q: 4, R: 4, S: 65 };
const REGION_MAX = 5;
const AMOUNT_MAX = 16;

function text(code: string, value: string, max: number): string {
  if (value.length === 0) throw new Error(`The QR code field ${code} is empty.`);
  if (value.length > max) throw new Error(`The QR code field ${code} ("${value}") is longer than ${max} characters.`);
  // The asterisk separates the fields: a value holding one would split the code.
  if (value.includes("*")) throw new Error(`The QR code field ${code} ("${value}") contains "*", the field separator.`);
  return `${code}:${value}`;
}

function amount(code: string, value: Amount): string {
  let d: Decimal;
  try {
    d = new Decimal(value);
  } catch {
    throw new Error(`The QR code field ${code} ("${String(value)}") is not an amount.`);
  }
  if (!d.isFinite()) throw new Error(`The QR code field ${code} ("${String(value)}") is not an amount.`);
  if (d.isNegative() && !d.isZero()) throw new Error(`The QR code field ${code} (${d.toString()}) is negative.`);
  return text(code, d.toFixed(2, Decimal.ROUND_HALF_UP), AMOUNT_MAX);
}

function optionalAmount(code: string, value: Amount | null | undefined): string[] {
  return value === null || value === undefined ? [] : [amount(code, value)];
}

function compactDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) throw new Error(`The QR code document date ("${date}") is not a YYYY-MM-DD date.`);
  return `${m[1]}${m[2]}${m[3]}`;
}

function taxSpace(prefix: "I" | "J" | "K", space: QrTaxSpace): string[] {
  return [
    text(`${prefix}1`, space.region, REGION_MAX),
    ...optionalAmount(`${prefix}2`, space.exemptBase),
    ...optionalAmount(`${prefix}3`, space.reducedBase),
    ...optionalAmount(`${prefix}4`, space.reducedVat),
    ...optionalAmount(`${prefix}5`, space.intermediateBase),
    ...optionalAmount(`${prefix}6`, space.intermediateVat),
    ...optionalAmount(`${prefix}7`, space.normalBase),
    ...optionalAmount(`${prefix}8`, space.normalVat),
  ];
}

/**
 * Builds the QR code content. Values the specification does not allow throw a plain Error: the
 * fields come from a stored document, so such a value is a fault of the server, not a request's.
 */
export function atQrCode(fields: AtQrFields): string {
  if (fields.taxSpaces.length > 3)
    throw new Error(`The QR code holds at most three tax spaces; the document has ${fields.taxSpaces.length}.`);
  const regions = fields.taxSpaces.map((s) => s.region);
  if (new Set(regions).size !== regions.length)
    throw new Error(`The QR code tax spaces repeat a region (${regions.join(", ")}).`);
  const field = (code: string, value: string) => text(code, value, MAX_LENGTH[code] ?? 0);
  const parts = [
    field("A", fields.issuerNif),
    field("B", fields.buyerNif),
    field("C", fields.buyerCountry),
    field("D", fields.documentType),
    field("E", fields.documentStatus),
    field("F", compactDate(fields.documentDate)),
    field("G", fields.documentNumber),
    field("H", fields.atcud.replace(/^ATCUD:/, "")),
    ...(fields.taxSpaces.length === 0 ? ["I1:0"] : []),
    ...fields.taxSpaces.flatMap((space, i) => taxSpace((["I", "J", "K"] as const)[i]!, space)),
    ...optionalAmount("L", fields.notSubjectToVat),
    ...optionalAmount("M", fields.stampDuty),
    amount("N", fields.totalTaxes),
    amount("O", fields.grossTotal),
    ...optionalAmount("P", fields.withholdingTax),
    field("Q", fields.hashCharacters),
    field("R", fields.certificateNumber),
    ...(fields.otherInfo ? [field("S", fields.otherInfo)] : []),
  ];
  return parts.join("*");
}

/** One VAT summary row of a document, classified by the rate's type and region. */
export interface QrVatRow {
  readonly region: string;
  readonly type: "exempt" | "reduced" | "intermediate" | "normal";
  readonly base: Amount;
  readonly vat: Amount;
}

/**
 * Groups a document's VAT rows into tax spaces for the QR code, in order of first appearance
 * of each region, summing rows of the same region and type.
 */
export function qrTaxSpaces(rows: readonly QrVatRow[]): QrTaxSpace[] {
  const spaces = new Map<
    string,
    { exempt?: Decimal; reduced?: [Decimal, Decimal]; intermediate?: [Decimal, Decimal]; normal?: [Decimal, Decimal] }
  >();
  for (const row of rows) {
    const space = spaces.get(row.region) ?? {};
    spaces.set(row.region, space);
    const base = new Decimal(row.base);
    if (row.type === "exempt") {
      space.exempt = (space.exempt ?? new Decimal(0)).plus(base);
    } else {
      const [b, v] = space[row.type] ?? [new Decimal(0), new Decimal(0)];
      space[row.type] = [b.plus(base), v.plus(row.vat)];
    }
  }
  return [...spaces].map(([region, s]) => ({
    region,
    exemptBase: s.exempt ?? null,
    reducedBase: s.reduced?.[0] ?? null,
    reducedVat: s.reduced?.[1] ?? null,
    intermediateBase: s.intermediate?.[0] ?? null,
    intermediateVat: s.intermediate?.[1] ?? null,
    normalBase: s.normal?.[0] ?? null,
    normalVat: s.normal?.[1] ?? null,
  }));
}
