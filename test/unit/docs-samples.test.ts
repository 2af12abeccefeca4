// The docs' TypeScript samples name facade methods by the client's rule: every operation of
// every generation resolves, through the samples' method path, to a method of the facade.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { ROOT } from "../../server/generations.ts";
import { DOCUMENTED_GENERATIONS } from "../../docs/build.ts";
import { operationsOf, type OpenApiDocument } from "../../server/http/openapi-document.ts";
import { facadePaths } from "../../docs/samples.ts";
import { createLegacyApi, createV1Api, createV2Api } from "../../client/index.ts";

const facades: Record<string, object> = {
  v2: createV2Api({ baseUrl: "http://127.0.0.1:1", token: "t" }),
  v1: createV1Api({ baseUrl: "http://127.0.0.1:1", apiToken: "t" }),
  legacy: createLegacyApi({ baseUrl: "http://127.0.0.1:1", key: "k", secret: "s" }),
};

describe("docs samples", () => {
  for (const gen of DOCUMENTED_GENERATIONS) {
    it(`name a facade method for every ${gen.name} operation`, () => {
      const doc = parse(readFileSync(join(ROOT, "generated", "openapi", gen.openapiFile), "utf8")) as OpenApiDocument;
      const operations = operationsOf(doc).map((o) => ({ operationId: o.operationId, method: o.method, path: o.path }));
      const paths = facadePaths(operations);
      expect(paths.size).toBe(operations.length);
      for (const [operationId, path] of paths) {
        const method = path.reduce<unknown>(
          (at, key) => (at as Record<string, unknown> | undefined)?.[key],
          facades[gen.name],
        );
        expect(typeof method, `${operationId} → ${gen.name}.${path.join(".")}`).toBe("function");
      }
    });
  }
});
