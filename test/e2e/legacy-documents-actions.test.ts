// Legacy documentos/pdf and documentos/email through the generated legacy client (the PDF of a
// document or receipt generated again, with a justification once viewed; its PDF e-mailed once
// generated), the legacy statuses of the three document operations, and tenant isolation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";
import type { components } from "../../generated/types/legacy.ts";
import { today } from "../../server/kernel/clock.ts";
import { answerOf, expectRefusal } from "../support/refusals.ts";
import { keyDigest } from "../../server/modules/accounts/key-digests.ts";

type Criado = components["schemas"]["DocumentoCriado"];
type ReciboCriado = components["schemas"]["ReciboCriado"];

let s: TestServer;
let datasetId: number;
let serie: string;
let padaria: number;
let far: number;

async function datasetOf(apiToken: string): Promise<number> {
  return (
    await s.store.db
      .selectFrom("datasets")
      .select("id")
      .where("api_token_hash", "=", keyDigest(apiToken))
      .executeTakeFirstOrThrow()
  ).id;
}

async function vatOf(dataset: number): Promise<number> {
  return (
    await s.store.db
      .selectFrom("vat_rates")
      .select("id")
      .where("dataset_id", "=", dataset)
      .where("description", "=", "IVA Reduzida")
      .executeTakeFirstOrThrow()
  ).id;
}

async function unitOf(dataset: number): Promise<number> {
  return (
    await s.store.db
      .selectFrom("units")
      .select("id")
      .where("dataset_id", "=", dataset)
      .where("symbol", "=", "UN")
      .executeTakeFirstOrThrow()
  ).id;
}

beforeAll(async () => {
  s = await startTestServer();
  datasetId = await datasetOf(s.account.api_token);
  serie = (
    await s.store.db
      .selectFrom("series")
      .select("description")
      .where("dataset_id", "=", datasetId)
      .executeTakeFirstOrThrow()
  ).description;
  const legacy = s.legacy();
  far = (
    await legacy.POST("/artigos/criar", {
      body: {
        referencia: "FAR-T65-25",
        descricao: "Farinha de trigo tipo 65, saco 25 kg",
        taxaiva_id: await vatOf(datasetId),
        unidade_id: await unitOf(datasetId),
        tipo_contabilidade: "Mercadorias",
        motivo_isencao_id: 18,
      },
    })
  ).data!.id;
  padaria = (
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
        },
      },
    })
  ).data!.id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

async function invoice(options: { gerar_pdf?: boolean } = {}): Promise<Criado> {
  const { data, error } = await s.legacy().POST("/documentos/criar", {
    body: {
      tipo_documento: "FT",
      cliente: { id: padaria },
      artigos: [{ referencia: "FAR-T65-25", preco: "18.50", quantidade: 2 }],
      ...options,
    },
  });
  expect(error).toBeUndefined();
  return data as Criado;
}

async function receipt(saleId: number): Promise<ReciboCriado> {
  const { data, error } = await s
    .legacy()
    .POST("/documentos/criar", { body: { tipo_documento: "RC", linhas: [{ id: saleId, tipo_documento: "FT" }] } });
  expect(error).toBeUndefined();
  return data as ReciboCriado;
}

const auth = () => `Basic ${btoa(`${s.account.legacy_key}:${s.account.legacy_secret}`)}`;

async function raw(method: string, path: string, body: unknown, authorization = auth()) {
  return answerOf(
    await s.raw(`/api${path}`, {
      method,
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

const notFound = (tipo: string, id: number) =>
  ({
    status: 422,
    code: "document.not_found",
    field: "id",
    message: `O documento ${tipo} com o id ${id} não foi encontrado`,
  }) as const;

async function lastEmail() {
  const row = await s.store.db
    .selectFrom("outbox")
    .selectAll()
    .where("dataset_id", "=", datasetId)
    .where("channel", "=", "email")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return {
    ...row,
    recipients: JSON.parse(row.recipients) as unknown,
    attachments: JSON.parse(row.attachments) as { filename: string }[],
  };
}

describe("documentos/pdf", () => {
  it("generates a document's PDF the first time without a justification, then only with one", async () => {
    const ft = await invoice();
    expect(ft.pdf).toBeNull();
    const first = await s
      .legacy()
      .POST("/documentos/pdf", { body: { id: ft.id, tipo_documento: "FT", original: true } });
    expect(first.error).toBeUndefined();
    expect(first.data).toEqual({
      msg: "PDF gerado com sucesso.",
      pdf: expect.stringMatching(new RegExp(`^${s.baseUrl}/files/sales/[0-9a-f]+/FT-${serie}-${ft.numero}\\.pdf$`)),
    });
    const file = await fetch(first.data!.pdf);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/application\/pdf/);

    for (const motivo of [undefined, "", "   "]) {
      const again = await s
        .legacy()
        .POST("/documentos/pdf", { body: { id: String(ft.id), tipo_documento: "FT", motivo } });
      expectRefusal(again, {
        status: 422,
        code: "document.reprint.reason_required",
        field: "motivo",
        message: "O documento já foi visualizado: indique a justificação no campo motivo para o gerar novamente",
      });
    }
    const justified = await s.legacy().POST("/documentos/pdf", {
      body: {
        id: String(ft.id),
        tipo_documento: "FT",
        original: "0",
        motivo: "Segunda via a pedido do cliente, que extraviou o original.",
      },
    });
    expect(justified.error).toBeUndefined();
    expect(justified.data!.pdf).not.toBe(first.data!.pdf);
    const sale = await s.v1().POST("/sales/find", { body: { search_in: "ID", value: ft.id } });
    expect(sale.data!.data).toMatchObject({ url_file: justified.data!.pdf, file_last_generated: expect.any(String) });
    // The justification is kept with the document; the refused attempts and the first print left none.
    const reprints = await s.store.db
      .selectFrom("document_reprints")
      .selectAll()
      .where("document_kind", "=", "sale")
      .where("document_id", "=", ft.id)
      .execute();
    expect(reprints.map((r) => [r.copy, r.reason])).toEqual([
      ["2ª via", "Segunda via a pedido do cliente, que extraviou o original."],
    ]);
  });

  it("asks for a justification at once when the PDF was generated on creation", async () => {
    const ft = await invoice({ gerar_pdf: true });
    expect(ft.pdf).not.toBeNull();
    const again = await s.legacy().POST("/documentos/pdf", { body: { id: ft.id, tipo_documento: "FT" } });
    expectRefusal(again, { status: 422, code: "document.reprint.reason_required", field: "motivo" });
  });

  it("generates a receipt's PDF, and asks for a justification the second time", async () => {
    const rc = await receipt((await invoice()).id);
    const first = await s.legacy().POST("/documentos/pdf", { body: { id: rc.id, tipo_documento: "RC", original: 1 } });
    expect(first.data).toEqual({
      msg: "PDF gerado com sucesso.",
      pdf: expect.stringMatching(new RegExp(`/files/receipts/[0-9a-f]+/RC-${serie}-${rc.numero}\\.pdf$`)),
    });
    const again = await s.legacy().POST("/documentos/pdf", { body: { id: rc.id, tipo_documento: "RC" } });
    expectRefusal(again, { status: 422, code: "document.reprint.reason_required", field: "motivo" });
  });

  it("refuses missing fields, an unknown document, a document of another type and a draft", async () => {
    const ft = await invoice();
    expectRefusal(await raw("POST", "/documentos/pdf", { id: ft.id }), {
      status: 422,
      code: "request.field.required",
      field: "tipo_documento",
    });
    expectRefusal(await raw("POST", "/documentos/pdf", { tipo_documento: "FT" }), {
      status: 422,
      code: "request.field.required",
      field: "id",
    });
    for (const [id, tipo] of [
      [999999, "FT"],
      [ft.id, "ND"],
      [ft.id, "FP"],
      [999999, "RC"],
    ] as const) {
      expectRefusal(
        await s.legacy().POST("/documentos/pdf", { body: { id, tipo_documento: tipo } }),
        notFound(tipo, id),
      );
    }
    const draft = await s.v1().POST("/sales/create", {
      body: {
        issue_date: today(s.clock),
        document_type: "FT",
        customer: padaria,
        vat_number: "513284923",
        vat_type: "Debitar IVA",
        country: "Portugal",
        address: "Rua das Flores, 12",
        city: "Porto",
        postal_code: "4050-262",
        items: [{ id: far, price: "1.00", quantity: 1, vat: 6 }],
        status: "Rascunho",
      },
    });
    expect(draft.error).toBeUndefined();
    const r = await s.legacy().POST("/documentos/pdf", { body: { id: draft.data!.data.id, tipo_documento: "FT" } });
    // The draft rule is the PDF output's (server/modules/sales/actions.ts), whose code its own conversion gives.
    expect(r.response.status).toBe(422);
    expect(r.error).toMatchObject({ field: "id" });
  });
});

describe("documentos/email", () => {
  it("refuses a document whose PDF was not generated yet, and sends it once it was", async () => {
    const ft = await invoice();
    const early = await s
      .legacy()
      .PUT("/documentos/email", { body: { id: ft.id, tipo_documento: "FT", email: "compras@padariacentral.pt" } });
    expectRefusal(early, {
      status: 422,
      code: "document.pdf.not_generated",
      field: "id",
      message: "O PDF do documento ainda não foi gerado: gere-o primeiro (documentos/pdf)",
    });

    await s.legacy().POST("/documentos/pdf", { body: { id: ft.id, tipo_documento: "FT", original: true } });
    const sent = await s.legacy().PUT("/documentos/email", {
      body: {
        id: String(ft.id),
        tipo_documento: "FT",
        email: "compras@padariacentral.pt",
        assunto: `Factura FT ${serie}/${ft.numero}`,
        mensagem: "Bom dia, segue em anexo a factura.",
      },
    });
    expect(sent.error).toBeUndefined();
    expect(sent.data).toEqual({ msg: "Documento enviado por email com sucesso." });
    const email = await lastEmail();
    expect(email).toMatchObject({
      recipients: [{ name: "Padaria Central, Lda", email: "compras@padariacentral.pt" }],
      subject: `Factura FT ${serie}/${ft.numero}`,
      body: "Bom dia, segue em anexo a factura.",
    });
    expect(email.attachments.map((a) => a.filename)).toEqual([`FT-${serie}-${ft.numero}.pdf`]);

    const defaults = await s
      .legacy()
      .PUT("/documentos/email", { body: { id: ft.id, tipo_documento: "FT", email: "geral@padariacentral.pt" } });
    expect(defaults.error).toBeUndefined();
    expect((await lastEmail()).subject).toBe(`Factura FT ${serie}/${ft.numero}`);
  });

  it("sends a receipt once its PDF was generated", async () => {
    const rc = await receipt((await invoice()).id);
    await s.legacy().POST("/documentos/pdf", { body: { id: rc.id, tipo_documento: "RC" } });
    const sent = await s
      .legacy()
      .PUT("/documentos/email", { body: { id: rc.id, tipo_documento: "RC", email: "geral@padariacentral.pt" } });
    expect(sent.data).toEqual({ msg: "Documento enviado por email com sucesso." });
    expect((await lastEmail()).attachments.map((a) => a.filename)).toEqual([`RC-${serie}-${rc.numero}.pdf`]);
  });

  it("refuses missing fields, an invalid e-mail and an unknown document", async () => {
    const ft = await invoice({ gerar_pdf: true });
    expectRefusal(await raw("PUT", "/documentos/email", { id: ft.id, email: "a@b.pt" }), {
      status: 422,
      code: "request.field.required",
      field: "tipo_documento",
    });
    expectRefusal(await raw("PUT", "/documentos/email", { tipo_documento: "FT", email: "a@b.pt" }), {
      status: 422,
      code: "request.field.required",
      field: "id",
    });
    expectRefusal(await raw("PUT", "/documentos/email", { id: ft.id, tipo_documento: "FT" }), {
      status: 422,
      code: "request.field.required",
      field: "email",
      message: "É obrigatória a indicação de um valor para o campo email",
    });
    const invalidEmail = await raw("PUT", "/documentos/email", {
      id: ft.id,
      tipo_documento: "FT",
      email: "geral@padariacentral",
    });
    expectRefusal(invalidEmail, {
      status: 422,
      code: "request.field.invalid",
      field: "email",
      message: /^O valor indicado para o campo email não é válido/,
    });
    expectRefusal(
      await s.legacy().PUT("/documentos/email", { body: { id: 999999, tipo_documento: "FT", email: "a@b.pt" } }),
      notFound("FT", 999999),
    );
  });
});

describe("legacy statuses of the document operations", () => {
  it.each([
    ["POST", "/documentos/criar"],
    ["POST", "/documentos/pdf"],
    ["PUT", "/documentos/email"],
  ])(
    "%s %s answers 204 without parameters, 401 for unknown credentials, 403 for a malformed header",
    async (method, path) => {
      const empty = await raw(method, path, {});
      expect([empty.response.status, empty.body]).toEqual([204, undefined]);
      const body = { id: 1, tipo_documento: "FT", email: "a@b.pt" };
      expectRefusal(await raw(method, path, body, `Basic ${btoa("nope:nada")}`), {
        status: 401,
        code: "auth.credentials.invalid",
        message: "A chave e o segredo da API não são válidos",
      });
      expectRefusal(await raw(method, path, body, "Bearer abc"), {
        status: 403,
        code: "auth.header.malformed",
        message: /Basic/,
      });
    },
  );

  it.each([
    ["PUT", "/documentos/criar", "POST"],
    ["GET", "/documentos/pdf", "POST"],
    ["POST", "/documentos/email", "PUT"],
  ])("%s %s answers 405", async (method, path, allowed) => {
    const r = await s.raw(`/api${path}`, {
      method,
      headers: { authorization: auth(), "content-type": "application/json" },
      body: method === "GET" ? undefined : "{}",
    });
    expectRefusal(await answerOf(r), {
      status: 405,
      code: "endpoint.method_not_allowed",
      message: `O método ${method} não é válido para /api${path}; use ${allowed}`,
    });
  });
});

describe("tenants never meet", () => {
  it("another account and the demo key can neither see, print, e-mail nor settle the first account's documents", async () => {
    const ft = await invoice({ gerar_pdf: true });
    const before = (
      await s.store.db
        .selectFrom("sales")
        .select("file_last_generated")
        .where("id", "=", ft.id)
        .executeTakeFirstOrThrow()
    ).file_last_generated;
    const other = await s.newAccount({ name: "Outra conta" });
    const legacy = s.legacy(other.legacy_key, other.legacy_secret);
    const pdf = await legacy.POST("/documentos/pdf", {
      body: { id: ft.id, tipo_documento: "FT", motivo: "Tentativa de outra conta sobre este documento." },
    });
    expectRefusal(pdf, notFound("FT", ft.id));
    const email = await legacy.PUT("/documentos/email", {
      body: { id: ft.id, tipo_documento: "FT", email: "intruso@exemplo.pt" },
    });
    expectRefusal(email, notFound("FT", ft.id));
    const rc = await legacy.POST("/documentos/criar", {
      body: { tipo_documento: "RC", linhas: [{ id: ft.id, tipo_documento: "FT" }] },
    });
    expectRefusal(rc, {
      status: 422,
      code: "sale.not_found",
      field: "linhas[0].id",
      line: 1,
      message: "Linha 1: O documento não existe",
    });
    const foreign = await legacy.POST("/documentos/criar", {
      body: {
        tipo_documento: "FT",
        cliente: { id: padaria },
        artigos: [{ referencia: "FAR-T65-25", preco: "1.00", quantidade: 1 }],
      },
    });
    expectRefusal(foreign, {
      status: 422,
      code: "customer.not_found",
      field: "cliente.id",
      message: "O cliente não existe",
    });
    const foreignItem = await legacy.POST("/documentos/criar", {
      body: {
        tipo_documento: "FT",
        cliente: { id: 1 },
        artigos: [{ referencia: "FAR-T65-25", preco: "1.00", quantidade: 1 }],
      },
    });
    expectRefusal(foreignItem, {
      status: 422,
      code: "item.not_found",
      field: "artigos[0].referencia",
      line: 1,
      message: "Linha 1: O artigo não existe",
    });
    for (const token of [other.api_token, s.account.test_api_token]) {
      for (const [search_in, value] of [
        ["ID", ft.id],
        ["Document Number", `FT ${serie}/${ft.numero}`],
      ] as const) {
        expectRefusal(await s.v1(token).POST("/sales/find", { body: { search_in, value } }), {
          code: "sale.not_found",
          field: "value",
        });
      }
    }
    const after = (
      await s.store.db
        .selectFrom("sales")
        .select("file_last_generated")
        .where("id", "=", ft.id)
        .executeTakeFirstOrThrow()
    ).file_last_generated;
    expect(after).toBe(before);
    expect(
      await s.store.db.selectFrom("outbox").select("id").where("recipients", "like", "%intruso%").execute(),
    ).toEqual([]);
  });

  it("cliente.id 1 is each data set's own final consumer, whatever its real ID", async () => {
    const other = await s.newAccount({ name: "Terceira conta" });
    const otherDataset = await datasetOf(other.api_token);
    const generic = (
      await s.store.db
        .selectFrom("customers")
        .select("id")
        .where("dataset_id", "=", otherDataset)
        .where("code", "=", "Consumidor Final")
        .executeTakeFirstOrThrow()
    ).id;
    expect(generic).not.toBe(1);
    const legacy = s.legacy(other.legacy_key, other.legacy_secret);
    await legacy.POST("/artigos/criar", {
      body: {
        referencia: "PAO-1",
        descricao: "Pão",
        taxaiva_id: await vatOf(otherDataset),
        unidade_id: await unitOf(otherDataset),
        tipo_contabilidade: "Mercadorias",
        motivo_isencao_id: 18,
      },
    });
    const created = await legacy.POST("/documentos/criar", {
      body: {
        tipo_documento: "FS",
        cliente: { id: 1 },
        artigos: [{ referencia: "PAO-1", preco: "1.00", quantidade: 3 }],
      },
    });
    expect(created.error).toBeUndefined();
    const found = await s
      .v1(other.api_token)
      .POST("/sales/find", { body: { search_in: "ID", value: created.data!.id } });
    expect(found.data!.data).toMatchObject({
      customer_id: generic,
      customer_vat_number: "999999990",
      grand_total: 3.18,
    });
  });
});
