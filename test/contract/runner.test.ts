// `npm test` runs the contract runner against the reference server (SQLite): every phase with
// a small budget, writes allowed. It replaces the former robustness probe and operations probe
// (the examples and fuzz phases reach every operation of both documents; the fuzz phase sends
// schema-invalid values, hostile path IDs and raw-body abuse to each), prints the runner's
// summary and its contract coverage, and holds the server's route tables to the spec.
import { describe, expect, it } from "vitest";
import { Spec, summaryText } from "invoicing-api-contract";
import { isRead } from "../../contract/src/kinds.ts";
import { runAgainstReferenceServer } from "../support/contract-run.ts";
import { generationProfiles } from "../../server/http/app.ts";
import { implementedCount, NOT_IMPLEMENTED } from "../../server/http/dispatch.ts";
import { operationsOf } from "../../server/http/openapi-document.ts";

describe("contract runner against the reference server", () => {
  it("passes every phase and reaches every operation of both documents", async () => {
    const result = await runAgainstReferenceServer({ budget: 900 });
    process.stdout.write(`\n${summaryText(result, { failures: 20 })}\n`);
    const failures = result.phases.flatMap((p) =>
      p.cases.flatMap((c) => c.failures.map((f) => `[${p.phase}] ${c.name}: ${f.check}: ${f.message}`)),
    );
    expect(failures).toEqual([]);
    expect(result.phases.map((p) => p.phase).sort()).toEqual(["examples", "flows", "fuzz", "isolation", "oracles"]);
    for (const p of result.phases)
      if (p.phase !== "fuzz") expect(p.stopped, `${p.phase} was cut by the budget`).toBeUndefined();
    expect(result.coverage.operationsExercised).toBe(result.coverage.operations);
    // Implemented means answered with something other than 501: exactly the route tables' entries.
    for (const profile of generationProfiles()) {
      const coverage = result.coverage.implemented[profile.name];
      expect(coverage.total).toBe(implementedCount(profile).total);
      expect(coverage.implemented).toBe(implementedCount(profile).implemented);
      expect(coverage.implemented).toBe(coverage.total);
    }
  }, 300_000);
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
          const generation = req.path.startsWith("/api/v1/") ? "v1" : "legacy";
          const path = req.path.slice(generation === "v1" ? "/api/v1".length : "/api".length);
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
