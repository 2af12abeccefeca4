// The spec's `x-read-only` mark decides how the server runs an operation: one marked runs
// without a transaction (Store.read, where a write fails: store-read.test.ts), every other in
// one. The marks themselves agree with the Idempotency-Key header that makes an operation a write.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";
import type { Store } from "../../server/store/database.ts";
import { PRIVATE } from "./sales-fixtures.ts";
import { GENERATIONS, ROOT } from "../../server/generations.ts";
import {
  generatedDocumentPath,
  isReadOnly,
  isWrite,
  loadDocument,
  operationsOf,
} from "../../server/http/openapi-document.ts";

let s: TestServer;
/** Operations run through Store.read since the count was last taken (no one else calls it). */
let reads = 0;

beforeAll(async () => {
  s = await startTestServer();
  const store = s.store as { read: Store["read"] };
  const read = store.read;
  store.read = (fn) => {
    reads++;
    return read(fn);
  };
});
afterAll(() => s.close());

/** Whether the request ran its operation through Store.read (without a transaction). */
async function ranInRead(send: () => Promise<{ error?: unknown }>): Promise<boolean> {
  reads = 0;
  const { error } = await send();
  expect(error).toBeUndefined();
  return reads > 0;
}

describe("operation facts", () => {
  it("mark as read-only exactly the operations that declare no Idempotency-Key", () => {
    for (const g of GENERATIONS) {
      const document = loadDocument(generatedDocumentPath(ROOT, g.openapiFile));
      const operations = operationsOf(document);
      expect(operations.filter((o) => isReadOnly(o.object)).length).toBeGreaterThan(0);
      for (const o of operations)
        expect([o.operationId, isReadOnly(o.object)]).toEqual([o.operationId, !isWrite(document, o.object)]);
    }
  });

  it("run an operation marked read-only without a transaction, and a write in one (v1)", async () => {
    expect(await ranInRead(() => s.v1().POST("/customers/list", { body: {} }))).toBe(true);
    expect(await ranInRead(() => s.v1().POST("/customers/create", { body: { ...PRIVATE, code: "RO-C1" } }))).toBe(
      false,
    );
  });

  it("run an operation marked read-only without a transaction, and a write in one (legacy)", async () => {
    const criar = () =>
      s
        .legacy()
        .POST("/clientes/criar", { body: { codigo: "RO-L1", nome: "Café Avenida", contribuinte: "501964843" } });
    expect(await ranInRead(criar)).toBe(false);
    const procurar = () =>
      s.legacy().POST("/clientes/procurar", { body: { tipo: "contribuinte", valor: "501964843" } });
    expect(await ranInRead(procurar)).toBe(true);
  });
});
