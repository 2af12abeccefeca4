// Oracle: paging loses nothing. A customer of the run's own gets 16 draft invoices, one more
// than a page holds; sales/list filtered by its tax number is read page by page (skip 0, 15,
// ...): every page but the last holds exactly 15 documents, none comes twice, and together
// they are exactly the run's 16.
import { pagingCheck } from "./checks.ts";
import { dataOf } from "./context.ts";
import type { Row } from "./document.ts";
import type { Oracle } from "./oracle.ts";

export const PAGE = 15;
const DOCUMENTS = PAGE + 1;

/** Problems of the pages read (in order, the last one short or empty) against the IDs that must be listed. */
export function pagingProblems(pages: readonly (readonly Row[])[], expected: readonly number[]): string[] {
  const problems: string[] = [];
  pages.forEach((page, i) => {
    const last = i === pages.length - 1 || pages.slice(i + 1).every((p) => p.length === 0);
    if (page.length > PAGE)
      problems.push(`page ${i + 1} (skip ${i * PAGE}) holds ${page.length} records, more than ${PAGE}`);
    else if (!last && page.length < PAGE)
      problems.push(`page ${i + 1} (skip ${i * PAGE}) holds ${page.length} records though a later page is not empty`);
  });
  const ids = pages.flat().map((r) => r.id);
  const twice = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  if (twice.length > 0)
    problems.push(`record(s) ${twice.map((id) => `#${String(id)}`).join(", ")} listed on two pages`);
  const missing = expected.filter((id) => !ids.includes(id));
  if (missing.length > 0)
    problems.push(
      `record(s) ${missing.map((id) => `#${id}`).join(", ")} on no page (${ids.length} listed over ${pages.length} pages for ${expected.length})`,
    );
  const extra = ids.filter((id) => typeof id !== "number" || !expected.includes(id));
  if (extra.length > 0)
    problems.push(`record(s) ${extra.map((id) => `#${String(id)}`).join(", ")} listed that the filter excludes`);
  return problems;
}

export const paging: Oracle = {
  check: pagingCheck,
  caseName: "paged lists lose no record at a page boundary",
  operation: "v1.Sales_list",
  needs: ["Sales_list"],
  generations: ["v1"],
  writes: true,
  async run(ctx, kase) {
    const customer = await ctx.newCustomer(kase, "Paginação");
    if (!customer) return kase.skip("the run could not create a customer of its own");
    const expected: number[] = [];
    for (let i = 0; i < DOCUMENTS; i++) {
      const created = dataOf(
        await ctx.send(
          kase,
          "Sales_create",
          ctx.body(ctx.simple(`${i + 1}.00`), { status: "Rascunho" }, customer),
          {
            kind: "success",
          },
          { label: `draft ${i + 1}` },
        ),
      );
      if (typeof created?.id === "number") expected.push(created.id);
    }
    if (expected.length < DOCUMENTS)
      return kase.skip(`only ${expected.length} of ${DOCUMENTS} drafts could be created`);
    const pages: Row[][] = [];
    let lastCall;
    for (let skip = 0; pages.length <= DOCUMENTS / PAGE + 1; skip += PAGE) {
      lastCall = await ctx.send(
        kase,
        "Sales_list",
        { skip, value: customer.vat_number, search_in: "Vat Number" },
        {
          kind: "success",
        },
        { label: `page at skip ${skip}` },
      );
      const data = (lastCall.body as Row | undefined)?.data;
      if (!lastCall.ok || !Array.isArray(data)) return;
      pages.push(data as Row[]);
      if (data.length < PAGE) break;
    }
    const problems = pagingProblems(pages, expected);
    if (problems.length > 0)
      ctx.fail(
        kase,
        pagingCheck.name,
        `sales/list by tax number ${String(customer.vat_number)}: ${problems.join("; ")}`,
        lastCall,
      );
  },
};
