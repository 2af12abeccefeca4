// The workflows next to the spec (spec/workflows/*.arazzo.yaml) hold against the generated
// documents: every operation, path parameter, request field, content type, example and step
// reference they name exists. Every example of both documents is bound to a step or, for the
// few refusals a run does not provoke, listed in x-unprovokable with the reason: exactly the
// list below. The form encoding of steps with a form content type is checked too.
import { describe, expect, it } from "vitest";
import { checkWorkflows, loadWorkflows, Spec, type WorkflowSet } from "invoicing-api-contract";
import { encodeForm, formFields } from "../../contract/src/forms.ts";

const spec = new Spec();
const set = loadWorkflows();

/** The refusal examples no step provokes (each with its reason in examples.arazzo.yaml). */
const NOT_PROVOKED = [
  "legacy.Artigos_stock: Refused: no location configured",
  "legacy.Documentos_criar: Refused: no API series configured",
  "legacy.Documentos_criar: Refused: no API series for the document type",
  "v1.Administration_all: Refused: no permission",
  "v1.Bookings_invoiceCreate: Refused: agenda not configured",
  "v1.Customers_accountsOpenSendEmail: Refused: the mail server could not be reached",
  "v1.DocumentTypes_communicate: Refused: web-service user not configured",
  "v1.Receipts_sendSms: Refused: sender not approved",
  "v1.Receipts_sign: Refused: no signature configured",
  "v1.Sales_create: Refused: demo total limit",
  "v1.Sales_generateMbway: Refused: MB WAY not configured",
  "v1.Sales_sendEmail: Refused: attachment not found at its URL",
  "v1.Sales_sendSms: Refused: no SMS credits",
  "v1.Series_communicate: Refused: web-service user not configured",
  "v1.Series_create: Refused: web-service user not configured",
  "v1.StockMovements_delete: Refused: movement produced by a document",
  "v1.StockMovements_update: Refused: movement produced by a document",
];

/** A workflow as the checker receives it, however the test shaped it (it may be wrong on purpose). */
type Workflow = WorkflowSet["workflows"] extends ReadonlyMap<string, infer W> ? W : never;

function withWorkflow(extra: object): WorkflowSet {
  const workflow = extra as Workflow;
  const files = [
    ...set.files,
    {
      file: "extra.arazzo.yaml",
      document: {
        arazzo: "1.0.1",
        info: { title: "t", version: "1" },
        sourceDescriptions: [
          { name: "v1", url: "", type: "openapi" },
          { name: "legacy", url: "", type: "openapi" },
        ],
        workflows: [extra],
      },
    },
  ];
  return {
    ...set,
    files: files as WorkflowSet["files"],
    workflows: new Map([...set.workflows, [workflow.workflowId, workflow]]),
  };
}

describe("workflows against the spec", () => {
  it("name only operations, parameters, fields, examples and outputs the spec and earlier steps have", () => {
    expect(checkWorkflows(set, spec, { coverage: false })).toEqual([]);
  });

  it("bind every example, but for the refusals listed as not provoked, each with its reason", () => {
    const problems = checkWorkflows(set, spec, { coverage: true });
    const bound = new Set<string>();
    for (const w of set.workflows.values())
      for (const step of w.steps) {
        const op = spec.operation(step.operationId);
        if (op && step["x-example"]) bound.add(`${op.key}: ${step["x-example"]}`);
      }
    process.stdout.write(
      `\nExamples bound to a workflow step: ${bound.size}; not provoked, with the reason: ${set.unprovokable.length}; unbound: ${problems.length}\n`,
    );
    expect(problems).toEqual([]);
    const listed = set.unprovokable.map((u) => `${spec.operation(u.operationId)?.key}: ${u.example}`).sort();
    expect(listed).toEqual([...NOT_PROVOKED].sort());
    for (const u of set.unprovokable) expect(u.reason.length, u.example).toBeGreaterThan(30);
  });

  it("report an example left unbound", () => {
    const without = new Map(set.workflows);
    const sales = without.get("examples-documents-more")!;
    without.set("examples-documents-more", {
      ...sales,
      steps: sales.steps.filter((s) => s.stepId !== "finish-draft"),
    });
    expect(checkWorkflows({ ...set, workflows: without, files: filesOf(without) }, spec)).toEqual([
      "v1.Sales_update: Finish a draft invoice (IDs instead of names): a success example of an operation that writes or takes a path parameter must be bound to a workflow step",
    ]);
  });

  it("report an unknown operation, example, request example, pointer or content type", () => {
    const problems = checkWorkflows(
      withWorkflow({
        workflowId: "broken",
        steps: [
          { stepId: "a", operationId: "$sourceDescriptions.v1.Nothing_here" },
          { stepId: "b", operationId: "$sourceDescriptions.v1.Sales_find", "x-example": "No such example" },
          {
            stepId: "c",
            operationId: "$sourceDescriptions.v1.Administration_all",
            "x-example": "Refused: no permission",
            "x-request-example": "Nope",
          },
          {
            stepId: "d",
            operationId: "$sourceDescriptions.v1.Units_find",
            requestBody: { replacements: [{ target: "/nothing", value: 1 }] },
          },
          {
            stepId: "e",
            operationId: "$sourceDescriptions.v1.Units_find",
            requestBody: { contentType: "multipart/form-data", payload: { value: "KG" } },
          },
          {
            stepId: "f",
            operationId: "$sourceDescriptions.v1.Items_create",
            requestBody: { payload: { file: "x" } },
          },
        ],
      }),
      spec,
      { coverage: false },
    );
    expect(problems).toEqual([
      "extra.arazzo.yaml: broken: step a: no operation $sourceDescriptions.v1.Nothing_here",
      'extra.arazzo.yaml: broken: step b: v1.Sales_find has no request or refusal example "No such example"',
      'extra.arazzo.yaml: broken: step c: v1.Administration_all has no request example "Nope" (x-request-example)',
      "extra.arazzo.yaml: broken: step d: replacement target /nothing names no request field",
      "extra.arazzo.yaml: broken: step e: v1.Units_find does not take multipart/form-data (requestBody.contentType)",
      // The image is a field of the form encodings only, not of the JSON body.
      "extra.arazzo.yaml: broken: step f: v1.Items_create has no request field file",
    ]);
  });
});

function filesOf(workflows: ReadonlyMap<string, unknown>): WorkflowSet["files"] {
  return set.files.map((f) => ({
    ...f,
    document: {
      ...f.document,
      workflows: f.document.workflows.map((w) => (workflows.get(w.workflowId) ?? w) as typeof w),
    },
  }));
}

describe("form bodies of steps", () => {
  it("flatten arrays and objects in bracket notation, booleans as 1/0, without nulls", () => {
    expect(formFields({ reference: "GEL", prices: [{ id: 3, price: "4.00" }], active: true, file: null })).toEqual([
      ["reference", "GEL"],
      ["prices[0][id]", "3"],
      ["prices[0][price]", "4.00"],
      ["active", "1"],
    ]);
  });

  it("send the declared file fields as file parts of a multipart body", () => {
    const { body, contentType } = encodeForm("multipart/form-data", { description: "Gel", file: "abc" }, ["file"]);
    const boundary = /boundary=(.+)$/.exec(contentType)![1]!;
    expect(contentType.startsWith("multipart/form-data; boundary=")).toBe(true);
    expect(body).toBe(
      `--${boundary}\r\ncontent-disposition: form-data; name="description"\r\n\r\nGel\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="file.bin"\r\ncontent-type: application/octet-stream\r\n\r\nabc\r\n` +
        `--${boundary}--\r\n`,
    );
    expect(encodeForm("application/x-www-form-urlencoded", { a: [1, 2], b: "é" }).body).toBe(
      "a%5B0%5D=1&a%5B1%5D=2&b=%C3%A9",
    );
  });
});
