// Contract-test runner for any deployment: calls every operation of both generations once
// (with the spec's example requests) and checks each answer against the generated OpenAPI.
// Use a demo (test) key: the examples create records.
//   npm run -s contract -- --base-url https://host --api-token T --legacy-key K --legacy-secret S
// Exit code 0 when every operation reached its handler and every answer matched the spec.
import { coverageLines, probeAllOperations } from "../test/support/contract-probe.ts";

function arg(name: string): string {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? process.argv[i + 1] : process.env[name.toUpperCase().replace(/-/g, "_")];
  if (!value) {
    process.stderr.write(`Missing --${name} (or ${name.toUpperCase().replace(/-/g, "_")}).\n`);
    process.exit(2);
  }
  return value;
}

const results = await probeAllOperations({
  baseUrl: arg("base-url").replace(/\/$/, ""),
  apiToken: arg("api-token"),
  legacyKey: arg("legacy-key"),
  legacySecret: arg("legacy-secret"),
});
let failed = 0;
for (const r of results) {
  const bad = !r.reachedHandler || r.problems.length > 0;
  if (bad) failed++;
  if (bad || process.argv.includes("--verbose")) {
    process.stdout.write(`${bad ? "FAIL" : "ok  "} ${r.generation} ${r.method.toUpperCase()} ${r.path} -> ${r.status}${r.reachedHandler ? "" : " (did not reach the operation)"}\n`);
    for (const p of r.problems) process.stdout.write(`       ${p}\n`);
  }
}
process.stdout.write(`\n${coverageLines(results).join("\n")}\n${failed === 0 ? "Contract: every answer matches the spec." : `Contract: ${failed} operation(s) failed.`}\n`);
process.exit(failed === 0 ? 0 : 1);
