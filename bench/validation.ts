// Measures request validation alone, in one process on one core, and prints numbers (no
// pass/fail): the same Express route answering nothing, behind (1) no validator, (2)
// express-openapi-validator on the generated v1 document, as the server configures it, and
// (3) the compiled fast path the server runs first (server/http/compiled-validation.ts), after
// (4) the walk that refuses lists longer than their maxItems (server/http/list-bounds.ts,
// measured alone as well), for a
// valid `sales/create`, a valid `sales/summary` and an invalid body (which the fast path hands
// to express-openapi-validator, since that one words the refusals). Requests go through Express
// itself (no sockets), so the differences are the validators' own CPU per request.
//   taskset -c 0 npx tsx bench/validation.ts [--rounds 3] [--requests 3000]
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import express, { type RequestHandler } from "express";
import { openApiValidator, validatorMiddleware } from "../server/http/validation.ts";
import { oversizeLists } from "../server/http/list-bounds.ts";
import { generatedDocumentPath, loadDocument, operationsOf } from "../server/http/openapi-document.ts";
import { GENERATIONS, ROOT } from "../server/generations.ts";
import { finishedSale } from "./sale-body.ts";

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i < 0 ? fallback : Number(process.argv[i + 1]) || fallback;
}
const rounds = option("--rounds", 3);
const requests = option("--requests", 3000);

const document = loadDocument(generatedDocumentPath(ROOT, GENERATIONS.find((g) => g.name === "v1")!.openapiFile));
const operation = (path: string) => operationsOf(document).find((o) => o.path === path)!;

/** An Express app with one route per path behind the given validators; resolves with the error a request ended with. */
function driver(paths: string[], validators: (path: string) => RequestHandler[]) {
  const app = express();
  let done: (error?: unknown) => void = () => undefined;
  for (const path of paths) app.post(`/api/v1${path}`, ...validators(path), () => done());
  app.use((error: unknown, _req: unknown, _res: unknown, _next: unknown) => done(error));
  return (path: string, body: unknown) =>
    new Promise<unknown>((resolve) => {
      const req = new IncomingMessage(new Socket());
      req.method = "POST";
      req.url = `/api/v1${path}`;
      req.headers = { "content-type": "application/json" };
      // As express.json() leaves it: parsed, and marked as read.
      Object.assign(req, { body: structuredClone(body), _body: true });
      done = resolve;
      (app as unknown as (req: IncomingMessage, res: ServerResponse) => void)(req, new ServerResponse(req));
    });
}

const sale = { api_token: "0123456789abcdef0123456789abcdef01234567", ...finishedSale(1) };
const { status: _status, issue_date: _date, ...summary } = sale;
const cases = [
  { label: "sales/create, valid", path: "/sales/create", body: sale },
  { label: "sales/summary, valid", path: "/sales/summary", body: summary },
  { label: "sales/create, invalid", path: "/sales/create", body: { ...sale, items: [{ id: "B-1", quantity: "x" }] } },
];
const paths = [...new Set(cases.map((c) => c.path))];

const eov = openApiValidator({ document, validateResponses: false });
const served = validatorMiddleware({ document, validateResponses: false });
const variants = {
  "no validation": driver(paths, () => []),
  "express-openapi-validator": driver(paths, () => eov),
  "compiled, then the validator": driver(paths, (path) => [served(operation(path))]),
  "list bounds alone": driver(paths, (path) => {
    const schema = operation(path).object.requestBody?.content["application/json"]?.schema;
    return [
      (req, _res, next) => {
        if (oversizeLists(document, schema, req.body).length > 0) throw new Error("a list too long");
        next();
      },
    ];
  }),
};

// Warm up (first requests compile the validators), and check each variant judges alike.
for (const c of cases) {
  const verdicts = await Promise.all(Object.values(variants).map((run) => run(c.path, c.body)));
  if (Boolean(verdicts[1]) !== Boolean(verdicts[2]) || verdicts[0] || verdicts[3])
    throw new Error(`${c.label}: the variants disagree: ${JSON.stringify(verdicts)}`);
}

console.log(
  `v1 document, ${operationsOf(document).length} operations; ${requests} requests per sample, median of ${rounds}`,
);
console.log(
  `${"".padEnd(26)}${Object.keys(variants)
    .map((v) => v.padStart(30))
    .join("")}`,
);
for (const c of cases) {
  const samples = Object.keys(variants).map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (const [i, run] of Object.values(variants).entries()) {
      const start = process.cpuUsage();
      for (let n = 0; n < requests; n++) await run(c.path, c.body);
      const used = process.cpuUsage(start);
      samples[i]!.push((used.user + used.system) / requests);
    }
  }
  const medians = samples.map((s) => s.sort((a, b) => a - b)[Math.floor(s.length / 2)]!);
  const base = medians[0]!;
  console.log(
    `${c.label.padEnd(26)}${medians
      .map((m, i) =>
        (i === 0 ? `${m.toFixed(0)} us` : `${m >= base ? "+" : "-"}${Math.abs(m - base).toFixed(0)} us`).padStart(30),
      )
      .join("")}`,
  );
}
console.log("(columns 2 to 4: CPU per request added to the route's own, in microseconds)");
