// The v2 facade against a fake of /api/v2 that answers as the v2 document says and checks every
// request and answer against it: each operation of the document reachable by the facade's
// naming rule, Bearer authentication, bare answers, find's null on "nothing matched", typed
// errors from the bare-string failures and their Refusal-Code, retries and idempotency keys.
import { afterEach, describe, expect, it } from "vitest";
import {
  AuthenticationError,
  ConnectionError,
  createV2Api,
  NotFoundError,
  RateLimitError,
  RefusalError,
  ServerError,
  UNCODED,
  type ErrorMode,
  type V2Api,
  type V2ApiOptions,
} from "../../client/index.ts";
import { facadePaths } from "../../docs/samples.ts";
import { operationsOf } from "../../server/http/openapi-document.ts";
import { example, failureExample, refusal, V2_DOCUMENT, V2Fake, type FakeCall, type Script } from "./v2-fake.ts";

let fake: V2Fake;

/** The facade over a fake that answers by `script` (the document's examples by default). */
function v2<M extends ErrorMode = "throw">(script?: Script, options: Partial<V2ApiOptions<M>> = {}): V2Api<M> {
  fake = new V2Fake(script);
  return createV2Api<M>({
    baseUrl: "http://invoicing.test/",
    token: "chave-de-producao",
    fetch: fake.fetch,
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
    ...options,
  });
}

afterEach(() => {
  expect(fake.violations, "what the v2 document does not allow").toEqual([]);
});

/** The first request example of an operation, as the document gives it. */
function requestExample(operationId: string): unknown {
  const op = operationsOf(V2_DOCUMENT).find((o) => o.operationId === operationId)!;
  const media = op.object.requestBody?.content["application/json"] as
    { examples?: Record<string, { value: unknown }> } | undefined;
  return structuredClone(Object.values(media?.examples ?? {})[0]?.value);
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * Where the facade's rule puts an operation: `Sales_creditNote` is `sales.creditNote`, and one
 * whose name and path extend another's sits under it (`Items_deleteImage`,
 * `DELETE /items/{id}/image`, under `Items_delete`, `DELETE /items/{id}`: `items.delete.image`).
 */
function methodPath(operationId: string): string[] {
  const [group, name] = operationId.split("_") as [string, string];
  if (operationId === "Items_deleteImage") return ["items", "delete", "image"];
  return [lowerFirst(group), name];
}

describe("the v2 facade", () => {
  it("calls every operation of the v2 document by the facade's naming rule, and answers its example", async () => {
    const api = v2() as unknown as Record<string, unknown>;
    const operations = operationsOf(V2_DOCUMENT);
    expect(operations.length).toBeGreaterThan(80);
    for (const op of operations) {
      const names = methodPath(op.operationId);
      const method = names.reduce<unknown>((node, name) => (node as Record<string, unknown>)[name], api);
      expect(typeof method, `${names.join(".")} (${op.operationId})`).toBe("function");
      const ids = [...op.path.matchAll(/\{(\w+)\}/g)].map((_, i) => 7 + i);
      const answer = await (method as (...args: unknown[]) => Promise<unknown>)(...ids, requestExample(op.operationId));
      const call = fake.calls.at(-1)!;
      expect([call.operationId, call.method], names.join(".")).toEqual([op.operationId, op.method.toUpperCase()]);
      expect(Object.values(call.pathParams)).toEqual(ids.map(String));
      expect(answer).toEqual(example(op.operationId));
    }
    expect(fake.calls).toHaveLength(operations.length);
  });

  it("has the method the docs' samples name for every v2 operation", () => {
    const api = v2() as unknown as Record<string, unknown>;
    const paths = facadePaths(operationsOf(V2_DOCUMENT));
    expect(paths.get("Items_deleteImage")).toEqual(methodPath("Items_deleteImage"));
    for (const [operationId, path] of paths) {
      const method = path.reduce<unknown>((node, name) => (node as Record<string, unknown>)[name], api);
      expect(typeof method, `${operationId}: v2.${path.join(".")}`).toBe("function");
    }
  });

  it("sends the key as Authorization: Bearer and nowhere else, under /api/v2 of the base URL", async () => {
    const api = v2();
    await api.customers.create({ name: "Padaria Central, Lda", type: "Empresarial", vat_type: "Debitar IVA" });
    const [call] = fake.calls as [FakeCall];
    expect(call.headers.get("authorization")).toBe("Bearer chave-de-producao");
    expect(call.path).toBe("/customers");
    expect(call.body).toEqual({ name: "Padaria Central, Lda", type: "Empresarial", vat_type: "Debitar IVA" });
    expect(call.headers.get("accept")).toBe("application/json");
  });

  it("answers the record itself: a create's 201, an update's 200, with the HTTP answer beside it", async () => {
    const api = v2();
    const sale = await api.sales.create(
      {
        issue_date: "2026-11-22",
        document_type: "FT",
        customer: 42,
        vat_type: "Debitar IVA",
        items: [{ id: 210, price: "12.50", quantity: 2, vat: 1 }],
        status: "Rascunho",
      },
      { headers: { "X-Request-Id": "loja-42" } },
    );
    expect(sale).toEqual(example("Sales_create"));
    expect(sale.$response).toMatchObject({ status: 201, attempts: 1, replayed: false });
    expect(sale.$response.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(sale)).not.toContain("$response");
    const updated = await api.sales.update(sale.id, {
      issue_date: "2026-11-22",
      document_type: 1,
      customer: 42,
      vat_type: "Debitar IVA",
      items: [{ id: 210, price: "12.50", quantity: 2, vat: 1 }],
      status: "Terminado",
    });
    expect(updated.$response.status).toBe(200);
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /sales", `PUT /sales/${sale.id}`]);
  });

  it("deletes, cancels and downloads with the verbs of v2, answering the bare true and the bare address", async () => {
    const api = v2();
    expect(await api.sales.delete(1287)).toBe(true);
    expect(await api.sales.cancel(1287, { reason: "Erro na quantidade facturada" })).toEqual(example("Sales_cancel"));
    const url = await api.sales.download(1287, { language: "PT", format: "A4", issue: "Original" });
    expect(url).toBe("http://localhost:8080/files/sales/1287.pdf");
    expect(await api.items.delete.image(57)).toBe(true);
    expect(fake.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["DELETE", "/sales/1287", undefined],
      ["PUT", "/sales/1287/cancel", { reason: "Erro na quantidade facturada" }],
      ["POST", "/sales/1287/download", { language: "PT", format: "A4", issue: "Original" }],
      ["DELETE", "/items/57/image", undefined],
    ]);
  });

  it("sends an item's image as a multipart form", async () => {
    const api = v2();
    const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });
    await api.items.create({
      description: "Gel fixador 150 ml",
      unit: "UN",
      vat: 23,
      type: "Mercadorias",
      file: image,
    });
    const form = fake.calls[0]!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get("description")).toBe("Gel fixador 150 ml");
    expect(form.get("file")).toBeInstanceOf(Blob);
  });
});

describe("find", () => {
  it("answers the record found, or null when the 404 says that nothing matched", async () => {
    const nothing = failureExample("Customers_find", 404);
    expect(nothing.headers).toEqual({ "Refusal-Code": "customer.search.no_results" });
    const api = v2((call) => ((call.body as { value?: unknown }).value === "999999990" ? nothing : undefined));
    const found = await api.customers.find({ value: "513284923", search_in: "Vat Number" });
    expect(found).toEqual(example("Customers_find"));
    expect(found?.$response.status).toBe(200);
    expect(await api.customers.find({ value: "999999990", search_in: "Vat Number" })).toBeNull();
    expect(fake.calls).toHaveLength(2);
  });

  it("answers null on the 404 of every find the document gives an example of", async () => {
    const finds = ["Customers_find", "Items_find", "Receipts_find", "Sales_find"];
    const api = v2((call) => failureExample(call.operationId, 404));
    expect(await api.customers.find({ value: "999999990", search_in: "Vat Number" })).toBeNull();
    expect(await api.items.find({ value: "NADA", search_in: "Reference" })).toBeNull();
    expect(await api.receipts.find({ value: 999999, search_in: "ID" })).toBeNull();
    expect(await api.sales.find({ value: 999999, search_in: "ID" })).toBeNull();
    expect(fake.calls.map((c) => c.operationId)).toEqual(finds);
  });

  it("answers null in return mode too, with no error", async () => {
    const api = v2(() => refusal(404, "sale.not_found", "Documento não encontrado"), { errors: "return" });
    const outcome = await api.sales.find({ value: 999999, search_in: "ID" });
    expect(outcome).toMatchObject({ data: null, error: undefined, response: { status: 404 } });
  });

  it("fails on a 404 that is not about the record: an unknown path means a wrong base URL", async () => {
    const api = v2(() =>
      refusal(404, "endpoint.unknown", "O endpoint POST /api/v2/customers/find não está disponível"),
    );
    const error = await api.customers.find({ value: "42", search_in: "ID" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: "endpoint.unknown" });
  });

  it("answers null on a 404 without Refusal-Code, as the vendor's servers send it", async () => {
    const api = v2(() => ({ status: 404, body: "Cliente não encontrado" }));
    expect(await api.customers.find({ value: "42", search_in: "ID" })).toBeNull();
    // The reference server always names the code; only this answer leaves it out, on purpose.
    expect(fake.violations).toEqual(["Customers_find 404: no Refusal-Code header, which the document requires"]);
    fake.violations.length = 0;
  });

  it("leaves the other 404s failures: an update of a record that does not exist throws", async () => {
    const api = v2(() => refusal(404, "customer.not_found", "Cliente não encontrado"));
    const error = await api.customers
      .update(404040, { name: "Loja", type: "Particular", vat_type: "Debitar IVA" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: "customer.not_found", operation: "Customers_update" });
  });
});

describe("typed errors", () => {
  it("a 400 is a RefusalError: the code from Refusal-Code, the message from the bare string, the request id", async () => {
    const api = v2(() =>
      refusal(400, "customer.vat_number.taken", "Já existe um cliente com o contribuinte 513284923", {
        "X-Request-Id": "pedido-0007",
      }),
    );
    const error = await api.customers
      .create({ name: "Padaria Central, Lda", vat_number: "513284923", type: "Empresarial", vat_type: "Debitar IVA" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefusalError);
    expect(error).toMatchObject({
      status: 400,
      code: "customer.vat_number.taken",
      message: "Já existe um cliente com o contribuinte 513284923",
      requestId: "pedido-0007",
      operation: "Customers_create",
    });
    expect(fake.calls).toHaveLength(1);
  });

  it("asks for English messages with Accept-Language", async () => {
    const api = v2(
      (call) =>
        call.headers.get("accept-language") === "en"
          ? refusal(400, "vat_number.invalid", "The VAT number is not valid")
          : refusal(400, "vat_number.invalid", "O contribuinte não é válido"),
      { language: "en" },
    );
    const error = (await api.customers
      .create({ name: "Loja", vat_number: "123456780", type: "Empresarial", vat_type: "Debitar IVA" })
      .catch((e: unknown) => e)) as RefusalError;
    expect([error.code, error.message]).toEqual(["vat_number.invalid", "The VAT number is not valid"]);
  });

  it("401 is an AuthenticationError, 403 of the account a RefusalError, 500 a ServerError", async () => {
    const answers = [
      refusal(401, "auth.api_token.invalid", "A chave não é válida"),
      refusal(403, "account.permission.denied", "Não tem permissões para executar esta operação"),
      refusal(500, "server.internal_error", "Erro interno"),
    ];
    const api = v2(() => answers.shift(), { maxAttempts: 1 });
    const body = { value: "42", search_in: "ID" } as const;
    const errors = [];
    for (let i = 0; i < 3; i++) errors.push(await api.customers.find(body).catch((e: unknown) => e));
    expect(errors[0]).toBeInstanceOf(AuthenticationError);
    expect(errors[1]).toBeInstanceOf(RefusalError);
    expect(errors[1]).toMatchObject({ status: 403, code: "account.permission.denied" });
    expect(errors[2]).toBeInstanceOf(ServerError);
  });

  it("a failure without Refusal-Code carries UNCODED, never a code the answer did not give", async () => {
    const answers = [
      { status: 400, body: "O contribuinte não é válido" },
      { status: 502, body: "<html>Bad Gateway</html>", headers: { "content-type": "text/html" } },
    ];
    const api = v2(() => answers.shift(), { maxAttempts: 1 });
    const body = { name: "Loja", vat_number: "123456780", type: "Empresarial", vat_type: "Debitar IVA" } as const;
    const refused = await api.customers.create(body).catch((e: unknown) => e);
    const failed = await api.customers.create(body).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RefusalError);
    expect(refused).toMatchObject({ status: 400, code: UNCODED, message: "O contribuinte não é válido" });
    expect(failed).toBeInstanceOf(ServerError);
    expect(failed).toMatchObject({ status: 502, code: UNCODED });
    // Both answers leave the header out on purpose.
    expect(fake.violations).toHaveLength(2);
    fake.violations.length = 0;
  });
});

describe("retries and idempotency", () => {
  it("retries a write after 503 with the same Idempotency-Key, and a new write gets a new key", async () => {
    let first = true;
    const api = v2((call) => {
      if (call.operationId !== "Customers_create" || !first) return undefined;
      first = false;
      return refusal(503, "server.shutting_down", "O servidor está a reiniciar", { "Retry-After": "0" });
    });
    const body = { name: "Loja", type: "Particular", vat_type: "Debitar IVA" } as const;
    const created = await api.customers.create(body);
    expect(created.$response.attempts).toBe(2);
    await api.customers.create(body);
    const keys = fake.callsOf("Customers_create").map((c) => c.headers.get("idempotency-key"));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("retries a read after 429, waiting Retry-After, and sends reads without a key", async () => {
    let limited = true;
    const api = v2(() => {
      if (!limited) return undefined;
      limited = false;
      return refusal(429, "account.rate_limited", "Já efectuou muitas tentativas, aguarde 0 segundos", {
        "Retry-After": "0",
      });
    });
    const found = await api.sales.find({ value: 1287, search_in: "ID" });
    expect(found?.$response.attempts).toBe(2);
    expect(fake.calls.map((c) => c.headers.get("idempotency-key"))).toEqual([null, null]);
  });

  it("retries a write whose answer was lost on the way, with its key, and your own key is kept", async () => {
    let drop = true;
    const api = v2(() => {
      if (!drop) return undefined;
      drop = false;
      return "drop";
    });
    await api.sales.sign(1287, undefined, { idempotencyKey: "sign-1287" });
    expect(fake.calls.map((c) => [c.method, c.path, c.headers.get("idempotency-key")])).toEqual([
      ["PUT", "/sales/1287/sign", "sign-1287"],
      ["PUT", "/sales/1287/sign", "sign-1287"],
    ]);
  });

  it("never retries a write sent without a key, nor a refusal", async () => {
    const api = v2((call) =>
      call.operationId === "Sales_sign"
        ? refusal(503, "server.shutting_down", "O servidor está a reiniciar", { "Retry-After": "0" })
        : refusal(400, "document.not_draft", "Só é possível apagar documentos em rascunho"),
    );
    const unkeyed = await api.sales.sign(1287, undefined, { idempotencyKey: false }).catch((e: unknown) => e);
    expect(unkeyed).toBeInstanceOf(ServerError);
    expect(fake.calls[0]!.headers.get("idempotency-key")).toBeNull();
    const refused = await api.sales.delete(1287).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RefusalError);
    expect(refused).toMatchObject({ status: 400, code: "document.not_draft" });
    expect(fake.calls).toHaveLength(2);
  });

  it("gives up after the attempts allowed, with the last failure", async () => {
    const api = v2(() => "drop", { maxAttempts: 2 });
    const error = await api.customers.find({ value: "42", search_in: "ID" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(fake.calls).toHaveLength(2);
  });

  it("waits no longer than allowed: a Retry-After past the limit is thrown at once", async () => {
    const api = v2(() => refusal(429, "account.rate_limited", "Aguarde", { "Retry-After": "3600" }));
    const error = await api.customers.find({ value: "42", search_in: "ID" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBe(3600);
    expect(fake.calls).toHaveLength(1);
  });
});

describe("the fake answers as the v2 document says", () => {
  it("reports an answer or a request the document does not allow", async () => {
    const api = v2((call) => {
      if (call.operationId === "Customers_create")
        // v1's envelope, on a status v2 creates do not answer
        return { status: 200, body: { status: true, data: example("Customers_create") } };
      if (call.operationId === "Customers_update")
        return { status: 400, body: { status: false, message: "Erro", code: "request.field.required" } };
      return undefined;
    });
    await api.customers.create({ name: "Loja", type: "Particular", vat_type: "Debitar IVA" });
    await api.customers
      .update(42, { name: "Loja", type: "Particular", vat_type: "Debitar IVA" })
      .catch(() => undefined);
    // A request the typed client would not send: search_in left out.
    await fake.fetch(
      new Request("http://invoicing.test/api/v2/customers/find", {
        method: "POST",
        headers: { Authorization: "Bearer chave-de-producao", "Content-Type": "application/json" },
        body: JSON.stringify({ value: "42" }),
      }),
    );
    expect(fake.violations).toEqual([
      "Customers_create 200: a status the document does not declare",
      "Customers_update 400: (body) must be string",
      "Customers_update 400: no Refusal-Code header, which the document requires",
      expect.stringMatching(/^Customers_find request: .*search_in/),
    ]);
    fake.violations.length = 0;
  });
});
