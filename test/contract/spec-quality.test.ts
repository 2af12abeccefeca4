// What the docs site and typed clients rely on: every operation of every document has a
// summary, a description, tags, an example request (when it takes a body) and an example
// success answer. That every example matches its schema is checked by Redocly (npm run lint).
import { describe, expect, it } from "vitest";
import { SPEC_DOCUMENTS } from "../support/spec-documents.ts";
import { HTTP_METHODS } from "../../server/http/openapi-document.ts";

type Op = {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  requestBody?: { content: Record<string, { examples?: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { examples?: Record<string, unknown> }> }>;
};

/** The operation's success answer: its 2xx response (v1 and legacy answer 200; v2 201 on creates). */
function success(op: Op): Op["responses"][string] | undefined {
  const status = Object.keys(op.responses).find((s) => /^2\d\d$/.test(s));
  return status === undefined ? undefined : op.responses[status];
}

for (const { generation, document: doc } of SPEC_DOCUMENTS) {
  const ops: Op[] = Object.values(doc.paths).flatMap((item) =>
    HTTP_METHODS.map((m) => item[m] as Op | undefined).filter((o): o is Op => !!o),
  );

  describe(`${generation.name} document`, () => {
    it("documents every operation with a summary, a description and a tag", () => {
      expect(ops.length).toBeGreaterThan(0);
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
        .filter((o) => !Object.keys(success(o)?.content?.["application/json"]?.examples ?? {}).length)
        .map((o) => o.operationId);
      expect(noRequest).toEqual([]);
      expect(noAnswer).toEqual([]);
    });
  });
}
