// Legacy documentos/criar through the generated legacy client: documents and receipts created
// finished over the v1 sales and receipts services (found through v1 with the same number and
// totals), the legacy type codes, the customer's record as the source of its data, and every
// refusal of the legacy document answered 422 with its code, naming the Portuguese field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";
import { today } from "../../server/kernel/clock.ts";
import type { components } from "../../generated/types/legacy.ts";
import { expectRefusal, type ExpectedRefusal } from "../support/refusals.ts";
import { keyDigest } from "../../server/modules/accounts/key-digests.ts";

type Documento = components["schemas"]["DocumentoPedido"];
type Criado = components["schemas"]["DocumentoCriado"];
type ReciboCriado = components["schemas"]["ReciboCriado"];

let s: TestServer;
let datasetId: number;
let serie: string;
type Named =
  | "vat6"
  | "vat23"
  | "vatExempt"
  | "unit"
  | "carrier"
  | "transfer"
  | "cash"
  | "generic"
  | "far"
  | "emb"
  | "book"
  | "digits"
  | "padaria"
  | "cafe"
  | "loja";
const ids = {} as Record<Named, number>;

beforeAll(async () => {
  s = await startTestServer();
  datasetId = (
    await s.store.db
      .selectFrom("datasets")
      .select("id")
      .where("api_token_hash", "=", keyDigest(s.account.api_token))
      .executeTakeFirstOrThrow()
  ).id;
  serie = (
    await s.store.db
      .selectFrom("series")
      .select("description")
      .where("dataset_id", "=", datasetId)
      .executeTakeFirstOrThrow()
  ).description;
  const idOf = async (
    table: "vat_rates" | "units" | "shipping_modes" | "payment_methods",
    column: string,
    value: string,
  ) =>
    (
      await s.store.db
        .selectFrom(table as "units")
        .select("id")
        .where("dataset_id", "=", datasetId)
        .where(column as "description", "=", value)
        .executeTakeFirstOrThrow()
    ).id;
  ids.vat6 = await idOf("vat_rates", "description", "IVA Reduzida");
  ids.vat23 = await idOf("vat_rates", "description", "IVA Normal");
  ids.vatExempt = await idOf("vat_rates", "description", "Isento");
  ids.unit = await idOf("units", "symbol", "UN");
  ids.carrier = await idOf("shipping_modes", "description", "Transportadora");
  ids.transfer = await idOf("payment_methods", "saft_initials", "TB");
  ids.cash = await idOf("payment_methods", "saft_initials", "NU");
  ids.generic = (
    await s.store.db
      .selectFrom("customers")
      .select("id")
      .where("dataset_id", "=", datasetId)
      .where("code", "=", "Consumidor Final")
      .executeTakeFirstOrThrow()
  ).id;

  const legacy = s.legacy();
  const item = async (referencia: string, descricao: string, taxaiva_id: number, motivo_isencao_id = 18) =>
    (
      await legacy.POST("/artigos/criar", {
        body: {
          referencia,
          descricao,
          taxaiva_id,
          unidade_id: ids.unit,
          tipo_contabilidade: "Mercadorias",
          motivo_isencao_id,
        },
      })
    ).data!.id;
  ids.far = await item("FAR-T65-25", "Farinha de trigo tipo 65, saco 25 kg", ids.vat6);
  ids.emb = await item("EMB-SPP-1000", "Sacos de papel, caixa de 1000", ids.vat23);
  ids.book = await item("LIVRO-1", "Livro de receitas", ids.vatExempt, 7);
  ids.digits = await item(String(ids.far), "Pão de forma", ids.vat6);

  ids.padaria = (
    await legacy.POST("/clientes/criar", {
      body: {
        codigo: "C-PAD",
        nome: "Padaria Central, Lda",
        contribuinte: "513284923",
        email: "geral@padariacentral.pt",
        morada: {
          facturacao: {
            pais: "Portugal",
            morada: "Rua das Flores, 12",
            localidade: "Porto",
            codigo_postal: "4050-262",
          },
          entrega: {
            pais: "Portugal",
            morada: "Avenida da Boavista, 1500",
            localidade: "Porto",
            codigo_postal: "4100-114",
          },
        },
      },
    })
  ).data!.id;
  ids.cafe = (
    await legacy.POST("/clientes/criar", {
      body: {
        codigo: "C-CAFE",
        nome: "Café Avenida",
        contribuinte: "501964843",
        morada: {
          facturacao: {
            pais: "Portugal",
            morada: "Avenida da Liberdade, 3",
            localidade: "Lisboa",
            codigo_postal: "1250-096",
          },
        },
      },
    })
  ).data!.id;
  ids.loja = (
    await s.v1().POST("/customers/create", {
      body: {
        name: "Loja do Bairro",
        vat_number: "100000002",
        type: "Particular",
        vat_type: "IVA incluído",
        payment_method: "Numerário",
        country: "Portugal",
        address: "Rua Direita, 5",
        city: "Braga",
        postal_code: "4700-001",
      },
    })
  ).data!.data.id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

function documento(patch: Partial<Documento> = {}): Documento {
  return {
    tipo_documento: "FT",
    cliente: { id: ids.cafe },
    artigos: [{ referencia: "FAR-T65-25", preco: "10.00", quantidade: 1 }],
    ...patch,
  };
}

async function criar(body: components["schemas"]["DocumentoCriarPedido"]): Promise<Criado> {
  const { data, error } = await s.legacy().POST("/documentos/criar", { body });
  expect(error).toBeUndefined();
  return data as Criado;
}

async function v1Sale(initials: string, numero: number) {
  const { data, error } = await s
    .v1()
    .POST("/sales/find", { body: { search_in: "Document Number", value: `${initials} ${serie}/${numero}` } });
  expect(error).toBeUndefined();
  return data!.data;
}

async function refused(body: unknown, expected: Omit<ExpectedRefusal, "status">): Promise<void> {
  expectRefusal(await s.legacy().POST("/documentos/criar", { body: body as Documento }), { status: 422, ...expected });
}

const required = (field: string, line?: number) =>
  ({
    code: "request.field.required",
    field,
    line,
    message: `${line ? `Linha ${line}: ` : ""}É obrigatória a indicação de um valor para o campo ${field.replace(/^[a-z]+\[[0-9]+\]\./, "")}`,
  }) as const;

describe("documentos/criar: documents", () => {
  it("creates a finished invoice that v1 finds with the same number and totals", async () => {
    const created = await criar({
      tipo_documento: "FT",
      forma_pagamento: "TB - Transferência bancária",
      modo_expedicao_id: ids.carrier,
      despesa_transporte_taxaiva_id: String(ids.vat23),
      despesa_transporte_valor: "15.00",
      cliente: { id: ids.padaria, contribuinte: "513284923", morada_entrega: true },
      artigos: [
        {
          referencia: "FAR-T65-25",
          preco: "18.50",
          quantidade: 10,
          desconto: "5.00",
          descricao_detalhada: "Sacos de 25 kg",
        },
        { referencia: "EMB-SPP-1000", preco: "24,90", quantidade: "4", desconto: "" },
      ],
      gerar_pdf: true,
      observacoes: "Entrega na porta das traseiras.",
    });
    // 6%: 185.00 - 5% = 175.75, VAT 10.55; 23%: 99.60 + shipping 15.00 = 114.60, VAT 26.36.
    expect(created).toEqual({
      msg: "Documento criado com sucesso.",
      id: expect.any(Number),
      numero: 1,
      tipo_documento_iniciais_saft: "FT",
      tipo_documento_descricao: "Factura",
      serie,
      total_sem_iva: "290.35",
      total_iva: "36.91",
      total_geral: "327.26",
      pdf: expect.stringMatching(new RegExp(`^${s.baseUrl}/files/sales/[0-9a-f]+/FT-${serie}-1\\.pdf$`)),
      email_enviado: false,
    });
    const pdf = await fetch(created.pdf!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toMatch(/application\/pdf/);

    const sale = await v1Sale("FT", 1);
    expect(sale).toMatchObject({
      id: created.id,
      number: 1,
      status: "Terminado",
      total_base_vat: 290.35,
      total_vat: 36.91,
      grand_total: 327.26,
      total_shipping: 15,
      shipping_value: 15,
      shipping_mode_id: ids.carrier,
      shipping_vat_id: ids.vat23,
      payment_method_id: ids.transfer,
      vat_type: "Debitar IVA",
      customer_id: ids.padaria,
      customer_vat_number: "513284923",
      customer_address: "Rua das Flores, 12",
      customer_postal_code: "4050-262",
      customer_delivery_address_address: "Avenida da Boavista, 1500",
      customer_delivery_address_city: "Porto",
      customer_delivery_address_postal_code: "4100-114",
      customer_delivery_address_country: "Portugal",
      observations: "Entrega na porta das traseiras.",
      url_file: created.pdf,
    });
    expect(
      sale.items.map((l) => [
        l.item_id,
        l.item_details,
        l.unit_price,
        l.quantity,
        l.discount,
        l.vat_id,
        l.vat_exemption_id,
      ]),
    ).toEqual([
      [ids.far, "Sacos de 25 kg", 18.5, 10, 5, ids.vat6, 18],
      [ids.emb, null, 24.9, 4, 0, ids.vat23, 18],
    ]);
  });

  it.each([
    ["FS", "FS", "Factura Simplificada"],
    ["FR", "FR", "Factura Recibo"],
    ["FP", "PF", "Factura Pró-forma"],
    ["EC", "OR", "Orçamento"],
    ["OC", "NE", "Encomenda"],
    ["ND", "ND", "Nota de Débito"],
    ["NC", "NC", "Nota de Crédito"],
  ] as const)("maps tipo_documento %s to the document type %s (%s), finished", async (tipo, initials, description) => {
    const created = await criar(documento({ tipo_documento: tipo }));
    expect(created).toMatchObject({
      numero: 1,
      tipo_documento_iniciais_saft: initials,
      tipo_documento_descricao: description,
      serie,
      pdf: null,
      email_enviado: false,
    });
    expect(created).toMatchObject({ total_sem_iva: "10.00", total_iva: "0.60", total_geral: "10.60" });
    const sale = await v1Sale(initials, 1);
    expect(sale).toMatchObject({
      id: created.id,
      status: "Terminado",
      grand_total: 10.6,
      customer_id: ids.cafe,
      url_file: null,
    });
    expect(sale.documenttype.saft_initials).toBe(initials);
  });

  it("reads artigos[].referencia as a reference, never as an item ID", async () => {
    const created = await criar(
      documento({ artigos: [{ referencia: String(ids.far), preco: "2.00", quantidade: 1 }] }),
    );
    const sale = await v1Sale("FT", created.numero);
    expect(sale.items[0]!.item_id).toBe(ids.digits);
  });

  it("cliente.id 1 is the data set's generic final consumer, with the tax number sent or 999999990", async () => {
    const withNif = await criar(documento({ cliente: { id: 1, contribuinte: "501964843" } }));
    expect(await v1Sale("FT", withNif.numero)).toMatchObject({
      customer_id: ids.generic,
      customer_name: "Consumidor Final",
      customer_vat_number: "501964843",
      customer_address: "Desconhecido",
    });
    const without = await criar(documento({ cliente: { id: "1", contribuinte: "" } }));
    expect(await v1Sale("FT", without.numero)).toMatchObject({
      customer_id: ids.generic,
      customer_vat_number: "999999990",
    });
  });

  it("uses the record's tax number for any other customer", async () => {
    const created = await criar(documento({ cliente: { id: ids.cafe, contribuinte: "513284923" } }));
    expect(await v1Sale("FT", created.numero)).toMatchObject({
      customer_id: ids.cafe,
      customer_vat_number: "501964843",
      customer_address: "Avenida da Liberdade, 3",
      customer_delivery_address_address: null,
    });
  });

  it("reads forma_pagamento as one of the thirteen codes, alone or with its description; another text is refused naming it", async () => {
    const codes = [
      "CC",
      "CD",
      "CH",
      "CO",
      "CS",
      "DE",
      "LC",
      "MB",
      "NU",
      "OU",
      "PR",
      "TB",
      "TR",
    ] as const satisfies readonly components["schemas"]["FormaPagamentoCodigo"][];
    // The client types list the codes; exhaustive both ways.
    const all: [Exclude<components["schemas"]["FormaPagamentoCodigo"], (typeof codes)[number]>] extends [never]
      ? true
      : false = true;
    expect(all).toBe(true);
    // A new data set has payment methods for eight of the codes; the others are refused as not configured.
    const configured = new Set(["CC", "CD", "CH", "DE", "MB", "NU", "OU", "TB"]);
    for (const code of codes) {
      for (const forma_pagamento of [code, `${code} - Descrição`, `${code}: outra`]) {
        if (configured.has(code)) {
          const created = await criar(documento({ forma_pagamento }));
          const expected = code === "NU" ? ids.cash : code === "TB" ? ids.transfer : expect.any(Number);
          expect([forma_pagamento, (await v1Sale("FT", created.numero)).payment_method_id]).toEqual([
            forma_pagamento,
            expected,
          ]);
        } else {
          await refused(documento({ forma_pagamento }), { code: "payment_method.not_found", field: "forma_pagamento" });
        }
      }
    }
    for (const forma_pagamento of ["XX", "nu", "Numerário", "NUM", " NU"]) {
      await refused(documento({ forma_pagamento }), {
        code: "request.field.invalid",
        field: "forma_pagamento",
        message:
          "O valor indicado para o campo forma_pagamento não é válido (esperado: um código de forma de pagamento (CC, CD, CH, CO, CS, DE, LC, MB, NU, OU, PR, TB, TR), só ou seguido da descrição)",
      });
    }
  });

  it("never refuses the final-consumer tax number: ignored for a customer with a real one, invoiced for a company-typed guest", async () => {
    // The record's tax number is what the document carries, so 999999990 sent for it is ignored.
    const sent = await criar(documento({ cliente: { id: ids.cafe, contribuinte: "999999990" } }));
    expect(await v1Sale("FT", sent.numero)).toMatchObject({ customer_id: ids.cafe, customer_vat_number: "501964843" });
    // A shop guest: typed Empresarial with the final-consumer number (as the shop extension creates them).
    const guest = (
      await s.v1().POST("/customers/create", {
        body: {
          name: "Cliente da loja",
          vat_number: "999999990",
          type: "Empresarial",
          vat_type: "Debitar IVA",
          country: "Portugal",
          address: "Rua da Loja, 1",
          city: "Braga",
          postal_code: "4700-001",
        },
      })
    ).data!.data.id;
    for (const contribuinte of ["999999990", "", undefined]) {
      const created = await criar(documento({ cliente: { id: guest, contribuinte } }));
      expect(await v1Sale("FT", created.numero)).toMatchObject({
        customer_id: guest,
        customer_vat_number: "999999990",
        customer_address: "Rua da Loja, 1",
      });
    }
  });

  it("reads prices by the customer's VAT type and takes its preset payment method when none is sent", async () => {
    // IVA incluído: 12.30 holds VAT 23% of 2.30 on a base of 10.00.
    const created = await criar(
      documento({
        cliente: { id: ids.loja },
        artigos: [{ referencia: "EMB-SPP-1000", preco: "12.30", quantidade: 1 }],
      }),
    );
    expect(created).toMatchObject({ total_sem_iva: "10.00", total_iva: "2.30", total_geral: "12.30" });
    expect(await v1Sale("FT", created.numero)).toMatchObject({ vat_type: "IVA incluído", payment_method_id: ids.cash });
  });

  it("takes each item's VAT rate and exemption, and desconto_final as the financial discount", async () => {
    // 40.00 exempt and 10.00 at 23%; 5.00 shared in proportion: 36.00 and 9.00 (VAT 2.07).
    const created = await criar(
      documento({
        desconto_final: "5.00",
        artigos: [
          { referencia: "LIVRO-1", preco: "20.00", quantidade: 2 },
          { referencia: "EMB-SPP-1000", preco: "10.00", quantidade: 1 },
        ],
      }),
    );
    expect(created).toMatchObject({ total_sem_iva: "45.00", total_iva: "2.07", total_geral: "47.07" });
    const sale = await v1Sale("FT", created.numero);
    expect(sale.final_discount_financial).toBe(5);
    expect(sale.items.map((l) => [l.vat_id, l.vat_exemption_id])).toEqual([
      [ids.vatExempt, 7],
      [ids.vat23, 18],
    ]);
  });

  it("answers email_enviado true when the type's automatic e-mail reached the customer, and the PDF it sent", async () => {
    const ft = await s.store.db
      .selectFrom("document_types")
      .select("id")
      .where("dataset_id", "=", datasetId)
      .where("saft_initials", "=", "FT")
      .executeTakeFirstOrThrow();
    await s.store.db.updateTable("document_types").set({ send_email_automatic: 1 }).where("id", "=", ft.id).execute();
    try {
      const mailed = await criar(documento({ cliente: { id: ids.padaria } }));
      expect(mailed.email_enviado).toBe(true);
      expect(mailed.pdf).toMatch(new RegExp(`/FT-${serie}-${mailed.numero}\\.pdf$`));
      const outbox = await s.store.db
        .selectFrom("outbox")
        .selectAll()
        .where("dataset_id", "=", datasetId)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(JSON.parse(outbox.recipients)).toEqual([
        { name: "Padaria Central, Lda", email: "geral@padariacentral.pt" },
      ]);
      // The café has no e-mail address: the PDF is made, no e-mail goes.
      const notMailed = await criar(documento({ cliente: { id: ids.cafe } }));
      expect(notMailed.email_enviado).toBe(false);
      expect(notMailed.pdf).not.toBeNull();
    } finally {
      await s.store.db.updateTable("document_types").set({ send_email_automatic: 0 }).where("id", "=", ft.id).execute();
    }
  });
});

describe("documentos/criar: refusals of a document", () => {
  it.each([
    [{ tipo_documento: undefined }, required("tipo_documento")],
    [{ cliente: undefined }, required("cliente")],
    [{ artigos: undefined }, required("artigos")],
    [{ artigos: [{ preco: "1.00", quantidade: 1 }] }, required("artigos[0].referencia", 1)],
    [{ artigos: [{ referencia: "FAR-T65-25", quantidade: 1 }] }, required("artigos[0].preco", 1)],
    [{ artigos: [{ referencia: "FAR-T65-25", preco: "1.00" }] }, required("artigos[0].quantidade", 1)],
  ])("refuses a missing structure or field %j", async (patch, expected) => {
    await refused({ ...documento(), ...patch }, expected);
  });

  // A code no branch admits is refused naming tipo_documento, not for the fields of a branch
  // the client never meant (before, it was taken for a receipt without linhas).
  it.each(["XX", "PF", "GT", "rc", ""])("refuses the unknown type code %j naming tipo_documento", async (tipo) => {
    await refused(
      { ...documento(), tipo_documento: tipo },
      {
        code: "request.field.invalid",
        field: "tipo_documento",
        message:
          'O valor indicado para o campo tipo_documento não é válido (esperado: um de "FT", "FS", "FR", "FP", "NC", "ND", "EC", "OC", "RC")',
      },
    );
    await refused(
      { tipo_documento: tipo, linhas: [{ id: 1, tipo_documento: "FT" }] },
      { code: "request.field.invalid", field: "tipo_documento" },
    );
  });

  it.each<[Record<string, unknown>, Omit<ExpectedRefusal, "status">]>([
    [{ cliente: { id: 999999 } }, { code: "customer.not_found", field: "cliente.id", message: "O cliente não existe" }],
    [
      { cliente: { id: 1, contribuinte: "123456780" } },
      {
        code: "vat_number.invalid",
        field: "cliente.contribuinte",
        message: "O contribuinte introduzido aparenta ser inválido para Portugal",
      },
    ],
    [
      { cliente: { id: "CAFE", contribuinte: "501964842" } },
      { code: "vat_number.invalid", field: "cliente.contribuinte" },
    ],
    [
      { cliente: { id: "CAFE", morada_entrega: "1" } },
      {
        code: "sale.customer.no_delivery_address",
        field: "cliente.morada_entrega",
        message: "O cliente não tem morada de entrega: acrescente-a primeiro à ficha do cliente",
      },
    ],
    [
      { modo_expedicao_id: 999999, despesa_transporte_taxaiva_id: "VAT23", despesa_transporte_valor: "5.00" },
      {
        code: "shipping_mode.not_found",
        field: "modo_expedicao_id",
        message: "O modo de expedição indicado no campo modo_expedicao_id não existe",
      },
    ],
    [
      { modo_expedicao_id: "CARRIER", despesa_transporte_taxaiva_id: 999999, despesa_transporte_valor: "5.00" },
      { code: "vat_rate.not_found", field: "despesa_transporte_taxaiva_id" },
    ],
    [
      { modo_expedicao_id: "CARRIER", despesa_transporte_taxaiva_id: "VAT23", despesa_transporte_valor: "-5.00" },
      {
        code: "amount.negative",
        field: "despesa_transporte_valor",
        message: "O valor indicado no campo despesa_transporte_valor não pode ser negativo",
      },
    ],
    [
      { modo_expedicao_id: "CARRIER", despesa_transporte_valor: "5.00" },
      {
        code: "sale.shipping.incomplete",
        field: "despesa_transporte_taxaiva_id",
        message: "Os dados das despesas de transporte estão incompletos: falta o campo despesa_transporte_taxaiva_id",
      },
    ],
    [
      { despesa_transporte_taxaiva_id: "VAT23", modo_expedicao_id: "" },
      { code: "sale.shipping.incomplete", field: "modo_expedicao_id" },
    ],
    [
      {
        artigos: [
          { referencia: "FAR-T65-25", preco: "1.00", quantidade: 1 },
          { referencia: "FAR-T55-25", preco: "1.00", quantidade: 1 },
        ],
      },
      { code: "item.not_found", field: "artigos[1].referencia", line: 2, message: "Linha 2: O artigo não existe" },
    ],
    [
      { artigos: [{ referencia: "FAR-T65-25", preco: "-1.00", quantidade: 1 }] },
      {
        code: "amount.negative",
        field: "artigos[0].preco",
        line: 1,
        message: "Linha 1: O valor indicado no campo preco não pode ser negativo",
      },
    ],
    [
      { artigos: [{ referencia: "FAR-T65-25", preco: "1.00", quantidade: "0" }] },
      {
        code: "sale.line.quantity.not_positive",
        field: "artigos[0].quantidade",
        line: 1,
        message: "Linha 1: A quantidade indicada no campo quantidade deve ser superior a zero",
      },
    ],
    [
      { artigos: [{ referencia: "FAR-T65-25", preco: "1.00", quantidade: 1, desconto: "100.01" }] },
      { code: "rate.out_of_range", field: "artigos[0].desconto", line: 1 },
    ],
    [
      { desconto_final: "11.00" },
      {
        code: "sale.final_discount_financial.too_high",
        field: "desconto_final",
        message: "O desconto financeiro não pode ser superior à soma dos preços unitários dos artigos",
      },
    ],
    [
      { forma_pagamento: "TR" },
      {
        code: "payment_method.not_found",
        field: "forma_pagamento",
        message: "O método de pagamento indicado no campo forma_pagamento não existe",
      },
    ],
    [
      {
        tipo_documento: "NC",
        cliente: { id: "PADARIA" },
        artigos: [{ referencia: "LIVRO-1", preco: "1.00", quantidade: 1 }],
      },
      {
        code: "sale.line.item.not_invoiced",
        field: "artigos[0].referencia",
        line: 1,
        message: "Linha 1: O artigo LIVRO-1 nunca foi facturado a este cliente",
      },
    ],
  ])("refuses %j with 422 naming the legacy field", async (patch, expected) => {
    const named = { CAFE: ids.cafe, PADARIA: ids.padaria, CARRIER: ids.carrier, VAT23: ids.vat23 } as Record<
      string,
      number
    >;
    const body = JSON.parse(JSON.stringify({ ...documento(), ...patch }), (_k, v) =>
      typeof v === "string" && v in named ? named[v] : v,
    );
    await refused(body, expected);
  });

  it("refuses documents of 1000.00 or more for the final consumer without a tax number", async () => {
    await refused(
      documento({ cliente: { id: 1 }, artigos: [{ referencia: "FAR-T65-25", preco: "1000.00", quantidade: 1 }] }),
      {
        code: "sale.customer.identification_required",
        field: "cliente.contribuinte",
        message:
          "Os documentos com um total igual ou superior a 1000.00 EUR exigem a identificação e a morada do cliente",
      },
    );
  });

  it("refuses when no series is configured for the API, or the type has none assigned", async () => {
    const rows = await s.store.db
      .selectFrom("document_type_series")
      .select(["id", "document_type_id"])
      .where("dataset_id", "=", datasetId)
      .where("is_default", "=", 1)
      .execute();
    const ft = (
      await s.store.db
        .selectFrom("document_types")
        .select("id")
        .where("dataset_id", "=", datasetId)
        .where("saft_initials", "=", "FT")
        .executeTakeFirstOrThrow()
    ).id;
    try {
      await s.store.db
        .updateTable("document_type_series")
        .set({ is_default: 0 })
        .where("document_type_id", "=", ft)
        .execute();
      await refused(documento(), {
        code: "document.serie.missing",
        field: "tipo_documento",
        message: "Não foi indicada a série e o tipo de documento Factura não tem uma série predefinida",
      });
      expect(
        (await s.legacy().POST("/documentos/criar", { body: documento({ tipo_documento: "FS" }) })).error,
      ).toBeUndefined();
      await s.store.db
        .updateTable("document_type_series")
        .set({ is_default: 0 })
        .where("dataset_id", "=", datasetId)
        .execute();
      await refused(documento({ tipo_documento: "FS" }), {
        code: "serie.api.missing",
        message: "Não existe nenhuma série configurada para a API",
      });
      await refused({ tipo_documento: "RC", linhas: [{ id: 1, tipo_documento: "FT" }] }, { code: "serie.api.missing" });
    } finally {
      await s.store.db
        .updateTable("document_type_series")
        .set({ is_default: 1 })
        .where(
          "id",
          "in",
          rows.map((r) => r.id),
        )
        .execute();
    }
  });

  it("refuses when no location is configured for the API", async () => {
    const location = await s.store.db
      .selectFrom("locations")
      .select("id")
      .where("dataset_id", "=", datasetId)
      .where("is_default", "=", 1)
      .executeTakeFirstOrThrow();
    try {
      await s.store.db.updateTable("locations").set({ is_default: 0 }).where("id", "=", location.id).execute();
      await refused(documento(), {
        code: "location.api.missing",
        message: "Não existe nenhum local configurado para a API",
      });
    } finally {
      await s.store.db.updateTable("locations").set({ is_default: 1 }).where("id", "=", location.id).execute();
    }
  });

  // The body is a oneOf (DocumentoPedido | ReciboPedido): server/http/validation.ts reports the
  // errors of the branch whose `tipo_documento` admits the value sent, so a format error on a
  // document line names that field rather than the receipt's missing `linhas`.
  it.each<[Record<string, unknown>, Omit<ExpectedRefusal, "status">]>([
    [
      { artigos: [{ referencia: "FAR-T65-25", preco: "dez", quantidade: 1 }] },
      {
        code: "request.field.invalid",
        field: "artigos[0].preco",
        line: 1,
        message: /^Linha 1: O valor indicado para o campo preco não é válido/,
      },
    ],
    [
      { artigos: [{ referencia: "FAR-T65-25", preco: "1.00", quantidade: "1,123456" }] },
      { code: "request.field.invalid", field: "artigos[0].quantidade", line: 1 },
    ],
    [
      { modo_expedicao_id: 1, despesa_transporte_taxaiva_id: 1, despesa_transporte_valor: "cinco" },
      { code: "request.field.invalid", field: "despesa_transporte_valor" },
    ],
  ])(
    "refuses the invalid format %j naming the document's field (validation.ts picks the document branch)",
    async (patch, expected) => {
      await refused({ ...documento(), ...patch }, expected);
    },
  );
});

describe("documentos/criar: receipts", () => {
  async function invoice(
    cliente: number,
    referencia: string,
    preco: string,
    quantidade: number,
    tipo: Documento["tipo_documento"] = "FT",
  ): Promise<Criado> {
    return criar(
      documento({ tipo_documento: tipo, cliente: { id: cliente }, artigos: [{ referencia, preco, quantidade }] }),
    );
  }

  it("settles the whole open balance of each document; v1 finds the receipt with the same number and totals", async () => {
    const a = await invoice(ids.cafe, "EMB-SPP-1000", "100.00", 2); // 246.00
    const b = await invoice(ids.cafe, "FAR-T65-25", "50.00", 3); // 159.00
    const { data, error } = await s.legacy().POST("/documentos/criar", {
      body: {
        tipo_documento: "RC",
        forma_pagamento: "TB",
        linhas: [
          { id: a.id, tipo_documento: "FT" },
          { id: String(b.id), tipo_documento: "FT" },
        ],
        gerar_pdf: "1",
        observacoes: "Transferência de 2026-11-28.",
      },
    });
    expect(error).toBeUndefined();
    const rc = data as ReciboCriado;
    expect(rc).toEqual({
      msg: "Documento criado com sucesso.",
      id: expect.any(Number),
      numero: 1,
      tipo_documento_iniciais_saft: "RC",
      tipo_documento_descricao: "Recibo de Cliente",
      serie,
      total_saldo: "405.00",
      total_pago: "405.00",
      total_final: "405.00",
      pdf: expect.stringMatching(new RegExp(`/files/receipts/[0-9a-f]+/RC-${serie}-1\\.pdf$`)),
      email_enviado: false,
    });
    const found = await s
      .v1()
      .POST("/receipts/find", { body: { search_in: "Document Number", value: `RC ${serie}/1` } });
    expect(found.data!.data).toMatchObject({
      id: rc.id,
      number: 1,
      status: "Terminado",
      customer_id: ids.cafe,
      payment_method_id: ids.transfer,
      total_paid: 405,
      total_balance: 405,
      observations: "Transferência de 2026-11-28.",
    });
    expect(found.data!.data.sales.map((l) => [l.sale_id, l.total_paid])).toEqual([
      [a.id, 246],
      [b.id, 159],
    ]);
    await refused(
      { tipo_documento: "RC", linhas: [{ id: a.id, tipo_documento: "FT" }] },
      {
        code: "receipt.line.no_balance",
        field: "linhas[0].id",
        line: 1,
        message: `Linha 1: O documento FT ${serie}/${a.numero} não tem valor em aberto`,
      },
    );
  });

  it("takes the customer's preset payment method when none is sent", async () => {
    const a = await invoice(ids.loja, "FAR-T65-25", "10.00", 1);
    const { data } = await s
      .legacy()
      .POST("/documentos/criar", { body: { tipo_documento: "RC", linhas: [{ id: a.id, tipo_documento: "FT" }] } });
    const found = await s.v1().POST("/receipts/find", { body: { search_in: "ID", value: (data as ReciboCriado).id } });
    expect(found.data!.data).toMatchObject({ customer_id: ids.loja, payment_method_id: ids.cash, total_paid: 10 });
  });

  it("refuses unknown documents, documents without an open balance and lines of different customers", async () => {
    const cafe = await invoice(ids.cafe, "FAR-T65-25", "10.00", 1);
    const padaria = await invoice(ids.padaria, "FAR-T65-25", "10.00", 1);
    const fr = await invoice(ids.cafe, "FAR-T65-25", "10.00", 1, "FR");
    await refused(
      { tipo_documento: "RC", linhas: [{ id: 999999, tipo_documento: "FT" }] },
      { code: "sale.not_found", field: "linhas[0].id", line: 1, message: "Linha 1: O documento não existe" },
    );
    await refused(
      {
        tipo_documento: "RC",
        linhas: [
          { id: cafe.id, tipo_documento: "FT" },
          { id: cafe.id, tipo_documento: "ND" },
        ],
      },
      { code: "sale.not_found", field: "linhas[1].id", line: 2 },
    );
    await refused(
      { tipo_documento: "RC", linhas: [{ id: fr.id, tipo_documento: "FR" }] },
      {
        code: "receipt.line.no_balance",
        field: "linhas[0].id",
        message: `Linha 1: O documento FR ${serie}/${fr.numero} não tem valor em aberto`,
      },
    );
    await refused(
      {
        tipo_documento: "RC",
        linhas: [
          { id: cafe.id, tipo_documento: "FT" },
          { id: padaria.id, tipo_documento: "FT" },
        ],
      },
      {
        code: "receipt.line.customer.differs",
        field: "linhas[1].id",
        line: 2,
        message: `Linha 2: O documento FT ${serie}/${padaria.numero} pertence a outro cliente: todos os documentos de um recibo têm de ser do cliente do recibo`,
      },
    );
    await refused(
      { tipo_documento: "RC", forma_pagamento: "PR", linhas: [{ id: cafe.id, tipo_documento: "FT" }] },
      { code: "payment_method.not_found", field: "forma_pagamento" },
    );
  });

  it("refuses documents of different currencies in one receipt", async () => {
    const euros = await invoice(ids.cafe, "FAR-T65-25", "10.00", 1);
    const usd = await s.v1().POST("/administration/currencies/create", {
      body: { description: "Dólar americano", symbol: "$", code_iso: "USD", exchange_sale: "0.92" },
    });
    expect(usd.error).toBeUndefined();
    const item = await s.store.db
      .selectFrom("items")
      .select("id")
      .where("reference", "=", "FAR-T65-25")
      .executeTakeFirstOrThrow();
    const dollars = await s.v1().POST("/sales/create", {
      body: {
        document_type: "Factura",
        issue_date: today(s.clock),
        customer: ids.cafe,
        vat_number: "501964843",
        address: "Avenida da Liberdade, 3",
        city: "Lisboa",
        postal_code: "1250-096",
        country: "Portugal",
        vat_type: "Debitar IVA",
        currency: "USD",
        currency_exchange: "0.92",
        status: "Terminado",
        items: [{ id: item.id, price: "10.00", quantity: 1, vat: 23 }],
      },
    });
    expect(dollars.error).toBeUndefined();
    const id = dollars.data!.data.id;
    await refused(
      {
        tipo_documento: "RC",
        linhas: [
          { id: euros.id, tipo_documento: "FT" },
          { id, tipo_documento: "FT" },
        ],
      },
      {
        code: "receipt.line.currency.differs",
        field: "linhas[1].id",
        line: 2,
        message: `Linha 2: O documento ${dollars.data!.data.document_number} está em USD e o recibo em EUR: um recibo liquida documentos da sua moeda`,
      },
    );
  });

  // A credit note that refers to no invoice is a credit on its customer's account: a receipt
  // line naming it deducts its whole unused credit (spec: ReciboPedido.linhas).
  it("deducts a credit note named on a receipt line", async () => {
    const ft = await invoice(ids.cafe, "EMB-SPP-1000", "100.00", 1); // 123.00
    const nc = await invoice(ids.cafe, "EMB-SPP-1000", "10.00", 1, "NC"); // 12.30
    const { data, error } = await s.legacy().POST("/documentos/criar", {
      body: {
        tipo_documento: "RC",
        linhas: [
          { id: ft.id, tipo_documento: "FT" },
          { id: nc.id, tipo_documento: "NC" },
        ],
      },
    });
    expect(error).toBeUndefined();
    expect(data).toMatchObject({ total_saldo: "110.70", total_pago: "110.70", total_final: "110.70" });
    const found = await s.v1().POST("/receipts/find", { body: { search_in: "ID", value: (data as ReciboCriado).id } });
    expect(found.data!.data.sales.map((l) => [l.sale_id, l.total_balance, l.total_paid])).toEqual([
      [ft.id, 123, 123],
      [nc.id, -12.3, -12.3],
    ]);
    // The credit is used up; a credit note of an invoice credits that invoice, not the account.
    const next = await invoice(ids.cafe, "EMB-SPP-1000", "100.00", 1);
    await refused(
      {
        tipo_documento: "RC",
        linhas: [
          { id: next.id, tipo_documento: "FT" },
          { id: nc.id, tipo_documento: "NC" },
        ],
      },
      {
        code: "receipt.line.credit_note.no_credit",
        field: "linhas[1].id",
        line: 2,
        message: `Linha 2: A nota de crédito NC ${serie}/${nc.numero} não tem crédito por utilizar`,
      },
    );
    const issued = (await s.v1().POST("/sales/find", { body: { search_in: "ID", value: next.id } })).data!.data
      .issue_date;
    const ofInvoice = await s.v1().POST("/sales/create", {
      body: {
        issue_date: issued,
        document_type: "Nota de Crédito",
        sale_reference_id: next.id,
        customer: ids.cafe,
        vat_number: "501964843",
        address: "Avenida da Liberdade, 3",
        city: "Lisboa",
        postal_code: "1250-096",
        country: "Portugal",
        vat_type: "Debitar IVA",
        items: [{ id: ids.emb, price: "10.00", quantity: "1", vat: ids.vat23 }],
        status: "Terminado",
      },
    });
    expect(ofInvoice.error).toBeUndefined();
    await refused(
      {
        tipo_documento: "RC",
        linhas: [
          { id: next.id, tipo_documento: "FT" },
          { id: ofInvoice.data!.data.id, tipo_documento: "NC" },
        ],
      },
      {
        code: "receipt.line.credit_note.referenced",
        field: "linhas[1].id",
        line: 2,
        message: `Linha 2: A nota de crédito ${ofInvoice.data!.data.document_number} refere uma factura e já a credita: só pode ser descontada uma nota de crédito que não refira nenhuma factura`,
      },
    );
    // A receipt of credit notes alone collects nothing.
    const credit = await invoice(ids.cafe, "EMB-SPP-1000", "10.00", 1, "NC");
    await refused(
      { tipo_documento: "RC", linhas: [{ id: credit.id, tipo_documento: "NC" }] },
      {
        code: "receipt.total.not_positive",
        field: "linhas",
        message:
          "As notas de crédito descontam 12.30, tanto ou mais do que pagam os outros documentos (0.00): um recibo tem de receber mais do que zero",
      },
    );
  });

  // server/http/validation.ts reports a receipt body against the branch of tipo_documento RC,
  // not against the document branch ("cliente" required).
  it.each([
    [{ tipo_documento: "RC" }, required("linhas")],
    [{ tipo_documento: "RC", linhas: [{ tipo_documento: "FT" }] }, required("linhas[0].id", 1)],
    [{ tipo_documento: "RC", linhas: [{ id: 1 }] }, required("linhas[0].tipo_documento", 1)],
  ])("refuses the receipt %j naming its own field (validation.ts picks the receipt branch)", async (body, expected) => {
    await refused(body, expected);
  });
});
