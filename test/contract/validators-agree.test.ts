// The server's two request validators (the compiled Ajv fast path and express-openapi-validator)
// must judge every request alike when answers are validated (tests, staging): a request they
// judge differently answers 500 and the log names the operation, so the fast path cannot drift
// unnoticed. Here a disagreement is planted in the fast path, for one operation, both ways; the
// contract runner, which keeps answer validation on, sees the 500.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { requestExamples, runContract, Spec } from "invoicing-api-contract";
import type * as Compiled from "../../server/http/compiled-validation.ts";
import type { Operation } from "../../server/http/openapi-document.ts";
import { createLogger } from "../../server/http/request-log.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/** What the planted fast path says for the operation named, when planted. */
const plant = vi.hoisted(() => ({ operationId: "", verdict: undefined as boolean | undefined }));

vi.mock("../../server/http/compiled-validation.ts", async (importOriginal) => {
  const original = await importOriginal<typeof Compiled>();
  class Planted extends original.CompiledValidation {
    override acceptorFor(operation: Operation): Compiled.Acceptor | undefined {
      const real = super.acceptorFor(operation);
      return (req) =>
        plant.verdict !== undefined && operation.operationId === plant.operationId ? plant.verdict : real?.(req);
    }
  }
  return { ...original, CompiledValidation: Planted };
});

/** A body valid against the spec: the spec's own example. */
const VALID = (() => {
  const op = new Spec().operation("v1.Customers_create")!;
  const example = Object.values(requestExamples(op))[0]!.value as Record<string, unknown>;
  const { api_token: _token, ...body } = example;
  return body;
})();

const written: string[] = [];
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({
    config: { validateResponses: true },
    logger: createLogger("debug", { write: (line: string) => void written.push(line) }),
  });
});

afterAll(async () => {
  plant.verdict = undefined;
  await s?.close();
});

async function createCustomer(
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await s.raw("/api/v1/customers/create", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ api_token: s.account.api_token, ...body }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The log's `request failed` lines since `from`, as text. */
const failuresLogged = (from: number) =>
  written
    .slice(from)
    .filter((l) => l.includes('"msg":"request failed"'))
    .join("\n");

describe("the request validators' disagreement check", () => {
  it("answers 500, naming the operation in the log, when the fast path accepts what the validator refuses", async () => {
    plant.operationId = "Customers_create";
    plant.verdict = true;
    const from = written.length;
    const answer = await createCustomer({ name: 5 });
    expect(answer).toMatchObject({ status: 500, body: { status: false, code: "server.internal_error" } });
    expect(failuresLogged(from)).toMatch(
      /Request validation of Customers_create: the compiled validator accepts what express-openapi-validator refuses/,
    );
  });

  it("answers 500 when the fast path refuses what the validator accepts", async () => {
    plant.operationId = "Customers_create";
    plant.verdict = false;
    const from = written.length;
    const answer = await createCustomer({ ...VALID, vat_number: "999999990" });
    expect(answer.status).toBe(500);
    expect(failuresLogged(from)).toMatch(
      /Request validation of Customers_create: the compiled validator refuses what express-openapi-validator accepts/,
    );
  });

  it("is silent while the two agree", async () => {
    plant.verdict = undefined;
    const from = written.length;
    expect(await createCustomer({ ...VALID, name: 5 })).toMatchObject({
      status: 403,
      body: { code: "request.field.invalid" },
    });
    expect((await createCustomer({ ...VALID, vat_number: "999999990" })).status).toBe(200);
    expect(failuresLogged(from)).toBe("");
  });

  it("fails the contract runner's no-5xx check, which a run with the validators agreeing passes", async () => {
    const run = () =>
      runContract({
        baseUrl: s.baseUrl,
        credentials: { apiToken: s.account.api_token },
        phases: ["fuzz"],
        operations: ["v1.Customers_create"],
        fuzzRounds: 4,
        seed: 5,
        timeoutMs: 10_000,
        allowWrites: true,
        allowLegacyWrites: false,
      });
    plant.operationId = "Customers_create";
    plant.verdict = true;
    const planted = await run();
    const fired = planted.phases.flatMap((p) => p.cases.flatMap((c) => c.failures.map((f) => f.check)));
    expect(fired).toContain("no-5xx");
    plant.verdict = undefined;
    const agreeing = await run();
    expect(agreeing.phases.flatMap((p) => p.cases.flatMap((c) => c.failures.map((f) => f.check)))).toEqual([]);
  }, 120_000);
});
