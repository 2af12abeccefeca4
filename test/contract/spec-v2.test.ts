// The v2 document states what the evidence shows of /api/v2 (the vendor's SDK, its migration
// notes and public clients), and shares v1's models wherever the wire is the same: its
// operations and verbs, the Bearer key and nothing else, bare answers and failures with the code
// in `Refusal-Code`, the empty bodies the vendor's SDK sends, and the fields the migration notes
// rename or remove.
import { describe, expect, it } from "vitest";
import { specDocument } from "../support/spec-documents.ts";
import { deref, operationsOf, type OpenApiDocument, type Schema } from "../../server/http/openapi-document.ts";
import { documentValidator } from "../../contract/src/checker.ts";
import type { OpenApiDocument as RunnerDocument } from "../../contract/src/spec.ts";

/** What of a document's authentication and servers the server's document type leaves out. */
interface Served {
  readonly servers?: { url: string }[];
  readonly security?: Record<string, string[]>[];
  readonly components?: { securitySchemes?: Record<string, unknown> };
}

const v1 = specDocument("v1");
const v2 = specDocument("v2");
const served = v2 as OpenApiDocument & Served;
const operations = operationsOf(v2);

type Responses = Record<string, { content?: Record<string, { schema?: Schema }>; headers?: Record<string, unknown> }>;

function schemaOf(name: string, document: OpenApiDocument = v2): Schema {
  const schema = document.components?.schemas?.[name];
  if (!schema) throw new Error(`no schema ${name}`);
  return schema;
}

function requestSchema(method: string, path: string, document: OpenApiDocument = v2): Schema | undefined {
  const op = operationsOf(document).find((o) => o.method === method && o.path === path);
  if (!op) throw new Error(`no operation ${method} ${path}`);
  return op.object.requestBody?.content["application/json"]?.schema;
}

function responsesOf(method: string, path: string): Responses {
  const op = operations.find((o) => o.method === method && o.path === path);
  if (!op) throw new Error(`no operation ${method} ${path}`);
  return op.object.responses as Responses;
}

/** The property names of a body schema, through its reference. */
function propertyNames(schema: Schema | undefined, document: OpenApiDocument = v2): string[] {
  return Object.keys(deref(document, schema)?.properties ?? {});
}

/** The tables of `administration/<group>`, each with create, update, delete and find. */
const TABLES = [
  "categories",
  "currencies",
  "employees",
  "paymentconditions",
  "paymentmethods",
  "prices",
  "series",
  "shippingmodes",
  "units",
  "vatrates",
  "vehicles",
  "warehouses",
  "locations",
];

const crud = (base: string) => [`post ${base}`, `put ${base}/{id}`, `delete ${base}/{id}`, `post ${base}/find`];

/** The operations of the evidence's table, by verb and path. */
const EVIDENCE = [
  ...crud("/sales"),
  ...["cancel", "sign", "generate_mbref", "generate_mbway"].map((a) => `put /sales/{id}/${a}`),
  ...["duplicate", "receipt", "credit_note", "debit_note", "download", "send_email", "send_sms"].map(
    (a) => `post /sales/{id}/${a}`,
  ),
  "post /sales/summary",
  ...crud("/receipts"),
  ...["cancel", "sign"].map((a) => `put /receipts/{id}/${a}`),
  ...["download", "send_email", "send_sms"].map((a) => `post /receipts/{id}/${a}`),
  "post /receipts/summary",
  ...crud("/customers"),
  ...crud("/items"),
  "delete /items/{id}/image",
  ...TABLES.flatMap((t) => crud(`/administration/${t}`)),
  "post /administration/shippingmodes/list",
  "post /administration/series/{id}/communicate",
  "post /administration/series/{id}/check_communication",
];

/** The operations that take no parameters: `[]`, `{}` or no body. */
const WITHOUT_PARAMETERS = [
  ...["/sales", "/receipts", "/customers", "/items", ...TABLES.map((t) => `/administration/${t}`)].map(
    (base) => `delete ${base}/{id}`,
  ),
  "delete /items/{id}/image",
  "put /sales/{id}/sign",
  "put /sales/{id}/generate_mbref",
  "put /sales/{id}/generate_mbway",
  "post /sales/{id}/receipt",
  "post /sales/{id}/credit_note",
  "post /sales/{id}/debit_note",
  "put /receipts/{id}/sign",
  "post /administration/series/{id}/communicate",
];

describe("the v2 document", () => {
  it("has exactly the operations of the evidence, with their verbs: none of the resources that are gone", () => {
    const found = [...new Set(operations.map((o) => `${o.method} ${o.path}`))].sort();
    expect(found).toEqual([...new Set(EVIDENCE)].sort());
    expect(served.servers?.[0]?.url).toBe("{base_url}/api/v2");
  });

  it("authenticates every operation with the Bearer key, and with nothing else", () => {
    expect(served.security).toEqual([{ ApiKey: [] }]);
    expect(served.components?.securitySchemes?.ApiKey).toMatchObject({ type: "http", scheme: "Bearer" });
    for (const op of operations) {
      expect("security" in op.object, op.operationId).toBe(false);
      const names = (op.object.parameters ?? []).map((p) => ("name" in p ? p.name.toLowerCase() : p.$ref));
      expect(names, op.operationId).not.toContain("api_token");
      expect(names, op.operationId).not.toContain("authorization");
    }
    const withToken = Object.entries(v2.components?.schemas ?? {}).filter(([, s]) => s.properties?.api_token);
    expect(withToken.map(([name]) => name)).toEqual([]);
  });

  it("answers every failure with the message as a bare string and the code in Refusal-Code", () => {
    for (const op of operations) {
      const responses = op.object.responses as Responses;
      const statuses = Object.keys(responses);
      for (const status of ["400", "401", "403", "429", "500"]) expect(statuses, op.operationId).toContain(status);
      const onRecord = op.path.includes("{id}") || op.path.endsWith("/find");
      expect(statuses.includes("404"), `${op.operationId} answers 404`).toBe(onRecord);
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) < 400) continue;
        expect(response.content?.["application/json"]?.schema, `${op.operationId} ${status}`).toEqual({
          $ref: "#/components/schemas/RefusalMessage",
        });
        expect(response.headers?.["Refusal-Code"], `${op.operationId} ${status}`).toMatchObject({
          required: true,
          schema: { $ref: "#/components/schemas/RefusalCode" },
        });
      }
    }
    expect(schemaOf("RefusalMessage")).toMatchObject({ type: "string", maxLength: 1000 });
  });

  it("answers a create 201 with the record, an update 200 with it, a find 200 with one, a delete 200 with true", () => {
    const record = (method: string, path: string, status: string) =>
      responsesOf(method, path)[status]?.content?.["application/json"]?.schema;
    for (const base of ["/sales", "/receipts", "/customers", "/items", ...TABLES.map((t) => `/administration/${t}`)]) {
      const created = record("post", base, "201");
      expect(created?.$ref, base).toBeDefined();
      expect(record("put", `${base}/{id}`, "200"), base).toEqual(created);
      expect(record("post", `${base}/find`, "200"), base).toEqual(created);
      expect(record("delete", `${base}/{id}`, "200"), base).toEqual({ type: "boolean", enum: [true] });
    }
    // The evidence: `POST sales` answers the sale with `id`, `document_full_number`, `url_file`, `grand_total`.
    expect(propertyNames(record("post", "/sales", "201"))).toEqual(
      expect.arrayContaining(["id", "document_full_number", "url_file", "grand_total"]),
    );
    for (const action of ["duplicate", "credit_note", "debit_note"])
      expect(record("post", `/sales/{id}/${action}`, "201")).toEqual(record("post", "/sales", "201"));
    expect(record("post", "/sales/{id}/receipt", "201")).toEqual(record("post", "/receipts", "201"));
    for (const [method, path] of [
      ["post", "/sales/{id}/download"],
      ["put", "/sales/{id}/cancel"],
      ["put", "/sales/{id}/sign"],
      ["put", "/sales/{id}/generate_mbway"],
      ["post", "/receipts/{id}/download"],
      ["put", "/receipts/{id}/cancel"],
    ] as const)
      expect(record(method, path, "200"), path).toEqual({ $ref: "#/components/schemas/ServedUrl" });
    expect(record("post", "/administration/series/{id}/check_communication", "200")).toEqual({
      type: "boolean",
      enum: [true],
    });
    expect(deref(v2, record("post", "/administration/shippingmodes/list", "200"))).toMatchObject({
      type: "array",
      maxItems: 1000,
      items: { $ref: "#/components/schemas/ShippingMode" },
    });
  });

  it("takes [], {} or no body where an operation has no parameters, and nothing else there", () => {
    const validator = documentValidator(v2 as unknown as RunnerDocument);
    const empty = operations
      .filter((o) => o.object.requestBody?.content["application/json"]?.schema?.$ref?.endsWith("/NoParametersBody"))
      .map((o) => `${o.method} ${o.path}`);
    expect(empty.sort()).toEqual([...WITHOUT_PARAMETERS].sort());
    for (const o of operations.filter((o) => empty.includes(`${o.method} ${o.path}`)))
      expect(o.object.requestBody, o.operationId).toMatchObject({ required: false });
    const body = "/components/schemas/NoParametersBody";
    expect(validator.validate(body, [])).toBeNull();
    expect(validator.validate(body, {})).toBeNull();
    expect(validator.validate(body, [1])).not.toBeNull();
    expect(validator.validate(body, "x")).not.toBeNull();
  });

  it("takes [] wherever a body's fields are all optional, as the vendor's SDK sends it when it has none", () => {
    const validator = documentValidator(v2 as unknown as RunnerDocument);
    const optional = operations.filter((o) => {
      const schema = o.object.requestBody?.content["application/json"]?.schema;
      if (!schema || schema.$ref?.endsWith("/NoParametersBody")) return false;
      const fields = (schema.anyOf ?? [schema]).map((s) => deref(v2, s)).find((s) => s?.type !== "array");
      return fields !== undefined && !(fields.required?.length ?? 0);
    });
    expect(optional.map((o) => o.operationId).sort()).toEqual([
      "Receipts_cancel",
      "Receipts_download",
      "Sales_cancel",
      "Sales_download",
      "ShippingModes_list",
    ]);
    for (const o of optional) {
      const schema = o.object.requestBody!.content["application/json"]!.schema!;
      expect(
        (schema.anyOf ?? []).map((s) => s.$ref),
        o.operationId,
      ).toContain("#/components/schemas/NoParametersList");
    }
    const list = "/components/schemas/NoParametersList";
    expect(validator.validate(list, [])).toBeNull();
    expect(validator.validate(list, [{ reason: "x" }])).not.toBeNull();
  });

  it("states the operation facts of v1's operation of the same name", () => {
    const facts = (object: object) => ({
      readOnly: (object as Record<string, unknown>)["x-read-only"] === true,
      referenceReadOnly: (object as Record<string, unknown>)["x-reference-read-only"] === true,
    });
    const inV1 = new Map(operationsOf(v1).map((o) => [o.operationId, facts(o.object)]));
    const paired = operations.filter((o) => inV1.has(o.operationId));
    expect(paired.length).toBeGreaterThan(80);
    for (const op of paired) expect(facts(op.object), op.operationId).toEqual(inV1.get(op.operationId));
    const own = operations.filter((o) => !inV1.has(o.operationId)).map((o) => o.operationId);
    expect(own).toEqual(["Series_checkCommunication"]);
    expect(facts(operations.find((o) => o.operationId === "Series_checkCommunication")!.object).readOnly).toBe(true);
  });

  it("names v1's models as v1 does, and they are v1's schemas", () => {
    const names = Object.keys(v2.components?.schemas ?? {});
    expect(names.filter((n) => n.startsWith("Invoicing.V1."))).toEqual([]);
    // What v2 redefines on purpose: the customer record (`other_contacts`) and request bodies,
    // which v2 takes without `api_token` (compared below).
    const shared = names.filter((n) => v1.components?.schemas?.[n] && n !== "Customer" && !n.endsWith("Request"));
    expect(shared).toEqual(expect.arrayContaining(["Sale", "Receipt", "Item", "Serie", "SaleItemInput", "Location"]));
    for (const name of shared) expect(schemaOf(name), name).toEqual(schemaOf(name, v1));
  });

  it("takes v1's request bodies without api_token, but where the migration notes change them", () => {
    const changed = new Set([
      "CustomerCreateRequest",
      "CustomerUpdateRequest",
      "SaleSendSmsRequest",
      "SerieCreateRequest",
    ]);
    // TypeSpec writes no `required` where no property is.
    const withoutToken = (schema: Schema): Schema => {
      const { api_token: _token, ...properties } = schema.properties ?? {};
      const { required: _required, ...rest } = schema;
      const required = schema.required?.filter((r) => r !== "api_token") ?? [];
      return { ...rest, properties, ...(required.length > 0 ? { required } : {}) };
    };
    const bodies = Object.keys(v2.components?.schemas ?? {}).filter(
      (n) => n.endsWith("Request") && v1.components?.schemas?.[n] && !changed.has(n),
    );
    expect(bodies.length).toBeGreaterThan(20);
    for (const name of bodies) {
      const { description: _v2, ...mine } = schemaOf(name);
      const { description: _v1, ...theirs } = withoutToken(schemaOf(name, v1));
      expect(mine, name).toEqual(theirs);
    }
  });

  it("renames and removes the fields the migration notes name", () => {
    for (const name of ["CustomerCreateRequest", "CustomerUpdateRequest", "Customer"]) {
      const properties = propertyNames({ $ref: `#/components/schemas/${name}` });
      expect(properties, name).toContain("other_contacts");
      expect(properties, name).not.toContain("contact");
      expect(properties.filter((p) => p !== "other_contacts").sort(), name).toEqual(
        propertyNames({ $ref: `#/components/schemas/${name}` }, v1)
          .filter((p) => p !== "contact" && p !== "api_token")
          .sort(),
      );
    }
    const sale = propertyNames(requestSchema("post", "/sales"));
    expect(sale.sort()).toEqual(
      [...propertyNames(requestSchema("post", "/sales/create", v1), v1), "serie_id", "callback_url"]
        .filter((p) => p !== "api_token")
        .sort(),
    );
    expect(requestSchema("put", "/sales/{id}")).toEqual(requestSchema("post", "/sales"));
    expect(schemaOf("CallbackUrl")).toMatchObject({ type: "string", pattern: "^https?://", maxLength: 2048 });

    const sms = deref(v2, requestSchema("post", "/sales/{id}/send_sms"));
    expect(JSON.stringify(sms?.properties?.to)).toContain('"$ref":"#/components/schemas/SaleSmsRecipient"');
    expect(deref(v2, sms?.properties?.to)?.type).not.toBe("array");
    expect(sms?.required).toContain("to");
    expect(requestSchema("post", "/receipts/{id}/send_sms")).toEqual(requestSchema("post", "/sales/{id}/send_sms"));

    const serie = propertyNames(requestSchema("post", "/administration/series"));
    for (const gone of ["assign_to_all", "assign_as_default", "communicate", "communicate_documents_types"])
      expect(serie).not.toContain(gone);
    expect(serie.sort()).toEqual(["active", "description", "valid_until"]);
  });

  it("finds by {value, search_in} where the evidence says so, and by {value} alone elsewhere", () => {
    for (const base of ["/customers", "/items", "/sales", "/receipts"]) {
      const find = deref(v2, requestSchema("post", `${base}/find`));
      expect(Object.keys(find?.properties ?? {}).sort(), base).toEqual(["search_in", "value"]);
      expect(find?.required?.sort(), base).toEqual(["search_in", "value"]);
    }
    for (const table of TABLES) {
      const find = deref(v2, requestSchema("post", `/administration/${table}/find`));
      expect(Object.keys(find?.properties ?? {}), table).toEqual(["value"]);
    }
    const check = deref(v2, requestSchema("post", "/administration/series/{id}/check_communication"));
    expect(check?.required).toEqual(["document_type"]);
  });
});
