// The refusal examples of the spec are the catalogue's real messages: each example's code is
// one the catalogue words that way in the example's generation (Portuguese), its parameters
// aside. A message the server never sends cannot be documented. v2's failures are bare strings
// whose code travels in the `Refusal-Code` header, which an example cannot show: each v2
// refusal example names its code in its description (`Refusal-Code: \`code\``).
import { describe, expect, it } from "vitest";
import { SPEC_DOCUMENTS } from "../support/spec-documents.ts";
import { HTTP_METHODS } from "../../server/http/openapi-document.ts";
import { CATALOGUE } from "../../server/http/messages/catalogue.ts";
import { v1Catalogue } from "../../server/http/v1/messages.ts";
import { legacyCatalogue } from "../../server/http/legacy/messages.ts";
import type { RefusalCode } from "../../server/kernel/errors.ts";

/** v2 words its refusals with v1's texts (spec/v2/answers.tsp). */
const CATALOGUES = { v1: v1Catalogue, legacy: legacyCatalogue, v2: v1Catalogue } as const;
type Generation = keyof typeof CATALOGUES;

interface Example {
  readonly generation: Generation;
  readonly operationId: string;
  readonly title: string;
  readonly status: number;
  readonly code: RefusalCode | undefined;
  readonly message: string;
}

const CODE_IN_DESCRIPTION = /^Refusal-Code: `([a-z_.]+)`$/;

/** An example's code and message: from the envelope, or for a bare string from the example's description. */
function refusalOf(example: { value: unknown; description?: string }): { code?: string; message?: string } {
  if (typeof example.value === "string")
    return { code: CODE_IN_DESCRIPTION.exec(example.description ?? "")?.[1], message: example.value };
  const value = example.value as Record<string, unknown>;
  if (typeof value.code !== "string") return {};
  return { code: value.code, message: String(value.message ?? value.msg) };
}

function refusalExamples(): Example[] {
  const found: Example[] = [];
  for (const { generation, document } of SPEC_DOCUMENTS) {
    for (const item of Object.values(document.paths)) {
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (!op) continue;
        for (const [status, response] of Object.entries(op.responses)) {
          if (Number(status) < 400) continue;
          const media = response.content?.["application/json"] as
            { examples?: Record<string, { value: unknown; description?: string }> } | undefined;
          for (const [title, example] of Object.entries(media?.examples ?? {})) {
            const { code, message } = refusalOf(example);
            if (message === undefined) continue;
            found.push({
              generation: generation.name as Generation,
              operationId: op.operationId,
              title,
              status: Number(status),
              code: code as RefusalCode | undefined,
              message,
            });
          }
        }
      }
    }
  }
  return found;
}

/** A pattern of every message a template can render: placeholders match any text, a line prefix may lead. */
function messagePattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[a-z_]+\}/g, ".*?");
  return new RegExp(`^(Linha [0-9]+: )?${escaped}$`, "s");
}

const examples = refusalExamples();

describe("refusal examples of the spec", () => {
  it("exist in every generation", () => {
    expect(examples.filter((e) => e.generation === "v1").length).toBeGreaterThan(50);
    expect(examples.filter((e) => e.generation === "legacy").length).toBeGreaterThan(5);
    expect(examples.filter((e) => e.generation === "v2").length).toBeGreaterThan(30);
  });

  it.each(examples.map((e) => [`${e.generation} ${e.operationId}: ${e.title}`, e] as const))(
    "%s is the catalogue's message for its code",
    (_name, example) => {
      expect(example.code, "the example names its refusal code").toBeDefined();
      const catalogue = CATALOGUES[example.generation];
      const entry = catalogue.overrides[example.code!] ?? CATALOGUE[example.code!];
      expect(entry, `${example.code} is a code of the catalogue`).toBeDefined();
      expect(example.message).toMatch(messagePattern(entry.pt));
    },
  );
});
