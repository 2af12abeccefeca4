// Every operation of both generations either writes nothing or honours Idempotency-Key. The
// contract runner's examples and flows (spec/workflows) make valid requests for the operations
// on records they create; each request goes through here. An operation whose spec declares the
// Idempotency-Key header is sent twice with one key: the second answer must be the first,
// replayed, and the store must be as the first left it (no second record, number or PDF). Any
// other operation must leave the store as it found it. The tables compared are all of the
// store's but the two that every request writes for itself: the kept answers of the keys and the
// plan's request counters. An operation no request reached with a success must be listed below
// with the reason, and the list must hold nothing else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Spec, requestExamples, runContract, type Operation } from "invoicing-api-contract";
import { legacyAuthorization, untypedCalls } from "../support/calls.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { changedTables, tableSnapshot } from "../support/store-scan.ts";

/** Operations neither the workflows nor the requests below bring to a success, with the reason. */
const UNEXERCISED: Record<string, string> = {};

const BOOKKEEPING = ["idempotency_keys", "request_counters"];
const IDEMPOTENCY_HEADER = "idempotency-key";

const spec = new Spec();
let s: TestServer;
const untyped = untypedCalls(() => s);
/** Per operation (`v1.Sales_create`): requests checked, and those answered with a success. */
const tally = new Map<string, { checked: number; succeeded: number }>();
const problems: string[] = [];
let keys = 0;

function declaresKey(op: Operation): boolean {
  return (op.object.parameters ?? []).some((p) =>
    ("$ref" in p ? String(p.$ref) : p.name).toLowerCase().includes("idempotency"),
  );
}

/** The operation a request is for: the most specific path that matches (`/sales/summary` before `/sales/{id}`). */
function operationOf(method: string, url: URL): Operation | undefined {
  for (const generation of ["v1", "legacy"] as const) {
    const base = spec.generations[generation].basePath;
    if (!url.pathname.startsWith(`${base}/`)) continue;
    const rest = url.pathname.slice(base.length);
    const found = spec.operations
      .filter(
        (o) =>
          o.generation === generation &&
          o.method === method.toLowerCase() &&
          new RegExp(`^${o.path.replace(/\{\w+\}/g, "[^/]+")}$`).test(rest),
      )
      .sort((a, b) => a.pathParams.length - b.pathParams.length);
    if (found[0]) return found[0];
  }
  return undefined;
}

const snapshot = () => tableSnapshot(s.store.db, BOOKKEEPING);

async function send(url: string, init: RequestInit) {
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** Sends one request as the walk checks it, and answers the runner what it would have got. */
async function checked(url: string, init: RequestInit = {}): Promise<Response> {
  const method = init.method ?? "GET";
  const op = operationOf(method, new URL(url));
  if (!op) {
    const plain = await send(url, init);
    return new Response(plain.body, { status: plain.status, headers: plain.headers });
  }
  const count = tally.get(op.key) ?? { checked: 0, succeeded: 0 };
  tally.set(op.key, count);
  let answer: Awaited<ReturnType<typeof send>>;
  if (declaresKey(op)) {
    const before = await snapshot();
    const headers = new Headers(init.headers);
    if (!headers.has(IDEMPOTENCY_HEADER)) headers.set(IDEMPOTENCY_HEADER, `walk-${++keys}`);
    const first = await send(url, { ...init, headers });
    // 429 and 5xx are not kept: a repeat executes again, by design.
    if (first.status === 429 || first.status >= 500)
      return new Response(first.body, { status: first.status, headers: first.headers });
    const afterFirst = await snapshot();
    answer = await send(url, { ...init, headers });
    const changed = changedTables(afterFirst, await snapshot());
    const label = `${op.key} (${first.status})`;
    // A success is always replayed. A request refused before its key is claimed (credentials,
    // validation) is not kept: its repeat is refused the same way, and neither may write.
    const replayed = answer.headers.get("idempotent-replayed") === "true";
    if (!replayed && (first.status < 300 || changedTables(before, afterFirst).length > 0))
      problems.push(`${label}: the repeat was not replayed`);
    if (answer.status !== first.status || !answer.body.equals(first.body))
      problems.push(`${label}: the repeat answered ${answer.status} ${answer.body.toString().slice(0, 200)}`);
    if (changed.length > 0) problems.push(`${label}: the repeat wrote ${changed.join(", ")}`);
  } else {
    const before = await snapshot();
    answer = await send(url, init);
    const changed = changedTables(before, await snapshot());
    if (changed.length > 0)
      problems.push(`${op.key} (${answer.status}) declares no Idempotency-Key and wrote ${changed.join(", ")}`);
  }
  count.checked++;
  if (answer.status >= 200 && answer.status < 300) count.succeeded++;
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/** Requests one at a time: a snapshot must see one request's writes only. */
let queue: Promise<unknown> = Promise.resolve();
const oneAtATime: typeof fetch = (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const run = queue.then(() => checked(url, init));
  queue = run.catch(() => undefined);
  return run;
};

/** Sends an operation's request through the walk; answers its status and JSON body. */
async function call(
  key: string,
  path: string,
  body: Record<string, unknown> = {},
): Promise<{ status: number; json: Record<string, any> }> {
  const op = spec.operation(key)!;
  const legacy = op.generation === "legacy";
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (legacy) headers.authorization = legacyAuthorization(s);
  const res = await oneAtATime(`${s.baseUrl}${spec.generations[op.generation].basePath}${path}`, {
    method: op.method.toUpperCase(),
    headers,
    body: JSON.stringify(legacy ? body : { ...body, api_token: s.account.api_token }),
  });
  const json = (await res.json()) as Record<string, any>;
  expect(res.status, `${key}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return { status: res.status, json };
}

/** The first request example of an operation, without its api_token. */
function example(key: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const [first] = Object.values(requestExamples(spec.operation(key)!));
  const { api_token: _token, ...body } = (first?.value ?? {}) as Record<string, unknown>;
  return { ...body, ...overrides };
}

/**
 * Requests for the operations whose examples no workflow binds (spec/workflows): each the
 * operation's first example, on records made here.
 */
async function unboundExamples(): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  const v1 = s.v1();

  const currency = (
    await call(
      "v1.Currencies_create",
      "/administration/currencies/create",
      example("v1.Currencies_create", { code_iso: "CAD", description: "Dólar canadiano" }),
    )
  ).json.data.id;
  await call(
    "v1.Currencies_update",
    `/administration/currencies/${currency}/update`,
    example("v1.Currencies_update", { code_iso: "CAD", description: "Dólar canadiano" }),
  );
  await call("v1.Currencies_delete", `/administration/currencies/${currency}/delete`);

  const rate = (
    await call(
      "v1.VatRates_create",
      "/administration/vatrates/create",
      example("v1.VatRates_create", { description: "Taxa de ensaio", tax: "7.50" }),
    )
  ).json.data.id;
  await call(
    "v1.VatRates_update",
    `/administration/vatrates/${rate}/update`,
    example("v1.VatRates_update", { description: "Taxa de ensaio", tax: "7.50" }),
  );
  await call("v1.VatRates_delete", `/administration/vatrates/${rate}/delete`);

  const types = (await v1.POST("/administration/documentstypes/list", { body: {} })).data!.data;
  const simplified = types.find((t) => t.description === "Factura Simplificada")!.id;
  const invoiceType = types.find((t) => t.description === "Factura")!.id;
  await call(
    "v1.DocumentTypes_update",
    `/administration/documentstypes/${simplified}/update`,
    example("v1.DocumentTypes_update"),
  );

  const prices = (await v1.POST("/administration/prices/list", { body: {} })).data!.data;
  await call(
    "v1.Prices_update",
    `/administration/prices/${prices[0]!.id}/update`,
    example("v1.Prices_update", { description: prices[0]!.description }),
  );

  // Series of years to come, each made here: one to communicate per document type, one as a whole, one to delete.
  const series = async (valid: number, assign: boolean) =>
    (
      await call("v1.Series_create", "/administration/series/create", {
        description: `W${valid}`,
        valid_until: valid,
        assign_to_all: assign,
        assign_as_default: false,
        communicate: false,
      })
    ).json.data.id as number;
  const assigned = await series(year + 3, true);
  await call("v1.DocumentTypes_communicate", `/administration/documentstypes/${invoiceType}/${assigned}/communicate`);
  const whole = await series(year + 4, true);
  await call("v1.Series_update", `/administration/series/${whole}/update`, {
    description: `W${year + 4}`,
    valid_until: String(year + 5),
  });
  await call("v1.Series_communicate", `/administration/series/${whole}/communicate`);
  await call("v1.Series_delete", `/administration/series/${await series(year + 6, false)}/delete`);

  const employee = (
    await untyped.ok<{ id: number }>("/administration/employees/create", example("v1.Employees_create"))
  ).id;
  const unavailable = (
    await call(
      "v1.Unavailabilities_create",
      "/bookings/unavailables/create",
      example("v1.Unavailabilities_create", { employee }),
    )
  ).json.data[0].id; // one per period
  await call(
    "v1.Unavailabilities_update",
    `/bookings/unavailables/${unavailable}/update`,
    example("v1.Unavailabilities_update", { employee }),
  );
  await call("v1.Unavailabilities_delete", `/bookings/unavailables/${unavailable}/delete`);

  // A finished invoice of a customer, to text, pay by MB WAY, e-mail the open account of, and receipt.
  const customer = (
    await v1.POST("/customers/create", {
      body: {
        name: "Padaria Central, Lda",
        vat_number: "513284923",
        type: "Empresarial",
        vat_type: "Debitar IVA",
        email: "geral@padariacentral.pt",
        mobile: "912345678",
      },
    })
  ).data!.data.id;
  const item = (
    await v1.POST("/items/create", {
      body: { reference: "WALK-1", description: "Pão", unit: "UN", vat: "23.00", type: "Serviços" },
    })
  ).data!.data.id;
  const sale = (
    await v1.POST("/sales/create", {
      body: {
        issue_date: today,
        document_type: "Factura",
        customer,
        vat_number: "513284923",
        address: "Rua das Flores, 12",
        city: "Porto",
        postal_code: "4050-262",
        country: "Portugal",
        vat_type: "Debitar IVA",
        items: [{ id: item, price: "45.06", quantity: 1, vat: 23 }],
        status: "Terminado",
      },
    })
  ).data!.data.id;
  await call("v1.Sales_sendSms", `/sales/${sale}/send_sms`, example("v1.Sales_sendSms"));
  await call("v1.Sales_generateMbway", `/sales/${sale}/generate_mbway`, example("v1.Sales_generateMbway"));
  await call(
    "v1.Customers_accountsOpenSendEmail",
    `/customers/${customer}/accounts_open/send_email`,
    example("v1.Customers_accountsOpenSendEmail"),
  );
  const draft = (await v1.POST("/sales/{id}/receipt", { params: { path: { id: sale } }, body: {} })).data!.id;
  const receipt = (
    await call("v1.Receipts_update", `/receipts/${draft}/update`, {
      issue_date: today,
      receipt_date: today,
      document_type: "Recibo de Cliente",
      customer,
      sales: [{ id: sale, total_paid: "45.06" }],
      status: "Terminado",
    })
  ).json.data.id;
  await call("v1.Receipts_sendSms", `/receipts/${receipt}/send_sms`, example("v1.Receipts_sendSms"));

  // Legacy: an invoice's PDF, then the e-mail that attaches it.
  await call("legacy.Documentos_pdf", "/documentos/pdf", { id: sale, tipo_documento: "FT" });
  await call("legacy.Documentos_email", "/documentos/email", example("legacy.Documentos_email", { id: sale }));
}

beforeAll(async () => {
  const plan = { plan: "custom", requests: 1_000_000 } as const;
  s = await startTestServer({ account: plan, config: { validateResponses: false } });
  await runContract({
    baseUrl: s.baseUrl,
    credentials: {
      apiToken: s.account.api_token,
      legacyKey: s.account.legacy_key,
      legacySecret: s.account.legacy_secret,
    },
    phases: ["examples", "flows"],
    seed: 1,
    timeoutMs: 120_000,
    allowWrites: true,
    allowLegacyWrites: true,
    fetch: oneAtATime,
  });
  await unboundExamples();
}, 900_000);

afterAll(async () => {
  await s?.close();
});

describe("every operation of both generations", () => {
  it("writes nothing, or runs once for a request repeated with one Idempotency-Key", () => {
    expect(problems).toEqual([]);
  });

  it("was brought to a success, or is listed with the reason it cannot be", () => {
    // The walk sends v1 and legacy (the runner gets no v2 key here); the runner's document set has v2 too.
    const missing = spec.operations
      .filter((op) => op.generation !== "v2" && !(tally.get(op.key)?.succeeded ?? 0) && !(op.key in UNEXERCISED))
      .map((op) => op.key);
    expect(missing, "operations neither exercised nor listed in UNEXERCISED").toEqual([]);
    const stale = Object.keys(UNEXERCISED).filter((key) => (tally.get(key)?.succeeded ?? 0) > 0);
    expect(stale, "listed in UNEXERCISED but exercised: remove them from the list").toEqual([]);
  });
});
