// Oracle: numbers are contiguous per document type and series under the run's own concurrent
// creates: one create, five at once, one more. No number is given twice; a number missing
// between the lowest and the highest must have gone to a document someone else created
// meanwhile, which sales/find by number then finds.
import { numberingCheck } from "./checks.ts";
import { dataOf } from "./context.ts";
import type { Row } from "./document.ts";
import type { Oracle } from "./oracle.ts";

export interface NumberingGap {
  /** The document number without its number (`FT 2026/`). */
  readonly prefix: string;
  readonly number: number;
  /** The numbers the run was given in that type and series. */
  readonly numbers: readonly number[];
}

/** Numbers given twice, and numbers missing between the lowest and the highest, per type and series. */
export function numberingFindings(docs: readonly Row[]): { duplicates: string[]; gaps: NumberingGap[] } {
  const bySeries = new Map<string, Row[]>();
  for (const d of docs) {
    if (typeof d.number !== "number") continue;
    const key = `${String(d.document_type_id)}/${String(d.serie_id)}`;
    bySeries.set(key, [...(bySeries.get(key) ?? []), d]);
  }
  const duplicates: string[] = [];
  const gaps: NumberingGap[] = [];
  for (const list of bySeries.values()) {
    const numbers = list.map((d) => d.number as number).sort((a, b) => a - b);
    const twice = [...new Set(numbers.filter((n, i) => numbers.indexOf(n) !== i))];
    if (twice.length > 0)
      duplicates.push(`number(s) ${twice.join(", ")} given to two documents of the same type and series`);
    const sample = list[0]!;
    const prefix = String(sample.document_number ?? "").replace(new RegExp(`${String(sample.number)}$`), "");
    for (let n = numbers[0]!; n <= numbers[numbers.length - 1]!; n++)
      if (!numbers.includes(n)) gaps.push({ prefix, number: n, numbers });
  }
  return { duplicates, gaps };
}

export const numbering: Oracle = {
  check: numberingCheck,
  caseName: "numbers contiguous per type and series under concurrent creates",
  operation: "v1.Sales_create",
  needs: ["Sales_create"],
  generations: ["v1", "v2"],
  writes: true,
  async run(ctx, kase) {
    if (!ctx.fixtures.customer) return kase.skip("no customer of the run's own to invoice");
    const body = () => ctx.body(ctx.simple("10.00"));
    const calls = [await ctx.send(kase, "Sales_create", body(), { kind: "success" }, { label: "first" })];
    calls.push(
      ...(await Promise.all(
        [1, 2, 3, 4, 5].map((i) =>
          ctx.send(kase, "Sales_create", body(), { kind: "success" }, { label: `concurrent ${i}` }),
        ),
      )),
    );
    calls.push(await ctx.send(kase, "Sales_create", body(), { kind: "success" }, { label: "last" }));
    const docs = calls.map(dataOf).filter((d): d is Row => !!d);
    const { duplicates, gaps } = numberingFindings(docs);
    for (const d of duplicates) ctx.fail(kase, numberingCheck.name, d);
    for (const gap of gaps) {
      // Another client may have taken the number meanwhile: it must exist as a document.
      const found = await ctx.send(
        kase,
        "Sales_find",
        { value: `${gap.prefix}${gap.number}`, search_in: "Document Number" },
        { kind: "any" },
        { label: `look for ${gap.prefix}${gap.number}` },
      );
      if (!found.ok)
        ctx.fail(
          kase,
          numberingCheck.name,
          `numbers of ${gap.prefix.trim()} jump: ${gap.numbers.join(", ")}; ${gap.prefix}${gap.number} was given to no document`,
          found,
        );
    }
  },
};
