// JUnit XML: a test suite per phase, a test case per case, a failure element per failed case
// carrying every failed check with its request, answer and reproducer.
import type { RunResult } from "../model.ts";

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
  const total = result.phases.reduce((n, p) => n + p.cases.length, 0);
  const failures = result.phases.reduce((n, p) => n + p.cases.filter((c) => c.outcome === "failed").length, 0);
  const skipped = result.phases.reduce((n, p) => n + p.cases.filter((c) => c.outcome === "skipped").length, 0);
  lines.push(
    `<testsuites name="contract" tests="${total}" failures="${failures}" skipped="${skipped}" time="${(result.ms / 1000).toFixed(3)}">`,
  );
  for (const p of result.phases) {
    const f = p.cases.filter((c) => c.outcome === "failed").length;
    const s = p.cases.filter((c) => c.outcome === "skipped").length;
    lines.push(
      `  <testsuite name="${esc(p.phase)}" tests="${p.cases.length}" failures="${f}" errors="0" skipped="${s}" time="${(p.ms / 1000).toFixed(3)}">`,
    );
    lines.push(
      `    <properties><property name="seed" value="${result.seed}"/><property name="base_url" value="${esc(result.baseUrl)}"/>${p.stopped ? `<property name="stopped" value="${esc(p.stopped)}"/>` : ""}</properties>`,
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
      lines.push(`    </testcase>`);
    }
    lines.push(`  </testsuite>`);
  }
  lines.push(`</testsuites>`);
  return lines.join("\n") + "\n";
}
