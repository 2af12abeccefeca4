// The v1 → v2 migration guide's maps are read from the committed OpenAPI documents: every
// operation of either generation has its row, and the renamed, removed and new fields of the
// migration notes show where the v2 document has them.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { GENERATIONS, ROOT } from "../../server/generations.ts";
import { operationsOf, type OpenApiDocument } from "../../docs/openapi.ts";
import {
  fieldChanges,
  migrationAnswersV2,
  migrationFieldsV2,
  migrationOperationsV2,
  type MigrationDocuments,
} from "../../docs/migration-v2.ts";

function documentOf(name: "v1" | "v2"): OpenApiDocument {
  const gen = GENERATIONS.find((g) => g.name === name)!;
  return parse(readFileSync(join(ROOT, "generated", "openapi", gen.openapiFile), "utf8")) as OpenApiDocument;
}

const docs: MigrationDocuments = { v1: documentOf("v1"), v2: documentOf("v2") };
const rowsOf = (table: string) =>
  table.split("\n").filter((line) => line.startsWith("| `") || line.startsWith("| none"));

describe("the v1 → v2 migration maps", () => {
  it("give every v1 operation a row with its v2 call or none, and every v2 operation a row", () => {
    const table = migrationOperationsV2(docs);
    const rows = rowsOf(table);
    const v1 = operationsOf(docs.v1);
    const v2 = operationsOf(docs.v2);
    for (const { method, path } of v1)
      expect(
        rows.filter((r) => r.startsWith(`| \`${method.toUpperCase()} /api/v1${path}\` |`)),
        `${method} ${path}`,
      ).toHaveLength(1);
    for (const { method, path } of v2)
      expect(
        rows.filter((r) => r.endsWith(`| \`${method.toUpperCase()} /api/v2${path}\` |`)),
        `${method} ${path}`,
      ).toHaveLength(1);
    expect(table).toContain(
      "| `POST /api/v1/customers/{id}/update` | Update a customer | `PUT /api/v2/customers/{id}` |",
    );
    expect(table).toContain("| `POST /api/v1/items/{id}/delete_image` |");
    expect(table).toMatch(/\| `POST \/api\/v1\/customers\/list` \| [^|]+ \| not part of v2 \|/);
    expect(table).toMatch(
      /\| none \(new in v2\) \| [^|]+ \| `POST \/api\/v2\/administration\/series\/\{id\}\/check_communication` \|/,
    );
  });

  it("show the renamed, removed and new fields of the migration notes", () => {
    const fields = migrationFieldsV2(docs);
    expect(fields).toContain("| `contact` | `other_contacts` | renamed |");
    for (const removed of ["assign_to_all", "assign_as_default", "communicate", "communicate_documents_types"])
      expect(fields).toContain(`| \`${removed}\` | — | removed`);
    expect(fields).toContain("| — | `callback_url` | new in v2 |");
    expect(fields).toMatch(/\| `to` \| `to` \| type differs: `array of SaleSmsRecipient` → `SaleSmsRecipient` \|/);
  });

  it("find a rename from the v2 field's description and nothing where the fields are the same", () => {
    const v1Customer = { $ref: "#/components/schemas/Customer" };
    expect(fieldChanges(docs, v1Customer, { $ref: "#/components/schemas/Customer" })).toEqual([
      { v1: "contact", v2: "other_contacts", note: "renamed" },
    ]);
    const sale = { $ref: "#/components/schemas/Sale" };
    expect(fieldChanges(docs, sale, sale)).toEqual([]);
  });

  it("give every operation of both generations its v1 envelope and v2 bare answer", () => {
    const answers = migrationAnswersV2(docs);
    const v1Ids = new Set(operationsOf(docs.v1).map((o) => o.operation.operationId));
    for (const { operation } of operationsOf(docs.v2).filter((o) => v1Ids.has(o.operation.operationId)))
      expect(answers, operation.operationId).toContain(`| \`${operation.operationId}\` |`);
    expect(answers).toContain(
      "| `Customers_find` | 200 `CustomerListResponse`, `data`: `array of Customer` | 200 `Customer` |",
    );
    expect(answers).toContain("| `Sales_create` | 200 `SaleResponse`, `data`: `Sale` | 201 `Sale` |");
  });
});
