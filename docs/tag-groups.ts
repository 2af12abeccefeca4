// Groups the tags of an OpenAPI document for the reference's navigation. The groups are
// computed from the tag names present, and a tag no rule knows lands in "Other", so a tag
// added to the spec later is always listed.
import { operationsOf, type OpenApiDocument } from "./openapi.ts";

export interface TagGroup {
  name: string;
  tags: string[];
}

/** Display order of the groups; "Other" is last and only present when it has tags. */
export const GROUP_ORDER = [
  "Sales & receipts",
  "Customers",
  "Items & stock",
  "Bookings",
  "Administration",
  "Other",
] as const;
export type GroupName = (typeof GROUP_ORDER)[number];

/**
 * Rules tried in this order; the first that matches a tag name wins. Administration comes
 * first because its table names overlap the others ("Document types" is not a sale,
 * "Prices" and "Warehouses" are tables rather than items); sales come before items so
 * that "Sale items" stays with sales. Names of both generations
 * (English for v1, Portuguese for legacy) are covered.
 */
const RULES: readonly { group: GroupName; pattern: RegExp }[] = [
  {
    group: "Administration",
    pattern:
      /\b(administra|warehouse|armaz[eé]m|categor|employee|funcion[aá]rio|payment (condition|method)|shipping|currenc|moeda|prices?\b|pre[cç]os?\b|series\b|s[eé]ries\b|vat\b|iva\b|tax|document ?types?|vehicle|ve[ií]culo|countr|pa[ií]s|units?\b|unidade|locations?\b|loca[lç])/i,
  },
  { group: "Bookings", pattern: /\b(booking|unavailab|reserva|marca[cç])/i },
  { group: "Customers", pattern: /\b(customer|client)/i },
  {
    group: "Sales & receipts",
    pattern: /\b(sales?\b|receipts?|invoic|documents?\b|documentos?\b|recibo|venda|fatura|factura)/i,
  },
  { group: "Items & stock", pattern: /\b(items?\b|stock|artigo|product)/i },
];

export function groupOfTag(tag: string): GroupName {
  for (const rule of RULES) if (rule.pattern.test(tag)) return rule.group;
  return "Other";
}

/** Tag assigned in the docs copy to operations that carry none, so they are listed too. */
export const UNTAGGED = "Other operations";

/** Every tag of the document: declared ones first (in their order), then those only used by operations. */
export function tagsOf(doc: OpenApiDocument): string[] {
  const seen = new Set<string>();
  for (const tag of doc.tags ?? []) seen.add(tag.name);
  for (const { operation } of operationsOf(doc)) for (const tag of operation.tags ?? []) seen.add(tag);
  return [...seen];
}

export function computeTagGroups(tags: readonly string[]): TagGroup[] {
  const byGroup = new Map<GroupName, string[]>(GROUP_ORDER.map((g) => [g, []]));
  for (const tag of tags) byGroup.get(groupOfTag(tag))!.push(tag);
  return GROUP_ORDER.filter((g) => byGroup.get(g)!.length > 0).map((g) => ({ name: g, tags: byGroup.get(g)! }));
}
