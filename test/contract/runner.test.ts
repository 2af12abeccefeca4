// `npm test` runs the contract runner against the reference server (SQLite): every phase with
// a small budget, writes allowed, the keys of the three generations. It replaces the former
// robustness probe and operations probe (the examples and fuzz phases reach every operation of
// every document; the fuzz phase sends schema-invalid values, hostile path IDs and raw-body
// abuse to each), prints the runner's summary and its contract coverage, and holds the
// server's route tables to the spec.
import { describe, expect, it } from "vitest";
import { PassThrough } from "node:stream";
import { junitXml, main, Spec, summaryText } from "invoicing-api-contract";
import { isRead } from "../../contract/src/kinds.ts";
import { runAgainstReferenceServer } from "../support/contract-run.ts";
import { generationProfiles } from "../../server/app.ts";
import { implementedCount, NOT_IMPLEMENTED } from "../../server/http/dispatch.ts";
import { operationsOf } from "../../server/http/openapi-document.ts";

describe("contract runner against the reference server", () => {
  it("passes every phase and reaches every operation of every document", async () => {
    // v2 adds some 650 requests to the other phases (isolation most); fuzz needs 230 to reach every operation.
    const result = await runAgainstReferenceServer({ budget: 1700 });
    process.stdout.write(`\n${summaryText(result, { failures: 20 })}\n`);
    const failures = result.phases.flatMap((p) =>
      p.cases.flatMap((c) => c.failures.map((f) => `[${p.phase}] ${c.name}: ${f.check}: ${f.message}`)),
    );
    expect(failures).toEqual([]);
    expect(result.phases.map((p) => p.phase).sort()).toEqual(["examples", "flows", "fuzz", "isolation", "oracles"]);
    for (const p of result.phases)
      if (p.phase !== "fuzz") expect(p.stopped, `${p.phase} was cut by the budget`).toBeUndefined();
    expect(result.coverage.operationsExercised).toBe(result.coverage.operations);
    // The flows across generations ran, each passed.
    const flows = result.phases.find((p) => p.phase === "flows")!.cases;
    for (const id of ["v2-to-v1-and-legacy", "legacy-to-v2", "v1-to-v2"])
      expect(flows.find((c) => c.name.startsWith(`${id}:`))?.outcome, id).toBe("passed");
    // Implemented means answered with something other than 501: exactly the route tables' entries.
    for (const profile of generationProfiles()) {
      const coverage = result.coverage.implemented[profile.name];
      expect(coverage.total).toBe(implementedCount(profile).total);
      expect(coverage.implemented).toBe(implementedCount(profile).implemented);
      expect(coverage.implemented).toBe(coverage.total);
    }
  }, 600_000);
});

describe("contract runner with --bearer-token alone", () => {
  it("runs every phase on v2 only, reaches every v2 operation, and passes", async () => {
    const result = await runAgainstReferenceServer({ budget: 900, generations: ["v2"] });
    const failures = result.phases.flatMap((p) =>
      p.cases.flatMap((c) => c.failures.map((f) => `[${p.phase}] ${c.name}: ${f.check}: ${f.message}`)),
    );
    expect(failures).toEqual([]);
    expect(result.passed, "every phase checked something").toBe(true);
    const { v2, v1, legacy } = result.coverage.implemented;
    expect([v2.implemented, v1.implemented, legacy.implemented]).toEqual([v2.total, 0, 0]);
    const flows = result.phases.find((p) => p.phase === "flows")!.cases;
    expect(flows.filter((c) => c.outcome === "passed").map((c) => c.name.split(":")[0])).toEqual(
      expect.arrayContaining(["v2-sale-lifecycle"]),
    );
  }, 600_000);
});

describe("contract runner with a demo v1 key", () => {
  // Legacy items and documents take VAT rate, unit and shipping mode IDs of production, which
  // only a v1 key acting on production can look up.
  const LEGACY_ON_PRODUCTION_IDS = [
    "legacy.Artigos_actualizar: Change the prices of an item",
    "legacy.Artigos_actualizar: Refused: reference locked",
    "legacy.Artigos_criar: Create an item of type Mercadorias",
    "legacy.Artigos_criar: Refused: improper characters",
    "legacy.Artigos_criar: Refused: reference already exists",
    "legacy.Artigos_procurar: Find an item by reference",
    "legacy.Artigos_stock: Refused: item not of type Mercadorias",
    "legacy.Artigos_stock: Stock of an item of type Mercadorias",
    "legacy.Documentos_criar: Invoice with two lines and shipping",
    "legacy.Documentos_criar: Receipt settling two invoices",
    "legacy.Documentos_criar: Refused: item reference unknown",
    "legacy.Documentos_criar: Refused: receipt lines of different customers",
    "legacy.Documentos_criar: Refused: referenced document has no open balance",
    "legacy.Documentos_email: E-mail an invoice to the customer",
    "legacy.Documentos_email: Refused: PDF not generated yet",
    "legacy.Documentos_email: Refused: invalid e-mail",
    "legacy.Documentos_pdf: Generate the original again, with a justification",
    "legacy.Documentos_pdf: Refused: justification missing",
  ];

  it("skips, with the reason, the examples that need the v1 key and the legacy key on one data set", async () => {
    const result = await runAgainstReferenceServer({
      phases: ["examples"],
      operations: ["legacy.*"],
      demoKey: true,
      otherModeKey: false,
    });
    const cases = result.phases.find((p) => p.phase === "examples")!.cases;
    expect(cases.flatMap((c) => c.failures.map((f) => `${c.name}: ${f.check}: ${f.message}`))).toEqual([]);
    const lookups = cases.filter((c) => c.notes.some((n) => n.includes("examples-legacy-documents")));
    expect(lookups.map((c) => c.name).sort()).toEqual(LEGACY_ON_PRODUCTION_IDS);
    for (const c of lookups) {
      expect(c.outcome).toBe("skipped");
      expect(c.notes.join(" ")).toMatch(/one data set, and --api-token acts on the demo data set/);
    }
    expect(result.notes.join(" ")).toMatch(/--api-token acts on the demo data set/);
  }, 120_000);

  it("sends them with the other mode's key when it acts on the legacy key's data set", async () => {
    const result = await runAgainstReferenceServer({ phases: ["examples"], operations: ["legacy.*"], demoKey: true });
    const cases = result.phases.find((p) => p.phase === "examples")!.cases;
    expect(cases.flatMap((c) => c.failures.map((f) => `${c.name}: ${f.check}: ${f.message}`))).toEqual([]);
    const sent = cases.filter((c) => LEGACY_ON_PRODUCTION_IDS.includes(c.name));
    expect(sent.map((c) => c.name).sort()).toEqual(LEGACY_ON_PRODUCTION_IDS);
    for (const c of sent) expect(["passed", "refused-as-expected"], c.name).toContain(c.outcome);
  }, 120_000);
});

describe("contract runner without --allow-writes", () => {
  it("has the deployment accept no write, and fails nothing, in the examples and flows", async () => {
    const spec = new Spec();
    const accepted: string[] = [];
    const result = await runAgainstReferenceServer({
      phases: ["examples", "flows"],
      allowWrites: false,
      intercept: () => (req, res, next) => {
        res.on("finish", () => {
          const generation = /^\/api\/v[12]\//.test(req.path) ? (req.path.slice(5, 7) as "v1" | "v2") : "legacy";
          const path = req.path.slice(generation === "legacy" ? "/api".length : "/api/v1".length);
          const op = spec.match(generation, req.method, path);
          if (res.statusCode < 300 && op && !isRead(op)) accepted.push(`${op.key} ${res.statusCode}`);
        });
        next();
      },
    });
    const failures = result.phases.flatMap((p) =>
      p.cases.flatMap((c) => c.failures.map((f) => `[${p.phase}] ${c.name}: ${f.check}: ${f.message}`)),
    );
    expect(failures).toEqual([]);
    // A refusal of the same body sent twice, without the first, would be a write.
    expect(accepted).toEqual([]);
  }, 120_000);
});

describe("contract runner verdicts", () => {
  it("fails a run in which a phase asked for checked nothing, and every report says why", async () => {
    const result = await runAgainstReferenceServer({
      phases: ["isolation", "oracles"],
      operations: ["v1.Customers_find", "v1.Customers_list"],
      isolationKeys: false,
    });
    expect(result.phases.flatMap((p) => p.cases.flatMap((c) => c.failures))).toEqual([]);
    expect(result.passed).toBe(false);
    const empty = Object.fromEntries(result.phases.map((p) => [p.phase, p.empty]));
    expect(empty.isolation).toMatch(/skipped all its 1 case\(s\): no --api-token-b or --api-token-other-mode/);
    expect(empty.oracles).toMatch(/skipped all its 1 case\(s\): no oracle's operations are selected/);
    const text = summaryText(result);
    expect(text).toMatch(/Phase isolation checked nothing: .*leave it out with --phases/);
    expect(text).toMatch(/Contract: 2 phase\(s\) checked nothing \(isolation, oracles\)\.$/);
    expect(junitXml(result)).toMatch(/<error type="phase-checked-nothing" message="the isolation phase skipped all/);
  }, 120_000);

  it("passes the same run without the phases it cannot run, left out with --phases", async () => {
    const result = await runAgainstReferenceServer({
      phases: ["examples"],
      operations: ["v1.Customers_find", "v1.Customers_list"],
      isolationKeys: false,
    });
    expect(result.phases.flatMap((p) => p.cases.flatMap((c) => c.failures))).toEqual([]);
    expect(result.passed).toBe(true);
    // A case that sent nothing is skipped, with its reason, never passed.
    for (const c of result.phases.flatMap((p) => p.cases))
      if (c.requests === 0) expect([c.outcome, c.notes.length > 0]).toEqual(["skipped", true]);
  }, 120_000);

  it("stops with a usage error (exit 2) on an operation filter that selects nothing and on an unknown check", async () => {
    const exit = async (...args: string[]) => {
      const out = new PassThrough();
      const err = new PassThrough();
      let text = "";
      err.on("data", (chunk: Buffer) => (text += chunk.toString()));
      const code = await main(["--base-url", "http://127.0.0.1:9", "--api-token", "t", "--no-progress", ...args], {
        stdout: out,
        stderr: err as unknown as NodeJS.WriteStream,
      });
      return { code, text };
    };
    expect(await exit("--operations", "nomatch")).toMatchObject({
      code: 2,
      text: expect.stringMatching(/Usage error: no operation of any document matches --operations nomatch/),
    });
    expect(await exit("--exclude-checks", "no-5xx,schemas")).toMatchObject({
      code: 2,
      text: expect.stringMatching(/Usage error: --exclude-checks: unknown check schemas/),
    });
  });
});

describe("route tables match the spec", () => {
  it("have one entry per operation and none outside it", () => {
    for (const profile of generationProfiles()) {
      const ids = operationsOf(profile.document)
        .map((o) => o.operationId)
        .sort();
      expect(Object.keys(profile.routes).sort()).toEqual(ids);
      for (const handler of Object.values(profile.routes))
        expect(handler === NOT_IMPLEMENTED || typeof handler === "function").toBe(true);
    }
  });
});
