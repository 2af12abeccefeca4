// Where a V8 CPU profile (node --cpu-prof) spent its time, by area: the self time of each
// function, a native one (no script URL) counted with its caller's area, shares of the busy
// (non-idle) time, largest first. Used by `npm run -s bench -- --profile`. Functions of a
// bundled server are found in their source files through the bundle's source map.
import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { pathToFileURL } from "node:url";

export interface CallFrame {
  functionName: string;
  url: string;
  /** 0-based, as V8 writes them. */
  lineNumber?: number;
  columnNumber?: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  hitCount?: number;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
}

const AREAS: readonly [RegExp, string][] = [
  [/\/node_modules\/kysely\//, "Kysely (query building, driver)"],
  [/\/node_modules\/better-sqlite3\//, "better-sqlite3 (SQLite)"],
  [
    /\/node_modules\/(express-openapi-validator|ajv|ajv-formats|path-to-regexp|media-typer)\//,
    "request validation (express-openapi-validator, Ajv)",
  ],
  [/\/node_modules\/pg(-[a-z]+)?\//, "pg (PostgreSQL client)"],
  [/node:internal\/crypto|node:crypto/, "crypto (RSA signature)"],
  [
    /\/node_modules\/(express|router|body-parser|raw-body|iconv-lite|qs|send|finalhandler|on-finished|type-is|content-type)\//,
    "Express and HTTP",
  ],
  [
    /node:_http|node:internal\/http|node:http|node:net|node:internal\/stream|node:stream|node:internal\/streams|node:events|node:internal\/process\/task_queues|node:internal\/timers/,
    "Express and HTTP",
  ],
  [/\/node_modules\/decimal\.js\//, "decimal.js"],
  [/\/node_modules\/pino/, "logging (pino)"],
  [/\/server\/store\//, "our code: store"],
  [/\/server\/domain\//, "our code: domain"],
  [/\/server\/(http|v1|legacy)\//, "our code: HTTP adapters"],
  [/\/server\/outputs\//, "our code: outputs"],
];

function areaOf(url: string): string {
  for (const [pattern, area] of AREAS) if (pattern.test(url)) return area;
  return url.startsWith("node:") ? "other Node.js internals" : "other";
}

/** Where a frame's code comes from: its source file when it runs from `bundle` (through its map), else its URL. */
export function bundleSources(bundle: string): (frame: CallFrame) => string {
  const map = new SourceMap(
    JSON.parse(readFileSync(`${bundle}.map`, "utf8")) as ConstructorParameters<typeof SourceMap>[0],
  );
  const url = pathToFileURL(bundle).href;
  return (frame) => {
    if (frame.url !== url) return frame.url;
    const entry = map.findEntry(frame.lineNumber ?? 0, frame.columnNumber ?? 0) as { originalSource?: string };
    return entry.originalSource ?? frame.url;
  };
}

export function summarizeProfile(
  profile: CpuProfile,
  sourceOf: (frame: CallFrame) => string = (frame) => frame.url,
): [string, number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const areaOfNode = (node: ProfileNode): string => {
    const { functionName } = node.callFrame;
    const url = sourceOf(node.callFrame);
    if (functionName === "(garbage collector)") return "GC";
    if (functionName === "(idle)") return "(idle)";
    if (functionName === "(program)") return "V8 and native (unattributed)";
    if (url) return areaOf(url);
    // A native function: the area of the script that called it (better-sqlite3's statements from its driver).
    for (let p = parent.get(node.id); p !== undefined; p = parent.get(p)) {
      const caller = sourceOf(byId.get(p)!.callFrame);
      if (caller) return /sqlite-driver/.test(caller) ? "better-sqlite3 (SQLite)" : areaOf(caller);
    }
    return "V8 and native (unattributed)";
  };
  const totals = new Map<string, number>();
  for (const n of profile.nodes) {
    const area = areaOfNode(n);
    if (area === "(idle)") continue;
    totals.set(area, (totals.get(area) ?? 0) + (n.hitCount ?? 0));
  }
  const busy = [...totals.values()].reduce((a, b) => a + b, 0) || 1;
  return [...totals].map(([area, hits]): [string, number] => [area, hits / busy]).sort((a, b) => b[1] - a[1]);
}
