// The build replaces its output only when every step succeeded: a spec that does not compile
// leaves the previous generated trees (generated/ and the client's) intact, and the failure
// names the step and the file.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { build, BuildError } from "../scripts/build.ts";
import { ROOT } from "../server/generations.ts";

// The spec copy stays inside the project so that TypeSpec finds its libraries in node_modules.
const spec = mkdtempSync(join(ROOT, ".test-spec-"));
const work = mkdtempSync(join(tmpdir(), "build-"));
afterAll(() => {
  rmSync(spec, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

function files(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name));
      else out[relative(dir, join(d, e.name))] = readFileSync(join(d, e.name), "utf8");
    }
  };
  walk(dir);
  return out;
}

describe("npm run build", () => {
  it("a spec that does not compile leaves the previous output intact and names the step and file", async () => {
    cpSync(join(ROOT, "spec"), spec, { recursive: true });
    const envelope = join(spec, "v1", "envelope.tsp");
    writeFileSync(envelope, readFileSync(envelope, "utf8").replace("model Ok {", "model Ok {\n  broken: NoSuchType;"));
    const out = join(work, "generated");
    cpSync(join(ROOT, "generated"), out, { recursive: true });
    const before = files(out);
    const clientOut = join(work, "client-generated");
    cpSync(join(ROOT, "client", "generated"), clientOut, { recursive: true });
    const clientBefore = files(clientOut);

    const failure = await build(out, { specDir: spec, clientDir: clientOut, docsDir: join(work, "docs") }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(BuildError);
    const error = failure as BuildError;
    expect(error.step).toBe("TypeSpec compile");
    expect(error.file).toMatch(new RegExp(`${basename(spec)}/v1/envelope\\.tsp:\\d+:\\d+$`));
    expect(error.message).toMatch(/Unknown identifier NoSuchType/);
    expect(error.message).toMatch(/previous output was left as it was/);

    expect(files(out)).toEqual(before);
    expect(files(clientOut)).toEqual(clientBefore);
    expect(existsSync(join(work, "docs"))).toBe(false);
    // No staging directory is left behind.
    expect(readdirSync(dirname(out)).sort()).toEqual(["client-generated", "generated"]);
    expect(readdirSync(ROOT).filter((f) => f.includes(".build-"))).toEqual([]);
  }, 120_000);
});
