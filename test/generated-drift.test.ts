// generated/ and client/generated/ are committed and never edited by hand: each must equal a
// fresh build of spec/.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGenerated } from "../scripts/build.ts";
import { ROOT } from "../server/generations.ts";

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
}

const work = mkdtempSync(join(tmpdir(), "generated-"));
const out = join(work, "generated");
const clientOut = join(work, "client-generated");
afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeAll(async () => {
  await buildGenerated(out, { clientDir: clientOut });
}, 120_000);

describe.each([
  { tree: "generated", fresh: () => out },
  { tree: "client/generated", fresh: () => clientOut },
])("$tree/ matches spec/", ({ tree, fresh: freshDir }) => {
  it("a fresh build of spec/ reproduces every committed generated file byte for byte", () => {
    const committedDir = join(ROOT, tree);
    const built = freshDir();
    const fresh = files(built)
      .map((f) => relative(built, f))
      .sort();
    const committed = files(committedDir)
      .map((f) => relative(committedDir, f))
      .sort();
    expect(committed, `files in ${tree}/ differ from a fresh build: run npm run build and commit`).toEqual(fresh);
    for (const f of fresh) {
      const same = readFileSync(join(built, f), "utf8") === readFileSync(join(committedDir, f), "utf8");
      expect(
        same,
        `${tree}/${f} differs from a fresh build of spec/: run npm run build and commit (never edit generated files)`,
      ).toBe(true);
    }
  });
});
