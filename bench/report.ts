// The benchmark figures as Markdown (`npm run bench -- --markdown`): one section per bench,
// written between its markers on the docs' benchmarks page, and the HTTP bench's summary table
// between the README's markers, so that both always show the latest run and nothing older.
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { ROOT } from "../server/generations.ts";

export const BENCHMARKS_PAGE = join(ROOT, "docs", "guides", "benchmarks.md");
export const README = join(ROOT, "README.md");

/** The benches that write a section of the page, by the name of their markers. */
export type BenchName = "http" | "scale" | "postgres";

export interface MarkdownTable {
  readonly header: readonly string[];
  /** Columns aligned right (figures); the others are aligned left. */
  readonly numeric: readonly boolean[];
  readonly rows: readonly (readonly string[])[];
}

/** A target of the performance work and the figure a run measured against it. */
export interface TargetCheck {
  readonly label: string;
  readonly target: string;
  readonly measured: string;
  readonly met: boolean;
}

/** What one bench run measured, ready to render. */
export interface BenchReport {
  readonly name: BenchName;
  /** How the run was made (connections, rounds, cores...), one sentence. */
  readonly settings: string;
  readonly table: MarkdownTable;
  readonly targets: readonly TargetCheck[];
  /** Further findings of the run (peak RSS, the numbering check), one sentence each. */
  readonly notes: readonly string[];
}

// Read when the bench starts, before its own load: a machine busy with other work gives
// figures that say little on their own, and the page should show that beside them.
const LOAD_AT_START = loadavg()[0]!;

/** The machine a run was made on, as the page states it beside the figures. */
export function machine(): string {
  const model = cpus()[0]?.model.replace(/\s+/g, " ").trim() ?? "unknown CPU";
  const memory = (totalmem() / 2 ** 30).toFixed(0);
  return `${availableParallelism()} cores (${model}), ${memory} GiB of memory, Node ${process.version}, load average ${LOAD_AT_START.toFixed(1)} when the run started`;
}

const cell = (text: string) => text.replace(/\|/g, "\\|");

export function markdownTable(table: MarkdownTable): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
  const rule = table.numeric.map((right) => (right ? "---:" : "---"));
  return [line(table.header), `| ${rule.join(" | ")} |`, ...table.rows.map(line)].join("\n");
}

/** The section of the benchmarks page for one run. */
export function renderSection(report: BenchReport, date: string, on: string): string {
  const targets = markdownTable({
    header: ["target", "goal", "measured", ""],
    numeric: [false, false, true, false],
    rows: report.targets.map((t) => [t.label, t.target, t.measured, t.met ? "met" : "**not met**"]),
  });
  return [
    `Measured on ${date}, ${on}. ${report.settings}`,
    markdownTable(report.table),
    ...report.notes,
    ...(report.targets.length > 0 ? ["Targets of the performance work, against this run:", targets] : []),
  ].join("\n\n");
}

/**
 * The text with what lies between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` replaced by
 * the content; refuses a text without both markers rather than append somewhere unexpected.
 */
export function replaceBetweenMarkers(text: string, name: string, content: string): string {
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start < 0 || end < start) throw new Error(`No "${open}" ... "${close}" markers to write the figures between`);
  return `${text.slice(0, start + open.length)}\n\n${content.trim()}\n\n${text.slice(end)}`;
}

/** The README's summary: the HTTP bench's table, with where the rest is. */
export function readmeSummary(report: BenchReport, date: string, on: string): string {
  return [
    markdownTable(report.table),
    `Measured on ${date}, ${on}. ${report.settings} The [benchmarks page](docs/guides/benchmarks.md) has every figure and the targets.`,
  ].join("\n\n");
}

/** Prints the run's section and writes it into the page (and, for the HTTP bench, the README). */
export function publish(report: BenchReport, date = new Date().toISOString().slice(0, 10)): void {
  const on = machine();
  const section = renderSection(report, date, on);
  console.log(`\n${section}\n`);
  writeFileSync(BENCHMARKS_PAGE, replaceBetweenMarkers(readFileSync(BENCHMARKS_PAGE, "utf8"), report.name, section));
  const written = ["docs/guides/benchmarks.md"];
  if (report.name === "http") {
    const summary = readmeSummary(report, date, on);
    writeFileSync(README, replaceBetweenMarkers(readFileSync(README, "utf8"), "summary", summary));
    written.push("README.md");
  }
  console.log(`wrote the figures into ${written.join(" and ")}`);
}
