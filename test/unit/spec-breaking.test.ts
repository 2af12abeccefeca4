// The breaking-change check on crafted before/after documents: each kind of change with its
// impact for existing clients, shared schemas reported once, refactors that change nothing on
// the wire reported as nothing; and the command on a git repository of its own.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { compareDocuments, type OpenApiDocument } from "../../scripts/spec-diff/operations.ts";
import { comparePatterns, expandPattern } from "../../scripts/spec-diff/patterns.ts";
import type { Change } from "../../scripts/spec-diff/changes.ts";
import { ROOT } from "../../server/generations.ts";
import { SPEC_GENERATIONS } from "../../scripts/spec-generations.ts";

type Doc = OpenApiDocument & {
  paths: Record<string, Record<string, any>>;
  components: { schemas: Record<string, any> };
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ content: { "application/json": { schema } } });

function base(): Doc {
  return {
    paths: {
      "/orders/create": {
        post: {
          operationId: "Orders_create",
          requestBody: { required: true, ...json(ref("OrderRequest")) },
          responses: {
            "200": { description: "ok", ...json(ref("OrderResponse")) },
            "403": { description: "refused", ...json(ref("Failure")) },
          },
        },
      },
      "/orders/{id}/cancel": {
        post: {
          operationId: "Orders_cancel",
          parameters: [
            { name: "id", in: "path", required: true, schema: { type: "integer" } },
            { name: "mode", in: "query", required: false, schema: { type: "string" } },
          ],
          responses: {
            "200": { description: "ok", ...json(ref("OrderResponse")) },
            "403": { description: "refused", ...json(ref("Failure")) },
          },
        },
      },
    },
    components: {
      schemas: {
        OrderRequest: {
          type: "object",
          required: ["name"],
          properties: {
            name: { type: "string", maxLength: 50 },
            quantity: { anyOf: [{ type: "integer" }, ref("DecimalString")] },
            kind: { type: "string", enum: ["retail", "wholesale"] },
            tags: { type: "array", items: { type: "string" } },
            notes: { anyOf: [{ type: "string" }, { type: "null" }] },
          },
        },
        DecimalString: { type: "string", pattern: "^-?[0-9]+([.,][0-9]{1,2})?$" },
        OrderResponse: {
          type: "object",
          required: ["status", "data"],
          properties: { status: { type: "boolean", enum: [true] }, data: ref("Order") },
        },
        Order: {
          type: "object",
          required: ["id", "state", "total"],
          properties: {
            id: { type: "integer" },
            state: { type: "string", enum: ["open", "closed"] },
            total: { type: "string" },
            lines: { type: "array", items: ref("Order") },
          },
        },
        Failure: {
          type: "object",
          required: ["message"],
          properties: { message: { type: "string" }, code: { type: "string", enum: ["a.b", "c.d"] } },
        },
      },
    },
  };
}

function changed(edit: (doc: Doc) => void): Change[] {
  const after = base();
  edit(after);
  return compareDocuments("v1", base(), after);
}

const brief = (changes: Change[]) =>
  changes.map((c) => `${c.impact} ${c.code}${c.where ? ` @${c.where}` : ""}${c.field ? ` ${c.field}` : ""}`);
const schemas = (d: Doc) => d.components.schemas;

describe("compareDocuments", () => {
  it("finds nothing between equal documents, nor in descriptions or a path parameter's new name", () => {
    expect(compareDocuments("v1", base(), base())).toEqual([]);
    expect(
      changed((d) => {
        d.paths["/orders/{order_id}/cancel"] = d.paths["/orders/{id}/cancel"]!;
        delete d.paths["/orders/{id}/cancel"];
        d.paths["/orders/{order_id}/cancel"]!.post.parameters[0].name = "order_id";
        schemas(d).Order.description = "An order.";
      }),
    ).toEqual([]);
  });

  it("reports operations removed (breaking), added (compatible) and renamed (breaking)", () => {
    expect(brief(changed((d) => delete d.paths["/orders/{id}/cancel"]))).toEqual(["breaking operation.removed"]);
    expect(
      brief(changed((d) => (d.paths["/orders/list"] = { post: { operationId: "Orders_list", responses: {} } }))),
    ).toEqual(["compatible operation.added"]);
    const renamed = changed((d) => (d.paths["/orders/create"]!.post.operationId = "Orders_add"));
    expect(renamed).toMatchObject([
      { impact: "breaking", code: "operation.id_changed", before: "Orders_create", after: "Orders_add" },
    ]);
  });

  it("in a request, narrowing breaks and widening is compatible", () => {
    const request = (edit: (s: Record<string, any>) => void) => brief(changed((d) => edit(schemas(d))));
    const at = "@schema OrderRequest (in requests)";
    expect(request((s) => s.OrderRequest.required.push("kind"))).toEqual([
      `breaking schema.property.required ${at} kind`,
    ]);
    expect(request((s) => (s.OrderRequest.required = []))).toEqual([`compatible schema.property.optional ${at} name`]);
    expect(request((s) => (s.OrderRequest.properties.kind.enum = ["retail"]))).toEqual([
      `breaking schema.enum.value_removed ${at} kind`,
    ]);
    expect(request((s) => s.OrderRequest.properties.kind.enum.push("online"))).toEqual([
      `compatible schema.enum.value_added ${at} kind`,
    ]);
    expect(request((s) => (s.OrderRequest.properties.quantity = { type: "integer" }))).toEqual([
      `breaking schema.alternative.removed ${at} quantity`,
    ]);
    expect(request((s) => s.OrderRequest.properties.quantity.anyOf.push({ type: "number" }))).toEqual([
      `compatible schema.alternative.added ${at} quantity`,
    ]);
    expect(request((s) => (s.OrderRequest.properties.notes = { type: "string" }))).toEqual([
      `breaking schema.alternative.removed ${at} notes`,
    ]);
    expect(request((s) => (s.OrderRequest.properties.name.maxLength = 20))).toEqual([
      `breaking schema.limit.tightened ${at} name`,
    ]);
    expect(request((s) => (s.OrderRequest.properties.name.maxLength = 100))).toEqual([
      `compatible schema.limit.relaxed ${at} name`,
    ]);
    expect(request((s) => (s.OrderRequest.properties.name.minLength = 1))).toEqual([
      `breaking schema.limit.tightened ${at} name`,
    ]);
    expect(request((s) => (s.OrderRequest.properties.tags.items = { type: "integer" }))).toEqual([
      `breaking schema.type.changed ${at} tags[]`,
    ]);
    expect(request((s) => (s.OrderRequest.properties.origin = { type: "string" }))).toEqual([
      `compatible schema.property.added ${at} origin`,
    ]);
    expect(
      request((s) => ((s.OrderRequest.properties.origin = { type: "string" }), s.OrderRequest.required.push("origin"))),
    ).toEqual([`breaking schema.property.added_required ${at} origin`]);
    expect(request((s) => delete s.OrderRequest.properties.tags)).toEqual([
      `breaking schema.property.removed ${at} tags`,
    ]);
    expect(request((s) => (s.OrderRequest.additionalProperties = false))).toEqual([
      `breaking schema.additional_properties.refused ${at}`,
    ]);
  });

  it("judges a changed pattern by what it accepts: a new alternative form widens, a dropped one narrows", () => {
    const pattern = (p: string) => brief(changed((d) => (schemas(d).DecimalString.pattern = p)));
    const at = "@schema DecimalString (in requests)";
    expect(pattern("^-?([0-9]+([.,][0-9]{1,2})?|[0-9]{1,3}(,[0-9]{3})+\\.[0-9]{1,2})$")).toEqual([
      `compatible schema.pattern.widened ${at}`,
    ]);
    expect(pattern("^-?[0-9]+$")).toEqual([`breaking schema.pattern.changed ${at}`]);
    expect(brief(changed((d) => (schemas(d).OrderRequest.properties.name.pattern = "^[A-Z]")))).toEqual([
      `breaking schema.pattern.added @schema OrderRequest (in requests) name`,
    ]);
  });

  it("in an answer, widening breaks, narrowing is compatible, and a new enum value is a warning", () => {
    const answer = (edit: (s: Record<string, any>) => void) => brief(changed((d) => edit(schemas(d))));
    const at = "@schema Order (in answers)";
    expect(answer((s) => delete s.Order.properties.total)).toEqual([`breaking schema.property.removed ${at} total`]);
    expect(answer((s) => (s.Order.required = ["id", "state"]))).toEqual([
      `breaking schema.property.optional ${at} total`,
    ]);
    expect(answer((s) => (s.Order.properties.id = { type: "string" }))).toEqual([
      `breaking schema.type.changed ${at} id`,
    ]);
    expect(answer((s) => (s.Order.properties.total = { anyOf: [{ type: "string" }, { type: "null" }] }))).toEqual([
      `breaking schema.alternative.added ${at} total`,
    ]);
    expect(answer((s) => (s.Order.properties.id = { type: "number" }))).toEqual([
      `breaking schema.type.widened ${at} id`,
    ]);
    expect(answer((s) => s.Order.properties.state.enum.push("archived"))).toEqual([
      `warning schema.enum.value_added ${at} state`,
    ]);
    expect(answer((s) => (s.Order.properties.state.enum = ["open"]))).toEqual([
      `compatible schema.enum.value_removed ${at} state`,
    ]);
    expect(answer((s) => (s.Order.properties.created_at = { type: "string" }))).toEqual([
      `compatible schema.property.added ${at} created_at`,
    ]);
  });

  it("reports a shared schema once, naming the operations that use it", () => {
    const changes = changed((d) => schemas(d).Failure.properties.code.enum.push("e.f"));
    expect(changes).toEqual([
      {
        impact: "warning",
        code: "schema.enum.value_added",
        generation: "v1",
        where: "schema Failure (in answers)",
        operations: ["Orders_create", "Orders_cancel"],
        field: "code",
        message: 'may now answer "e.f"',
        after: ["e.f"],
      },
    ]);
  });

  it("sees nothing in refactors that leave the wire alone: a component inlined, an allOf, a recursive schema", () => {
    expect(
      changed(
        (d) => (d.paths["/orders/create"]!.post.requestBody = { required: true, ...json(schemas(d).OrderRequest) }),
      ),
    ).toEqual([]);
    expect(
      changed((d) => {
        const { name, ...rest } = schemas(d).OrderRequest.properties;
        schemas(d).Named = { type: "object", required: ["name"], properties: { name } };
        schemas(d).OrderRequest = { allOf: [ref("Named")], type: "object", properties: rest };
      }),
    ).toEqual([]);
    expect(brief(changed((d) => (schemas(d).Order.properties.lines.items = ref("Order"))))).toEqual([]);
  });

  it("reports parameters, request bodies, statuses and headers", () => {
    const op = (d: Doc) => d.paths["/orders/{id}/cancel"]!.post;
    expect(brief(changed((d) => (op(d).parameters[1].required = true)))).toEqual([
      "breaking parameter.required @parameter query mode",
    ]);
    expect(
      brief(
        changed((d) => op(d).parameters.push({ name: "why", in: "query", required: true, schema: { type: "string" } })),
      ),
    ).toEqual(["breaking parameter.added_required @parameter query why"]);
    expect(brief(changed((d) => op(d).parameters.pop()))).toEqual(["breaking parameter.removed @parameter query mode"]);
    expect(brief(changed((d) => (op(d).parameters[1].schema = { type: "string", enum: ["soft"] })))).toEqual([
      "breaking schema.enum.added @parameter query mode",
    ]);
    expect(brief(changed((d) => (d.paths["/orders/create"]!.post.requestBody.required = false)))).toEqual([
      "compatible request.body.optional @request body",
    ]);
    const create = (d: Doc) => d.paths["/orders/create"]!.post;
    expect(brief(changed((d) => delete create(d).responses["403"]))).toEqual([
      "breaking response.status.removed @response 403",
    ]);
    expect(
      brief(
        changed(
          (d) =>
            (create(d).responses["503"] = {
              description: "stopping",
              headers: { "Retry-After": { schema: { type: "integer" } } },
              ...json(ref("Failure")),
            }),
        ),
      ),
    ).toEqual(["compatible response.status.added @response 503"]);
    expect(brief(changed((d) => (create(d).responses["201"] = { description: "created" })))).toEqual([
      "warning response.status.added @response 201",
    ]);
    expect(
      brief(changed((d) => (create(d).requestBody.content["multipart/form-data"] = { schema: ref("OrderRequest") }))),
    ).toEqual(["compatible request.media_type.added @request body"]);
  });

  it("treats every operation of a new document as added", () => {
    expect(compareDocuments("legacy", undefined, base()).map((c) => c.code)).toEqual([
      "operation.added",
      "operation.added",
    ]);
  });
});

describe("comparePatterns", () => {
  it("expands unquantified alternatives and compares the plain patterns", () => {
    expect(expandPattern("^-?(a|b[|(]c)$")).toEqual(["^-?a$", "^-?b[|(]c$"]);
    expect(expandPattern("^(a|b)+$")).toEqual(["^(a|b)+$"]);
    expect(comparePatterns("^a$", "^a$|^b$")).toBe("widened");
    expect(comparePatterns("^(?:a|b)$", "^a$")).toBe("narrowed");
    expect(comparePatterns("^a$", "^c$")).toBe("changed");
    expect(comparePatterns("^(a|b)$", "^(b|a)$")).toBe("same");
  });
});

describe("npm run -s spec:breaking", () => {
  const repo = mkdtempSync(join(tmpdir(), "spec-breaking-"));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.email=t@example.test", "-c", "user.name=t", ...args], {
      cwd: repo,
      stdio: "pipe",
    });
  /** Writes every generation's document: `doc` as the `changed` one's, the base as the others'. */
  const write = (doc: Doc, changed = "v1") => {
    mkdirSync(join(repo, "generated", "openapi"), { recursive: true });
    for (const g of SPEC_GENERATIONS)
      writeFileSync(join(repo, "generated", "openapi", g.openapiFile), stringify(g.name === changed ? doc : base()));
  };
  const run = (...args: string[]) =>
    spawnSync(
      process.execPath,
      ["--import", "tsx", join(ROOT, "scripts", "spec-breaking.ts"), "--dir", repo, ...args],
      { cwd: ROOT, encoding: "utf8" },
    );

  it("exits 0 on compatible changes and 1 on breaking ones, against the merge base with main by default; --json lists them", () => {
    git("init", "-q", "-b", "main");
    write(base());
    git("add", ".");
    git("commit", "-q", "-m", "base");
    git("checkout", "-q", "-b", "feature");
    const added = base();
    added.paths["/orders/list"] = { post: { operationId: "Orders_list", responses: {} } };
    write(added);
    git("commit", "-q", "-am", "adds an operation");

    const compatible = run();
    expect(compatible.status, compatible.stderr).toBe(0);
    expect(compatible.stdout).toMatch(/against the merge base with main/);
    expect(compatible.stdout).toMatch(
      /Compatible: additions and relaxations \(1\):\n {2}\[v1\] POST \/orders\/list \(Orders_list\): new operation/,
    );

    const removed = base();
    delete removed.paths["/orders/{id}/cancel"];
    write(removed);
    const breaking = run("--json");
    expect(breaking.status).toBe(1);
    const report = JSON.parse(breaking.stdout) as {
      summary: Record<string, number>;
      changes: Change[];
      base: { commit: string };
    };
    expect(report.summary).toEqual({ breaking: 1, warning: 0, compatible: 0 });
    expect(report.changes[0]).toMatchObject({
      impact: "breaking",
      code: "operation.removed",
      generation: "v1",
      operation: { method: "post", path: "/orders/{id}/cancel", operationId: "Orders_cancel" },
    });
    expect(run("--base", "HEAD").status).toBe(1);
    expect(run("--base", "no-such-ref").status).toBe(2);
  });

  it("compares the v2 document too", () => {
    write(base());
    git("commit", "-q", "-am", "back to the base");
    const removed = base();
    delete removed.paths["/orders/{id}/cancel"];
    write(removed, "v2");
    const breaking = run();
    expect(breaking.status).toBe(1);
    expect(breaking.stdout).toMatch(
      /Breaking: existing clients can fail \(1\):\n {2}\[v2\] POST \/orders\/\{id\}\/cancel/,
    );
  });
});
