// The fuzz phase's inputs, without a deployment: the fields of each request schema (nested
// ones counted), the walk that gives every field its turn, and the edge values (70,000
// characters, unusual Unicode, 100,000 elements, raw numbers, deep nesting) with the
// expectation each gets from the spec.
import { describe, expect, it } from "vitest";
import { Spec, type Operation } from "invoicing-api-contract";
import { Budget } from "../../contract/src/budget.ts";
import { Session } from "../../contract/src/session.ts";
import { CaseFactory, PLAN, type FuzzCase } from "../../contract/src/phases/fuzz.ts";
import { requestFields } from "../../contract/src/fuzz/fields.ts";
import { MUTATION_KINDS, Mutator, type MutationKind } from "../../contract/src/fuzz/mutations.ts";
import { ValueGenerator } from "../../contract/src/fuzz/values.ts";
import { requestSchema } from "../../contract/src/spec.ts";
import { HUGE_ARRAY_LENGTH, LONG_STRING_LENGTH } from "../../contract/src/fuzz/edge-values.ts";

const spec = new Spec();
const TOKEN = "token-of-account-a-0123456789";

function factory(): CaseFactory {
  const session = new Session(
    {
      baseUrl: "http://deployment.invalid",
      credentials: { apiToken: TOKEN, legacyKey: "k", legacySecret: "s" },
      phases: ["fuzz"],
      seed: 7,
      timeoutMs: 1_000,
      allowWrites: true,
      allowLegacyWrites: true,
    },
    spec,
    new Budget(),
  );
  return new CaseFactory(session);
}

const op = (key: string) => spec.operation(key) as Operation;

describe("fields of the request schemas", () => {
  it("count nested fields, array elements' fields included, and leave the credential out", () => {
    const ids = requestFields(spec, op("v1.Sales_create")).map((f) => f.id);
    expect(ids).toEqual(expect.arrayContaining(["items", "items[].price", "items[].vat", "issue_date", "status"]));
    expect(ids).not.toContain("api_token");
    const legacy = requestFields(spec, op("legacy.Documentos_criar")).map((f) => f.id);
    expect(legacy).toEqual(expect.arrayContaining(["cliente.contribuinte", "artigos[].preco", "linhas[].id"]));
    expect(requestFields(spec, op("v1.Customers_find")).map((f) => f.id)).toEqual(["value", "search_in"]);
  });
});

describe("the walk over the fields", () => {
  it("gives each kind every field it applies to in turn", () => {
    const f = factory();
    const sale = op("v1.Sales_create");
    const fields = requestFields(spec, sale).map((x) => x.id);
    const seen = new Set(Array.from({ length: fields.length }, () => f.nextField(sale, "null")!.id));
    expect([...seen].sort()).toEqual([...fields].sort());
    // A kind walks only the fields it applies to: the required ones, the arrays.
    const required = new Set(Array.from({ length: 40 }, () => f.nextField(sale, "required")!.id));
    expect([...required].sort()).toEqual(
      requestFields(spec, sale)
        .filter((x) => x.required)
        .map((x) => x.id)
        .sort(),
    );
    expect(new Set(Array.from({ length: 10 }, () => f.nextField(sale, "huge")!.id))).toEqual(new Set(["items"]));
  });

  it("mutates every field of an operation in as many rounds of one kind as it has fields", () => {
    const f = factory();
    const sale = op("v1.Sales_create");
    const total = requestFields(spec, sale).length;
    const round = PLAN.indexOf("null");
    const mutated = new Set<string>();
    for (let cycle = 0; cycle < total; cycle++) {
      const c = f.make(sale, round + cycle * PLAN.length, 1_000 + cycle);
      if (c?.field) mutated.add(c.field);
    }
    expect(mutated.size).toBe(total);
  });

  it("prefers the fields no kind has mutated yet: a field comes twice only once its kind has none left", () => {
    const f = factory();
    const sale = op("v1.Sales_create");
    const mutator = new Mutator(spec, "v1", new ValueGenerator(spec, "v1"));
    const done = new Set<string>();
    let cases = 0;
    for (let round = 0; round < PLAN.length * 3; round++) {
      const c = f.make(sale, round, 500 + round);
      if (!c?.field) continue;
      cases++;
      if (done.has(c.field)) {
        const kind = PLAN[round % PLAN.length] as MutationKind;
        const untouched = requestFields(spec, sale).filter(
          (x) => mutator.applies(kind, requestSchema(sale), x) && !done.has(x.id),
        );
        expect(
          untouched.map((x) => x.id),
          `${kind} mutated ${c.field} again`,
        ).toEqual([]);
      }
      done.add(c.field);
    }
    expect(cases).toBeGreaterThan(30);
    expect(done.size).toBeGreaterThan(30);
  });

  it("follows the fixed cycle of kinds, valid bodies first", () => {
    expect(PLAN[0]).toBe("valid");
    for (const kind of MUTATION_KINDS) expect(PLAN).toContain(kind);
    expect(PLAN).toEqual(expect.arrayContaining(["raw", "path"]));
  });
});

describe("edge values", () => {
  const f = factory();
  const caseOf = (key: string, kind: (typeof PLAN)[number], seed = 3) => {
    const target = op(key);
    for (let cycle = 0; cycle < 30; cycle++) {
      const c = f.make(target, PLAN.indexOf(kind) + cycle * PLAN.length, seed + cycle);
      if (c) return c;
    }
    throw new Error(`no ${kind} case for ${key}`);
  };

  it("a 70,000-character string goes into every string field: invalid past the field's maximum length and outside an enum", () => {
    const find = op("v1.Customers_find");
    const byField = new Map<string, FuzzCase>();
    for (let cycle = 0; cycle < 4; cycle++) {
      const c = f.make(find, PLAN.indexOf("long") + cycle * PLAN.length, 11 + cycle);
      if (c?.field) byField.set(c.field, c);
    }
    expect([...byField.keys()].sort()).toEqual(["search_in", "value"]);
    const value = byField.get("value")!;
    expect((value.body as { value: string }).value).toHaveLength(LONG_STRING_LENGTH);
    // `value` is bounded (Mixed: at most 254 characters), so 70,000 of them are invalid.
    expect(value.expect.kind).toBe("invalid");
    expect(byField.get("search_in")!.expect).toMatchObject({ kind: "invalid" });
  });

  it("unusual Unicode goes into string fields as JSON escapes a server must read", () => {
    const c = caseOf("v1.Customers_create", "unicode");
    expect(c.label).toMatch(/with (a lone|NUL|right-to-left|a byte-order|line and|combining|every unusual)/);
    expect(JSON.stringify(c.body)).toMatch(/\\ud800|\\udc00|\\u0000|\u202e|\ufeff|\u2028|👩/);
  });

  it("100,000 elements go into array fields, judged without validating each of them", () => {
    const started = performance.now();
    const c = caseOf("v1.Sales_create", "huge");
    expect((c.body as { items: unknown[] }).items).toHaveLength(HUGE_ARRAY_LENGTH);
    expect(c.expect.kind).toBe("invalid");
    expect(c.unshrinkable).toBe(true);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("raw numbers are sent as JSON text, with the credential, and 0x10 and 1e400 must be refused", () => {
    const seen = new Map<string, string>();
    for (let seed = 1; seen.size < 3 && seed < 200; seed++) {
      const c = caseOf("v1.Sales_create", "number", seed);
      const raw = (c.body as { raw: string }).raw;
      expect(raw).toContain(`"api_token":"${TOKEN}"`);
      const token = ["1e400", "0x10", "-0"].find((t) => raw.includes(`:${t}`));
      if (token) seen.set(token, c.expect.kind);
    }
    expect(seen.get("0x10")).toBe("invalid");
    expect(seen.get("1e400")).toBe("invalid");
    expect(seen.has("-0")).toBe(true);
  });

  it("nesting 100,000 levels deep is sent as raw text", () => {
    const c = caseOf("v1.Customers_create", "deep");
    const raw = (c.body as { raw: string }).raw;
    expect(raw.length).toBeGreaterThan(100_000);
    expect(raw).toMatch(/\[{1000}|(\{"a":){1000}/);
  });
});

describe("records the run did not make", () => {
  it("a write on a record is sent input that may be accepted only with an ID no record has; invalid input keeps real IDs", () => {
    const f = factory();
    const writes = ["v1.Customers_update", "v1.Sales_cancel", "v1.PaymentMethods_delete", "v1.DocumentTypes_update"];
    for (const key of writes) {
      const target = op(key);
      const kinds = new Set<string>();
      for (let round = 0; round < 4 * PLAN.length; round++) {
        const c = f.make(target, round, 100 + round);
        if (!c) continue;
        kinds.add(c.expect.kind);
        if (c.expect.kind === "valid" || c.expect.kind === "any")
          expect(c.path, `${key} ${c.label}`).toMatch(/\/2147483647(\/|$)/);
        if (c.expect.kind === "invalid") expect(c.path, `${key} ${c.label}`).toMatch(/\/([1-9]|[1-4][0-9]|50)(\/|$)/);
      }
      expect([...kinds], key).toEqual(expect.arrayContaining(["valid", "refusal"]));
      // An operation with fields gets invalid input too (a delete has none but the key).
      if (requestFields(spec, target).length > 0) expect([...kinds], key).toContain("invalid");
    }
    // Reads keep the account's IDs whatever the input.
    const read = f.make(op("v1.Sales_find"), PLAN.indexOf("valid"), 5);
    expect(read?.path ?? "/sales/1/find").not.toMatch(/2147483647/);
  });
});
