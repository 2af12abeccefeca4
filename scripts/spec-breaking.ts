// `npm run -s spec:breaking [-- --base REF] [--json]`: compares the generated OpenAPI documents
// of the working tree (generated/openapi, as `npm run build` left them) with those committed at
// a git ref, and reports the changes that break existing clients apart from the compatible
// ones. The base defaults to the merge base with main (or HEAD when there is no main).
// --json writes the whole list to stdout for a changelog to render. Exit code: 0 when nothing
// breaks, 1 when something does, 2 when the comparison cannot be made.
//   --dir DIR   the project to check (default: this one)
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { ROOT } from "../server/generations.ts";
import { SPEC_GENERATIONS } from "./spec-generations.ts";
import { compareDocuments, type OpenApiDocument } from "./spec-diff/operations.ts";
import { describeChange, type Change, type Impact } from "./spec-diff/changes.ts";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function fail(message: string): never {
  process.stderr.write(`spec:breaking: ${message}\n`);
  process.exit(2);
}

const dir = resolve(arg("dir") ?? ROOT);
const git = (...args: string[]): string =>
  execFileSync("git", args, {
    cwd: dir,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 512 * 1024 * 1024,
  }).trim();
const tryGit = (...args: string[]): string | undefined => {
  try {
    return git(...args);
  } catch {
    return undefined;
  }
};

/** The merge base with main when there is a main branch, else HEAD. */
function defaultBase(): { ref: string; label: string } {
  for (const main of ["main", "origin/main"]) {
    if (!tryGit("rev-parse", "--verify", "-q", `${main}^{commit}`)) continue;
    const base = tryGit("merge-base", "HEAD", main);
    if (base) return { ref: base, label: `the merge base with ${main}` };
  }
  return { ref: "HEAD", label: "HEAD" };
}

const given = arg("base");
const base = given ? { ref: given, label: given } : defaultBase();
const commit = tryGit("rev-parse", "--verify", "-q", `${base.ref}^{commit}`);
if (!commit) fail(`${base.ref} is not a commit of ${dir}.`);

const changes: Change[] = [];
for (const generation of SPEC_GENERATIONS) {
  const file = `generated/openapi/${generation.openapiFile}`;
  const beforeText = tryGit("show", `${commit}:${file}`);
  const afterPath = join(dir, file);
  const before = beforeText === undefined ? undefined : (parse(beforeText) as OpenApiDocument);
  const after = existsSync(afterPath) ? (parse(readFileSync(afterPath, "utf8")) as OpenApiDocument) : {};
  changes.push(...compareDocuments(generation.name, before, after));
}

const count = (impact: Impact) => changes.filter((c) => c.impact === impact).length;
const summary = { breaking: count("breaking"), warning: count("warning"), compatible: count("compatible") };

if (process.argv.includes("--json")) {
  process.stdout.write(
    JSON.stringify({ base: { ref: base.ref, commit }, head: "working tree", summary, changes }, null, 2) + "\n",
  );
} else {
  const lines = [`API changes of generated/openapi against ${base.label} (${commit!.slice(0, 12)}):`];
  const sections: [Impact, string][] = [
    ["breaking", "Breaking: existing clients can fail"],
    ["warning", "Warnings: clients that assume a closed set can fail"],
    ["compatible", "Compatible: additions and relaxations"],
  ];
  for (const [impact, title] of sections) {
    const mine = changes.filter((c) => c.impact === impact);
    if (mine.length === 0) continue;
    lines.push("", `${title} (${mine.length}):`, ...grouped(mine).map((l) => `  ${l}`));
  }
  if (changes.length === 0) lines.push("", "No change.");
  const specNewer =
    tryGit("status", "--porcelain", "--", "spec") && !tryGit("status", "--porcelain", "--", "generated");
  if (specNewer) lines.push("", "Note: spec/ has changes that generated/ does not: run npm run build first.");
  process.stdout.write(lines.join("\n") + "\n");
}
process.exit(summary.breaking > 0 ? 1 : 0);

/** One line per change; the same change in more than three operations is one line with their number. */
function grouped(list: Change[]): string[] {
  const groups = new Map<string, Change[]>();
  for (const c of list) {
    const key = c.operation
      ? JSON.stringify([c.generation, c.code, c.where, c.field, c.message])
      : `single:${groups.size}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.values()].flatMap((g) => {
    if (g.length <= 3) return g.map(describeChange);
    const c = g[0]!;
    const where = [c.where, c.field].filter(Boolean).join(": ");
    return [`[${c.generation}] ${g.length} operations${where ? ` — ${where}` : ""}: ${c.message}`];
  });
}
