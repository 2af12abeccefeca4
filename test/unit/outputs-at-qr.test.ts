import { describe, expect, it } from "vitest";
import { Decimal } from "decimal.js";
import { atQrCode, qrTaxSpaces, type AtQrFields } from "../../server/outputs/at-qr.ts";
import { Refusal } from "../../server/kernel/errors.ts";

// The AT examples of domain-notes section 4.3, as the AT technical specification gives them.
const FULL_INVOICE =
  "A:123456789*B:999999990*C:PT*D:FT*E:N*F:20191231*G:FT AB2019/0035*H:CSDF7T5H-0035*I1:PT*I2:12000.00*I3:15000.00*I4:900.00*I5:50000.00*I6:6500.00*I7:80000.00*I8:18400.00*J1:PT-AC*J2:10000.00*J3:25000.56*J4:1000.02*J5:75000.00*J6:6750.00*J7:100000.00*J8:18000.00*K1:PT-MA*K2:5000.00*K3:12500.00*K4:625.00*K5:25000.00*K6:3000.00*K7:40000.00*K8:8800.00*L:100.00*M:25.00*N:64000.02*O:513600.58*P:100.00*Q:kLp0*R:9999*S:TB;PT00000000000000000000000;513500.58";
const SIMPLIFIED =
  "A:123456789*B:999999990*C:PT*D:FS*E:N*F:20190812*G:FS CDVF/12345*H:CDF7T5HD-12345*I1:PT*I7:0.65*I8:0.15*N:0.15*O:0.80*Q:YhGV*R:9999*S:NU;0.80";
const TRANSPORT_GUIDE =
  "A:500000000*B:123456789*C:PT*D:GT*E:N*F:20190720*G:GT G234CB/50987*H:GTVX4Y8B-50987*I1:0*N:0.00*O:0.00*Q:5uIg*R:9999";
const PRO_FORMA =
  "A:500000000*B:123456789*C:PT*D:PF*E:N*F:20190123*G:PF G2019CB/145789*H:HB6FT7RV-145789*I1:PT*I2:12345.34*I3:12532.65*I4:751.96*I5:52789.00*I6:6862.57*I7:32425.69*I8:7457.91*N:15072.44*O:125165.12*Q:r/fY*R:9999";

const fullInvoice: AtQrFields = {
  issuerNif: "123456789",
  buyerNif: "999999990",
  buyerCountry: "PT",
  documentType: "FT",
  documentStatus: "N",
  documentDate: "2019-12-31",
  documentNumber: "FT AB2019/0035",
  atcud: "CSDF7T5H-0035",
  taxSpaces: [
    {
      region: "PT",
      exemptBase: 12000,
      reducedBase: "15000",
      reducedVat: "900.0",
      intermediateBase: new Decimal(50000),
      intermediateVat: "6500.00",
      normalBase: 80000,
      normalVat: "18400",
    },
    {
      region: "PT-AC",
      exemptBase: "10000",
      reducedBase: "25000.56",
      reducedVat: "1000.02",
      intermediateBase: 75000,
      intermediateVat: 6750,
      normalBase: 100000,
      normalVat: 18000,
    },
    {
      region: "PT-MA",
      exemptBase: 5000,
      reducedBase: 12500,
      reducedVat: 625,
      intermediateBase: 25000,
      intermediateVat: 3000,
      normalBase: 40000,
      normalVat: 8800,
    },
  ],
  notSubjectToVat: 100,
  stampDuty: 25,
  totalTaxes: "64000.02",
  grossTotal: "513600.58",
  withholdingTax: 100,
  hashCharacters: "kLp0",
  certificateNumber: "9999",
  otherInfo: "TB;PT00000000000000000000000;513500.58",
};

describe("AT QR code content", () => {
  it("reproduces the AT full-invoice example with three tax spaces and every optional field", () => {
    expect(atQrCode(fullInvoice)).toBe(FULL_INVOICE);
  });

  it("reproduces the AT simplified-invoice example (only the normal rate, payment info in S)", () => {
    const code = atQrCode({
      issuerNif: "123456789",
      buyerNif: "999999990",
      buyerCountry: "PT",
      documentType: "FS",
      documentStatus: "N",
      documentDate: "2019-08-12",
      documentNumber: "FS CDVF/12345",
      atcud: "ATCUD:CDF7T5HD-12345",
      taxSpaces: [{ region: "PT", normalBase: "0.65", normalVat: "0.15" }],
      totalTaxes: "0.15",
      grossTotal: "0.8",
      hashCharacters: "YhGV",
      certificateNumber: "9999",
      otherInfo: "NU;0.80",
    });
    expect(code).toBe(SIMPLIFIED);
  });

  it("reproduces the AT unvalued transport-guide example: I1 is 0 without VAT lines", () => {
    const code = atQrCode({
      issuerNif: "500000000",
      buyerNif: "123456789",
      buyerCountry: "PT",
      documentType: "GT",
      documentStatus: "N",
      documentDate: "2019-07-20",
      documentNumber: "GT G234CB/50987",
      atcud: "GTVX4Y8B-50987",
      taxSpaces: [],
      totalTaxes: 0,
      grossTotal: "0",
      hashCharacters: "5uIg",
      certificateNumber: "9999",
    });
    expect(code).toBe(TRANSPORT_GUIDE);
  });

  it("reproduces the AT pro-forma example (one tax space, no S)", () => {
    const code = atQrCode({
      issuerNif: "500000000",
      buyerNif: "123456789",
      buyerCountry: "PT",
      documentType: "PF",
      documentStatus: "N",
      documentDate: "2019-01-23",
      documentNumber: "PF G2019CB/145789",
      atcud: "HB6FT7RV-145789",
      taxSpaces: [
        {
          region: "PT",
          exemptBase: "12345.34",
          reducedBase: "12532.65",
          reducedVat: "751.96",
          intermediateBase: "52789",
          intermediateVat: "6862.57",
          normalBase: "32425.69",
          normalVat: "7457.91",
        },
      ],
      totalTaxes: "15072.44",
      grossTotal: "125165.12",
      hashCharacters: "r/fY",
      certificateNumber: "9999",
      otherInfo: null,
    });
    expect(code).toBe(PRO_FORMA);
  });

  it("writes every amount with exactly two decimals and no thousands separator", () => {
    const code = atQrCode({
      ...fullInvoice,
      taxSpaces: [{ region: "PT", normalBase: "1234567.5", normalVat: "283950.525" }],
      totalTaxes: "283950.525",
      grossTotal: 1518518,
    });
    expect(code).toContain("*I7:1234567.50*I8:283950.53*");
    expect(code).toContain("*N:283950.53*O:1518518.00*");
  });

  it.each([
    [
      "four tax spaces",
      { taxSpaces: [{ region: "PT" }, { region: "PT-AC" }, { region: "PT-MA" }, { region: "ES" }] },
      "The QR code holds at most three tax spaces; the document has 4.",
    ],
    [
      "a repeated region",
      { taxSpaces: [{ region: "PT" }, { region: "PT" }] },
      "The QR code tax spaces repeat a region (PT, PT).",
    ],
    [
      "a document number over 60 characters",
      { documentNumber: `FT ${"A".repeat(55)}/12345` },
      `The QR code field G ("FT ${"A".repeat(55)}/12345") is longer than 60 characters.`,
    ],
    [
      "an asterisk in a value",
      { otherInfo: "NU;0.80*X" },
      'The QR code field S ("NU;0.80*X") contains "*", the field separator.',
    ],
    [
      "a date that is not YYYY-MM-DD",
      { documentDate: "31/12/2019" },
      'The QR code document date ("31/12/2019") is not a YYYY-MM-DD date.',
    ],
    ["a negative amount", { grossTotal: "-1.00" }, "The QR code field O (-1) is negative."],
    ["an amount that is not a number", { totalTaxes: "abc" }, 'The QR code field N ("abc") is not an amount.'],
    ["an empty ATCUD", { atcud: "" }, "The QR code field H is empty."],
    [
      "a region over 5 characters",
      { taxSpaces: [{ region: "PT-MAD" }] },
      'The QR code field I1 ("PT-MAD") is longer than 5 characters.',
    ],
  ] as const)(
    "refuses %s, as an internal failure (the fields come from a stored document)",
    (_name, change, message) => {
      const attempt = () => atQrCode({ ...fullInvoice, ...change } as AtQrFields);
      expect(attempt).toThrow(message);
      expect(attempt).not.toThrow(Refusal);
    },
  );
});

describe("tax spaces from VAT rows", () => {
  it("groups rows by region in order of appearance and sums rows of the same type", () => {
    const spaces = qrTaxSpaces([
      { region: "PT", type: "normal", base: "100.00", vat: "23.00" },
      { region: "PT-MA", type: "reduced", base: "10.00", vat: "0.40" },
      { region: "PT", type: "normal", base: "50.00", vat: "11.50" },
      { region: "PT", type: "exempt", base: "20.00", vat: "0" },
    ]);
    expect(spaces.map((s) => s.region)).toEqual(["PT", "PT-MA"]);
    const code = atQrCode({ ...fullInvoice, taxSpaces: spaces });
    expect(code).toContain("*I1:PT*I2:20.00*I7:150.00*I8:34.50*J1:PT-MA*J3:10.00*J4:0.40*L:");
  });
});
