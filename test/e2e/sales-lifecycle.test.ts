// v1 sales life cycle: cancellation with its five rules (reason, notes issued, issue date,
// receipts, guide time) and what it records; duplicate; find and list.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server.ts";
import { untypedCalls } from "../support/calls.ts";
import {
  COMPANY,
  NOW,
  PRIVATE,
  createCustomer,
  createItem,
  createSale,
  expectRefusal,
  invoice,
  startSalesServer,
  type Sale,
  type SaleBody,
} from "./sales-fixtures.ts";

let s: TestServer;
const untyped = untypedCalls(() => s);
let customer: number;

beforeAll(async () => {
  s = await startSalesServer();
  customer = await createCustomer(s, COMPANY);
  await createItem(s, "PAO-1");
  await createItem(s, "BOLO-2");
  const north = await s.v1().POST("/subscription/locations/create", {
    body: {
      description: "Armazém Norte",
      country: "Portugal",
      address: "Rua do Porto, 9",
      city: "Maia",
      postal_code: "4470-001",
    },
  });
  expect(north.error).toBeUndefined();
});

afterEach(() => {
  s.clock.set(NOW);
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

const items: SaleBody["items"] = [
  { id: "PAO-1", price: "10.00", quantity: 2, vat: 23 },
  { id: "BOLO-2", price: "5.00", quantity: 1, vat: 13 },
];
const finish = (extra: Partial<SaleBody> = {}) =>
  createSale(s, invoice(customer, items, { status: "Terminado", ...extra }));
const REASON = "Erro na quantidade facturada";

function guide(extra: Partial<SaleBody> = {}): SaleBody {
  return invoice(customer, items, {
    document_type: "Guia de Transporte",
    waybill_shipping_date: "2026-11-22 12:00",
    location_destiny: "Armazém Norte",
    delivery_address_address: "Avenida da Boavista, 1500",
    delivery_address_city: "Porto",
    delivery_address_country: "Portugal",
    discharge_location: "Porto",
    status: "Terminado",
    ...extra,
  });
}

const cancel = (id: number, reason?: string) =>
  s.v1().POST("/sales/{id}/cancel", { params: { path: { id } }, body: reason === undefined ? {} : { reason } });
const find = async (id: number): Promise<Sale> =>
  (await s.v1().POST("/sales/find", { body: { value: id, search_in: "ID" } })).data!.data;

async function expectCancelled(id: number, reason: string | null): Promise<void> {
  expect(await find(id)).toMatchObject({
    status: "Anulado",
    canceled_by: s.account.account_id,
    canceled_at: "2026-11-22 10:15:00",
    canceled_reason: reason,
    canceledby: { id: s.account.account_id },
  });
}

describe("cancel", () => {
  it("cancels a finished invoice of today, records who, when and why, and returns the PDF's address", async () => {
    const sale = await finish();
    const { data, error } = await cancel(sale.id, `  ${REASON}  `);
    expect(error).toBeUndefined();
    expect(data).toEqual({ status: true, url_file: expect.stringMatching(/^http:\/\/127\.0\.0\.1:[0-9]+\/.+\.pdf$/) });
    await expectCancelled(sale.id, REASON);
    const pdf = await fetch(data!.url_file);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    // The number stays taken: the next invoice continues after it.
    expect((await finish()).number).toBe(sale.number! + 1);
  });

  it("rule 1: billing documents and guides need a reason of at least 15 characters", async () => {
    const message = {
      code: "document.cancel.reason_required",
      field: "reason",
      message: "O motivo da anulação (reason) é obrigatório e deve ter pelo menos 15 caracteres",
    } as const;
    for (const type of ["Factura", "Factura Recibo", "Factura Simplificada"]) {
      const sale = await finish({ document_type: type });
      expectRefusal(await cancel(sale.id), message);
      // Trimmed, 14 characters are too few.
      expectRefusal(await cancel(sale.id, "  14 caracteres  "), message);
      for (const short of ["", "Erro de preço!"]) expectRefusal(await cancel(sale.id, short), message);
      expect((await find(sale.id)).status).toBe("Terminado");
      expect((await cancel(sale.id, "Erro de preço!!")).error).toBeUndefined();
    }
    const gt = await createSale(s, guide());
    expectRefusal(await cancel(gt.id, "     curto     "), message);
    expect((await cancel(gt.id, REASON)).error).toBeUndefined();
    // Other documents need none, and take a short one.
    for (const type of ["Orçamento", "Encomenda", "Factura Pró-forma"]) {
      const other = await finish({ document_type: type });
      expect((await cancel(other.id)).data).toMatchObject({ status: true });
      await expectCancelled(other.id, null);
    }
    const quote = await finish({ document_type: "Orçamento" });
    expect((await cancel(quote.id, "Desistiu")).data).toMatchObject({ status: true });
    await expectCancelled(quote.id, "Desistiu");
  });

  it("refuses a draft and a document already cancelled", async () => {
    const draft = await createSale(s, invoice(customer, items));
    expectRefusal(await cancel(draft.id, REASON), {
      code: "document.cancel.draft",
      field: "id",
      message: "Um rascunho não pode ser anulado: apague-o",
    });
    const sale = await finish();
    await cancel(sale.id, REASON);
    expectRefusal(await cancel(sale.id, REASON), {
      code: "document.already_cancelled",
      field: "id",
      message: "O documento já se encontra anulado",
    });
  });

  it("rule 2: refused while a finished credit or debit note refers to the document", async () => {
    const message = {
      code: "sale.cancel.has_note",
      field: "id",
      message: "Foi emitida uma nota de crédito ou de débito sobre este documento: anule primeiro a nota",
    } as const;
    for (const note of ["credit_note", "debit_note"] as const) {
      const sale = await finish();
      const made = await s.v1().POST(`/sales/{id}/${note}`, { params: { path: { id: sale.id } } });
      const noteId = made.data!.id;
      // A draft note does not count yet; a partial note, once finished, does.
      const partial = invoice(customer, [{ id: "PAO-1", price: "10.00", quantity: 1, vat: 23 }], {
        document_type: note === "credit_note" ? "Nota de Crédito" : "Nota de Débito",
        sale_reference_id: sale.id,
        status: "Terminado",
      });
      expect(
        (await s.v1().POST("/sales/{id}/update", { params: { path: { id: noteId } }, body: partial })).error,
      ).toBeUndefined();
      expectRefusal(await cancel(sale.id, REASON), message);
      expect((await cancel(noteId, REASON)).error).toBeUndefined();
      expect((await cancel(sale.id, REASON)).error).toBeUndefined();
    }
  });

  it("rule 3: billing documents only on their issue date; other documents any day", async () => {
    const sale = await finish();
    const quote = await finish({ document_type: "Orçamento" });
    s.clock.set("2026-11-23T09:00:00Z");
    expectRefusal(await cancel(sale.id, REASON), {
      code: "sale.cancel.not_issue_date",
      field: "id",
      message: "Os documentos de facturação só podem ser anulados na data de emissão (2026-11-22)",
    });
    expect((await find(sale.id)).status).toBe("Terminado");
    expect((await cancel(quote.id)).error).toBeUndefined();
  });

  it("rule 4: refused while a finished receipt settles the document", async () => {
    const sale = await finish();
    const made = await s.v1().POST("/sales/{id}/receipt", { params: { path: { id: sale.id } } });
    expect(made.error).toBeUndefined();
    const receiptId = made.data!.id;
    // A draft receipt does not hold the document.
    const draftSale = await finish();
    const draftReceipt = await s.v1().POST("/sales/{id}/receipt", { params: { path: { id: draftSale.id } } });
    expect(draftReceipt.error).toBeUndefined();
    expect((await cancel(draftSale.id, REASON)).error).toBeUndefined();

    const finished = await s.v1().POST("/receipts/{id}/update", {
      params: { path: { id: receiptId } },
      body: {
        issue_date: "2026-11-22",
        receipt_date: "2026-11-22",
        document_type: "Recibo de Cliente",
        customer,
        vat_number: COMPANY.vat_number,
        address: COMPANY.address,
        city: COMPANY.city,
        postal_code: COMPANY.postal_code,
        country: "Portugal",
        sales: [{ id: sale.id, total_paid: sale.grand_total }],
        status: "Terminado",
      },
    });
    expect(finished.error).toBeUndefined();
    expectRefusal(await cancel(sale.id, REASON), { code: "sale.cancel.has_receipt", field: "id" });
    expect(
      (
        await s.v1().POST("/receipts/{id}/cancel", {
          params: { path: { id: receiptId } },
          body: { reason: "Recibo emitido por engano" },
        })
      ).error,
    ).toBeUndefined();
    expect((await cancel(sale.id, REASON)).error).toBeUndefined();
  });

  it("rule 5: a guide only until its transport starts", async () => {
    const late = await createSale(s, guide());
    const onTime = await createSale(s, guide());
    s.clock.set("2026-11-22T12:00:40Z");
    expect((await cancel(onTime.id, REASON)).error).toBeUndefined();
    s.clock.set("2026-11-22T12:01:00Z");
    expectRefusal(await cancel(late.id, REASON), {
      code: "sale.cancel.transport_started",
      field: "id",
      message: "A guia já não pode ser anulada: o transporte começou em 2026-11-22 12:00",
    });
  });
});

describe("duplicate", () => {
  it("makes a draft of the target type, by name or ID, dated today, with the same content", async () => {
    const sale = await finish({ observations: "Entrega ao balcão", final_discount_global: "10" });
    s.clock.set("2026-11-24T09:30:00Z");
    const byName = await s
      .v1()
      .POST("/sales/{id}/duplicate", { params: { path: { id: sale.id } }, body: { document_type: "Orçamento" } });
    expect(byName.error).toBeUndefined();
    expect(byName.data).toEqual({ status: true, id: expect.any(Number) });
    const copy = await find(byName.data!.id);
    expect(copy).toMatchObject({
      status: "Rascunho",
      number: null,
      issue_date: "2026-11-24",
      documenttype: { saft_initials: "OR" },
      customer_id: customer,
      customer_vat_number: COMPANY.vat_number,
      observations: "Entrega ao balcão",
      final_discount_global: 10,
      grand_total: sale.grand_total,
      reference: null,
    });
    expect(copy.items.map((l) => [l.item.reference, l.unit_price, l.quantity, l.vat_id])).toEqual(
      sale.items.map((l) => [l.item.reference, l.unit_price, l.quantity, l.vat_id]),
    );

    const types = await s.v1().POST("/administration/documentstypes/list", { body: {} });
    const fr = types.data!.data.find((t) => t.saft_initials === "FR")!.id;
    const byId = await s
      .v1()
      .POST("/sales/{id}/duplicate", { params: { path: { id: sale.id } }, body: { document_type: String(fr) } });
    expect((await find(byId.data!.id)).documenttype.saft_initials).toBe("FR");
  });

  it("duplicates a cancelled document and refuses a draft", async () => {
    const sale = await finish();
    await cancel(sale.id, REASON);
    const again = await s
      .v1()
      .POST("/sales/{id}/duplicate", { params: { path: { id: sale.id } }, body: { document_type: "Factura" } });
    expect((await find(again.data!.id)).status).toBe("Rascunho");
    expectRefusal(
      await s.v1().POST("/sales/{id}/duplicate", {
        params: { path: { id: again.data!.id } },
        body: { document_type: "Factura" },
      }),
      { code: "sale.duplicate.draft", field: "id", message: "Um rascunho não pode ser duplicado" },
    );
  });

  it("refuses a target type missing, unknown, inactive or not of sales", async () => {
    const sale = await finish();
    const dup = (document_type: string | number) =>
      s.v1().POST("/sales/{id}/duplicate", { params: { path: { id: sale.id } }, body: { document_type } });
    expectRefusal(await untyped.send(`/sales/${sale.id}/duplicate`, {}), {
      code: "request.field.required",
      field: "document_type",
    });
    expectRefusal(await dup("Factura Fantasma"), { code: "document_type.not_found", field: "document_type" });
    const types = await s.v1().POST("/administration/documentstypes/list", { body: {} });
    expectRefusal(await dup("Recibo de Cliente"), { code: "document_type.not_found", field: "document_type" });
    const receiptType = types.data!.data.find((t) => t.saft_initials === "RC")!.id;
    expectRefusal(await dup(receiptType), {
      code: "sale.document_type.not_allowed",
      field: "document_type",
      message: "O tipo de documento Recibo de Cliente não é um tipo de documento de venda",
    });
    const ne = types.data!.data.find((t) => t.saft_initials === "NE")!.id;
    await s.v1().POST("/administration/documentstypes/{id}/update", {
      params: { path: { id: ne } },
      body: { print_report: "A4", active: false },
    });
    try {
      expectRefusal(await dup("Encomenda"), { code: "document_type.inactive", field: "document_type" });
    } finally {
      await s.v1().POST("/administration/documentstypes/{id}/update", {
        params: { path: { id: ne } },
        body: { print_report: "A4", active: true },
      });
    }
  });
});

describe("find and list", () => {
  let v1: ReturnType<TestServer["v1"]>;
  const made: Sale[] = [];

  beforeAll(async () => {
    const keys = await s.newAccount({ name: "Loja da lista" });
    v1 = s.v1(keys.api_token);
    const company = await createCustomer(s, COMPANY, keys.api_token);
    const person = await createCustomer(s, PRIVATE, keys.api_token);
    await createItem(s, "PAO-1", { token: keys.api_token });
    const line = [{ id: "PAO-1", price: "10.00", quantity: 1, vat: 23 }];
    const add = async (body: SaleBody) => {
      const { data, error } = await v1.POST("/sales/create", { body });
      expect(error).toBeUndefined();
      made.push(data!.data);
    };
    for (let i = 0; i < 12; i++) await add(invoice(company, line, { status: "Terminado" }));
    await add(
      invoice(person, line, {
        vat_number: PRIVATE.vat_number,
        address: PRIVATE.address,
        city: PRIVATE.city,
        postal_code: PRIVATE.postal_code,
        status: "Terminado",
      }),
    );
    await add(invoice(company, line, { document_type: "Orçamento", status: "Terminado" }));
    await add(invoice(company, line, { document_type: "Factura Pró-forma" }));
    await add(invoice(company, line, { document_type: "Encomenda", status: "Terminado" }));
    await add({
      issue_date: "2026-11-22",
      document_type: "Guia de Remessa",
      vat_type: "Debitar IVA",
      waybill_global: true,
      waybill_shipping_date: "2026-11-23 08:00",
      items: line,
      status: "Rascunho",
    });
    // Drafts dated earlier, created last: newest first means by issue date.
    await add(invoice(company, line, { issue_date: "2026-11-20" }));
    await add(invoice(company, line, { issue_date: "2026-11-21" }));
  });

  it("finds by ID and by document number, and says when nothing matches", async () => {
    const target = made[3]!;
    expect((await v1.POST("/sales/find", { body: { value: String(target.id), search_in: "ID" } })).data!.data.id).toBe(
      target.id,
    );
    expect(
      (await v1.POST("/sales/find", { body: { value: "FT 2026/4", search_in: "Document Number" } })).data!.data.id,
    ).toBe(target.id);
    expect(
      (await v1.POST("/sales/find", { body: { value: "OR 2026/1", search_in: "Document Number" } })).data!.data
        .documenttype.saft_initials,
    ).toBe("OR");
    expectRefusal(await v1.POST("/sales/find", { body: { value: "FT 2026/99", search_in: "Document Number" } }), {
      code: "sale.not_found",
      field: "value",
      message: "O documento não existe",
    });
    expectRefusal(await v1.POST("/sales/find", { body: { value: "FT2026-4", search_in: "Document Number" } }), {
      code: "document.number.invalid",
      field: "value",
      message:
        "O valor FT2026-4 não é um número de documento (iniciais do tipo, espaço, série, barra e número, por exemplo FT 2026/12)",
    });
    expectRefusal(await v1.POST("/sales/find", { body: { value: "abc", search_in: "ID" } }), {
      code: "sale.not_found",
      field: "value",
    });
    expectRefusal(await v1.POST("/sales/find", { body: { value: "99999999999", search_in: "ID" } }), {
      code: "sale.not_found",
      field: "value",
    });
    expectRefusal(await v1.POST("/sales/find", { body: { value: "", search_in: "ID" } }), {
      code: "request.field.required",
      field: "value",
    });
    expectRefusal(await untyped.send("/sales/find", { search_in: "ID" }), {
      code: "request.field.required",
      field: "value",
    });
    expectRefusal(await untyped.send("/sales/find", { value: "1", search_in: "Customer" }), {
      code: "request.field.invalid",
      field: "search_in",
      message: /^O valor indicado para o campo search_in não é válido \(esperado: um de "ID", "Document Number"/,
    });
    expectRefusal(await untyped.send("/sales/find", { value: "1" }), {
      code: "request.field.required",
      field: "search_in",
    });
  });

  it("lists at most 15, newest first, and pages with skip (a multiple of 15)", async () => {
    const first = (await v1.POST("/sales/list", { body: {} })).data!.data;
    const second = (await v1.POST("/sales/list", { body: { skip: "15" } })).data!.data;
    expect(first).toHaveLength(15);
    expect(second).toHaveLength(made.length - 15);
    const byNewest = [...made].sort((a, b) => b.issue_date.localeCompare(a.issue_date) || b.id - a.id).map((x) => x.id);
    expect([...first, ...second].map((x) => x.id)).toEqual(byNewest);
    expect(second.slice(-2).map((x) => x.issue_date)).toEqual(["2026-11-21", "2026-11-20"]);
    expect((await v1.POST("/sales/list", { body: { skip: 30 } })).data!.data).toEqual([]);
    expectRefusal(await v1.POST("/sales/list", { body: { skip: 7 } }), {
      code: "paging.skip.invalid",
      field: "skip",
      message: "O campo skip deve ser um múltiplo de 15 (0, 15, 30, ...)",
    });
  });

  it("filters by group of document types", async () => {
    const initials = async (type: "Facturação" | "Orçamentos" | "Encomendas" | "Guias") =>
      [
        ...new Set(
          (await v1.POST("/sales/list", { body: { type } })).data!.data.map((x) => x.documenttype.saft_initials),
        ),
      ].sort();
    expect(await initials("Facturação")).toEqual(["FT"]);
    expect(await initials("Orçamentos")).toEqual(["OR", "PF"]);
    expect(await initials("Encomendas")).toEqual(["NE"]);
    expect(await initials("Guias")).toEqual(["GR"]);
    expectRefusal(await v1.POST("/sales/list", { body: { type: "Recibos" } }), {
      code: "request.field.invalid",
      field: "type",
    });
  });

  it("searches by ID, document number, customer and tax number", async () => {
    const list = async (value: string | number, search_in: "ID" | "Document Number" | "Customer" | "Vat Number") =>
      (await v1.POST("/sales/list", { body: { value, search_in } })).data!.data;
    expect((await list(made[5]!.id, "ID")).map((x) => x.id)).toEqual([made[5]!.id]);
    expect((await list("FT 2026/6", "Document Number")).map((x) => x.id)).toEqual([made[5]!.id]);
    expect((await list("Maria", "Customer")).map((x) => x.id)).toEqual([made[12]!.id]);
    expect((await list(String(made[12]!.customer_id), "Customer")).map((x) => x.id)).toEqual([made[12]!.id]);
    expect((await list(PRIVATE.vat_number, "Vat Number")).map((x) => x.id)).toEqual([made[12]!.id]);
    expect((await list("Padaria", "Customer")).length).toBe(15);
    expect(await list("nao-existe", "Customer")).toEqual([]);
    expect(await list("FT 2026/99", "Document Number")).toEqual([]);
  });
});

describe("update of a draft", () => {
  const update = (id: number, body: SaleBody) => s.v1().POST("/sales/{id}/update", { params: { path: { id } }, body });
  /** The fields the schema requires, and nothing else. */
  const required = (extra: Partial<SaleBody> = {}): SaleBody => ({
    issue_date: "2026-11-22",
    document_type: "Factura",
    vat_type: "Debitar IVA",
    items,
    status: "Rascunho",
    ...extra,
  });

  it("keeps the stored value of every field the update omits", async () => {
    const draft = await createSale(
      s,
      invoice(customer, items, {
        vat_number: COMPANY.vat_number,
        city: "Gaia",
        postal_code: "4400-001",
        payment_method: "Transferência bancária",
        payment_condition: "30 dias",
        shipping_mode: "Correio",
        shipping_value: "5.00",
        shipping_vat: 23,
        final_discount_global: "10.00",
        observations: "Entregar de manhã",
        delivery_address_address: "Avenida da Boavista, 1500",
        delivery_address_city: "Porto",
        delivery_address_postal_code: "4100-001",
        delivery_address_country: "Portugal",
      }),
    );
    const { data, error } = await update(
      draft.id,
      required({ items: [{ id: "PAO-1", price: "10.00", quantity: 3, vat: 23 }] }),
    );
    expect(error).toBeUndefined();
    const kept = {
      customer_id: customer,
      customer_vat_number: COMPANY.vat_number,
      customer_address: COMPANY.address,
      customer_city: "Gaia",
      customer_postal_code: "4400-001",
      customer_country: "Portugal",
      customer_delivery_address_address: "Avenida da Boavista, 1500",
      payment_method_id: draft.payment_method_id,
      payment_condition_id: draft.payment_condition_id,
      shipping_mode_id: draft.shipping_mode_id,
      shipping_vat_id: draft.shipping_vat_id,
      due_date: "2026-12-22",
      observations: "Entregar de manhã",
      serie_id: draft.serie_id,
    };
    expect(data!.data).toMatchObject({ ...kept, status: "Rascunho" });
    expect([data!.data.shipping_value, data!.data.final_discount_global].map(Number)).toEqual([5, 10]);
    // 3 x 10.00 less 10%, plus shipping 5.00, VAT 23% on both.
    expect(Number(data!.data.grand_total)).toBe(39.36);
    // Finishing sends only the required fields too.
    const finished = await update(draft.id, required({ status: "Terminado" }));
    expect(finished.error).toBeUndefined();
    expect(finished.data!.data).toMatchObject({ ...kept, status: "Terminado" });
  });

  it("takes the defaults again for a field sent empty, and for what follows a changed field", async () => {
    const draft = await createSale(s, invoice(customer, items, { payment_condition: "30 dias", observations: "Nota" }));
    const other = await createCustomer(s, PRIVATE);
    const { data, error } = await update(
      draft.id,
      required({ issue_date: "2026-11-23", customer: other, observations: "" }),
    );
    expect(error).toBeUndefined();
    expect(data!.data).toMatchObject({
      // The customer changed: its record's data, not the stored one.
      customer_id: other,
      customer_vat_number: PRIVATE.vat_number,
      customer_address: PRIVATE.address,
      customer_city: PRIVATE.city,
      customer_postal_code: PRIVATE.postal_code,
      // The issue date changed: the due date follows the kept payment condition again.
      payment_condition_id: draft.payment_condition_id,
      due_date: "2026-12-23",
      observations: null,
    });
  });
});
