// generated/ is committed and never edited by hand: it must equal a fresh build of spec/.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildGenerated } from "../scripts/build.ts";
import { ROOT } from "../scripts/generations.ts";

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
}

const out = mkdtempSync(join(tmpdir(), "generated-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("generated/ matches spec/", () => {
  it("a fresh build of spec/ reproduces every committed generated file byte for byte", async () => {
    await buildGenerated(out);
    const committedDir = join(ROOT, "generated");
    const fresh = files(out)
      .map((f) => relative(out, f))
      .sort();
    const committed = files(committedDir)
      .map((f) => relative(committedDir, f))
      .sort();
    expect(committed, "files in generated/ differ from a fresh build: run npm run build and commit").toEqual(fresh);
    for (const f of fresh) {
      const same = readFileSync(join(out, f), "utf8") === readFileSync(join(committedDir, f), "utf8");
      expect(
        same,
        `generated/${f} differs from a fresh build of spec/: run npm run build and commit (never edit generated files)`,
      ).toBe(true);
    }
  }, 120_000);
});
