// Where the runner finds the documents it works from: the copies packed into the installed
// package (`assets/`, written by `prepack`), or, in the project's checkout, the build output
// (`generated/openapi`) and the workflows declared next to the spec (`spec/workflows`).
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export interface AssetPaths {
  readonly openapi: string;
  readonly workflows: string;
}

export function assetPaths(): AssetPaths {
  const packageRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
  const packed = join(packageRoot, "assets");
  if (existsSync(join(packed, "openapi")))
    return { openapi: join(packed, "openapi"), workflows: join(packed, "workflows") };
  const checkout = join(packageRoot, "..");
  return { openapi: join(checkout, "generated", "openapi"), workflows: join(checkout, "spec", "workflows") };
}
