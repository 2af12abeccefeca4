// The Markdown of `npm run bench -- --markdown`: tables, sections, and the writing between
// markers that keeps the benchmarks page and the README's summary to the latest run.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  BENCHMARKS_PAGE,
  README,
  markdownTable,
  readmeSummary,
  renderSection,
  replaceBetweenMarkers,
  type BenchReport,
} from "../../bench/report.ts";

const report: BenchReport = {
  name: "http",
  settings: "Server on one core, 10 connections.",
  table: {
    header: ["", "req/s", "× bare Express"],
    numeric: [false, true, true],
    rows: [
      ["bare Express 5, JSON POST", "10,000", "1.00"],
      ["`sales/create` | finished", "1,500", "0.15"],
    ],
  },
  targets: [
    { label: "sales/create × bare Express", target: "≥ 0.30", measured: "0.15", met: false },
    { label: "peak RSS", target: "< 300 MiB", measured: "220 MiB", met: true },
  ],
  notes: ["The reference server's peak RSS: 220 MiB."],
};

describe("bench Markdown", () => {
  it("renders a table with figures aligned right and pipes escaped", () => {
    expect(markdownTable(report.table)).toBe(
      [
        "|  | req/s | × bare Express |",
        "| --- | ---: | ---: |",
        "| bare Express 5, JSON POST | 10,000 | 1.00 |",
        "| `sales/create` \\| finished | 1,500 | 0.15 |",
      ].join("\n"),
    );
  });

  it("states the date, the machine, the figures, and each target met or not", () => {
    const section = renderSection(report, "2026-11-28", "2 cores (Test CPU), Node v20.0.0");
    expect(section).toMatch(/^Measured on 2026-11-28, 2 cores \(Test CPU\), Node v20\.0\.0\. Server on one core/);
    expect(section).toContain("| bare Express 5, JSON POST | 10,000 | 1.00 |");
    expect(section).toContain("| sales/create × bare Express | ≥ 0.30 | 0.15 | **not met** |");
    expect(section).toContain("| peak RSS | < 300 MiB | 220 MiB | met |");
    expect(section).toContain("peak RSS: 220 MiB.");
  });

  it("replaces only what lies between a bench's markers, the same however often it runs", () => {
    const page = "# Page\n\nintro\n\n<!-- bench:http -->\n\nold figures\n\n<!-- /bench:http -->\n\nafter\n";
    const once = replaceBetweenMarkers(page, "http", "new figures");
    expect(once).toBe("# Page\n\nintro\n\n<!-- bench:http -->\n\nnew figures\n\n<!-- /bench:http -->\n\nafter\n");
    expect(replaceBetweenMarkers(once, "http", "new figures")).toBe(once);
    expect(replaceBetweenMarkers(once, "http", "newer")).not.toContain("new figures");
  });

  it("refuses a text without the bench's markers rather than write somewhere else", () => {
    expect(() => replaceBetweenMarkers("no markers", "http", "x")).toThrow(/bench:http/);
    expect(() => replaceBetweenMarkers("<!-- /bench:http --> <!-- bench:http -->", "http", "x")).toThrow();
    expect(() => replaceBetweenMarkers("<!-- bench:scale --><!-- /bench:scale -->", "http", "x")).toThrow();
  });

  it("finds its markers in the benchmarks page (one per bench) and the README (the summary)", () => {
    const page = readFileSync(BENCHMARKS_PAGE, "utf8");
    for (const name of ["http", "scale", "postgres"])
      expect(() => replaceBetweenMarkers(page, name, "x"), name).not.toThrow();
    const readme = readFileSync(README, "utf8");
    const summary = readmeSummary(report, "2026-11-28", "2 cores");
    const written = replaceBetweenMarkers(readme, "summary", summary);
    expect(written).toContain(markdownTable(report.table));
    expect(written).toContain("(docs/guides/benchmarks.md)");
    // Everything outside the markers is kept as it was.
    const outside = (text: string) => text.replace(/<!-- bench:summary -->[\s\S]*<!-- \/bench:summary -->/, "");
    expect(outside(written)).toBe(outside(readme));
  });
});
