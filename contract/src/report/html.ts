// A single offline HTML report: run facts, the per-phase and per-operation tables (with the
// fields the fuzz phase mutated), the phases that checked nothing, and every case with its
// failures (check, request, answer, seed, curl reproducer with a copy button), filterable by
// text and outcome. No external resources.
import type { Failure, FieldCoverage, OperationTally, RunResult } from "../model.ts";
import { coverageTotals } from "./coverage.ts";

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function pretty(body: string | undefined): string {
  if (body === undefined) return "";
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function failureHtml(f: Failure): string {
  return `<div class="failure"><p><b>${esc(f.check)}</b>: ${esc(f.message)}${f.seed !== undefined ? ` <span class="muted">(seed ${f.seed})</span>` : ""}</p>
${f.request ? `<details><summary>request: ${esc(f.request.method)} ${esc(f.request.url)}</summary><pre>${esc(pretty(f.request.body))}</pre></details>` : ""}
${f.answer ? `<details><summary>answer: ${f.answer.status} in ${f.answer.ms} ms</summary><pre>${esc(pretty(f.answer.body))}</pre></details>` : ""}
${f.minimal ? `<details><summary>minimal failing body</summary><pre>${esc(pretty(f.minimal.body))}</pre></details>` : ""}
${f.curl ? `<div class="curl"><button type="button" onclick="navigator.clipboard.writeText(this.nextElementSibling.textContent)">copy</button><code>${esc(f.minimal?.curl ?? f.curl)}</code></div>` : ""}</div>`;
}

const tallyCells = (t: OperationTally) =>
  `<td>${t.requests}</td><td>${t.passed}</td><td>${t.refused}</td><td class="${t.failed ? "bad" : ""}">${t.failed}</td>`;

export function htmlReport(result: RunResult): string {
  const ops = new Map<string, OperationTally>();
  for (const p of result.phases) {
    for (const [op, t] of Object.entries(p.operations)) {
      const o = ops.get(op) ?? { requests: 0, passed: 0, failed: 0, refused: 0 };
      o.requests += t.requests;
      o.passed += t.passed;
      o.failed += t.failed;
      o.refused += t.refused;
      ops.set(op, o);
    }
  }
  const failures = result.phases.reduce((n, p) => n + p.cases.filter((c) => c.outcome === "failed").length, 0);
  const empty = result.phases.filter((p) => p.empty !== undefined);
  const fields: Record<string, FieldCoverage> = Object.assign(
    {},
    ...result.phases.map((p) => p.fieldCoverage ?? {}),
  ) as Record<string, FieldCoverage>;
  const coverage = coverageTotals(result);
  const verdict = result.passed
    ? "every check passed"
    : [failures ? `${failures} failed case(s)` : "", empty.length ? `${empty.length} phase(s) checked nothing` : ""]
        .filter(Boolean)
        .join(", ");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Contract run: ${result.passed ? "passed" : esc(verdict)}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:75rem;padding:0 1rem;color:#1d2330}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:2rem}table{border-collapse:collapse;margin:.5rem 0}
td,th{border-bottom:1px solid #dde1e8;padding:.25rem .6rem;text-align:right}td:first-child,th:first-child{text-align:left}
.bad{color:#b00020;font-weight:600}.ok{color:#0a7a3b;font-weight:600}.muted{color:#667}.skip{color:#8a6d00}
.case{border-left:4px solid #ccd;padding:.2rem .8rem;margin:.4rem 0}.case.failed{border-color:#b00020}.case.passed,.case.refused-as-expected{border-color:#0a7a3b}.case.skipped{border-color:#c9a400}
pre{background:#f5f6f8;padding:.6rem;overflow:auto;max-height:24rem}.curl{display:flex;gap:.5rem;align-items:flex-start}.curl code{background:#f5f6f8;padding:.4rem;word-break:break-all;flex:1}
.failure{margin:.4rem 0 .8rem}#filters{position:sticky;top:0;background:#fff;padding:.5rem 0;border-bottom:1px solid #dde1e8}
</style></head><body>
<h1>Contract run: <span class="${result.passed ? "ok" : "bad"}">${esc(verdict)}</span></h1>
<p>${esc(result.baseUrl)} · seed ${result.seed} · ${result.requests} requests in ${(result.ms / 1000).toFixed(1)} s · budget ${esc(result.budget)} · started ${esc(result.startedAt)}${result.stopped ? ` · <span class="bad">stopped: ${esc(result.stopped)}</span>` : ""}</p>
${result.notes.map((n) => `<p class="muted">${esc(n)}</p>`).join("\n")}
${result.excludedChecks.length ? `<p class="muted">Checks left out: ${esc(result.excludedChecks.join(", "))}</p>` : ""}
${empty.map((p) => `<p class="bad">Phase ${p.phase} checked nothing: it ${esc(p.empty ?? "")}. Leave it out with --phases to run without it.</p>`).join("\n")}
${coverage ? `<p>Fuzz field coverage: ${coverage.mutated}/${coverage.fields} fields of the request schemas mutated (nested fields counted); every field of ${coverage.complete}/${coverage.operations} operations.</p>` : ""}
<h2>Phases</h2>
<table><tr><th>phase</th><th>requests</th><th>passed</th><th>refused as expected</th><th>failed</th><th>cases</th></tr>
${result.phases.map((p) => `<tr><td>${p.phase}</td>${tallyCells(p.tally)}<td>${p.cases.length}${p.skipped ? ` · ${esc(p.skipped)}` : p.stopped ? ` · ${esc(p.stopped)}` : ""}</td></tr>`).join("\n")}
</table>
<h2>Cases</h2>
<div id="filters"><input id="q" placeholder="filter by text" size="40"> <label><input type="checkbox" id="onlyFailed"${failures ? " checked" : ""}> only failed</label></div>
${result.phases
  .map(
    (p) => `<h3>${p.phase}</h3>
${p.cases
  .map(
    (
      c,
    ) => `<div class="case ${c.outcome}" data-outcome="${c.outcome}"><b>${esc(c.name)}</b> <span class="${c.outcome === "failed" ? "bad" : c.outcome === "skipped" ? "skip" : "ok"}">${c.outcome}</span> <span class="muted">${c.requests} requests${c.notes.length ? ` · ${esc(c.notes.join("; ").slice(0, 400))}` : ""}</span>
${c.failures.map(failureHtml).join("\n")}</div>`,
  )
  .join("\n")}`,
  )
  .join("\n")}
<h2>Operations</h2>
<table><tr><th>operation</th><th>requests</th><th>passed</th><th>refused as expected</th><th>failed</th>${coverage ? "<th>fields fuzzed</th>" : ""}</tr>
${[...ops.entries()]
  .sort((a, b) => b[1].failed - a[1].failed || a[0].localeCompare(b[0]))
  .map(
    ([op, t]) =>
      `<tr><td>${esc(op)}</td>${tallyCells(t)}${coverage ? `<td${fields[op]?.unmutated.length ? ` title="not mutated: ${esc(fields[op]!.unmutated.join(", "))}"` : ""}>${fields[op] ? `${fields[op].mutated}/${fields[op].fields}` : "-"}</td>` : ""}</tr>`,
  )
  .join("\n")}
</table>
<script>
const q=document.getElementById("q"),f=document.getElementById("onlyFailed");
function apply(){const t=q.value.toLowerCase();for(const c of document.querySelectorAll(".case")){c.style.display=(!f.checked||c.dataset.outcome==="failed")&&(!t||c.textContent.toLowerCase().includes(t))?"":"none"}}
q.addEventListener("input",apply);f.addEventListener("change",apply);apply();
</script>
</body></html>
`;
}
