// How v1 words and names refusals: the shared catalogue's messages, fields named in v1's
// snake_case (the domain's camelCase names converted, with the few that differ listed), and
// the line arrays of its documents.
import type { GenerationCatalogue } from "../messages/catalogue.ts";

/** Domain paths (indexes written `[]`) whose v1 name is not their snake_case form. */
const V1_NAMES: Readonly<Record<string, string>> = {
  "prices[].priceTable": "prices[].id",
  "minimumStock[].warehouse": "minimum_stock[].id",
  image: "file",
  // Bookings: a line's item is its `id`.
  "items[].item": "items[].id",
  // Categories: the parent category is `category_id`.
  parentId: "category_id",
  // Document types: a series entry's series is its `id`.
  "series[].serieId": "series[].id",
  // Series creation: the document types to communicate the series for.
  communicateTypes: "communicate_documents_types",
  "communicateTypes[]": "communicate_documents_types[]",
  // Sales and receipts: a line names its item or sale as `id`; the delivery address is flat.
  "sales[].sale": "sales[].id",
  deliveryAddress: "delivery_address_address",
  deliveryCity: "delivery_address_city",
  deliveryPostalCode: "delivery_address_postal_code",
  deliveryCountry: "delivery_address_country",
};

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Names a domain path as v1 does: `addresses[0].postalCode` -> `addresses[0].postal_code`. */
export function v1FieldName(domainPath: string): string {
  const indexes = [...domainPath.matchAll(/\[([0-9]+)\]/g)].map((m) => m[1]!);
  const pattern = domainPath.replace(/\[[0-9]+\]/g, "[]");
  const named =
    V1_NAMES[pattern] ??
    pattern
      .split(".")
      .map((segment) => snake(segment))
      .join(".");
  let i = 0;
  return named.replace(/\[\]/g, () => `[${indexes[i++] ?? 0}]`);
}

export const v1Catalogue: GenerationCatalogue = {
  overrides: {},
  lineArrays: {
    items: { pt: "artigos", en: "items" },
    sales: { pt: "documentos", en: "documents" },
    dates: { pt: "períodos", en: "periods" },
  },
  fieldName: (domainPath) => v1FieldName(domainPath),
};
