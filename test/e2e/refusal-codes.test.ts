// Refusal codes that no other suite provokes: each one raised through the public API of the
// generation(s) where it can arise, with its status, code, field as that generation names it
// and its Portuguese message (English for a few).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import { untypedCalls, type LegacyBody } from "../support/calls.ts";
import { answerOf, expectRefusal } from "../support/refusals.ts";
import type { RefusalCode } from "../../server/kernel/errors.ts";
import {
  COMPANY,
  createCustomer,
  createItem,
  createSale,
  invoice,
  NOW,
  startSalesServer,
  type SaleBody,
} from "./sales-fixtures.ts";

let s: TestServer;
const untyped = untypedCalls(() => s);
let customer: number;

beforeAll(async () => {
  s = await startSalesServer();
  customer = await createCustomer(s, COMPANY);
  await createItem(s, "CX-4030");
  // The destination of the guide that names a vehicle.
  await created("/subscription/locations/create", {
    description: "Armazém Norte",
    country: "Portugal",
    address: "Rua do Porto, 9",
    city: "Maia",
    postal_code: "4470-001",
    warehouse: "Armazém principal",
  });
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

type Body = Record<string, unknown>;

/** Creates a record through the v1 client and returns its ID (fails the test when refused). */
async function created(path: string, body: Body): Promise<number> {
  const { data, error } = await untyped.send<{ data?: { id: number }; id?: number }>(path, body);
  expect(error).toBeUndefined();
  return data!.data?.id ?? data!.id!;
}

/** A record created active and deactivated through its update operation. */
async function deactivated(group: string, create: Body): Promise<number> {
  const id = await created(`${group}/create`, create);
  const updated = await untyped.send(`${group}/${id}/update`, { ...create, active: false });
  expect(updated.error).toBeUndefined();
  return id;
}

const legacyLines = [{ referencia: "CX-4030", preco: "12.50", quantidade: 2 }];

const basic = () => `Basic ${btoa(`${s.account.legacy_key}:${s.account.legacy_secret}`)}`;

const items: SaleBody["items"] = [{ id: "CX-4030", price: "12.50", quantity: 2, vat: 23 }];

describe("a reference to an inactive record", () => {
  // Each record is created active, deactivated through its update operation, then named by
  // an operation that takes it (customers, items, sales, locations).
  interface InactiveCase {
    readonly code: RefusalCode;
    readonly group: string;
    readonly create: Body;
    /** The operation that references the record (by its ID) and the field it is named in. */
    readonly use: (id: number) => { path: string; body: Body };
    readonly field: string;
    readonly pt: string;
  }
  const cases: InactiveCase[] = [
    {
      code: "warehouse.inactive",
      group: "/administration/warehouses",
      create: { description: "Armazém Sul" },
      use: (id) => ({
        path: "/subscription/locations/create",
        body: {
          description: "Loja Faro",
          country: "Portugal",
          address: "Rua de Santo António, 1",
          city: "Faro",
          postal_code: "8000-283",
          warehouse: id,
        },
      }),
      field: "warehouse",
      pt: "O armazém indicado no campo warehouse não se encontra activo",
    },
    {
      code: "category.inactive",
      group: "/administration/categories",
      create: { description: "Pastelaria fina" },
      use: (id) => ({
        path: "/items/create",
        body: {
          reference: "CAT-1",
          description: "Mil-folhas",
          unit: "UN",
          vat: "23.00",
          type: "Mercadorias",
          category: id,
        },
      }),
      field: "category",
      pt: "A categoria indicada no campo category não se encontra activa",
    },
    {
      code: "employee.inactive",
      group: "/administration/employees",
      create: { name: "Ana Reis", email: "ana.reis@padariacentral.pt" },
      use: (id) => ({
        path: "/customers/create",
        body: { ...COMPANY, vat_number: "", name: "Cliente E", employee: id },
      }),
      field: "employee",
      pt: "O funcionário indicado no campo employee não se encontra activo",
    },
    {
      code: "payment_condition.inactive",
      group: "/administration/paymentconditions",
      create: { description: "120 dias", description_english: "120 days", days: "120" },
      use: (id) => ({
        path: "/customers/create",
        body: { ...COMPANY, vat_number: "", name: "Cliente PC", payment_condition: id },
      }),
      field: "payment_condition",
      pt: "A condição de pagamento indicada no campo payment_condition não se encontra activa",
    },
    {
      code: "payment_method.inactive",
      group: "/administration/paymentmethods",
      create: { description: "Cheque visado", description_english: "Certified cheque" },
      use: (id) => ({
        path: "/customers/create",
        body: { ...COMPANY, vat_number: "", name: "Cliente PM", payment_method: id },
      }),
      field: "payment_method",
      pt: "O método de pagamento indicado no campo payment_method não se encontra activo",
    },
    {
      code: "currency.inactive",
      group: "/administration/currencies",
      create: { description: "Libra esterlina", symbol: "£", code_iso: "GBP", exchange_sale: "0,85" },
      use: (id) => ({
        path: "/customers/create",
        body: { ...COMPANY, vat_number: "", name: "Cliente C", currency: id },
      }),
      field: "currency",
      pt: "A moeda indicada no campo currency não se encontra activa",
    },
    {
      code: "price.inactive",
      group: "/administration/prices",
      create: { description: "Grossista" },
      use: (id) => ({ path: "/customers/create", body: { ...COMPANY, vat_number: "", name: "Cliente P", price: id } }),
      field: "price",
      pt: "A tabela de preços indicada no campo price não se encontra activa",
    },
    {
      code: "shipping_mode.inactive",
      group: "/administration/shippingmodes",
      create: { description: "Correio azul", description_english: "Express mail" },
      use: (id) => ({ path: "/sales/create", body: invoice(customer, items, { shipping_mode: id }) }),
      field: "shipping_mode",
      pt: "O modo de expedição indicado no campo shipping_mode não se encontra activo",
    },
    {
      code: "vat_rate.inactive",
      group: "/administration/vatrates",
      create: { description: "Taxa Reduzida Espanha", tax: "10.00", type: "Reduzida", saft_region: "ES" },
      use: (id) => ({
        path: "/items/create",
        body: { reference: "VAT-1", description: "Bolo do caco", unit: "UN", vat: id, type: "Mercadorias" },
      }),
      field: "vat",
      pt: "A taxa de IVA indicada no campo vat não se encontra activa",
    },
    {
      code: "vehicle.inactive",
      group: "/administration/vehicles",
      create: { name: "Carrinha Citroën Jumper", license_plate: "AA-00-ZZ" },
      use: (id) => ({
        path: "/sales/create",
        body: invoice(customer, items, {
          document_type: "Guia de Transporte",
          waybill_shipping_date: "2026-11-22 12:00",
          delivery_address_address: "Avenida da Boavista, 1500",
          delivery_address_city: "Porto",
          delivery_address_postal_code: "4100-114",
          delivery_address_country: "Portugal",
          discharge_location: "Avenida da Boavista, 1500, 4100-114 Porto",
          location_destiny: "Armazém Norte",
          vehicle: id,
        }),
      }),
      field: "vehicle",
      pt: "A viatura indicada no campo vehicle não se encontra activa",
    },
  ];

  it.each(cases)("$code: deactivated through its update, then referenced", async (c) => {
    const id = await deactivated(c.group, c.create);
    const use = c.use(id);
    expectRefusal(await untyped.send(use.path, use.body), { code: c.code, field: c.field, message: c.pt });
  });

  it("names the field in English too", async () => {
    const id = await deactivated("/administration/paymentmethods", { description: "Vale postal" });
    const body = { ...COMPANY, vat_number: "", name: "Cliente EN", payment_method: id };
    const answer = await s.v1().POST("/customers/create", { body, headers: { "accept-language": "en" } });
    expectRefusal(answer, {
      code: "payment_method.inactive",
      field: "payment_method",
      message: "The payment method in the field payment_method is inactive",
    });
  });

  // The legacy operations that take such references: an item's VAT rate, a document's
  // payment method and shipping mode, each named with the legacy parameter.
  it("vat_rate.inactive on artigos/criar names taxaiva_id", async () => {
    const id = await deactivated("/administration/vatrates", {
      description: "Taxa Normal Espanha",
      tax: "21.00",
      type: "Normal",
      saft_region: "ES",
    });
    const body: LegacyBody<"/artigos/criar"> = {
      referencia: "L-VAT",
      descricao: "Bolo",
      taxaiva_id: id,
      unidade_id: 1,
      tipo_contabilidade: "Mercadorias",
    };
    expectRefusal(await s.legacy().POST("/artigos/criar", { body }), {
      status: 422,
      code: "vat_rate.inactive",
      field: "taxaiva_id",
      message: "A taxa de IVA indicada no campo taxaiva_id não se encontra activa",
    });
  });

  it("payment_method.inactive on documentos/criar names forma_pagamento", async () => {
    // forma_pagamento takes a SAF-T code: deactivate one of the data set's own methods.
    const listed = await s.v1().POST("/administration/paymentmethods/list", { body: {} });
    const methods = listed.data!.data;
    const cs = methods.find((m) => m.saft_initials && m.saft_initials !== "NU")!;
    const updated = await untyped.send(`/administration/paymentmethods/${cs.id}/update`, {
      description: cs.description,
      active: false,
    });
    expect(updated.error).toBeUndefined();
    const body: LegacyBody<"/documentos/criar"> = {
      tipo_documento: "FT",
      cliente: { id: customer },
      artigos: legacyLines,
      forma_pagamento: cs.saft_initials!,
    };
    expectRefusal(await s.legacy().POST("/documentos/criar", { body }), {
      status: 422,
      code: "payment_method.inactive",
      field: "forma_pagamento",
      message: "O método de pagamento indicado no campo forma_pagamento não se encontra activo",
    });
  });

  it.each([
    [
      "shipping_mode.inactive",
      "/administration/shippingmodes",
      { description: "Transportadora antiga" },
      (id: number) => ({ modo_expedicao_id: id, despesa_transporte_taxaiva_id: 1, despesa_transporte_valor: "5.00" }),
      "modo_expedicao_id",
      "O modo de expedição indicado no campo modo_expedicao_id não se encontra activo",
    ],
  ] as const)("%s on documentos/criar", async (code, group, create, patch, field, message) => {
    const id = await deactivated(group, create);
    const body: LegacyBody<"/documentos/criar"> = {
      tipo_documento: "FT",
      cliente: { id: customer },
      artigos: legacyLines,
      ...patch(id),
    };
    expectRefusal(await s.legacy().POST("/documentos/criar", { body }), { status: 422, code, field, message });
  });
});

describe("customers", () => {
  const lockedMessage = (field: string) =>
    `O campo ${field} não pode ser alterado porque o cliente já consta de documentos finalizados`;

  /** A company customer on a finished invoice: its code, name and tax number are locked. */
  async function lockedCustomer(code: string, vatNumber: string) {
    const current = { ...COMPANY, name: `Cliente ${code}`, code, vat_number: vatNumber };
    const id = await createCustomer(s, current);
    await createSale(s, invoice(id, items, { vat_number: vatNumber, status: "Terminado" }));
    return { id, current };
  }

  it.each([
    ["customer.code.locked", "L-CODE", "509000002", { code: "OUTRO" }, "code", { codigo: "OUTRO" }, "codigo"],
    ["customer.name.locked", "L-NAME", "509001009", { name: "Outro nome" }, "name", { nome: "Outro nome" }, "nome"],
    [
      "customer.vat_number.locked",
      "L-VAT",
      "509002013",
      { vat_number: "509004032" },
      "vat_number",
      { contribuinte: "509004032" },
      "contribuinte",
    ],
  ] as const)(
    "%s: a customer on a finished document keeps it, in both generations",
    async (code, customerCode, vatNumber, v1Change, v1Field, legacyChange, legacyField) => {
      const { id, current } = await lockedCustomer(customerCode, vatNumber);
      expectRefusal(
        await s.v1().POST("/customers/{id}/update", { params: { path: { id } }, body: { ...current, ...v1Change } }),
        { code, field: v1Field, message: lockedMessage(v1Field) },
      );
      const legacyCurrent = { id, codigo: current.code, nome: current.name, contribuinte: current.vat_number };
      expectRefusal(await s.legacy().PUT("/clientes/actualizar", { body: { ...legacyCurrent, ...legacyChange } }), {
        status: 422,
        code,
        field: legacyField,
        message: lockedMessage(legacyField),
      });
    },
  );

  it("customer.vat_number.locked in English", async () => {
    const { id, current } = await lockedCustomer("L-EN", "509003028");
    const answer = await s.v1().POST("/customers/{id}/update", {
      params: { path: { id } },
      body: { ...current, vat_number: "509004032" },
      headers: { "accept-language": "en" },
    });
    expectRefusal(answer, {
      code: "customer.vat_number.locked",
      field: "vat_number",
      message: "The field vat_number cannot be changed: the customer is on finished documents",
    });
  });

  it("customer.final_consumer.undeletable: the generic final consumer cannot be deleted", async () => {
    const found = await s.v1().POST("/customers/find", { body: { value: "Consumidor Final", search_in: "Code" } });
    const id = found.data!.data[0]!.id;
    const answer = await s.v1().POST("/customers/{id}/delete", { params: { path: { id } } });
    expectRefusal(answer, {
      code: "customer.final_consumer.undeletable",
      message: "O consumidor final genérico não pode ser apagado",
    });
  });
});

describe("items", () => {
  it("item.minimum_stock.duplicate: one warehouse twice in the minimum stock", async () => {
    const body = {
      reference: "MS-1",
      description: "Broa",
      unit: "UN",
      vat: "23.00",
      type: "Mercadorias",
      minimum_stock: [
        { id: 1, quantity: 2 },
        { id: "1", quantity: 3 },
      ],
    };
    expectRefusal(await untyped.send("/items/create", body), {
      code: "item.minimum_stock.duplicate",
      field: "minimum_stock[1].id",
      message: "O armazém indicado no campo minimum_stock[1].id está repetido",
    });
  });
});

describe("sales", () => {
  it("amount.too_large: totals past the largest amount, in both languages", async () => {
    const body = invoice(customer, [{ id: "CX-4030", price: "9999999999", quantity: 2, vat: 23 }]);
    expectRefusal(await s.v1().POST("/sales/create", { body }), {
      code: "amount.too_large",
      message: "Os totais excedem o valor máximo permitido (9999999999.99)",
    });
    expectRefusal(await s.v1().POST("/sales/create", { body, headers: { "accept-language": "en" } }), {
      code: "amount.too_large",
      message: "The totals exceed the largest amount allowed (9999999999.99)",
    });
  });

  it("amount.too_large on documentos/criar", async () => {
    const body: LegacyBody<"/documentos/criar"> = {
      tipo_documento: "FT",
      cliente: { id: customer },
      artigos: [{ referencia: "CX-4030", preco: "9999999999", quantidade: 2 }],
    };
    expectRefusal(await s.legacy().POST("/documentos/criar", { body }), {
      status: 422,
      code: "amount.too_large",
      message: "Os totais excedem o valor máximo permitido (9999999999.99)",
    });
  });
});

describe("legacy requests", () => {
  /** A raw legacy POST (the typed client always sends JSON with credentials). */
  async function legacyRaw(path: string, headers: Record<string, string>, body: string) {
    return answerOf(await s.raw(`/api${path}`, { method: "POST", headers, body }));
  }

  it("auth.credentials.missing: no Authorization header, in both languages", async () => {
    const body = JSON.stringify({ codigo: "SC-1", nome: "Sem credenciais" });
    expectRefusal(await legacyRaw("/clientes/criar", { "content-type": "application/json" }, body), {
      status: 401,
      code: "auth.credentials.missing",
      message: "É necessária autenticação: envie Authorization: Basic com a chave e o segredo da API",
    });
    const english = { "content-type": "application/json", "accept-language": "en" };
    expectRefusal(await legacyRaw("/clientes/criar", english, body), {
      status: 401,
      code: "auth.credentials.missing",
      message: "Authentication required: send Authorization: Basic base64(key:secret)",
    });
  });

  it("request.content_type.unsupported: a form-encoded body", async () => {
    const headers = { "content-type": "application/x-www-form-urlencoded", authorization: basic() };
    expectRefusal(await legacyRaw("/clientes/criar", headers, "codigo=F-1&nome=Formulario"), {
      status: 422,
      code: "request.content_type.unsupported",
      message: "O pedido deve ser enviado em JSON (Content-Type: application/json)",
    });
  });

  it("request.body.not_object: a JSON array for a body", async () => {
    const headers = { "content-type": "application/json", authorization: basic() };
    expectRefusal(await legacyRaw("/clientes/criar", headers, "[1, 2]"), {
      status: 422,
      code: "request.body.not_object",
      field: "body",
      message: "O pedido deve ser um objecto JSON com os campos da operação",
    });
  });

  it("request.no_parameters: an empty body answers 204 with nothing (as the service does: no code reaches the client)", async () => {
    const headers = { "content-type": "application/json", authorization: basic() };
    for (const body of ["", "{}"]) {
      const answer = await s.raw("/api/clientes/criar", { method: "POST", headers, body });
      expect({ status: answer.status, body: await answer.text() }).toEqual({ status: 204, body: "" });
    }
  });
});

describe("request.idempotency_key.in_progress", () => {
  // A request whose claim on its key was taken over (it ran past the lease, so a repeat took
  // the key as abandoned) is answered 429: the repeat's answer is the one kept. The first
  // request is held inside its operation by an attachment download that answers only once
  // the repeat is done.
  let server: TestServer | undefined;
  let web: Server | undefined;
  let release: () => void = () => undefined;

  afterAll(async () => {
    release();
    expect(server?.recorder.violations ?? []).toEqual([]);
    await server?.close();
    await new Promise((resolve) => (web ? web.close(resolve) : resolve(undefined)));
  });

  it("answers 429 with Retry-After to the request whose key a repeat took over", async () => {
    const started = await startTestServer({
      clock: new TestClock(new Date(NOW)),
      config: { allowPrivateAttachmentUrls: true },
    });
    server = started;
    let firstArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (firstArrived = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    let downloads = 0;
    const stand = createServer((_req, res) => {
      const answer = () => res.writeHead(200, { "content-type": "text/plain" }).end("Condições de entrega.");
      if (++downloads > 1) return answer();
      firstArrived();
      void held.then(answer);
    });
    web = stand;
    await new Promise<void>((resolve) => stand.listen(0, "127.0.0.1", () => resolve()));
    const url = `http://127.0.0.1:${(stand.address() as AddressInfo).port}/nota.txt`;

    const id = await createCustomer(started, { ...COMPANY, email: "geral@padariacentral.pt" });
    await createItem(started, "CX-4030");
    const sale = await createSale(started, invoice(id, items, { status: "Terminado" }));
    const send = () =>
      started.v1().POST("/sales/{id}/send_email", {
        params: { path: { id: sale.id }, header: { "Idempotency-Key": "envio-1" } },
        body: {
          to: { name: "Ana Ribeiro", email: "ana@cliente.pt" },
          attachments: [{ filename: "nota.txt", url }],
        },
      });

    const first = send();
    await arrived;
    started.clock.advance(3 * 60 * 1000);
    const repeat = await send();
    expect(repeat.error).toBeUndefined();
    release();
    const answer = await first;
    expectRefusal(answer, {
      status: 429,
      code: "request.idempotency_key.in_progress",
      field: "Idempotency-Key",
      message: "Um pedido com a mesma Idempotency-Key ainda está em curso, aguarde 1 segundos",
    });
    expect(answer.response.headers.get("retry-after")).toBe("1");
  });
});
