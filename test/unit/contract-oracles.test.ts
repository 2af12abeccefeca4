// The contract runner's oracles, each on hand-made answers: one that holds and at least one it
// must fail (totals recomputed from the rate each line resolved to, summary = create,
// numbering, finished documents, receipts, open accounts, paging).
import { describe, expect, it } from "vitest";
import { Dec } from "../../contract/src/decimal.ts";
import { totalsProblems, resolvedRate } from "../../contract/src/oracles/totals.ts";
import type { SentDocument } from "../../contract/src/oracles/document.ts";
import { summaryCreateDifferences } from "../../contract/src/oracles/summary-equals-create.ts";
import { numberingFindings } from "../../contract/src/oracles/numbering.ts";
import { fiscalChanges } from "../../contract/src/oracles/immutable.ts";
import { settlementProblems } from "../../contract/src/oracles/receipts.ts";
import { openEntries } from "../../contract/src/oracles/open-accounts.ts";
import { pagingProblems } from "../../contract/src/oracles/paging.ts";
import { ORACLES } from "../../contract/src/oracles/index.ts";
import { rateText } from "../../contract/src/oracles/context.ts";

type Row = Record<string, unknown>;

/** Two lines at 23% and 6%, the first with 10% off: 2 × 10.00 − 10% = 18.00; 3 × 5.00 = 15.00. */
const sent: SentDocument = {
  vatType: "Debitar IVA",
  lines: [
    { itemId: 1, price: "10.00", quantity: "2", discount: "10", vat: "23.00", isService: false },
    { itemId: 2, price: "5.00", quantity: "3", discount: "0", vat: "6.00", isService: true },
  ],
  globalDiscount: "0",
  irsRetentionTax: "0",
  currencyExchange: "1",
};

/** The summary a correct server answers for `sent` (VAT IDs as a fresh demo data set numbers them). */
function summary(): Row {
  return {
    gross_total: 35,
    total_discount: 2,
    net_total: 33,
    total_base_vat: 33,
    total_vat: 5.04,
    grand_total: 38.04,
    grand_total_with_currency_exchange: 38.04,
    irs_retention_total: 0,
    items: [
      { vat_id: 13, gross_total: 20, total_discount: 2, total_base_vat: 18, total_vat: 4.14, grand_total: 22.14 },
      { vat_id: 15, gross_total: 15, total_discount: 0, total_base_vat: 15, total_vat: 0.9, grand_total: 15.9 },
    ],
    vats: [
      { vat_id: 13, vat_tax: 23, total_base_vat: 18, total_vat: 4.14 },
      { vat_id: 15, vat_tax: 6, total_base_vat: 15, total_vat: 0.9 },
    ],
  };
}

describe("oracle:totals", () => {
  it("holds on a correct answer, reading each line's rate from the row of its vat_id or its own vat", () => {
    expect(totalsProblems(sent, summary())).toEqual([]);
    const stored = summary();
    for (const line of stored.items as Row[]) {
      line.vat = { id: line.vat_id, tax: line.vat_id === 13 ? "23.00" : "6.00" };
      delete line.vat_id;
    }
    expect(totalsProblems(sent, stored)).toEqual([]);
    expect(resolvedRate(summary(), (summary().items as Row[])[1]!)!.toFixed(2)).toBe("6.00");
  });

  it("fails a VAT row off by a cent on a line with a discount", () => {
    const wrong = summary();
    const row = (wrong.vats as Row[])[0]!;
    row.total_base_vat = 18.01;
    wrong.total_base_vat = 33.01;
    wrong.grand_total = 38.05;
    expect(totalsProblems(sent, wrong)).toEqual([
      "total_base_vat 33.01, recomputed 33.00",
      "grand_total 38.05, recomputed 38.04",
      "base at 23% 18.01, recomputed 18.00",
    ]);
  });

  it("fails a line applied at another rate than the one it named", () => {
    // The bug the oracle once had: VAT sent as a bare 13 means the 13% rate, not the rate whose ID is 13.
    const other = summary();
    (other.vats as Row[])[0]!.vat_tax = 13;
    expect(totalsProblems(sent, other)).toEqual(['line 1: VAT sent as "23.00" (a rate) was applied as 13.00%']);
    expect(rateText("23")).toBe("23.00");
    expect(rateText(6)).toBe("6.00");
  });

  it("fails totals that do not follow the lines, and lines missing from the answer", () => {
    const wrong = summary();
    wrong.total_vat = 5.05;
    expect(totalsProblems(sent, wrong)).toEqual(["total_vat 5.05, recomputed 5.04"]);
    const short = summary();
    (short.items as Row[]).pop();
    expect(totalsProblems(sent, short)).toEqual(["1 lines answered for the 2 sent"]);
  });

  it("recomputes VAT included in the prices, a global discount and withholding", () => {
    const doc: SentDocument = {
      ...sent,
      vatType: "IVA incluído",
      globalDiscount: "5",
      irsRetentionTax: "25",
      lines: [{ itemId: 2, price: "12.30", quantity: "1", discount: "0", vat: "23.00", isService: true }],
    };
    // 12.30 − 5% = 11.685 → 11.69, of which VAT 11.69 × 23 / 123 = 2.19, base 9.50; withholding 25% of 9.50.
    const answer: Row = {
      total_base_vat: 9.5,
      total_vat: 2.19,
      grand_total: 11.69,
      irs_retention_total: 2.38,
      items: [{ vat_id: 13, gross_total: 12.3, total_discount: 0 }],
      vats: [{ vat_id: 13, vat_tax: 23, total_base_vat: 9.5, total_vat: 2.19 }],
    };
    expect(totalsProblems(doc, answer)).toEqual([]);
    expect(totalsProblems(doc, { ...answer, irs_retention_total: 2.37 })).toEqual([
      "irs_retention_total 2.37, recomputed 2.38",
    ]);
  });
});

describe("oracle:summary-equals-create", () => {
  it("holds when amounts agree as decimals; fails a different total or VAT row", () => {
    const created = { ...summary(), grand_total: "38.04", total_vat: "5.04" };
    expect(summaryCreateDifferences(summary(), created)).toEqual([]);
    expect(summaryCreateDifferences(summary(), { ...created, grand_total: "38.05" })).toEqual([
      "grand_total: summary 38.04, create 38.05",
    ]);
    const rows = summary();
    (rows.vats as Row[])[1]!.total_vat = 0.91;
    expect(summaryCreateDifferences(rows, summary())[0]).toMatch(/^VAT rows: summary /);
  });
});

describe("oracle:numbering", () => {
  const doc = (number: number, serie = 1): Row => ({
    number,
    document_number: `FT ${serie}/${number}`,
    document_type_id: 1,
    serie_id: serie,
  });

  it("holds on contiguous numbers per series", () => {
    expect(numberingFindings([doc(7), doc(8), doc(9), doc(1, 2), doc(2, 2)])).toEqual({ duplicates: [], gaps: [] });
  });

  it("finds a gap to look up and a number given twice", () => {
    const { duplicates, gaps } = numberingFindings([doc(7), doc(9), doc(9)]);
    expect(duplicates).toEqual(["number(s) 9 given to two documents of the same type and series"]);
    expect(gaps).toEqual([{ prefix: "FT 1/", number: 8, numbers: [7, 9, 9] }]);
  });
});

describe("oracle:immutable", () => {
  const finished: Row = {
    number: 3,
    document_number: "FT 1/3",
    status: "Terminado",
    grand_total: "12.30",
    customer_address: "Rua das Flores, 12",
    items: [{ item_id: 4, grand_total: "12.30", vat_id: 13, unit_id: 1 }],
    vats: [{ vat_tax: 23, total_base_vat: 10, total_vat: 2.3 }],
    pdf_url: "https://x/1.pdf",
  };

  it("holds when only non-fiscal fields or the amounts' notation change", () => {
    expect(fiscalChanges(finished, { ...finished, grand_total: 12.3, pdf_url: "https://x/2.pdf" })).toEqual([]);
  });

  it("fails an address or a line that changed", () => {
    expect(fiscalChanges(finished, { ...finished, customer_address: "Avenida Nova, 99" })).toEqual([
      'customer_address: "Rua das Flores, 12", then "Avenida Nova, 99"',
    ]);
    expect(fiscalChanges(finished, { ...finished, items: [{ item_id: 4, grand_total: "12.31", vat_id: 13 }] })).toEqual(
      ['items[0].grand_total: "12.3", then "12.31"'],
    );
  });
});

describe("oracle:receipts and oracle:open-accounts", () => {
  const total = new Dec("74.72");
  const part = new Dec("24.91");
  const settled = {
    documentNumber: "FT 1/5",
    total,
    part,
    overAccepted: false,
    moreAccepted: false,
    open: [total, total.minus(part), new Dec(0)] as const,
  };

  it("hold when receipts stop at the open balance and the account follows", () => {
    expect(settlementProblems(settled)).toEqual([]);
  });

  it("fail a receipt above the open balance, one on a settled invoice, and a balance that does not follow", () => {
    expect(settlementProblems({ ...settled, overAccepted: true, open: [total, undefined, undefined] })).toEqual([
      {
        check: "oracle:receipts",
        at: "over",
        message: "a receipt of 74.72 was accepted with only 49.81 open on FT 1/5",
      },
    ]);
    expect(settlementProblems({ ...settled, moreAccepted: true }).map((p) => p.at)).toEqual(["more"]);
    expect(settlementProblems({ ...settled, open: [total, total, new Dec("0.01")] })).toEqual([
      {
        check: "oracle:open-accounts",
        at: 1,
        message: "after receipts of 24.91 on 74.72, the open balance is 74.72, not 49.81",
      },
      { check: "oracle:open-accounts", at: 2, message: "a settled invoice leaves 0.01 open" },
    ]);
  });

  it("open entries add up their balances and fail one that is not debit − credit", () => {
    const good = openEntries([
      { sale_id: 1, debit: "50.59", credit: "0", balance: "50.59" },
      { sale_id: 2, debit: "22.00", credit: "10.00", balance: "12.00" },
    ]);
    expect(good.total.toFixed(2)).toBe("62.59");
    expect(good.problems).toEqual([]);
    expect(openEntries([{ sale_id: 2, debit: "22.00", credit: "10.00", balance: "22.00" }]).problems).toEqual([
      "entry of sale #2: balance 22 ≠ debit 22 − credit 10",
    ]);
  });
});

describe("oracle:paging", () => {
  const ids = Array.from({ length: 16 }, (_, i) => 100 + i);
  const rows = (list: number[]) => list.map((id) => ({ id }));

  it("holds on a full page and a last page of one", () => {
    expect(pagingProblems([rows(ids.slice(0, 15)), rows(ids.slice(15))], ids)).toEqual([]);
    expect(pagingProblems([rows(ids.slice(0, 15)), rows(ids.slice(15)), []], ids)).toEqual([]);
  });

  it("fails a record dropped at the page boundary", () => {
    // The second page starts one record late: #115 is on no page.
    expect(pagingProblems([rows(ids.slice(0, 15)), []], ids)).toEqual([
      "record(s) #115 on no page (15 listed over 2 pages for 16)",
    ]);
    // The first page ends one early though the second is not empty.
    expect(pagingProblems([rows(ids.slice(0, 14)), rows(ids.slice(15))], ids)).toEqual([
      "page 1 (skip 0) holds 14 records though a later page is not empty",
      "record(s) #114 on no page (15 listed over 2 pages for 16)",
    ]);
  });

  it("fails a record listed twice or one the filter excludes", () => {
    expect(pagingProblems([rows(ids.slice(0, 15)), rows([114, 115])], ids)).toEqual([
      "record(s) #114 listed on two pages",
    ]);
    expect(pagingProblems([rows(ids.slice(0, 15)), rows([115, 999])], ids)).toEqual([
      "record(s) #999 listed that the filter excludes",
    ]);
  });
});

describe("the oracles phase", () => {
  it("has one oracle per check, each reported under an operation it needs", () => {
    expect(ORACLES.map((o) => o.check.name)).toEqual([
      "oracle:totals",
      "oracle:summary-equals-create",
      "oracle:numbering",
      "oracle:immutable",
      "oracle:receipts",
      "oracle:open-accounts",
      "oracle:paging",
    ]);
    for (const o of ORACLES) expect(o.needs.map((id) => `v1.${id}`)).toContain(o.operation);
  });
});
