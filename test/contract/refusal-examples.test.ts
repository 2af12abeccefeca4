// The refusal examples of the spec are the catalogue's real messages: each example's code is
// one the catalogue words that way in the example's generation (Portuguese), its parameters
// aside. A message the server never sends cannot be documented.
import { describe, expect, it } from "vitest";
import { CHECKERS } from "../support/contract.ts";
import { GENERATIONS } from "../../server/generations.ts";
import { HTTP_METHODS } from "../../server/http/openapi-document.ts";
import { CATALOGUE } from "../../server/http/messages/catalogue.ts";
import { v1Catalogue } from "../../server/http/v1/messages.ts";
import { legacyCatalogue } from "../../server/http/legacy/messages.ts";
import type { RefusalCode } from "../../server/kernel/errors.ts";

const CATALOGUES = { v1: v1Catalogue, legacy: legacyCatalogue } as const;

interface Example {
  readonly generation: "v1" | "legacy";
  readonly operationId: string;
  readonly title: string;
  readonly status: number;
  readonly code: RefusalCode;
  readonly message: string;
}

function refusalExamples(): Example[] {
  const found: Example[] = [];
  for (const generation of GENERATIONS) {
    const document = CHECKERS[generation.name].document;
    for (const item of Object.values(document.paths)) {
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (!op) continue;
        for (const [status, response] of Object.entries(op.responses)) {
          const media = response.content?.["application/json"] as
            { examples?: Record<string, { value: Record<string, unknown> }> } | undefined;
          for (const [title, example] of Object.entries(media?.examples ?? {})) {
            const value = example.value;
            if (Number(status) < 400 || typeof value.code !== "string") continue;
            found.push({
              generation: generation.name,
              operationId: op.operationId,
              title,
              status: Number(status),
              code: value.code as RefusalCode,
              message: String(value.message ?? value.msg),
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
  it("exist in both generations", () => {
    expect(examples.filter((e) => e.generation === "v1").length).toBeGreaterThan(50);
    expect(examples.filter((e) => e.generation === "legacy").length).toBeGreaterThan(5);
  });

  it.each(examples.map((e) => [`${e.generation} ${e.operationId}: ${e.title}`, e] as const))(
    "%s is the catalogue's message for its code",
    (_name, example) => {
      const catalogue = CATALOGUES[example.generation];
      const template = (catalogue.overrides[example.code] ?? CATALOGUE[example.code]).pt;
      expect(example.message).toMatch(messagePattern(template));
    },
  );
});
