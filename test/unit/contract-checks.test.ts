// The contract runner's checks, one by one, on hand-made exchanges: each passes a good answer
// and fails the answer its one line says it catches; the selection of checks (--checks,
// --exclude-checks) and the judgement of an exchange applying only the selected ones.
import { describe, expect, it } from "vitest";
import { ContractChecker, Spec, type Operation } from "invoicing-api-contract";
import { documentedRefusal, responseExamples } from "../../contract/src/spec.ts";
import type { Expectation, ExchangeCheck, ExchangeContext } from "../../contract/src/checks/check.ts";
import { CHECK_NAMES, CHECKS, EXCHANGE_CHECKS } from "../../contract/src/checks/index.ts";
import { CheckSelection } from "../../contract/src/checks/selection.ts";
import { exchangeFindings } from "../../contract/src/checks.ts";
import { time } from "../../contract/src/checks/time.ts";
import { no5xx } from "../../contract/src/checks/no-5xx.ts";
import { statusDeclared } from "../../contract/src/checks/status-declared.ts";
import { schema } from "../../contract/src/checks/schema.ts";
import { envelope } from "../../contract/src/checks/envelope.ts";
import { noSecretEcho } from "../../contract/src/checks/no-secret-echo.ts";
import { noStackTrace } from "../../contract/src/checks/no-stack-trace.ts";
import { saleIdentities } from "../../contract/src/checks/sale-identities.ts";
import { expectedSuccess } from "../../contract/src/checks/expected-success.ts";
import { expectedRefusal } from "../../contract/src/checks/expected-refusal.ts";
import { acceptsValid } from "../../contract/src/checks/accepts-valid.ts";
import { refusesInvalid } from "../../contract/src/checks/refuses-invalid.ts";
import { refusalStatus } from "../../contract/src/checks/refusal-status.ts";
import { refusalCodeCheck } from "../../contract/src/checks/refusal-code.ts";
import { refusalMessageCheck } from "../../contract/src/checks/refusal-message.ts";
import { refusalField } from "../../contract/src/checks/refusal-field.ts";
import { refusalLine } from "../../contract/src/checks/refusal-line.ts";
import { UsageError } from "../../contract/src/usage-error.ts";

const spec = new Spec();
const checkers = {
  v1: new ContractChecker(spec, "v1"),
  legacy: new ContractChecker(spec, "legacy"),
  v2: new ContractChecker(spec, "v2"),
};
const SECRET = "secret-token-0123456789";

interface Answer {
  status: number;
  json?: unknown;
  text?: string;
  ms?: number;
  timedOut?: boolean;
  headers?: Record<string, string>;
}

/** One exchange with an operation of the spec, the answer given and what the run expected. */
function exchange(
  key: string,
  answer: Answer,
  expect: Expectation = { kind: "any" },
  body: unknown = {},
): ExchangeContext {
  const operation = spec.operation(key) as Operation;
  const text = answer.text ?? (answer.json === undefined ? "" : JSON.stringify(answer.json));
  return {
    exchange: {
      request: { generation: operation.generation, operation, path: operation.path.replace(/\{\w+\}/g, "7"), body },
      sentBody: JSON.stringify(body),
      url: `http://deployment${operation.path}`,
      method: operation.method.toUpperCase(),
      headers: {},
      answer: {
        status: answer.status,
        headers: answer.headers ?? {},
        text,
        json: answer.json,
        isJson: answer.json !== undefined,
        ms: answer.ms ?? 12,
        timedOut: answer.timedOut ?? false,
      },
    },
    operation,
    expect,
    checker: checkers[operation.generation],
    timeoutMs: 1_000,
    secrets: [{ value: SECRET, label: "<api-token>" }],
  };
}

/** The first 200 example of an operation's answers. */
function answerExample(key: string): Record<string, unknown> {
  const op = spec.operation(key)!;
  const examples = op.object.responses["200"]!.content!["application/json"]!.examples!;
  return structuredClone(Object.values(examples)[0]!.value) as Record<string, unknown>;
}

const refusal = (code: string, message = "Não encontrado", extra: object = {}) => ({
  status: false,
  code,
  message,
  ...extra,
});

function verdicts(check: ExchangeCheck, good: ExchangeContext, bad: ExchangeContext): [string[], string[]] {
  return [check.run(good), check.run(bad)];
}

describe("answer checks", () => {
  const list = () => answerExample("v1.Customers_list");

  it("time: an answer within the timeout passes; a slow one and none at all fail", () => {
    const [good, bad] = verdicts(
      time,
      exchange("v1.Customers_list", { status: 200, json: list(), ms: 900 }),
      exchange("v1.Customers_list", { status: 200, json: list(), ms: 1_500 }),
    );
    expect(good).toEqual([]);
    expect(bad).toEqual(["answered in 1500 ms, over 1000 ms"]);
    expect(time.run(exchange("v1.Customers_list", { status: 0, timedOut: true }))).toEqual([
      "no answer within 1000 ms",
    ]);
  });

  it("no-5xx: a 500 fails; 501 (not implemented) and refusals pass", () => {
    expect(no5xx.run(exchange("v1.Customers_list", { status: 500, json: refusal("server.internal_error") }))).toEqual([
      "answered 500",
    ]);
    expect(no5xx.run(exchange("v1.Customers_list", { status: 501, json: refusal("server.not_implemented") }))).toEqual(
      [],
    );
    expect(no5xx.run(exchange("v1.Customers_list", { status: 400, json: refusal("request.field.invalid") }))).toEqual(
      [],
    );
  });

  it("status-declared: a status the operation does not declare fails", () => {
    const [good, bad] = verdicts(
      statusDeclared,
      exchange("v1.Customers_list", { status: 200, json: list() }),
      exchange("v1.Customers_list", { status: 418, json: refusal("x") }),
    );
    expect(good).toEqual([]);
    expect(bad[0]).toMatch(/^status 418 is not declared for Customers_list \(declared: 200, /);
  });

  it("schema: the spec's own example passes; an ID as text fails", () => {
    const wrong = list();
    (wrong.data as Record<string, unknown>[])[0]!.id = "42";
    const [good, bad] = verdicts(
      schema,
      exchange("v1.Customers_list", { status: 200, json: list() }),
      exchange("v1.Customers_list", { status: 200, json: wrong }),
    );
    expect(good).toEqual([]);
    expect(bad.join(" ")).toMatch(/Customers_list 200: \/data\/0\/id must be integer/);
  });

  it("envelope: v1 and legacy failures need their code and message; 404 bodies are not judged", () => {
    expect(
      envelope.run(exchange("v1.Customers_list", { status: 400, json: refusal("request.field.invalid") })),
    ).toEqual([]);
    expect(
      envelope.run(exchange("v1.Customers_list", { status: 400, json: { status: false, message: "Inválido" } })),
    ).toEqual(["a failure answer without a code"]);
    expect(envelope.run(exchange("v1.Customers_list", { status: 200, json: { data: [] } }))).toEqual([
      'a success answer without "status": true',
    ]);
    expect(envelope.run(exchange("legacy.Clientes_procurar", { status: 422, json: { code: "x" } }))).toEqual([
      'a failure answer without "msg"',
    ]);
    expect(envelope.run(exchange("v1.Customers_list", { status: 404, text: "<html>Not Found</html>" }))).toEqual([]);
    expect(envelope.run(exchange("v1.Customers_list", { status: 400, text: "Bad request" }))).toEqual([
      "the answer is not JSON",
    ]);
  });

  it("envelope: v2 answers bare records, and bare strings with a documented Refusal-Code on failure", () => {
    const record = answerExample("v2.Customers_find");
    expect(envelope.run(exchange("v2.Customers_create", { status: 201, json: record }))).toEqual([]);
    expect(
      envelope.run(exchange("v2.Customers_create", { status: 201, json: { status: true, data: record } })),
    ).toEqual(['a v2 success answer wrapped in v1\'s envelope ("status", "data")']);
    const refused = (headers: Record<string, string>, json: unknown = "O contribuinte é inválido") =>
      envelope.run(exchange("v2.Customers_create", { status: 400, json, headers }));
    expect(refused({ "refusal-code": "vat_number.invalid" })).toEqual([]);
    expect(refused({})).toEqual(["a v2 failure answer without its Refusal-Code header"]);
    expect(refused({ "refusal-code": "no.such_code" })).toEqual(['Refusal-Code "no.such_code" is not documented']);
    expect(refused({ "refusal-code": "vat_number.invalid" }, refusal("vat_number.invalid"))).toEqual([
      "a v2 failure answer that is not a bare JSON string",
    ]);
    // A find that matches nothing answers a JSON 404, judged; a proxy's page is not.
    expect(envelope.run(exchange("v2.Customers_find", { status: 404, json: "Nenhum cliente encontrado" }))).toEqual([
      "a v2 failure answer without its Refusal-Code header",
    ]);
    expect(envelope.run(exchange("v2.Customers_find", { status: 404, text: "<html>Not Found</html>" }))).toEqual([]);
  });

  it("schema: a v2 find that answers a list instead of the record (or 404) fails", () => {
    const record = answerExample("v2.Customers_find");
    expect(schema.run(exchange("v2.Customers_find", { status: 200, json: record }))).toEqual([]);
    expect(schema.run(exchange("v2.Customers_find", { status: 200, json: [] })).join("; ")).toMatch(/must be object/);
  });

  it("no-secret-echo: a key in the body or a header fails", () => {
    expect(noSecretEcho.run(exchange("v1.Customers_list", { status: 200, json: list() }))).toEqual([]);
    expect(
      noSecretEcho.run(exchange("v1.Customers_list", { status: 200, json: { ...list(), message: `token ${SECRET}` } })),
    ).toEqual(["the answer echoes <api-token>"]);
    expect(
      noSecretEcho.run(exchange("v1.Customers_list", { status: 200, json: list(), headers: { "x-key": SECRET } })),
    ).toEqual(["a header of the answer echoes <api-token>"]);
  });

  it("no-stack-trace: a stack frame in the answer fails", () => {
    expect(noStackTrace.run(exchange("v1.Customers_list", { status: 400, json: refusal("x", "Inválido") }))).toEqual(
      [],
    );
    expect(
      noStackTrace.run(
        exchange("v1.Customers_list", {
          status: 400,
          json: refusal("x", "TypeError: x is undefined\n    at handler (/srv/server/http/dispatch.ts:120:7)"),
        }),
      ),
    ).toEqual(["the answer carries a stack trace"]);
  });

  it("sale-identities: the spec's summary example adds up; a grand total off by a cent does not", () => {
    const good = answerExample("v1.Sales_summary");
    const bad = answerExample("v1.Sales_summary");
    (bad.data as Record<string, unknown>).grand_total = 40.51;
    expect(saleIdentities.run(exchange("v1.Sales_summary", { status: 200, json: good }))).toEqual([]);
    expect(saleIdentities.run(exchange("v1.Sales_summary", { status: 200, json: bad }))).toEqual([
      "Sales_summary: grand_total 40.51 ≠ total_base_vat 35 + total_vat 5.5",
    ]);
    const row = answerExample("v1.Sales_summary");
    const vats = (row.data as Record<string, unknown>).vats as Record<string, unknown>[];
    vats[0]!.total_vat = 4.61;
    expect(saleIdentities.run(exchange("v1.Sales_summary", { status: 200, json: row })).join("; ")).toMatch(
      /total_vat 5.5 ≠ the sum of the VAT rows 5.51/,
    );
  });
});

describe("expectation checks", () => {
  const invalid: Expectation = { kind: "invalid", what: "name a number" };
  const documented: Expectation = {
    kind: "refusal",
    status: 400,
    code: "customer.not_found",
    message: "O cliente 12 não existe",
    field: "customer",
    line: 2,
    label: "unknown customer",
  };

  it("expected-success: a refusal where a success was expected fails", () => {
    const [good, bad] = verdicts(
      expectedSuccess,
      exchange("v1.Customers_list", { status: 200, json: { status: true, data: [] } }, { kind: "success" }),
      exchange(
        "v1.Customers_list",
        { status: 400, json: refusal("paging.skip.invalid", "Inválido") },
        { kind: "success" },
      ),
    );
    expect(good).toEqual([]);
    expect(bad).toEqual(["refused where a success was expected: 400 paging.skip.invalid: Inválido"]);
  });

  it("expected-refusal: a success where a refusal was expected fails", () => {
    const [good, bad] = verdicts(
      expectedRefusal,
      exchange("v1.Customers_list", { status: 400, json: refusal("x") }, documented),
      exchange("v1.Customers_list", { status: 200, json: { status: true, data: [] } }, documented),
    );
    expect(good).toEqual([]);
    expect(bad).toEqual(["answered 200 where a refusal (unknown customer) was expected"]);
  });

  it("accepts-valid: valid input refused for a schema reason fails; for a business reason passes", () => {
    const valid: Expectation = { kind: "valid" };
    expect(
      acceptsValid.run(exchange("v1.Customers_find", { status: 400, json: refusal("customer.not_found") }, valid)),
    ).toEqual([]);
    expect(
      acceptsValid.run(
        exchange("v1.Customers_find", { status: 400, json: refusal("request.field.invalid", "Inválido") }, valid),
      ),
    ).toEqual(["input valid against the spec refused for a schema reason: 400 request.field.invalid: Inválido"]);
    // "required" for a field the body carries is a schema refusal; for one it lacks, a rule's.
    const required = refusal("request.field.required", "Obrigatório", { field: "value" });
    expect(
      acceptsValid.run(exchange("v1.Customers_find", { status: 400, json: required }, valid, { value: "Ana" })),
    ).toHaveLength(1);
    expect(
      acceptsValid.run(exchange("v1.Customers_find", { status: 400, json: required }, valid, { value: " " })),
    ).toEqual([]);
  });

  it("refuses-invalid: invalid input answered 2xx fails; refused passes", () => {
    const [good, bad] = verdicts(
      refusesInvalid,
      exchange("v1.Customers_list", { status: 400, json: refusal("request.field.invalid") }, invalid),
      exchange("v1.Customers_list", { status: 200, json: { status: true, data: [] } }, invalid),
    );
    expect(good).toEqual([]);
    expect(bad).toEqual(["input invalid against the spec (name a number) answered 200"]);
  });

  it("refusal-status, -code, -message, -field, -line: each part of a refusal example", () => {
    const right = refusal("customer.not_found", "O cliente 99 não existe", { field: "customer", line: 2 });
    const ok = exchange("v1.Sales_create", { status: 400, json: right }, documented);
    for (const check of [refusalStatus, refusalCodeCheck, refusalMessageCheck, refusalField, refusalLine])
      expect(check.run(ok), check.name).toEqual([]);
    expect(refusalStatus.run(exchange("v1.Sales_create", { status: 403, json: right }, documented))).toEqual([
      "refused with 403, documented 400 (unknown customer)",
    ]);
    const otherCode = { ...right, code: "item.not_found" };
    expect(refusalCodeCheck.run(exchange("v1.Sales_create", { status: 400, json: otherCode }, documented))).toEqual([
      "refused with code item.not_found, documented customer.not_found (unknown customer): O cliente 99 não existe",
    ]);
    // The other parts are judged only once the code is right.
    expect(refusalMessageCheck.run(exchange("v1.Sales_create", { status: 400, json: otherCode }, documented))).toEqual(
      [],
    );
    const words = { ...right, message: "O artigo 99 não existe" };
    expect(refusalMessageCheck.run(exchange("v1.Sales_create", { status: 400, json: words }, documented))).toEqual([
      'refused with "O artigo 99 não existe", documented "O cliente 12 não existe" (unknown customer)',
    ]);
    expect(
      refusalField.run(
        exchange("v1.Sales_create", { status: 400, json: { ...right, field: "vat_number" } }, documented),
      ),
    ).toEqual(['refusal names field "vat_number", documented customer (unknown customer)']);
    expect(
      refusalLine.run(exchange("v1.Sales_create", { status: 400, json: { ...right, line: 1 } }, documented)),
    ).toEqual(["refusal names line 1, documented 2 (unknown customer)"]);
  });

  it("refusal-code and -message read v2's Refusal-Code header and bare message", () => {
    const documented: Expectation = {
      kind: "refusal",
      status: 400,
      code: "vat_number.invalid",
      message: "O contribuinte introduzido aparenta ser inválido para Portugal",
      label: "invalid tax number",
    };
    const answer = (code: string, json: string) =>
      exchange("v2.Customers_create", { status: 400, json, headers: { "refusal-code": code } }, documented);
    const right = answer("vat_number.invalid", "O contribuinte introduzido aparenta ser inválido para Portugal");
    expect([...refusalCodeCheck.run(right), ...refusalMessageCheck.run(right)]).toEqual([]);
    expect(refusalCodeCheck.run(answer("customer.not_found", "O cliente não existe"))).toEqual([
      "refused with code customer.not_found, documented vat_number.invalid (invalid tax number): O cliente não existe",
    ]);
    expect(refusalMessageCheck.run(answer("vat_number.invalid", "Contribuinte errado"))).toEqual([
      'refused with "Contribuinte errado", documented "O contribuinte introduzido aparenta ser inválido para Portugal" (invalid tax number)',
    ]);
  });

  it("a v2 refusal example documents its code in its description", () => {
    const op = spec.operation("v2.Customers_create")!;
    const example = responseExamples(op).find((e) => e.status === 400)!.example;
    expect(documentedRefusal(example)).toEqual({
      code: "vat_number.invalid",
      message: "O contribuinte introduzido aparenta ser inválido para Portugal",
    });
  });
});

describe("checks by name", () => {
  it("every check has a unique name and a line for --help", () => {
    expect(new Set(CHECK_NAMES).size).toBe(CHECK_NAMES.length);
    for (const c of CHECKS) expect(c.summary.length, c.name).toBeGreaterThan(20);
    expect(CHECK_NAMES).toEqual(expect.arrayContaining(["no-5xx", "isolation", "success-criteria", "oracle:paging"]));
  });

  it("selects with names and prefixes, excludes, and refuses unknown names", () => {
    const only = new CheckSelection(["no-5xx", "oracle:*"]);
    expect(only.has("no-5xx")).toBe(true);
    expect(only.has("oracle:totals")).toBe(true);
    expect(only.has("schema")).toBe(false);
    const but = new CheckSelection(undefined, ["schema"]);
    expect(but.has("schema")).toBe(false);
    expect(but.has("no-5xx")).toBe(true);
    expect(but.excluded).toEqual(["schema"]);
    expect(() => new CheckSelection(["no-5xxx"])).toThrow(UsageError);
    expect(() => new CheckSelection(undefined, ["oracles:*"])).toThrow(/unknown check oracles:\*/);
    expect(() => new CheckSelection(["schema"], ["schema"])).toThrow(/leave no check/);
  });

  it("judges an exchange with the selected checks only; an exchange without an answer with time alone", () => {
    const bad = exchange("v1.Customers_list", { status: 500, text: "at x (a.ts:1:1)" }, { kind: "success" });
    const all = exchangeFindings(bad, () => true).map((f) => f.check);
    expect(all).toEqual(["no-5xx", "schema", "envelope", "no-stack-trace", "expected-success"]);
    expect(exchangeFindings(bad, (c) => c !== "no-5xx").map((f) => f.check)).not.toContain("no-5xx");
    const none = exchange("v1.Customers_list", { status: 0, timedOut: true }, { kind: "success" });
    expect(exchangeFindings(none, () => true)).toEqual([{ check: "time", message: "no answer within 1000 ms" }]);
    expect(EXCHANGE_CHECKS[0]!.name).toBe("time");
  });
});
