// v1 sales numbering: drafts have no number; finishing takes the next number of the document
// type and series (`FT 2026/1`, ATCUD `<code>-1`), separately per type, series and data set,
// without gaps or duplicates under concurrent requests; finished billing documents form the
// SAF-T signature chain.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.ts";
import { signatureChain, verifySignatureChain } from "../support/signature-chain.ts";
import {
  COMPANY,
  createCustomer,
  createItem,
  createSale,
  datasetOf,
  expectRefusal,
  invoice,
  startSalesServer,
  type SaleBody,
} from "./sales-fixtures.ts";

let s: TestServer;
let customer: number;

beforeAll(async () => {
  s = await startSalesServer();
  customer = await createCustomer(s, COMPANY);
  await createItem(s, "PAO-1");
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

const items: SaleBody["items"] = [{ id: "PAO-1", price: "10.00", quantity: 1, vat: 23 }];
const finish = (extra: Partial<SaleBody> = {}) =>
  createSale(s, invoice(customer, items, { status: "Terminado", ...extra }));

const chain = (datasetId: number, initials: string, serie: string) =>
  signatureChain(s.store.db, datasetId, initials, serie);
const verifyChain = (datasetId: number, initials: string, serie: string) =>
  verifySignatureChain(s.store.db, datasetId, initials, serie);

describe("numbers, document numbers and ATCUD", () => {
  it("a draft has no number; finishing assigns the next one with its ATCUD", async () => {
    const draft = await createSale(s, invoice(customer, items));
    expect(draft).toMatchObject({
      status: "Rascunho",
      number: null,
      document_number: null,
      atcud: null,
      hash_characters: null,
      finished_by: null,
      finished_at: null,
    });
    const code = draft.documenttypeserie.atcud!;
    expect(code).toMatch(/^[A-Z0-9]{8,}$/);

    const first = await finish();
    expect(first).toMatchObject({
      number: 1,
      document_number: "FT 2026/1",
      atcud: `${code}-1`,
      status: "Terminado",
      finished_by: s.account.account_id,
      finished_at: "2026-11-22 10:15:00",
    });
    // What real clients read to name the document: the type, series and assignment.
    expect(first).toMatchObject({
      documenttype: { saft_initials: "FT", type: "Facturação" },
      serie: { description: "2026" },
      documenttypeserie: {
        document_type_id: first.document_type_id,
        serie_id: first.serie_id,
        document_number: 1,
        atcud: code,
      },
    });
    expect(first.hash_characters).toMatch(/^[A-Za-z0-9+/]{4}$/);

    const finished = await s.v1().POST("/sales/{id}/update", {
      params: { path: { id: draft.id } },
      body: invoice(customer, items, { status: "Terminado" }),
    });
    expect(finished.data!.data).toMatchObject({ number: 2, document_number: "FT 2026/2", atcud: `${code}-2` });
  });

  it("numbers at finishing, not at creation, and deleted drafts leave no gap", async () => {
    const a = await createSale(s, invoice(customer, items, { document_type: "Encomenda" }));
    const b = await createSale(s, invoice(customer, items, { document_type: "Encomenda" }));
    const c = await createSale(s, invoice(customer, items, { document_type: "Encomenda" }));
    await s.v1().POST("/sales/{id}/delete", { params: { path: { id: a.id } } });
    const finishDraft = async (id: number) =>
      (
        await s.v1().POST("/sales/{id}/update", {
          params: { path: { id } },
          body: invoice(customer, items, { document_type: "Encomenda", status: "Terminado" }),
        })
      ).data!.data;
    expect((await finishDraft(c.id)).document_number).toBe("NE 2026/1");
    expect((await finishDraft(b.id)).document_number).toBe("NE 2026/2");
  });

  it("a refused finish takes no number", async () => {
    const before = await finish({ document_type: "Factura Recibo" });
    expectRefusal(
      await s.v1().POST("/sales/create", {
        body: invoice(customer, items, {
          document_type: "Factura Recibo",
          issue_date: "2026-11-01",
          status: "Terminado",
        }),
      }),
      {
        code: "document.issue_date.before_last",
        field: "issue_date",
        message: "Já existe um documento do mesmo tipo e série com uma data posterior (2026-11-22)",
      },
    );
    const after = await finish({ document_type: "Factura Recibo" });
    expect(after.number).toBe(before.number! + 1);
  });

  it("keeps one sequence per document type", async () => {
    const ft = await finish();
    const fs = await finish({ document_type: "Factura Simplificada" });
    const or = await finish({ document_type: "Orçamento" });
    const gt = await finish({
      document_type: "Guia de Transporte",
      waybill_global: true,
      waybill_shipping_date: "2026-11-22 18:00",
    });
    expect(fs.document_number).toBe("FS 2026/1");
    expect(or.document_number).toBe("OR 2026/1");
    expect(gt.document_number).toBe("GT 2026/1");
    expect(ft.number).toBeGreaterThan(1);
    expect(
      new Set([ft.atcud!.split("-")[0], fs.atcud!.split("-")[0], or.atcud!.split("-")[0], gt.atcud!.split("-")[0]])
        .size,
    ).toBe(4);
    // Billing documents, guides and working documents are signed, each type in its own chain.
    for (const document of [fs, or, gt]) expect(document.hash_characters).toMatch(/^.{4}$/);
    const datasetId = await datasetOf(s);
    expect(await verifyChain(datasetId, "OR", "2026")).toBe(1);
    expect(await verifyChain(datasetId, "GT", "2026")).toBe(1);
  });

  it("keeps one sequence per series", async () => {
    await s.store.db
      .updateTable("accounts")
      .set({ at_ws_user: "500000000/1" })
      .where("id", "=", s.account.account_id)
      .execute();
    const created = await s.v1().POST("/administration/series/create", {
      body: { description: "LOJA2", valid_until: 2026, communicate: true, communicate_documents_types: ["Factura"] },
    });
    expect(created.error).toBeUndefined();
    const other = await finish({ serie: "LOJA2" });
    expect(other).toMatchObject({ number: 1, document_number: "FT LOJA2/1", serie: { description: "LOJA2" } });
    expect(other.atcud).toBe(`${other.documenttypeserie.atcud}-1`);
    const preset = await finish();
    expect(preset.document_number).not.toBe("FT 2026/1");
    expect((await finish({ serie: "LOJA2" })).document_number).toBe("FT LOJA2/2");
    const datasetId = await datasetOf(s);
    expect(await verifyChain(datasetId, "FT", "LOJA2")).toBe(2);
  });

  it("blocks a series whose last signed document was altered (an anomaly), and only that chain", async () => {
    await s.store.db
      .updateTable("accounts")
      .set({ at_ws_user: "500000000/1" })
      .where("id", "=", s.account.account_id)
      .execute();
    const created = await s.v1().POST("/administration/series/create", {
      body: { description: "LOJA3", valid_until: 2026, communicate: true, communicate_documents_types: ["Factura"] },
    });
    expect(created.error).toBeUndefined();
    await finish({ serie: "LOJA3" });
    const last = await finish({ serie: "LOJA3" });
    expect((await finish({ serie: "LOJA3" })).document_number).toBe("FT LOJA3/3");
    // Someone changes the stored total of FT LOJA3/3 behind the API's back.
    const third = (await chain(await datasetOf(s), "FT", "LOJA3")).at(-1)!;
    await s.store.db.updateTable("sales").set({ grand_total: "1.00" }).where("id", "=", third.id).execute();
    const message = {
      code: "document.serie.blocked",
      field: "serie",
      message:
        "A série LOJA3 encontra-se bloqueada para documentos FT após uma anomalia: os dados guardados de FT LOJA3/3 já não correspondem à sua assinatura. Emita o documento noutra série",
    } as const;
    expectRefusal(
      await s.v1().POST("/sales/create", { body: invoice(customer, items, { serie: "LOJA3", status: "Terminado" }) }),
      message,
    );
    // A draft is still possible, but it cannot be finished there; other series go on.
    const draft = await createSale(s, invoice(customer, items, { serie: "LOJA3" }));
    expectRefusal(
      await s.v1().POST("/sales/{id}/update", {
        params: { path: { id: draft.id } },
        body: invoice(customer, items, { serie: "LOJA3", status: "Terminado" }),
      }),
      message,
    );
    expect((await finish()).status).toBe("Terminado");
    // The refusals took no number: with the record as it was signed, the chain goes on at 4.
    await s.store.db.updateTable("sales").set({ grand_total: third.grand_total }).where("id", "=", third.id).execute();
    expect((await finish({ serie: "LOJA3" })).document_number).toBe("FT LOJA3/4");
    expect(last.document_number).toBe("FT LOJA3/2");
  });

  it("keeps the demo data set's sequences apart from production's", async () => {
    const demo = s.account.test_api_token;
    const demoCustomer = await createCustomer(s, COMPANY, demo);
    await createItem(s, "PAO-1", { token: demo });
    const production = await finish();
    const first = await s
      .v1(demo)
      .POST("/sales/create", { body: invoice(demoCustomer, items, { status: "Terminado" }) });
    expect(first.data!.data).toMatchObject({ number: 1, document_number: "FT 2026/1" });
    expect(first.data!.data.atcud).not.toBe(`${production.documenttypeserie.atcud}-1`);
    expect((await finish()).number).toBe(production.number! + 1);
  });

  it("finds a finished document by its document number", async () => {
    const sale = await finish({ document_type: "Factura Simplificada" });
    const found = await s
      .v1()
      .POST("/sales/find", { body: { value: sale.document_number!, search_in: "Document Number" } });
    expect(found.data!.data.id).toBe(sale.id);
  });
});

describe("concurrent finishing", () => {
  it("40 concurrent creates and 10 concurrent finishes of drafts take 1..50 without gap or duplicate, and the chain verifies", async () => {
    const keys = await s.newAccount({ name: "Loja concorrida" });
    const v1 = s.v1(keys.api_token);
    const own = await createCustomer(s, COMPANY, keys.api_token);
    await createItem(s, "PAO-1", { token: keys.api_token });
    const drafts: number[] = [];
    for (let i = 0; i < 10; i++)
      drafts.push((await v1.POST("/sales/create", { body: invoice(own, items) })).data!.data.id);

    const creates = Array.from({ length: 40 }, (_, i) =>
      v1.POST("/sales/create", {
        body: invoice(own, [{ id: "PAO-1", price: `${10 + i}.00`, quantity: 1, vat: 23 }], { status: "Terminado" }),
      }),
    );
    const finishes = drafts.map((id) =>
      v1.POST("/sales/{id}/update", { params: { path: { id } }, body: invoice(own, items, { status: "Terminado" }) }),
    );
    const answers = await Promise.all([...creates, ...finishes]);
    for (const a of answers) expect(a.error).toBeUndefined();
    const sales = answers.map((a) => a.data!.data);

    const numbers = sales.map((x) => x.number!).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(sales.map((x) => x.document_number)).size).toBe(50);
    const code = sales[0]!.documenttypeserie.atcud!;
    for (const x of sales) {
      expect(x.document_number).toBe(`FT 2026/${x.number}`);
      expect(x.atcud).toBe(`${code}-${x.number}`);
    }
    const datasetId = await datasetOf(s, keys.api_token);
    expect(await verifyChain(datasetId, "FT", "2026")).toBe(50);
    // The printed characters are those of the stored hash.
    const stored = await chain(datasetId, "FT", "2026");
    for (const x of sales) {
      const hash = stored.find((r) => r.id === x.id)!.hash!;
      expect(x.hash_characters).toBe(`${hash[0]}${hash[10]}${hash[20]}${hash[30]}`);
    }
    // The type's counter is where the sequence stopped.
    const next = await v1.POST("/sales/create", { body: invoice(own, items, { status: "Terminado" }) });
    expect(next.data!.data.number).toBe(51);
  });

  it("the chains of the first account verify too (FT, FR, FS)", async () => {
    const datasetId = await datasetOf(s);
    expect(await verifyChain(datasetId, "FT", "2026")).toBeGreaterThan(3);
    expect(await verifyChain(datasetId, "FR", "2026")).toBe(2);
    expect(await verifyChain(datasetId, "FS", "2026")).toBe(2);
  });
});
