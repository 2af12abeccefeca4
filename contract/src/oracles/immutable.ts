// Oracle: a finished document never changes. One the run creates reads the same (every fiscal
// field, line and VAT row) by ID and by number, after its customer moves, after a refused
// update and after a download.
import { immutableCheck } from "./checks.ts";
import { dec } from "../decimal.ts";
import type { CallResult } from "../session.ts";
import { dataOf } from "./context.ts";
import type { Row } from "./document.ts";
import type { Oracle } from "./oracle.ts";

/** Fields of a finished document that may never change. */
const FISCAL = [
  "number",
  "document_number",
  "atcud",
  "issue_date",
  "due_date",
  "serie_id",
  "document_type_id",
  "status",
  "gross_total",
  "total_discount",
  "net_total",
  "total_base_vat",
  "total_vat",
  "total_shipping",
  "total_services",
  "grand_total",
  "final_discount_financial",
  "final_discount_global",
  "final_discount_value",
  "customer_id",
  "customer_name",
  "customer_vat_number",
  "customer_country",
  "customer_city",
  "customer_address",
  "customer_postal_code",
  "company_name",
  "company_vat_number",
  "currency_id",
  "currency_exchange",
  "vat_type",
  "hash_characters",
  "irs_retention_apply",
  "irs_retention_base",
  "irs_retention_total",
  "irs_retention_tax",
] as const;
const FISCAL_LINE = [
  "item_id",
  "price",
  "quantity",
  "discount",
  "gross_total",
  "net_total",
  "total_base_vat",
  "total_vat",
  "total_discount",
  "grand_total",
  "vat_id",
  "item_description",
] as const;

/** Amounts compare as decimals whether sent as strings or numbers. */
function normal(v: unknown): unknown {
  const d = typeof v === "string" || typeof v === "number" ? dec(v) : undefined;
  return d ? d.toFixed() : v;
}

/** The fiscal fields of a document, lines and VAT rows, amounts normalised. */
export function fiscalView(sale: Row): Row {
  const view: Row = {};
  for (const f of FISCAL) if (f in sale) view[f] = normal(sale[f]);
  view.items = Array.isArray(sale.items)
    ? (sale.items as Row[]).map((l) =>
        Object.fromEntries(FISCAL_LINE.filter((f) => f in l).map((f) => [f, normal(l[f])])),
      )
    : undefined;
  view.vats = Array.isArray(sale.vats)
    ? (sale.vats as Row[]).map((v) => ({
        vat_tax: normal(v.vat_tax),
        total_base_vat: normal(v.total_base_vat),
        total_vat: normal(v.total_vat),
      }))
    : undefined;
  return view;
}

function diff(a: Row, b: Row, prefix = ""): string[] {
  const out: string[] = [];
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[k];
    const y = b[k];
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length) out.push(`${prefix}${k}: ${x.length} entries, then ${y.length}`);
      else x.forEach((e, i) => out.push(...diff(e as Row, y[i] as Row, `${prefix}${k}[${i}].`)));
    } else if (JSON.stringify(x) !== JSON.stringify(y))
      out.push(`${prefix}${k}: ${JSON.stringify(x)}, then ${JSON.stringify(y)}`);
  }
  return out;
}

/** How a finished document read later differs from what was answered when it was created. */
export function fiscalChanges(before: Row, after: Row): string[] {
  return diff(fiscalView(before), fiscalView(after));
}

export const immutable: Oracle = {
  check: immutableCheck,
  caseName: "finished documents never change",
  operation: "v1.Sales_find",
  needs: ["Sales_find", "Sales_create"],
  generations: ["v1", "v2"],
  writes: true,
  async run(ctx, kase) {
    const customer = await ctx.newCustomer(kase, "Imutável");
    if (!customer) return kase.skip("the run could not create a customer of its own");
    const created = dataOf(
      await ctx.send(
        kase,
        "Sales_create",
        ctx.body(ctx.document(ctx.random.fork("immutable")), {}, customer),
        { kind: "success" },
        { label: "finished invoice" },
      ),
    );
    if (!created || created.status !== "Terminado" || typeof created.id !== "number")
      return kase.skip("the run could not create a finished document to read");
    const id = created.id;
    const judge = (label: string, r: CallResult) => {
      const data = dataOf(r);
      if (!data) return;
      const changes = fiscalChanges(created, data);
      if (changes.length > 0)
        ctx.fail(
          kase,
          immutableCheck.name,
          `finished document #${id} ${label} differs from what sales/create answered: ${changes.slice(0, 6).join("; ")}`,
          r,
        );
    };
    const read = async (label: string) =>
      judge(label, await ctx.send(kase, "Sales_find", { value: id, search_in: "ID" }, { kind: "success" }, { label }));
    await read("read back");
    if (typeof created.document_number === "string")
      judge(
        "found by number",
        await ctx.send(
          kase,
          "Sales_find",
          { value: created.document_number, search_in: "Document Number" },
          { kind: "success" },
          { label: "found by number" },
        ),
      );
    await ctx.send(
      kase,
      "Customers_update",
      {
        name: `Imutável ${ctx.session.tag}`,
        vat_number: customer.vat_number,
        type: "Empresarial",
        vat_type: "Debitar IVA",
        country: "Portugal",
        address: "Avenida Nova, 99",
        city: "Lisboa",
        postal_code: "1000-001",
      },
      { kind: "success" },
      { pathId: customer.id as number, label: "the customer moves" },
    );
    await read("after its customer changed");
    await ctx.send(
      kase,
      "Sales_update",
      ctx.body(ctx.simple("1.00"), {}, customer),
      { kind: "refusal" },
      { pathId: id, label: "update of a finished document" },
    );
    await read("after a refused update");
    await ctx.send(kase, "Sales_download", {}, { kind: "success" }, { pathId: id, label: "download" });
    await read("after a download");
  },
};
