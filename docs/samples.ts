// Code samples of one operation call in curl, TypeScript (the client facade), PHP and Python,
// generated from the operation's first request example, with each generation's credentials
// (v2's Bearer key, v1's api_token in the body, legacy's Basic key:secret). The facade method follows the
// client's naming rule: `Sales_create` is `sales.create`, and an operation whose name and
// path extend another's of the same resource nests under it (`customers.accountsOpen.download`).

export interface SampleOperation {
  readonly operationId: string;
  readonly method: string;
  /** Path under the generation's base path, with `{name}` parameters. */
  readonly path: string;
}

export interface SampleGeneration {
  readonly name: "v2" | "v1" | "legacy";
  /** `/api/v2`, `/api/v1` or `/api`. */
  readonly basePath: string;
}

export interface Sample {
  readonly lang: "curl" | "typescript" | "php" | "python";
  readonly label: string;
  readonly source: string;
}

const BASE_URL = "http://localhost:8080";
const DEMO_TOKEN = "YOUR_DEMO_API_TOKEN";
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The facade's method path of every operation of a generation (`["customers", "accountsOpen", "download"]`). */
export function facadePaths(operations: readonly SampleOperation[]): Map<string, string[]> {
  const parsed = operations.map((op) => {
    const [group = "", name = ""] = op.operationId.split("_");
    return { op, group: lowerFirst(group), name };
  });
  const out = new Map<string, string[]>();
  for (const m of parsed) {
    const parent = parsed.find(
      (p) =>
        p !== m &&
        p.group === m.group &&
        m.name.startsWith(p.name) &&
        /^[A-Z]/.test(m.name.slice(p.name.length)) &&
        m.op.path.startsWith(`${p.op.path}/`),
    );
    out.set(
      m.op.operationId,
      parent ? [m.group, parent.name, lowerFirst(m.name.slice(parent.name.length))] : [m.group, m.name],
    );
  }
  return out;
}

function pathValues(path: string, values: readonly string[]): { names: string[]; args: string[]; filled: string } {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const args = names.map((_, i) => values[i] ?? "1");
  let i = 0;
  return { names, args, filled: path.replace(/\{(\w+)\}/g, () => args[i++]!) };
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function pyLiteral(value: unknown, indent = ""): string {
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return JSON.stringify(value);
  const inner = indent + "    ";
  if (Array.isArray(value))
    return value.length === 0 ? "[]" : `[\n${value.map((v) => inner + pyLiteral(v, inner)).join(",\n")},\n${indent}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length === 0
    ? "{}"
    : `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pyLiteral(v, inner)}`).join(",\n")},\n${indent}}`;
}

function phpLiteral(value: unknown, indent = ""): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean" || typeof value === "number") return String(value);
  if (typeof value === "string") return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
  const inner = indent + "    ";
  if (Array.isArray(value))
    return value.length === 0 ? "[]" : `[\n${value.map((v) => inner + phpLiteral(v, inner)).join(",\n")},\n${indent}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length === 0
    ? "[]"
    : `[\n${entries.map(([k, v]) => `${inner}'${k}' => ${phpLiteral(v, inner)}`).join(",\n")},\n${indent}]`;
}

function tsLiteral(value: unknown, indent = ""): string {
  if (value === null || value === undefined || typeof value !== "object") return JSON.stringify(value ?? null);
  const inner = indent + "  ";
  if (Array.isArray(value))
    return value.length === 0 ? "[]" : `[\n${value.map((v) => inner + tsLiteral(v, inner)).join(",\n")},\n${indent}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
  return entries.length === 0
    ? "{}"
    : `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${tsLiteral(v, inner)}`).join(",\n")},\n${indent}}`;
}

/** The body of a sample: the example without the credentials (v1 `api_token` is filled by each sample). */
function bodyOf(gen: SampleGeneration, example: unknown): Record<string, unknown> | undefined {
  if (example === undefined || example === null || typeof example !== "object" || Array.isArray(example))
    return undefined;
  const body = { ...(example as Record<string, unknown>) };
  if (gen.name === "v1") delete body.api_token;
  return body;
}

/** The samples of one call; `pathArgs` are the values of the path parameters (default 1). */
export function samplesFor(
  gen: SampleGeneration,
  op: SampleOperation,
  facadePath: readonly string[],
  example: unknown,
  pathArgs: readonly string[] = [],
): Sample[] {
  const body = bodyOf(gen, example);
  const { args: pathArgValues, filled } = pathValues(op.path, pathArgs);
  const url = `${BASE_URL}${gen.basePath}${filled}`;
  const method = op.method.toUpperCase();
  const v1 = gen.name === "v1";
  const v2 = gen.name === "v2";
  const wire = v1 ? { api_token: DEMO_TOKEN, ...body } : body;
  const hasBody = wire !== undefined && (v1 || Object.keys(wire).length > 0);

  const curl = [`curl -X ${method} ${url}`];
  if (v2) curl.push(`-H "Authorization: Bearer $INVOICING_API_TOKEN"`);
  else if (!v1) curl.push(`-u "$LEGACY_KEY:$LEGACY_SECRET"`);
  if (hasBody) curl.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(JSON.stringify(wire, null, 2))}`);

  const call = `${gen.name}.${facadePath.join(".")}`;
  const args = [...pathArgValues, ...(body && Object.keys(body).length > 0 ? [tsLiteral(body)] : [])];
  const factory = {
    v2: `import { createV2Api } from "@invoicing/client";

const v2 = createV2Api({ baseUrl: "${BASE_URL}", token: process.env.INVOICING_API_TOKEN! });`,
    v1: `import { createV1Api } from "@invoicing/client";

const v1 = createV1Api({ baseUrl: "${BASE_URL}", apiToken: process.env.INVOICING_API_TOKEN! });`,
    legacy: `import { createLegacyApi } from "@invoicing/client";

const legacy = createLegacyApi({ baseUrl: "${BASE_URL}", key: process.env.LEGACY_KEY!, secret: process.env.LEGACY_SECRET! });`,
  }[gen.name];
  const typescript = `${factory}
const answer = await ${call}(${args.join(", ")});
console.log(answer);`;

  const phpBody = v1
    ? `array_merge(['api_token' => getenv('INVOICING_API_TOKEN')], ${phpLiteral(body ?? {})})`
    : phpLiteral(body ?? {});
  const phpHeaders = `['Content-Type: application/json', 'Accept: application/json'${v2 ? ", 'Authorization: Bearer ' . getenv('INVOICING_API_TOKEN')" : ""}]`;
  const php = `<?php
$ch = curl_init('${url}');
curl_setopt_array($ch, [
    CURLOPT_CUSTOMREQUEST => '${method}',
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_HTTPHEADER => ${phpHeaders},${
      v1 || v2 ? "" : `\n    CURLOPT_USERPWD => getenv('LEGACY_KEY') . ':' . getenv('LEGACY_SECRET'),`
    }
    CURLOPT_POSTFIELDS => json_encode(${phpBody}),
]);
$answer = json_decode(curl_exec($ch), true);
echo curl_getinfo($ch, CURLINFO_HTTP_CODE), PHP_EOL;
print_r($answer);`;

  const pyBody = v1
    ? `{"api_token": os.environ["INVOICING_API_TOKEN"], **${pyLiteral(body ?? {})}}`
    : pyLiteral(body ?? {});
  const pyAuth = v2
    ? `\n    headers={"Authorization": f"Bearer {os.environ['INVOICING_API_TOKEN']}"},`
    : v1
      ? ""
      : `\n    auth=(os.environ["LEGACY_KEY"], os.environ["LEGACY_SECRET"]),`;
  const python = `import os
import requests

answer = requests.request(
    "${method}",
    "${url}",
    json=${pyBody},${pyAuth}
    timeout=60,
)
print(answer.status_code, answer.json() if answer.content else None)`;

  return [
    { lang: "curl", label: "curl", source: curl.join(" \\\n  ") },
    { lang: "typescript", label: "TypeScript", source: typescript },
    { lang: "php", label: "PHP", source: php },
    { lang: "python", label: "Python", source: python },
  ];
}
