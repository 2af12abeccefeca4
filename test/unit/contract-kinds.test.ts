// The contract runner tells reads from writes by the document's `x-read-only` mark, and by the
// operation's name only for a document that marks none of its operations.
import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isRead } from "../../contract/src/kinds.ts";
import { Spec } from "../../contract/src/spec.ts";
import { ROOT } from "../../server/generations.ts";

const FILES = ["Invoicing.V1.openapi.yaml", "Invoicing.Legacy.openapi.yaml", "Invoicing.V2.openapi.yaml"];

/** The generated documents, each passed through `edit`, in a directory of their own. */
function documentsWith(edit: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), "contract-kinds-"));
  for (const file of FILES)
    writeFileSync(join(dir, file), edit(readFileSync(join(ROOT, "generated", "openapi", file), "utf8")));
  return dir;
}

describe("isRead", () => {
  it("follows the document's x-read-only mark", () => {
    const spec = new Spec(documentsWith((text) => text));
    const reads = spec.operations.filter(isRead).map((o) => o.key);
    expect(reads).toContain("v1.Sales_summary");
    expect(reads).toContain("legacy.Artigos_stock");
    expect(reads).not.toContain("v1.Sales_create");
    for (const op of spec.operations) expect([op.key, isRead(op)]).toEqual([op.key, op.object["x-read-only"] === true]);
  });

  it("goes by the mark rather than the name when they differ", () => {
    // Sales_find keeps its name but loses its mark: the document says it writes.
    const spec = new Spec(
      documentsWith((text) => text.replace(/(operationId: Sales_find\n(?:.*\n)*?)\s*x-read-only: true\n/, "$1\n")),
    );
    expect(isRead(spec.operation("v1.Sales_find")!)).toBe(false);
    expect(isRead(spec.operation("v1.Sales_list")!)).toBe(true);
  });

  it("goes by the names for a document without marks", () => {
    const spec = new Spec(documentsWith((text) => text.replace(/^\s*x-read-only: true\n/gm, "")));
    expect(spec.operations.some((o) => o.readOnly !== undefined)).toBe(false);
    expect(isRead(spec.operation("v1.Sales_find")!)).toBe(true);
    expect(isRead(spec.operation("legacy.Clientes_procurar")!)).toBe(true);
    expect(isRead(spec.operation("v1.Sales_create")!)).toBe(false);
    // v2's names say what its marks say.
    const marked = new Spec(documentsWith((text) => text));
    for (const op of spec.operations.filter((o) => o.generation === "v2"))
      expect([op.key, isRead(op)]).toEqual([op.key, isRead(marked.operation(op.key)!)]);
  });
});
