// Totals identities every sales document must satisfy, checked on every answer that carries
// one (whatever the phase): grand total = base + VAT, the per-rate rows add up to the totals,
// VAT per rate is the base times the rate rounded half up once per rate, withholding is its
// base times its rate, and each line's total is its base plus its VAT.
import { cents, dec, Dec } from "../decimal.ts";
import type { ExchangeCheck } from "./check.ts";

type Row = Record<string, unknown>;

function isSaleLike(o: unknown): o is Row {
  return (
    o !== null &&
    typeof o === "object" &&
    "grand_total" in o &&
    "total_base_vat" in o &&
    "total_vat" in o &&
    Array.isArray((o as Row).vats)
  );
}

function sum(rows: readonly Row[], field: string): Dec | undefined {
  let total = new Dec(0);
  for (const r of rows) {
    const v = dec(r[field]);
    if (!v) return undefined;
    total = total.plus(v);
  }
  return total;
}

function differs(a: Dec | undefined, b: Dec | undefined): boolean {
  return !!a && !!b && !a.equals(b);
}

/** Problems of one sales document (or totals summary). */
export function saleRecordProblems(sale: Row): string[] {
  const out: string[] = [];
  const base = dec(sale.total_base_vat);
  const vat = dec(sale.total_vat);
  const grand = dec(sale.grand_total);
  if (base && vat && grand && !grand.equals(base.plus(vat)))
    out.push(`grand_total ${grand} ≠ total_base_vat ${base} + total_vat ${vat}`);
  const vats = (sale.vats as Row[]).filter((r) => r && typeof r === "object");
  if (vats.length > 0) {
    const b = sum(vats, "total_base_vat");
    const v = sum(vats, "total_vat");
    if (differs(b, base)) out.push(`total_base_vat ${base} ≠ the sum of the VAT rows ${b}`);
    if (differs(v, vat)) out.push(`total_vat ${vat} ≠ the sum of the VAT rows ${v}`);
  }
  if (sale.vat_type === "Debitar IVA") {
    for (const row of vats) {
      const rb = dec(row.total_base_vat);
      const rate = dec(row.vat_tax);
      const rv = dec(row.total_vat);
      if (rb && rate && rv && !rv.equals(cents(rb.times(rate).dividedBy(100))))
        out.push(
          `VAT at ${rate}% on ${rb} is ${rv}, not ${cents(rb.times(rate).dividedBy(100))} (half up to the cent, once per rate)`,
        );
    }
  }
  const irsBase = dec(sale.irs_retention_base);
  const irsTax = dec(sale.irs_retention_tax);
  const irsTotal = dec(sale.irs_retention_total);
  if (irsBase && irsTax && irsTotal && !irsTotal.equals(cents(irsBase.times(irsTax).dividedBy(100))))
    out.push(
      `irs_retention_total ${irsTotal} ≠ ${irsBase} × ${irsTax}% (${cents(irsBase.times(irsTax).dividedBy(100))})`,
    );
  const lines = Array.isArray(sale.items) ? (sale.items as Row[]) : [];
  lines.forEach((line, i) => {
    const lb = dec(line?.total_base_vat);
    const lv = dec(line?.total_vat);
    const lg = dec(line?.grand_total);
    if (lb && lv && lg && !lg.equals(lb.plus(lv)))
      out.push(`line ${i + 1}: grand_total ${lg} ≠ total_base_vat ${lb} + total_vat ${lv}`);
  });
  return out;
}

export const saleIdentities: ExchangeCheck = {
  name: "sale-identities",
  scope: "answer",
  summary:
    "every sales document in a v1 or v2 success answer adds up: grand total = base + VAT, VAT rows sum to the totals, VAT per rate half up once, withholding, line totals",
  run({ exchange: { answer }, operation }) {
    if (!operation || operation.generation === "legacy" || !answer.isJson) return [];
    if (answer.status !== 200 && (operation.generation !== "v2" || answer.status !== 201)) return [];
    const body = answer.json;
    if (body === null || typeof body !== "object") return [];
    // v1 wraps the record in `data`; v2 answers it bare.
    const data = operation.generation === "v2" ? body : (body as Row).data;
    const records = Array.isArray(data) ? data : [data];
    return records
      .filter(isSaleLike)
      .flatMap((r) =>
        saleRecordProblems(r).map(
          (p) => `${operation.operationId}${typeof r.id === "number" ? ` #${r.id}` : ""}: ${p}`,
        ),
      );
  },
};
