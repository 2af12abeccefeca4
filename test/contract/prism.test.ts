// A validator that knows nothing of this project agrees with the server: Stoplight Prism in
// proxy mode, in front of the reference server, sees the contract runner's examples and flows
// and a shop's whole flow sent in the forms real clients use (JSON text, null details, "",
// strings for numbers, a key with a stray space), and reports no violation on an answer, nor
// on any request the server accepted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runContract } from "invoicing-api-contract";
import { startTestServer, type TestServer } from "../support/server.ts";
import { falseViolations, startPrismFront, type PrismFront } from "../support/prism.ts";
import * as rows from "../fixtures/real-clients.ts";

type Json = Record<string, unknown>;

let s: TestServer;
let front: PrismFront;

beforeAll(async () => {
  s = await startTestServer({ account: { plan: "custom", requests: 1_000_000 } });
  front = await startPrismFront(s.baseUrl);
}, 180_000);

afterAll(async () => {
  await front?.close();
  await s?.close();
});

async function v1(path: string, body: Json): Promise<Json> {
  const response = await fetch(`${front.baseUrl}/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ api_token: s.account.api_token, ...body }),
  });
  const json = (await response.json()) as Json;
  expect([path, response.status, json.message]).toEqual([path, 200, undefined]);
  return json;
}

/** A fixture body with its `{name}` placeholders given. */
function fill<T>(value: T, ids: Record<string, number | string>): T {
  return JSON.parse(
    JSON.stringify(value).replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
      ids[name] === undefined ? whole : String(ids[name]),
    ),
  ) as T;
}

describe("Prism in proxy mode in front of the reference server", () => {
  it("reports no violation on the runner's examples and flows", async () => {
    const b = await s.newAccount({ plan: "custom", requests: 1_000_000 });
    const result = await runContract({
      baseUrl: front.baseUrl,
      credentials: {
        apiToken: s.account.api_token,
        apiTokenB: b.api_token,
        legacyKey: s.account.legacy_key,
        legacySecret: s.account.legacy_secret,
      },
      phases: ["examples", "flows"],
      seed: 7,
      timeoutMs: 30_000,
      allowWrites: true,
      allowLegacyWrites: true,
    });
    expect(front.exchanges.length).toBeGreaterThan(200);
    expect(
      result.phases.flatMap((p) => p.cases.flatMap((c) => c.failures.map((f) => `${c.name}: ${f.message}`))),
    ).toEqual([]);
    expect(falseViolations(front.exchanges)).toEqual([]);
    // Prism does judge: the refusal examples' invalid requests are violations to it too.
    const flagged = front.exchanges.filter(
      (e) => e.status >= 400 && e.violations.some((v) => v.location[0] === "request"),
    );
    expect(flagged.length).toBeGreaterThan(0);
  }, 600_000);

  it("reports no violation on a shop's flow in the forms real clients send", async () => {
    const from = front.exchanges.length;
    const nif = "501964843";
    const email = "marta.ribeiro@example.pt";
    await v1("/customers/create", rows.shopCustomer(nif, email));
    const customer = ((await v1("/customers/find", { value: email, search_in: "Email" })).data as Json[])[0]!
      .id as number;
    await v1(`/customers/${customer}/update`, rows.shopCustomer(nif, email));
    const prices = (await v1("/administration/prices/list", {})).data as Json[];
    const modes = (await v1("/administration/shippingmodes/list", {})).data as Json[];
    await v1("/items/create", fill(rows.shopItem, { price: prices[0]!.id as number }));
    const item = ((await v1("/items/find", { value: "CAN-350", search_in: "Reference" })).data as Json[])[0]!
      .id as number;
    const order = fill(rows.shopOrder, {
      customer,
      item,
      shippingmode: modes[0]!.id as number,
      today: new Date().toISOString().slice(0, 10),
    });
    await v1("/sales/summary", order);
    const sale = ((await v1("/sales/create", order)).data as Json).id as number;
    await v1(`/sales/${sale}/download`, rows.shopButtons.download);
    await v1(`/sales/${sale}/send_email`, rows.shopButtons.sendEmail);
    await v1(`/sales/${sale}/cancel`, rows.shopButtons.cancel);
    const shop = front.exchanges.slice(from);
    expect(shop).toHaveLength(12);
    expect(falseViolations(shop)).toEqual([]);
  }, 180_000);
});
