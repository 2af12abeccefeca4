// Compiles the server into one JavaScript module, dist/server.mjs, which `npm start` runs with
// plain node: run through the tsx loader, the same server took 45–65 MB more memory (the
// loader's worker and the transpiled sources it keeps). Only the project's own TypeScript is
// bundled (with the project's own workspace packages, @invoicing/*, which are TypeScript too);
// packages stay imports of node_modules, so native addons and their files load as they do anywhere. `npm run build` and `npm start` (when a source is newer) run it.
//   tsx scripts/bundle-server.ts [ENTRY OUTFILE]
import { dirname, join, resolve } from "node:path";
import { mkdirSync } from "node:fs";
import { build } from "esbuild";
import { ROOT } from "../server/generations.ts";

export const SERVER_BUNDLE = join(ROOT, "dist", "server.mjs");

/** Bundles `entry` (a TypeScript module) into `outfile`, with a source map beside it. */
export async function bundleServer(entry = join(ROOT, "server", "main.ts"), outfile = SERVER_BUNDLE): Promise<void> {
  mkdirSync(dirname(outfile), { recursive: true });
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    plugins: [
      {
        name: "packages-external",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@invoicing/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    sourcemap: "linked",
    logLevel: "warning",
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [entry, outfile] = process.argv.slice(2);
  bundleServer(entry && resolve(entry), outfile && resolve(outfile)).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
