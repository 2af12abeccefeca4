// The workflows next to the spec (spec/workflows/*.arazzo.yaml) hold against the generated
// documents: every operation, path parameter, request field, example and step reference they
// name exists. The examples left neither bound to a step nor declared unprovokable may only
// shrink: the ceiling below is lowered as bindings are added.
import { describe, expect, it } from "vitest";
import { checkWorkflows, loadWorkflows, Spec, type WorkflowSet } from "invoicing-api-contract";

const spec = new Spec();
const set = loadWorkflows();

/** Examples no workflow step sends yet (success examples that need records, refusals not provoked). */
const UNBOUND_CEILING = 75;

function withWorkflow(extra: object): WorkflowSet {
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
    workflows: new Map([...set.workflows, [(extra as { workflowId: string }).workflowId, extra as never]]),
  };
}

describe("workflows against the spec", () => {
  it("name only operations, parameters, fields, examples and outputs the spec and earlier steps have", () => {
    expect(checkWorkflows(set, spec, { coverage: false })).toEqual([]);
  });

  it("leave no more examples unbound than before", () => {
    const unbound = checkWorkflows(set, spec, { coverage: true });
    process.stdout.write(`\nExamples not bound to a workflow step: ${unbound.length}\n`);
    expect(unbound.filter((p) => !/must be bound to a workflow step|no workflow step provokes/.test(p))).toEqual([]);
    expect(unbound.length).toBeLessThanOrEqual(UNBOUND_CEILING);
  });

  it("report an unknown operation, example or request example", () => {
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
        ],
      }),
      spec,
      { coverage: false },
    );
    expect(problems).toEqual([
      "extra.arazzo.yaml: broken: step a: no operation $sourceDescriptions.v1.Nothing_here",
      'extra.arazzo.yaml: broken: step b: v1.Sales_find has no request or refusal example "No such example"',
      'extra.arazzo.yaml: broken: step c: v1.Administration_all has no request example "Nope" (x-request-example)',
    ]);
  });
});
