// The TypeScript snippets of the typed-clients guide and of the root README compile against
// the client as the typecheck sees it: each snippet becomes the body of a function of one
// module (its imports hoisted), with the free names it assumes declared, so that a renamed
// method, option or field fails here rather than in a reader's editor.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../server/generations.ts";

const DOCUMENTS = ["docs/guides/typed-clients.md", "README.md"];

/** What the snippets take as given: the deployment, an order, a sale body, a facade. */
const PRELUDE = `import type { V1Api } from "@invoicing/client";
declare const baseUrl: string;
declare const apiToken: string;
declare const order: { id: string };
declare const body: Parameters<V1Api["sales"]["create"]>[0];
declare const v1: V1Api;
`;

function snippetsOf(markdown: string): string[] {
  return [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

/** One module: every snippet's imports on top, each snippet's statements in a function. */
function moduleOf(snippets: string[]): string {
  const imports = new Set<string>();
  const bodies = snippets.map((snippet, i) => {
    const lines = snippet.split("\n");
    for (const line of lines.filter((l) => l.startsWith("import "))) imports.add(line);
    return `export async function snippet${i}(): Promise<void> {\n${lines.filter((l) => !l.startsWith("import ")).join("\n")}\n}\n`;
  });
  return `${[...imports].join("\n")}\n${PRELUDE}\n${bodies.join("\n")}`;
}

function diagnosticsOf(source: string, fileName: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, "tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error("tsconfig.json could not be read");
  // Names declared and never used are fine in a snippet.
  const options = { ...config.options, noUnusedLocals: false, noUnusedParameters: false };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === fileName ? ts.createSourceFile(name, source, language) : getSourceFile(name, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === fileName || fileExists(name);
  const program = ts.createProgram([fileName], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
    const line = where ? source.split("\n")[where.line]?.trim() : "";
    return `${ts.flattenDiagnosticMessageText(d.messageText, "\n")}\n    at: ${line}`;
  });
}

describe("client snippets of the documents", () => {
  for (const document of DOCUMENTS) {
    it(`${document}: every ts snippet compiles`, () => {
      const snippets = snippetsOf(readFileSync(join(ROOT, document), "utf8"));
      expect(snippets.length).toBeGreaterThan(0);
      const fileName = join(ROOT, "test", "client", `__snippets_${document.replace(/\W/g, "_")}.ts`);
      expect(diagnosticsOf(moduleOf(snippets), fileName)).toEqual([]);
    });
  }
});
