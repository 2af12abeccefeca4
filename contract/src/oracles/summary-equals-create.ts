// Oracle: sales/summary answers the totals sales/create gives the same body: the same amounts
// and the same per-rate VAT rows.
import { summaryEqualsCreateCheck } from "./checks.ts";
import { dec } from "../decimal.ts";
import { dataOf } from "./context.ts";
import type { Row } from "./document.ts";
import type { Oracle } from "./oracle.ts";

const FIELDS = [
  "gross_total",
  "total_discount",
  "net_total",
  "total_base_vat",
  "total_vat",
  "total_shipping",
  "total_services",
  "grand_total",
  "irs_retention_base",
  "irs_retention_total",
] as const;

/** Amounts compare as decimals whether sent as strings or numbers. */
function normal(v: unknown): unknown {
  const d = dec(v);
  return d ? d.toFixed() : v;
}

/** How the totals of a summary differ from those of the create of the same body. */
export function summaryCreateDifferences(summary: Row, create: Row): string[] {
  const differences = FIELDS.filter((f) => f in summary && f in create && normal(summary[f]) !== normal(create[f])).map(
    (f) => `${f}: summary ${String(summary[f])}, create ${String(create[f])}`,
  );
  const rows = (d: Row) =>
    JSON.stringify(
      ((d.vats as Row[] | undefined) ?? []).map((v) => [
        normal(v.vat_tax ?? (v.vat as Row | undefined)?.tax),
        normal(v.total_base_vat),
        normal(v.total_vat),
      ]),
    );
  if (rows(summary) !== rows(create)) differences.push(`VAT rows: summary ${rows(summary)}, create ${rows(create)}`);
  return differences;
}

export const summaryEqualsCreate: Oracle = {
  check: summaryEqualsCreateCheck,
  caseName: "sales/summary equals sales/create",
  operation: "v1.Sales_summary",
  needs: ["Sales_summary", "Sales_create"],
  generations: ["v1", "v2"],
  writes: true,
  async run(ctx, kase) {
    if (!ctx.fixtures.customer) return kase.skip("no customer of the run's own to invoice");
    for (let i = 0; i < 3; i++) {
      const body = ctx.body(ctx.document(ctx.random.fork(`summary-create-${i}`)));
      const summary = await ctx.send(kase, "Sales_summary", body, { kind: "success" }, { label: `summary ${i + 1}` });
      const create = await ctx.send(kase, "Sales_create", body, { kind: "success" }, { label: `create ${i + 1}` });
      const s = dataOf(summary);
      const c = dataOf(create);
      if (!s || !c) continue;
      const differences = summaryCreateDifferences(s, c);
      if (differences.length > 0)
        ctx.fail(
          kase,
          summaryEqualsCreateCheck.name,
          `the same body gives different totals: ${differences.join("; ")}`,
          create,
        );
    }
  },
};
