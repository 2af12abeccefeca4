// Receipts: update and delete (drafts only), finishing a draft, and the refusals common to the
// documents of create and update (document type, series, currency, location, dates, plan and
// permissions), set up on an account of their own so that switching settings off stays local.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import type { AccountKeys } from "../../server/modules/provisioning/account-commands.ts";
import {
  NOW,
  TODAY,
  accountId,
  createCustomer,
  createItem,
  createReceipt,
  createSale,
  datasetId,
  expectRefusal,
  postUntyped,
  receiptBody,
  saleBody,
  setDocumentType,
  type Customer,
} from "./receipts-fixtures.ts";

let s: TestServer;
let customer: Customer;
let itemId: number;

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date(NOW)) });
  customer = await createCustomer(s);
  itemId = (await createItem(s)).id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

async function invoice(token?: string, who: Customer = customer, id = itemId) {
  return createSale(s, saleBody(who, id, [["100", "1"]]), token);
}

describe("receipts/{id}/update and delete", () => {
  it("replaces a draft's fields and lines, and finishes it with status Terminado", async () => {
    const first = await invoice();
    const second = await invoice();
    const draft = await createReceipt(
      s,
      receiptBody(customer, [{ id: first.id, total_paid: "10.00" }], {
        status: "Rascunho",
        observations: "Primeira versão",
      }),
    );
    const updated = await s.v1().POST("/receipts/{id}/update", {
      params: { path: { id: draft.id } },
      body: receiptBody(
        customer,
        [
          { id: second.id, total_paid: "20.00" },
          { id: first.id, total_paid: "5.00" },
        ],
        { status: "Rascunho", observations: "Segunda versão", receipt_date: "2026-03-09" },
      ),
    });
    expect(updated.error).toBeUndefined();
    expect(updated.data!.data).toMatchObject({
      id: draft.id,
      status: "Rascunho",
      number: null,
      observations: "Segunda versão",
      receipt_date: "2026-03-09",
      total_paid: 25,
      grand_total: 246,
    });
    expect(updated.data!.data.sales.map((l) => [l.sale_id, l.total_paid])).toEqual([
      [second.id, 20],
      [first.id, 5],
    ]);
    const finished = await s.v1().POST("/receipts/{id}/update", {
      params: { path: { id: draft.id } },
      body: receiptBody(customer, [{ id: second.id, total_paid: "20.00" }], { status: "Terminado" }),
    });
    expect(finished.data!.data).toMatchObject({ status: "Terminado", total_paid: 20, finished_by: expect.any(Number) });
    expect(finished.data!.data.document_number).toBe(`RC 2026/${finished.data!.data.number}`);
  });

  it("validates an update like a create, without changing the draft when refused", async () => {
    const sale = await invoice();
    const draft = await createReceipt(
      s,
      receiptBody(customer, [{ id: sale.id, total_paid: "10.00" }], { status: "Rascunho" }),
    );
    const refused = await s.v1().POST("/receipts/{id}/update", {
      params: { path: { id: draft.id } },
      body: receiptBody(customer, [{ id: sale.id, total_paid: "123.01" }], { status: "Terminado" }),
    });
    expectRefusal(refused, {
      code: "receipt.line.overpaid",
      field: "sales[0].total_paid",
      line: 1,
      message: "Linha 1: O valor pago (123.01) é superior ao valor em aberto do documento (123.00)",
    });
    const found = await s.v1().POST("/receipts/find", { body: { value: draft.id, search_in: "ID" } });
    expect(found.data!.data).toMatchObject({ status: "Rascunho", total_paid: 10 });
  });

  it("refuses to update or delete a finished receipt", async () => {
    const sale = await invoice();
    const receipt = await createReceipt(s, receiptBody(customer, [{ id: sale.id, total_paid: "10.00" }]));
    const update = await s.v1().POST("/receipts/{id}/update", {
      params: { path: { id: receipt.id } },
      body: receiptBody(customer, [{ id: sale.id, total_paid: "20.00" }]),
    });
    expectRefusal(update, { code: "document.not_draft", field: "id", message: "O estado do documento não é válido" });
    const remove = await s.v1().POST("/receipts/{id}/delete", { params: { path: { id: receipt.id } }, body: {} });
    expectRefusal(remove, { code: "document.not_draft", field: "id" });
  });

  it("finishes the draft made from an invoice keeping the customer's data it omits (the company's tax number stays)", async () => {
    const sale = await invoice();
    const made = await s.v1().POST("/sales/{id}/receipt", { params: { path: { id: sale.id } }, body: {} });
    expect(made.error).toBeUndefined();
    // What a new user sends: the required fields, without the customer's data.
    const finished = await s.v1().POST("/receipts/{id}/update", {
      params: { path: { id: made.data!.id } },
      body: {
        issue_date: TODAY,
        receipt_date: TODAY,
        document_type: "Recibo de Cliente",
        customer: customer.id,
        sales: [{ id: sale.id, total_paid: sale.grand_total }],
        status: "Terminado",
      },
    });
    expect(finished.error).toBeUndefined();
    expect(finished.data!.data).toMatchObject({
      status: "Terminado",
      customer_vat_number: customer.vat_number,
      customer_address: "Rua das Flores, 12",
      customer_city: "Porto",
      customer_postal_code: "4050-262",
      customer_country: "Portugal",
    });
  });

  it("keeps the stored values an update omits; another customer brings its record's data", async () => {
    const sale = await invoice();
    const draft = await createReceipt(
      s,
      receiptBody(customer, [{ id: sale.id, total_paid: "10.00" }], {
        status: "Rascunho",
        city: "Gaia",
        postal_code: "4400-001",
        payment_method: "Numerário",
        observations: "Pago ao balcão",
      }),
    );
    const required = {
      issue_date: TODAY,
      receipt_date: TODAY,
      document_type: "Recibo de Cliente",
      sales: [{ id: sale.id, total_paid: "20.00" }],
      status: "Rascunho" as const,
    };
    const kept = await s.v1().POST("/receipts/{id}/update", {
      params: { path: { id: draft.id } },
      body: { ...required, customer: customer.id },
    });
    expect(kept.error).toBeUndefined();
    expect(kept.data!.data).toMatchObject({
      customer_vat_number: customer.vat_number,
      customer_city: "Gaia",
      customer_postal_code: "4400-001",
      payment_method_id: draft.payment_method_id,
      observations: "Pago ao balcão",
    });
    expect(Number(kept.data!.data.total_paid)).toBe(20);
    // A customer with a record of its own: its sale, its data.
    const other = await createCustomer(s, { city: "Braga", postal_code: "4700-001" });
    const otherSale = await invoice(undefined, other);
    const moved = await s.v1().POST("/receipts/{id}/update", {
      params: { path: { id: draft.id } },
      body: { ...required, customer: other.id, sales: [{ id: otherSale.id, total_paid: "5.00" }] },
    });
    expect(moved.error).toBeUndefined();
    expect(moved.data!.data).toMatchObject({
      customer_id: other.id,
      customer_vat_number: other.vat_number,
      customer_city: "Braga",
      customer_postal_code: "4700-001",
      observations: "Pago ao balcão",
    });
  });

  it("takes the customer's data a new receipt omits from the customer's record", async () => {
    const sale = await invoice();
    const created = await s.v1().POST("/receipts/create", {
      body: {
        issue_date: TODAY,
        receipt_date: TODAY,
        document_type: "Recibo de Cliente",
        customer: customer.id,
        sales: [{ id: sale.id, total_paid: "1.00" }],
        status: "Rascunho",
      },
    });
    expect(created.error).toBeUndefined();
    expect(created.data!.data).toMatchObject({
      customer_vat_number: customer.vat_number,
      customer_address: "Rua das Flores, 12",
      customer_city: "Porto",
      customer_postal_code: "4050-262",
      customer_country: "Portugal",
    });
  });

  it("deletes a draft", async () => {
    const sale = await invoice();
    const draft = await createReceipt(
      s,
      receiptBody(customer, [{ id: sale.id, total_paid: "10.00" }], { status: "Rascunho" }),
    );
    const removed = await s.v1().POST("/receipts/{id}/delete", { params: { path: { id: draft.id } }, body: {} });
    expect(removed.data).toEqual({ status: true });
    const found = await s.v1().POST("/receipts/find", { body: { value: draft.id, search_in: "ID" } });
    expectRefusal(found, { code: "receipt.not_found", field: "value", message: "O recibo não existe" });
    const again = await s.v1().POST("/receipts/{id}/delete", { params: { path: { id: draft.id } }, body: {} });
    expectRefusal(again, { code: "receipt.not_found", field: "id" });
  });

  it("refuses an unknown or malformed id", async () => {
    const sale = await invoice();
    const unknown = await s.v1().POST("/receipts/{id}/update", {
      params: { path: { id: 999999 } },
      body: receiptBody(customer, [{ id: sale.id, total_paid: "1.00" }]),
    });
    expectRefusal(unknown, { code: "receipt.not_found", field: "id" });
    expectRefusal(await postUntyped(s, "/receipts/abc/delete", {}), {
      code: "request.field.invalid",
      field: "id",
      message: /^O valor indicado para o campo id não é válido/,
    });
  });

  it("refuses finishing a draft after a sale it pays was settled by another receipt", async () => {
    const sale = await invoice();
    const draft = await createReceipt(
      s,
      receiptBody(customer, [{ id: sale.id, total_paid: "123.00" }], { status: "Rascunho" }),
    );
    await createReceipt(s, receiptBody(customer, [{ id: sale.id, total_paid: "100.00" }]));
    const finish = await s.v1().POST("/receipts/{id}/update", {
      params: { path: { id: draft.id } },
      body: receiptBody(customer, [{ id: sale.id, total_paid: "123.00" }]),
    });
    expectRefusal(finish, {
      code: "receipt.line.overpaid",
      field: "sales[0].total_paid",
      line: 1,
      message: "Linha 1: O valor pago (123.00) é superior ao valor em aberto do documento (23.00)",
    });
  });
});

describe("refusals common to create and update", () => {
  let keys: AccountKeys;
  let token: string;
  let buyer: Customer;
  let sale: { id: number };
  let typeId: number;

  const db = () => s.store.db;

  beforeAll(async () => {
    keys = await s.newAccount({ name: "Conta de regras" });
    token = keys.api_token;
    buyer = await createCustomer(s, {}, token);
    const item = await createItem(s, {}, token);
    sale = await createSale(s, saleBody(buyer, item.id, [["100", "1"]]), token);
    const type = await db()
      .selectFrom("document_types")
      .select("id")
      .where("dataset_id", "=", await datasetId(s, token))
      .where("saft_initials", "=", "RC")
      .executeTakeFirstOrThrow();
    typeId = type.id;
  });

  async function create(patch: Record<string, unknown> = {}) {
    return s.v1(token).POST("/receipts/create", {
      body: { ...receiptBody(buyer, [{ id: sale.id, total_paid: "1.00" }]), ...patch },
    });
  }

  async function typeSerie() {
    return db()
      .selectFrom("document_type_series")
      .selectAll()
      .where("document_type_id", "=", typeId)
      .executeTakeFirstOrThrow();
  }

  it("refuses an inactive document type", async () => {
    await setDocumentType(s, "RC", { active: 0 }, token);
    try {
      expectRefusal(await create(), {
        code: "document_type.inactive",
        field: "document_type",
        message: "O tipo de documento não existe ou não se encontra activo",
      });
    } finally {
      await setDocumentType(s, "RC", { active: 1 }, token);
    }
  });

  it("refuses when no series is given and the type has no preset series", async () => {
    const ts = await typeSerie();
    await db().updateTable("document_type_series").set({ is_default: 0 }).where("id", "=", ts.id).execute();
    try {
      expectRefusal(await create(), {
        code: "document.serie.missing",
        field: "serie",
        message: "Não foi indicada a série e o tipo de documento Recibo de Cliente não tem uma série predefinida",
      });
    } finally {
      await db().updateTable("document_type_series").set({ is_default: 1 }).where("id", "=", ts.id).execute();
    }
  });

  it("refuses a series not assigned to the type, inactive or expired", async () => {
    const stamp = "2026-03-10 10:00:00";
    await db()
      .insertInto("series")
      .values({
        dataset_id: await datasetId(s, token),
        description: "2026B",
        valid_until: 2026,
        active: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    expectRefusal(await create({ serie: "2026B" }), {
      code: "document.serie.not_assigned",
      field: "serie",
      message: "A série 2026B não está associada ao tipo de documento Recibo de Cliente",
    });
    const ts = await typeSerie();
    await db().updateTable("series").set({ active: 0 }).where("id", "=", ts.serie_id).execute();
    try {
      expectRefusal(await create({ serie: "2026" }), {
        code: "document.serie.inactive",
        field: "serie",
        message: "A série 2026 não se encontra activa no tipo de documento Recibo de Cliente",
      });
    } finally {
      await db().updateTable("series").set({ active: 1 }).where("id", "=", ts.serie_id).execute();
    }
    await db().updateTable("series").set({ valid_until: 2025 }).where("id", "=", ts.serie_id).execute();
    try {
      expectRefusal(await create(), {
        code: "document.serie.expired",
        field: "serie",
        message: "A série encontra-se expirada",
      });
    } finally {
      await db().updateTable("series").set({ valid_until: 2026 }).where("id", "=", ts.serie_id).execute();
    }
  });

  it("keeps a draft but refuses finishing in a series not communicated to the tax authority", async () => {
    const ts = await typeSerie();
    await db().updateTable("document_type_series").set({ atcud: null }).where("id", "=", ts.id).execute();
    try {
      const draft = await create({ status: "Rascunho" });
      expect(draft.error).toBeUndefined();
      expectRefusal(await create(), {
        code: "document.serie.not_communicated",
        field: "serie",
        message:
          "A série não se encontra comunicada à AT no tipo de documento seleccionado. A partir de 2023 passou a ser um requisito obrigatório",
      });
      const number = (await typeSerie()).document_number;
      expect(number).toBe(ts.document_number);
    } finally {
      await db().updateTable("document_type_series").set({ atcud: ts.atcud }).where("id", "=", ts.id).execute();
    }
  });

  it("refuses finishing with an issue date earlier than the last receipt of the type and series", async () => {
    s.clock.set("2026-03-12T10:00:00Z");
    try {
      const later = await create({ issue_date: "2026-03-12" });
      expect(later.error).toBeUndefined();
      expectRefusal(await create({ issue_date: "2026-03-11" }), {
        code: "document.issue_date.before_last",
        field: "issue_date",
        message: "Já existe um documento do mesmo tipo e série com uma data posterior (2026-03-12)",
      });
      const draft = await create({ issue_date: "2026-03-11", status: "Rascunho" });
      expect(draft.error).toBeUndefined();
    } finally {
      s.clock.set(NOW);
    }
  });

  it("refuses when no currency is given and there is no preset currency", async () => {
    const dataset = await datasetId(s, token);
    await db().updateTable("currencies").set({ is_default: 0 }).where("dataset_id", "=", dataset).execute();
    try {
      expectRefusal(await create(), {
        code: "document.currency.missing",
        field: "currency",
        message: "Não foi indicada a moeda e não existe uma moeda predefinida",
      });
      const given = await create({ currency: "EUR", issue_date: "2026-03-12", receipt_date: TODAY });
      expect(given.error).toBeUndefined();
    } finally {
      await db().updateTable("currencies").set({ is_default: 1 }).where("dataset_id", "=", dataset).execute();
    }
  });

  it("refuses an inactive location", async () => {
    const stamp = "2026-03-10 10:00:00";
    await db()
      .insertInto("locations")
      .values({
        dataset_id: await datasetId(s, token),
        description: "Loja fechada",
        country: "Portugal",
        address: "Rua B, 2",
        city: "Braga",
        postal_code: "4700-001",
        warehouse_id: null,
        is_default: 0,
        active: 0,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    expectRefusal(await create({ location_origin: "Loja fechada" }), {
      code: "location.inactive",
      field: "location_origin",
      message: "O local indicado no campo location_origin não se encontra activo",
    });
  });

  it("refuses without permission and on an expired plan", async () => {
    const account = await accountId(s, token);
    await db()
      .updateTable("accounts")
      .set({ denied_operations: JSON.stringify(["Receipts_create", "Receipts_update"]) })
      .where("id", "=", account)
      .execute();
    try {
      expectRefusal(await create(), {
        code: "account.permission.denied",
        message: "Não tem permissões para executar esta operação",
      });
      const update = await s.v1(token).POST("/receipts/{id}/update", {
        params: { path: { id: 1 } },
        body: receiptBody(buyer, [{ id: sale.id, total_paid: "1.00" }]),
      });
      expectRefusal(update, { code: "account.permission.denied" });
    } finally {
      await db().updateTable("accounts").set({ denied_operations: "[]" }).where("id", "=", account).execute();
    }
    await db().updateTable("accounts").set({ expires_at: "2026-03-09" }).where("id", "=", account).execute();
    try {
      const expired = await create();
      expectRefusal(expired, { code: "account.plan.expired" });
    } finally {
      await db().updateTable("accounts").set({ expires_at: null }).where("id", "=", account).execute();
    }
  });
});
