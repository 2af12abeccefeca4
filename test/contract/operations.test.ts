// Server <-> spec, both directions: every operation of each generated document is answered by
// its handler (never the router's 404), with an answer valid against the spec; the route
// tables have no entry outside the spec; 501 is answered exactly for unimplemented entries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";
import { coverageLines, probeAllOperations, type ProbeResult } from "../support/contract-probe.ts";
import { generationProfiles } from "../../server/http/app.ts";
import { implementedCount, NOT_IMPLEMENTED } from "../../server/http/dispatch.ts";
import { operationsOf } from "../../server/http/openapi-document.ts";

let s: TestServer;
let results: ProbeResult[];

beforeAll(async () => {
  s = await startTestServer();
  results = await probeAllOperations({ baseUrl: s.baseUrl, apiToken: s.account.api_token, legacyKey: s.account.legacy_key, legacySecret: s.account.legacy_secret });
  process.stdout.write(`\nContract coverage\n${coverageLines(results).map((l) => `  ${l}`).join("\n")}\n`);
}, 300_000);

afterAll(async () => {
  await s.close();
});

describe("every spec operation reaches its handler", () => {
  it("covers every operation of both documents", () => {
    const profiles = generationProfiles();
    const expected = profiles.reduce((n, p) => n + operationsOf(p.document).length, 0);
    expect(results).toHaveLength(expected);
  });

  it("never answers with the router's 404/405 or an authentication failure", () => {
    const unreached = results.filter((r) => !r.reachedHandler).map((r) => `${r.generation} ${r.operationId}: ${r.status}`);
    expect(unreached).toEqual([]);
  });

  it("never answers an internal error", () => {
    const failed = results.filter((r) => r.status >= 500 && r.status !== 501).map((r) => `${r.generation} ${r.operationId}: ${r.status}`);
    expect(failed).toEqual([]);
  });

  it("answers every operation with a status and body declared in the spec", () => {
    const problems = results.flatMap((r) => r.problems.map((p) => `${r.generation} ${r.operationId}: ${p}`));
    expect(problems).toEqual([]);
  });

  it("answers 501 exactly for the operations the route tables mark not implemented", () => {
    for (const profile of generationProfiles()) {
      const notImplemented = implementedCount(profile).missing.sort();
      const answered501 = results.filter((r) => r.generation === profile.name && r.status === 501).map((r) => r.operationId).sort();
      expect(answered501).toEqual(notImplemented);
    }
  });
});

describe("route tables match the spec", () => {
  it("have one entry per operation and none outside it", () => {
    for (const profile of generationProfiles()) {
      const ids = operationsOf(profile.document).map((o) => o.operationId).sort();
      expect(Object.keys(profile.routes).sort()).toEqual(ids);
      for (const handler of Object.values(profile.routes)) expect(handler === NOT_IMPLEMENTED || typeof handler === "function").toBe(true);
    }
  });
});
