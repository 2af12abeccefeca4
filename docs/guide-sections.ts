// Sections of the guides generated from the OpenAPI documents and recorded answers, named in
// the Markdown by `<!-- generated: NAME -->` lines, and the files the guides show (diagrams).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Generation } from "../server/generations.ts";
import { STEPS, type CapturedStep } from "./first-invoice.ts";
import { operationsOf, type OpenApiDocument } from "./openapi.ts";
import { facadePaths, samplesFor } from "./samples.ts";
import {
  migrationAnswersV2,
  migrationFieldsV2,
  migrationOperationsV2,
  type MigrationDocuments,
} from "./migration-v2.ts";
import { canonicalOf } from "@invoicing/input-forms";
import { deref, shapeOf, typeLabel, type Schema } from "./schema-view.ts";
import { stateDiagramSvg, type State, type Transition } from "./state-diagram.ts";

export interface SectionInput {
  readonly gen: Generation;
  readonly doc: OpenApiDocument;
}

const GUIDES_DIR = join(import.meta.dirname, "guides");

// ---- document life cycle ------------------------------------------------------------------

const LIFECYCLE_STATES: State[] = [
  { id: "start", label: "create", col: 0, row: 1, terminal: true },
  { id: "draft", label: "Rascunho (draft)", col: 1, row: 0 },
  { id: "deleted", label: "deleted", col: 0, row: 0, terminal: true },
  { id: "finished", label: "Terminado (finished)", col: 2, row: 1 },
  { id: "cancelled", label: "Anulado (cancelled)", col: 3, row: 0 },
  { id: "derived", label: "new document", col: 3, row: 2 },
];

const LIFECYCLE_TRANSITIONS: Transition[] = [
  { from: "start", to: "draft", label: "status Rascunho" },
  { from: "start", to: "finished", label: "status Terminado" },
  { from: "draft", to: "finished", label: "update with\nstatus Terminado" },
  { from: "draft", to: "deleted", label: "delete" },
  { from: "finished", to: "cancelled", label: "cancel (reason)" },
  { from: "finished", to: "derived", label: "credit_note, debit_note,\nreceipt, duplicate" },
];

/** Files the guides refer to, by site path. */
export function guideFiles(): Map<string, string> {
  return new Map([
    [
      "guides/document-lifecycle.svg",
      stateDiagramSvg("Life cycle of a sales document or receipt", LIFECYCLE_STATES, LIFECYCLE_TRANSITIONS),
    ],
  ]);
}

// ---- first invoice ---------------------------------------------------------------------------

function fence(lang: string, code: string): string {
  return "```" + lang + "\n" + code + "\n```";
}

function firstInvoice(loaded: readonly SectionInput[]): string {
  const file = join(GUIDES_DIR, "first-invoice.json");
  if (!existsSync(file))
    throw new Error("docs/guides/first-invoice.json is missing: run npx tsx scripts/docs-capture.ts");
  const captured = JSON.parse(readFileSync(file, "utf8")) as CapturedStep[];
  const v1 = loaded.find((g) => g.gen.name === "v1")!;
  const ops = operationsOf(v1.doc).map(({ path, method, operation }) => ({
    operationId: operation.operationId ?? "",
    method,
    path,
  }));
  const facade = facadePaths(ops);
  return STEPS.map((step, i) => {
    const c = captured.find((x) => x.operationId === step.operationId);
    const op = ops.find((o) => o.operationId === step.operationId);
    if (!c || !op) throw new Error(`first-invoice: no capture or operation for ${step.operationId}`);
    const samples = samplesFor(
      { name: "v1", basePath: v1.gen.basePath },
      op,
      facade.get(op.operationId) ?? [],
      c.body,
      c.pathArgs,
    );
    const shown = samples.filter((s) => s.lang !== "python");
    const lang = { curl: "sh", typescript: "ts", php: "php", python: "python" } as const;
    return `## ${i + 1}. ${step.title}

${step.text} Reference: [\`${op.path.slice(1)}\`](../reference/v1.html).

${shown.map((s) => `**${s.label}**\n\n${fence(lang[s.lang], s.source)}`).join("\n\n")}

<details><summary>Answer: ${c.status}</summary>

${fence("json", JSON.stringify(c.answer, null, 2))}

</details>`;
  }).join("\n\n");
}

// ---- migrating from legacy ---------------------------------------------------------------------

/** Legacy operation → v1 operation doing the same. */
const OPERATION_MAP: Record<string, string> = {
  Clientes_criar: "Customers_create",
  Clientes_actualizar: "Customers_update",
  Clientes_procurar: "Customers_find",
  Artigos_criar: "Items_create",
  Artigos_actualizar: "Items_update",
  Artigos_procurar: "Items_find",
  Artigos_stock: "Items_stockActual",
  Documentos_criar: "Sales_create",
  Documentos_email: "Sales_sendEmail",
  Documentos_pdf: "Sales_download",
};

/** Legacy field name → v1 field name, where the meaning is the same. */
const FIELD_MAP: Record<string, string> = {
  codigo: "code",
  nome: "name",
  contribuinte: "vat_number",
  contacto: "contact",
  email: "email",
  telefone: "telephone",
  telemovel: "mobile",
  observacoes: "observations",
  morada: "address",
  referencia: "reference",
  descricao: "description",
  taxaiva_id: "vat",
  unidade_id: "unit",
  tipo_contabilidade: "type",
  preco_custo: "cost_price",
  preco_venda: "prices",
  motivo_isencao_id: "vat_exemption",
  valor: "value",
  tipo: "search_in",
  tipo_documento: "document_type",
  desconto_final: "final_discount_global",
  forma_pagamento: "payment_method",
  modo_expedicao_id: "shipping_mode",
  despesa_transporte_taxaiva_id: "shipping_vat",
  despesa_transporte_valor: "shipping_value",
  cliente: "customer",
  artigos: "items",
  linhas: "sales",
  assunto: "subject",
  mensagem: "message",
  id: "id",
};

function requestSchema(op: Record<string, unknown> | undefined): Schema | undefined {
  const body = (op?.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content;
  return body?.["application/json"]?.schema ?? Object.values(body ?? {})[0]?.schema;
}

function migrationOperations(loaded: readonly SectionInput[]): string {
  const legacy = loaded.find((g) => g.gen.name === "legacy");
  const v1 = loaded.find((g) => g.gen.name === "v1");
  if (!legacy || !v1) return "";
  const v1Ops = new Map(operationsOf(v1.doc).map((o) => [o.operation.operationId, o]));
  const rows = operationsOf(legacy.doc).map(({ path, method, operation }) => {
    const target = v1Ops.get(OPERATION_MAP[operation.operationId ?? ""] ?? "");
    return `| \`${method.toUpperCase()} /api${path}\` | ${operation.summary ?? ""} | ${target ? `\`POST /api/v1${target.path}\` (${target.operation.summary ?? ""})` : "no direct equivalent"} |`;
  });
  return `| Legacy | Does | v1 |\n|---|---|---|\n${rows.join("\n")}`;
}

function migrationFields(loaded: readonly SectionInput[]): string {
  const legacy = loaded.find((g) => g.gen.name === "legacy");
  const v1 = loaded.find((g) => g.gen.name === "v1");
  if (!legacy || !v1) return "";
  const v1Ops = new Map(operationsOf(v1.doc).map((o) => [o.operation.operationId, o]));
  return operationsOf(legacy.doc)
    .map(({ path, operation }) => {
      const target = v1Ops.get(OPERATION_MAP[operation.operationId ?? ""] ?? "");
      const from = shapeOf(legacy.doc, requestSchema(operation));
      const to = shapeOf(v1.doc, requestSchema(target?.operation));
      const rows = Object.entries(from.properties).map(([name, schema]) => {
        const v1Name = FIELD_MAP[name];
        const v1Schema = v1Name ? to.properties[v1Name] : undefined;
        const cell = (text: string) => `\`${text.replace(/\|/g, "\\|")}\``;
        const legacyType = typeLabel(legacy.doc, schema);
        const v1Type = v1Schema ? typeLabel(v1.doc, v1Schema) : "";
        const inPath = !v1Schema && v1Name && target?.path.includes(`{${v1Name}}`);
        const note = inPath
          ? "in the v1 path"
          : !v1Schema
            ? "no field of that meaning in the v1 body"
            : legacyType === v1Type
              ? "same type"
              : "types differ";
        return `| ${cell(name)} | ${cell(legacyType)} | ${v1Schema || inPath ? cell(inPath ? `{${v1Name}}` : v1Name!) : "—"} | ${v1Type ? cell(v1Type) : ""} | ${note} |`;
      });
      const nested = Object.entries(from.properties)
        .map(([name, schema]) => [name, deref(legacy.doc, deref(legacy.doc, canonicalOf(schema))?.items)] as const)
        .filter(([, items]) => items?.properties);
      const lines = nested
        .map(
          ([name, items]) =>
            `Lines of \`${name}\`: ${Object.keys(items!.properties!)
              .map((k) => `\`${k}\``)
              .join(", ")}.`,
        )
        .join(" ");
      return `### \`${path.slice(1)}\` → ${target ? `\`${target.path.slice(1)}\`` : "no direct equivalent"}

| Legacy field | Legacy type | v1 field | v1 type | |
|---|---|---|---|---|
${rows.join("\n")}
${lines ? `\n${lines}\n` : ""}`;
    })
    .join("\n\n");
}

// ---- changelog -------------------------------------------------------------------------------

interface SpecChange {
  impact: string;
  code: string;
  generation: string;
  message: string;
  where?: string;
  operation?: { operationId?: string };
  operations?: string[];
}

function specChanges(): string {
  const file = join(GUIDES_DIR, "spec-changes.json");
  if (!existsSync(file)) return "_No contract changes were recorded for this build._";
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    base?: { ref?: string };
    summary?: Record<string, number>;
    changes: SpecChange[];
  };
  const groups = new Map<string, { change: SpecChange; operations: Set<string> }>();
  for (const c of report.changes) {
    const key = `${c.impact}|${c.generation}|${c.code}|${c.message}|${c.where?.startsWith("response") ? "" : (c.where ?? "")}`;
    const g = groups.get(key) ?? { change: c, operations: new Set<string>() };
    if (c.operation?.operationId) g.operations.add(c.operation.operationId);
    for (const op of c.operations ?? []) g.operations.add(op);
    groups.set(key, g);
  }
  const order = ["breaking", "warning", "compatible"];
  const rows = [...groups.values()]
    .sort((a, b) => order.indexOf(a.change.impact) - order.indexOf(b.change.impact))
    .map(({ change, operations }) => {
      const ops = [...operations];
      const shown = ops.length > 6 ? `${ops.length} operations` : ops.map((o) => `\`${o}\``).join(", ");
      return `| ${change.impact} | ${change.generation} | ${change.message.replace(/\|/g, "\\|")} | ${change.where && !change.where.startsWith("response") ? change.where.replace(/\|/g, "\\|") : ""} | ${shown} |`;
    });
  const summary = report.summary
    ? Object.entries(report.summary)
        .map(([k, v]) => `${v} ${k}`)
        .join(", ")
    : "";
  return `Compared with \`${(report.base?.ref ?? "the previous release").slice(0, 12)}\`: ${summary}.

| Impact | Generation | Change | Where | Operations |
|---|---|---|---|---|
${rows.join("\n")}`;
}

function v1AndV2(loaded: readonly SectionInput[]): MigrationDocuments {
  const v1 = loaded.find((g) => g.gen.name === "v1");
  const v2 = loaded.find((g) => g.gen.name === "v2");
  if (!v1 || !v2) throw new Error("The v1 → v2 migration guide needs the v1 and v2 documents");
  return { v1: v1.doc, v2: v2.doc };
}

/** The Markdown of a generated section, or undefined when no section has that name. */
export function guideSection(name: string, loaded: readonly SectionInput[]): string | undefined {
  switch (name) {
    case "first-invoice":
      return firstInvoice(loaded);
    case "lifecycle-diagram":
      return `<figure class="diagram"><img src="document-lifecycle.svg" alt="States of a sales document or receipt: created as Rascunho (draft) or Terminado (finished); a draft is updated to Terminado or deleted; a finished document is cancelled (Anulado) or gives rise to new documents (credit and debit notes, receipts, duplicates)."></figure>`;
    case "migration-operations":
      return migrationOperations(loaded);
    case "migration-fields":
      return migrationFields(loaded);
    case "v2-migration-operations":
      return migrationOperationsV2(v1AndV2(loaded));
    case "v2-migration-fields":
      return migrationFieldsV2(v1AndV2(loaded));
    case "v2-migration-answers":
      return migrationAnswersV2(v1AndV2(loaded));
    case "spec-changes":
      return specChanges();
    default:
      return undefined;
  }
}
