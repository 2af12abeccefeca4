// Oracle: totals recomputed from the lines, with the spec's documented rules, independently of
// any server: line gross = price × quantity, less the line discount; lines grouped per VAT rate,
// the global discount applied to each group; per rate, VAT rounded half up to the cent once
// (with VAT included in the prices, the VAT the rounded amount contains, and the base the rest);
// grand total = bases + VAT; withholding on the services' base; the value in the default
// currency = grand total × exchange rate. Each line's rate is the one the answer says it
// resolved to, which must be the rate the line named.
import { totalsCheck } from "./checks.ts";
import { cents, dec, Dec } from "../decimal.ts";
import type { VatType } from "./document.ts";
import type { CaseRecorder } from "../results.ts";
import type { OracleContext } from "./context.ts";
import { dataOf } from "./context.ts";
import type { Row, SentDocument } from "./document.ts";
import type { Oracle } from "./oracle.ts";

export interface OracleLine {
  readonly price: string;
  readonly quantity: string;
  /** Percent. */
  readonly discount: string;
  readonly vatTax: string;
  readonly isService: boolean;
}

export interface OracleDocument {
  readonly vatType: VatType;
  readonly lines: readonly OracleLine[];
  /** Percent. */
  readonly globalDiscount: string;
  /** Withholding rate, percent. */
  readonly irsRetentionTax: string;
  readonly currencyExchange: string;
}

export interface ExpectedTotals {
  readonly lines: readonly { gross: Dec; discount: Dec; net: Dec }[];
  /** Per VAT rate (its percentage as a fixed 2-place string). */
  readonly vats: ReadonlyMap<string, { base: Dec; vat: Dec }>;
  readonly totalBaseVat: Dec;
  readonly totalVat: Dec;
  readonly grandTotal: Dec;
  readonly totalServices: Dec;
  readonly irsRetentionTotal: Dec;
  readonly grandTotalWithCurrencyExchange: Dec;
}

function split(amount: Dec, rate: Dec, vatType: VatType): { base: Dec; vat: Dec } {
  const rounded = cents(amount);
  if (vatType === "IVA incluído") {
    const vat = cents(rounded.times(rate).dividedBy(rate.plus(100)));
    return { base: rounded.minus(vat), vat };
  }
  return { base: rounded, vat: cents(rounded.times(rate).dividedBy(100)) };
}

export function expectedTotals(doc: OracleDocument): ExpectedTotals {
  const keep = new Dec(100).minus(doc.globalDiscount).dividedBy(100);
  const groups = new Map<string, { rate: Dec; net: Dec; services: Dec }>();
  const lines = doc.lines.map((l) => {
    const gross = new Dec(l.price).times(l.quantity);
    const discount = gross.times(l.discount).dividedBy(100);
    const net = gross.minus(discount);
    const key = new Dec(l.vatTax).toFixed(2);
    const g = groups.get(key) ?? { rate: new Dec(l.vatTax), net: new Dec(0), services: new Dec(0) };
    g.net = g.net.plus(net);
    if (l.isService) g.services = g.services.plus(net);
    groups.set(key, g);
    return { gross: cents(gross), discount: cents(discount), net: cents(net) };
  });
  const vats = new Map<string, { base: Dec; vat: Dec }>();
  let totalBaseVat = new Dec(0);
  let totalVat = new Dec(0);
  let totalServices = new Dec(0);
  for (const [key, g] of groups) {
    const row = split(g.net.times(keep), g.rate, doc.vatType);
    vats.set(key, row);
    totalBaseVat = totalBaseVat.plus(row.base);
    totalVat = totalVat.plus(row.vat);
    totalServices = totalServices.plus(split(g.services.times(keep), g.rate, doc.vatType).base);
  }
  const grandTotal = totalBaseVat.plus(totalVat);
  return {
    lines,
    vats,
    totalBaseVat,
    totalVat,
    grandTotal,
    totalServices,
    irsRetentionTotal: cents(totalServices.times(doc.irsRetentionTax).dividedBy(100)),
    grandTotalWithCurrencyExchange: cents(grandTotal.times(doc.currencyExchange)),
  };
}

/** The rate a line of an answer resolved to: its `vat.tax` (stored lines), else its `vat_id`'s VAT row. */
export function resolvedRate(answer: Row, line: Row): Dec | undefined {
  const own = dec((line.vat as Row | undefined)?.tax);
  if (own) return own;
  const row = ((answer.vats as Row[] | undefined) ?? []).find(
    (r) => r && (r.vat_id === line.vat_id || (r.vat as Row | undefined)?.id === line.vat_id),
  );
  return dec(row?.vat_tax ?? (row?.vat as Row | undefined)?.tax);
}

/** Problems of a sales answer (`data` of sales/summary or sales/create) against the document sent. */
export function totalsProblems(sent: SentDocument, answer: Row): string[] {
  const problems: string[] = [];
  const answered = Array.isArray(answer.items) ? (answer.items as Row[]) : [];
  if (answered.length !== sent.lines.length)
    return [`${answered.length} lines answered for the ${sent.lines.length} sent`];
  const lines: OracleLine[] = [];
  sent.lines.forEach((l, i) => {
    const rate = resolvedRate(answer, answered[i]!);
    if (!rate) {
      problems.push(`line ${i + 1}: the answer does not say which VAT rate it applied`);
      return;
    }
    // The line named a rate (text with a separator): it must be that rate.
    const named = dec(l.vat);
    if (named && !rate.equals(named))
      problems.push(`line ${i + 1}: VAT sent as "${l.vat}" (a rate) was applied as ${rate.toFixed(2)}%`);
    lines.push({ ...l, vatTax: rate.toFixed() });
  });
  if (problems.length > 0) return problems;
  const e = expectedTotals({ ...sent, lines });
  const same = (field: string, expected: Dec) => {
    const got = dec(answer[field]);
    if (!got || !got.equals(expected))
      problems.push(`${field} ${String(answer[field])}, recomputed ${expected.toFixed(2)}`);
  };
  same("total_base_vat", e.totalBaseVat);
  same("total_vat", e.totalVat);
  same("grand_total", e.grandTotal);
  if (sent.irsRetentionTax !== "0") same("irs_retention_total", e.irsRetentionTotal);
  if ("grand_total_with_currency_exchange" in answer)
    same("grand_total_with_currency_exchange", e.grandTotalWithCurrencyExchange);
  const rows = ((answer.vats as Row[] | undefined) ?? []).filter((r) => r && typeof r === "object");
  for (const row of rows) {
    const rate = dec(row.vat_tax ?? (row.vat as Row | undefined)?.tax);
    const want = rate ? e.vats.get(rate.toFixed(2)) : undefined;
    if (!want) problems.push(`a VAT row at ${String(row.vat_tax)}% no line has`);
    else {
      if (!dec(row.total_base_vat)?.equals(want.base))
        problems.push(
          `base at ${String(row.vat_tax)}% ${String(row.total_base_vat)}, recomputed ${want.base.toFixed(2)}`,
        );
      if (!dec(row.total_vat)?.equals(want.vat))
        problems.push(`VAT at ${String(row.vat_tax)}% ${String(row.total_vat)}, recomputed ${want.vat.toFixed(2)}`);
    }
  }
  if (rows.length < e.vats.size) problems.push(`${rows.length} VAT rows for the ${e.vats.size} rates of the lines`);
  answered.forEach((line, i) => {
    const want = e.lines[i]!;
    if (!dec(line.gross_total)?.equals(want.gross))
      problems.push(`line ${i + 1} gross_total ${String(line.gross_total)}, recomputed ${want.gross.toFixed(2)}`);
    if (!dec(line.total_discount)?.equals(want.discount))
      problems.push(
        `line ${i + 1} total_discount ${String(line.total_discount)}, recomputed ${want.discount.toFixed(2)}`,
      );
  });
  return problems;
}

/** How a document is described in a finding. */
export function describeDocument(doc: SentDocument): string {
  return `${doc.vatType}, ${doc.lines.length} lines, global discount ${doc.globalDiscount}%, withholding ${doc.irsRetentionTax}%`;
}

export const totals: Oracle = {
  check: totalsCheck,
  caseName: "totals recomputed from the lines",
  operation: "v1.Sales_summary",
  needs: ["Sales_summary"],
  generations: ["v1", "v2"],
  async run(ctx: OracleContext, kase: CaseRecorder) {
    const count = Number(process.env.CONTRACT_ORACLE_DOCUMENTS ?? (ctx.writes ? 4 : 6));
    for (let i = 0; i < count; i++) {
      const doc = ctx.document(ctx.random.fork(`totals-${i}`));
      const body = ctx.body(doc);
      const judge = (what: string, call: Awaited<ReturnType<OracleContext["send"]>>) => {
        const data = dataOf(call);
        if (!call.ok || !data) return;
        const problems = totalsProblems(doc, data);
        if (problems.length > 0)
          ctx.fail(kase, totalsCheck.name, `${what} (${describeDocument(doc)}): ${problems.join("; ")}`, call);
      };
      judge(
        `sales/summary ${i + 1}`,
        await ctx.send(kase, "Sales_summary", body, { kind: "success" }, { label: `summary ${i + 1}` }),
      );
      if (!ctx.writes || !ctx.fixtures.customer) continue;
      judge(
        `sales/create ${i + 1}`,
        await ctx.send(kase, "Sales_create", body, { kind: "success" }, { label: `create ${i + 1}` }),
      );
    }
  },
};
