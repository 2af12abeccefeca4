// JUnit XML: a test suite per phase, a test case per case, a failure element per failed case
// carrying every failed check with its request, answer and reproducer. A phase that checked
// nothing gets an error case saying why; fuzz cases carry their operation's field coverage.
import type { RunResult } from "../model.ts";
import { coverageTotals } from "./coverage.ts";

/** XML 1.0 forbids these control characters even escaped: they are dropped. */
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function esc(s: string): string {
  return s
    .replace(XML_FORBIDDEN, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

export function junitXml(result: RunResult): string {
  const lines = [`<?xml version="1.0" encoding="UTF-8"?>`];
  const errors = (p: RunResult["phases"][number]) => (p.empty !== undefined ? 1 : 0);
  const total = result.phases.reduce((n, p) => n + p.cases.length + errors(p), 0);
  const failures = result.phases.reduce((n, p) => n + p.cases.filter((c) => c.outcome === "failed").length, 0);
  const skipped = result.phases.reduce((n, p) => n + p.cases.filter((c) => c.outcome === "skipped").length, 0);
  const errorCount = result.phases.reduce((n, p) => n + errors(p), 0);
  lines.push(
    `<testsuites name="contract" tests="${total}" failures="${failures}" errors="${errorCount}" skipped="${skipped}" time="${(result.ms / 1000).toFixed(3)}">`,
  );
  const coverage = coverageTotals(result);
  for (const p of result.phases) {
    const f = p.cases.filter((c) => c.outcome === "failed").length;
    const s = p.cases.filter((c) => c.outcome === "skipped").length;
    lines.push(
      `  <testsuite name="${esc(p.phase)}" tests="${p.cases.length + errors(p)}" failures="${f}" errors="${errors(p)}" skipped="${s}" time="${(p.ms / 1000).toFixed(3)}">`,
    );
    lines.push(
      `    <properties><property name="seed" value="${result.seed}"/><property name="base_url" value="${esc(result.baseUrl)}"/>${p.stopped ? `<property name="stopped" value="${esc(p.stopped)}"/>` : ""}${p.fieldCoverage && coverage ? `<property name="fields_mutated" value="${coverage.mutated}/${coverage.fields}"/>` : ""}</properties>`,
    );
    if (p.empty !== undefined)
      lines.push(
        `    <testcase classname="contract.${esc(p.phase)}" name="${esc(p.phase)} checked something"><error type="phase-checked-nothing" message="${esc(`the ${p.phase} phase ${p.empty}`.slice(0, 500))}"/></testcase>`,
      );
    for (const c of p.cases) {
      lines.push(
        `    <testcase classname="contract.${esc(p.phase)}" name="${esc(c.name)}" time="${(c.ms / 1000).toFixed(3)}">`,
      );
      if (c.outcome === "failed") {
        const text = c.failures
          .map((x) =>
            [
              `${x.check}: ${x.message}`,
              x.request && `request: ${x.request.method} ${x.request.url}\n${x.request.body ?? ""}`,
              x.answer && `answer: ${x.answer.status}\n${x.answer.body}`,
              x.seed !== undefined && `seed: ${x.seed}`,
              x.minimal && `minimal body: ${x.minimal.body}`,
              x.curl && `reproduce:\n${x.minimal?.curl ?? x.curl}`,
            ]
              .filter(Boolean)
              .join("\n"),
          )
          .join("\n\n");
        lines.push(
          `      <failure type="${esc(c.failures[0]?.check ?? "failed")}" message="${esc(`${c.failures.length} check(s) failed: ${c.failures[0]?.message ?? ""}`.slice(0, 500))}">${esc(text)}</failure>`,
        );
      } else if (c.outcome === "skipped")
        lines.push(`      <skipped message="${esc(c.notes.join("; ").slice(0, 500))}"/>`);
      const fields = c.operation ? p.fieldCoverage?.[c.operation] : undefined;
      if (fields)
        lines.push(
          `      <system-out>${esc(`fields mutated: ${fields.mutated}/${fields.fields}${fields.unmutated.length ? `; not mutated: ${fields.unmutated.join(", ")}` : ""}`)}</system-out>`,
        );
      lines.push(`    </testcase>`);
    }
    lines.push(`  </testsuite>`);
  }
  lines.push(`</testsuites>`);
  return lines.join("\n") + "\n";
}
