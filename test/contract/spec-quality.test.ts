// What the docs site and typed clients rely on: every operation of both documents has a
// summary, a description, tags, an example request (when it takes a body) and an example
// success answer. That every example matches its schema is checked by Redocly (npm run lint).
import { describe, expect, it } from "vitest";
import { CHECKERS } from "../support/contract.ts";
import { HTTP_METHODS } from "../../server/http/openapi-document.ts";

type Op = {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  requestBody?: { content: Record<string, { examples?: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { examples?: Record<string, unknown> }> }>;
};

for (const generation of ["v1", "legacy"] as const) {
  const doc = CHECKERS[generation].document;
  const ops: Op[] = Object.values(doc.paths).flatMap((item) =>
    HTTP_METHODS.map((m) => item[m] as Op | undefined).filter((o): o is Op => !!o),
  );

  describe(`${generation} document`, () => {
    it("documents every operation with a summary, a description and a tag", () => {
      const lacking = ops.filter((o) => !o.summary || !o.description || !o.tags?.length).map((o) => o.operationId);
      expect(lacking).toEqual([]);
    });

    it("gives every operation an example request and an example success answer", () => {
      const noRequest = ops
        .filter(
          (o) =>
            o.requestBody &&
            !Object.values(o.requestBody.content).some((c) => Object.keys(c.examples ?? {}).length > 0),
        )
        .map((o) => o.operationId);
      const noAnswer = ops
        .filter((o) => !Object.keys(o.responses["200"]?.content?.["application/json"]?.examples ?? {}).length)
        .map((o) => o.operationId);
      expect(noRequest).toEqual([]);
      expect(noAnswer).toEqual([]);
    });
  });
}
