// The handler interfaces the build generates: one per interface of the spec, each with the
// operations of that interface once (operations sharing a route included once), none left out.
import { describe, expect, it } from "vitest";
import { ROOT } from "../../server/generations.ts";
import { SPEC_GENERATIONS } from "../../scripts/spec-generations.ts";
import { handlerInterfacesSource, interfaceOf, operationsByInterface } from "../../scripts/handler-interfaces.ts";
import { generatedDocumentPath, loadDocument, operationsOf } from "../../server/http/openapi-document.ts";

describe("handler interfaces", () => {
  it("group every operation of every generation under its spec interface, once", () => {
    for (const g of SPEC_GENERATIONS) {
      const document = loadDocument(generatedDocumentPath(ROOT, g.openapiFile));
      const groups = operationsByInterface(document);
      const grouped = [...groups.values()].flat();
      expect(new Set(grouped).size).toBe(grouped.length);
      expect([...grouped].sort()).toEqual([...new Set(operationsOf(document).map((o) => o.operationId))].sort());
      for (const [name, ids] of groups) for (const id of ids) expect(interfaceOf(id)).toBe(name);
    }
    const v1 = operationsByInterface(loadDocument(generatedDocumentPath(ROOT, "Invoicing.V1.openapi.yaml")));
    expect(v1.get("Items")?.filter((id) => id === "Items_create")).toEqual(["Items_create"]);
    expect(v1.get("Unavailabilities")).toEqual([
      "Unavailabilities_create",
      "Unavailabilities_delete",
      "Unavailabilities_update",
    ]);
    // Operations that share a route in several content types count once in v2 as in v1.
    const v2 = operationsByInterface(loadDocument(generatedDocumentPath(ROOT, "Invoicing.V2.openapi.yaml")));
    expect(v2.get("Items")).toEqual([
      "Items_create",
      "Items_delete",
      "Items_deleteImage",
      "Items_find",
      "Items_update",
    ]);
  });

  it("write each interface with a member per operation, typed by the table it is given", () => {
    const source = handlerInterfacesSource(loadDocument(generatedDocumentPath(ROOT, "Invoicing.Legacy.openapi.yaml")), {
      name: "legacy",
      openapiFile: "Invoicing.Legacy.openapi.yaml",
    });
    expect(source).toContain('import type { operations } from "./legacy.ts";');
    expect(source).toMatch(
      /export interface ClientesHandlers<T extends HandlerTable> \{\n {2}Clientes_actualizar: T\["Clientes_actualizar"\];\n {2}Clientes_criar: T\["Clientes_criar"\];\n {2}Clientes_procurar: T\["Clientes_procurar"\];\n\}/,
    );
  });

  it("refuse an operation ID that does not name its interface", () => {
    expect(() => interfaceOf("create")).toThrow(/Interface_operation/);
  });
});
