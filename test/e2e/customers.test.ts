// Customers through the generated clients of both generations, on one domain.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";
import { answerOf, expectRefusal } from "../support/refusals.ts";

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer();
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

const company = {
  name: "Padaria Central, Lda",
  vat_number: "513284923",
  country: "Portugal" as const,
  address: "Rua das Flores, 12",
  city: "Porto",
  postal_code: "4050-262",
  type: "Empresarial" as const,
  vat_type: "Debitar IVA" as const,
};

describe("v1 customers", () => {
  it("creates a customer with lenient input forms and returns the full record", async () => {
    const { data, error } = await s.v1().POST("/customers/create", {
      body: {
        ...company,
        code: "C0041",
        email: "geral@padariacentral.pt",
        mobile: "912345678",
        payment_method: "Numerário",
        payment_condition: "30 dias",
        currency: "€",
        receive_emails: "1",
        irs_retention_tax: "11,50",
        addresses: [{ country: "PT", address: "Avenida da Boavista, 1500", city: "Porto", postal_code: "4100-114" }],
      },
    });
    expect(error).toBeUndefined();
    const c = data!.data;
    expect(c).toMatchObject({ code: "C0041", name: company.name, vat_number: "513284923", irs_retention_tax: 11.5 });
    // What real clients read: the account, where the customer came from, and 1/0 flags.
    expect(c).toMatchObject({
      subscription_id: s.account.account_id,
      created_from: "API",
      receive_emails: 1,
      receive_sms: 0,
      code_blocked: 0,
      vat_number_blocked: 0,
      name_blocked: 0,
      active: 1,
    });
    expect(c.paymentmethod?.saft_initials).toBe("NU");
    expect(c.paymentcondition?.days).toBe(30);
    expect(c.currency?.code_iso).toBe("EUR");
    expect(c.vatexemption?.code).toBe("M18");
    expect(c.addresses).toHaveLength(1);
    expect(c.addresses[0]).toMatchObject({ country: "Portugal", postal_code: "4100-114" });
  });

  it("continues the last code when none is given", async () => {
    const { data } = await s
      .v1()
      .POST("/customers/create", { body: { name: "Maria Silva", type: "Particular", vat_type: "Debitar IVA" } });
    expect(data!.data.code).toBe("C0042");
    expect(data!.data.vat_number).toBe("999999990");
  });

  it("lets any number of customers share the final-consumer tax number", async () => {
    for (const name of ["Cliente A", "Cliente B"]) {
      const { error } = await s
        .v1()
        .POST("/customers/create", { body: { name, vat_number: "", type: "Particular", vat_type: "Debitar IVA" } });
      expect(error).toBeUndefined();
    }
  });

  it.each([
    [
      { vat_number: "513284924" },
      "vat_number.invalid",
      "vat_number",
      "O contribuinte introduzido aparenta ser inválido para Portugal",
    ],
    [
      { vat_number: "513284923", code: "X1" },
      "customer.vat_number.taken",
      "vat_number",
      "O valor indicado para o campo vat_number já se encontra registado",
    ],
    [
      { code: "C0041", vat_number: "501964843" },
      "customer.code.taken",
      "code",
      "O valor indicado para o campo code já se encontra registado",
    ],
    [
      { postal_code: "4050262" },
      "postal_code.invalid",
      "postal_code",
      "O código postal indicado no campo postal_code deve ter o formato NNNN-NNN",
    ],
    [{ currency: "Dobrão" }, "currency.not_found", "currency", "A moeda indicada no campo currency não existe"],
    [
      { employee: "ninguem@example.pt" },
      "employee.not_found",
      "employee",
      "O funcionário indicado no campo employee não existe",
    ],
    [
      { vat_exemption: "M77" },
      "vat_exemption.not_found",
      "vat_exemption",
      "O motivo de isenção de IVA indicado no campo vat_exemption não existe",
    ],
    [
      { other_emails: "a@b.pt, nao-e-email" },
      "email.invalid",
      "other_emails",
      "O endereço de e-mail nao-e-email indicado no campo other_emails não é válido",
    ],
    [
      { irs_retention_tax: "150" },
      "rate.out_of_range",
      "irs_retention_tax",
      "O campo irs_retention_tax deve ser uma percentagem entre 0.00 e 100.00",
    ],
  ] as const)("refuses %j with a code and a message naming the field", async (patch, code, field, message) => {
    expectRefusal(await s.v1().POST("/customers/create", { body: { ...company, vat_number: "287024008", ...patch } }), {
      code,
      field,
      message,
    });
  });

  it("accepts a foreign tax number for a foreign customer", async () => {
    const { data, error } = await s.v1().POST("/customers/create", {
      body: {
        name: "Hotel Sol, S.L.",
        vat_number: "ESB12345678",
        country: "Spain",
        postal_code: "28001",
        type: "Empresarial",
        vat_type: "Debitar IVA",
      },
    });
    expect(error).toBeUndefined();
    expect(data!.data).toMatchObject({ country: "Spain", vat_number: "ESB12345678" });
  });

  it.each([
    [{ name: undefined }, "request.field.required", "name", "É obrigatória a indicação de um valor para o campo name"],
    [
      { type: "Empresa" },
      "request.field.invalid",
      "type",
      'O valor indicado para o campo type não é válido (esperado: um de "Empresarial", "Particular")',
    ],
    [{ country: "Narnia" }, "request.field.invalid", "country", /^O valor indicado para o campo country não é válido/],
    [
      { irs_retention_tax: "1,555" },
      "request.field.invalid",
      "irs_retention_tax",
      /esperado: um número inferior a 10000000000 com até 2 casas decimais \(0\.00\)/,
    ],
    [{ receive_sms: "sim" }, "request.field.invalid", "receive_sms", /esperado: true, false, 1 ou 0/],
    [
      { addresses: [{ country: "Atlantis" }] },
      "request.field.invalid",
      "addresses[0].country",
      /campo addresses\[0\]\.country não é válido/,
    ],
  ] as const)("validation refuses %j in the v1 envelope", async (patch, code, field, message) => {
    const answer = await answerOf(
      await s.raw("/api/v1/customers/create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ api_token: s.account.api_token, ...company, vat_number: "", ...patch }),
      }),
    );
    expectRefusal(answer, { code, field, message });
    expect(answer.body).toMatchObject({ status: false });
  });

  it("reports every faulty field at once, naming the missing one first, and answers in English on request", async () => {
    const request = (language?: string) =>
      s.raw("/api/v1/customers/create", {
        method: "POST",
        headers: { "content-type": "application/json", ...(language ? { "accept-language": language } : {}) },
        body: JSON.stringify({
          api_token: s.account.api_token,
          type: "Empresa",
          receive_sms: "sim",
          vat_type: "Debitar IVA",
        }),
      });
    const pt = await answerOf(await request());
    expectRefusal(pt, {
      code: "request.field.required",
      field: "name",
      message: "É obrigatória a indicação de um valor para o campo name",
    });
    expect((pt.body as { errors: unknown[] }).errors).toEqual([
      {
        code: "request.field.required",
        field: "name",
        message: "É obrigatória a indicação de um valor para o campo name",
      },
      {
        code: "request.field.invalid",
        field: "type",
        message: 'O valor indicado para o campo type não é válido (esperado: um de "Empresarial", "Particular")',
      },
      {
        code: "request.field.invalid",
        field: "receive_sms",
        message: "O valor indicado para o campo receive_sms não é válido (esperado: true, false, 1 ou 0)",
      },
    ]);
    const en = await answerOf(await request("en-GB,en;q=0.9,pt;q=0.5"));
    expectRefusal(en, {
      code: "request.field.required",
      field: "name",
      message: "A value for the field name is required",
    });
    expect((en.body as { errors: { message: string }[] }).errors[1]!.message).toBe(
      'The value of the field type is not valid (expected: one of "Empresarial", "Particular")',
    );
  });

  it("finds by every documented field and lists 15 at a time", async () => {
    const v1 = s.v1();
    const byVat = await v1.POST("/customers/find", { body: { value: "513284923", search_in: "Vat Number" } });
    expect(byVat.data!.data.map((c) => c.code)).toEqual(["C0041"]);
    const id = byVat.data!.data[0]!.id;
    expect(
      (await v1.POST("/customers/find", { body: { value: String(id), search_in: "ID" } })).data!.data,
    ).toHaveLength(1);
    expect(
      (await v1.POST("/customers/find", { body: { value: "padaria", search_in: "Name" } })).data!.data[0]!.id,
    ).toBe(id);
    const byCode = (await v1.POST("/customers/find", { body: { value: "C004", search_in: "Code" } })).data!.data.map(
      (c) => c.code,
    );
    expect(byCode).toEqual(expect.arrayContaining(["C0041", "C0042"]));
    expect(byCode.every((code) => code.includes("C004"))).toBe(true);
    expect(
      (await v1.POST("/customers/find", { body: { value: "geral@padaria", search_in: "Email" } })).data!.data[0]!.id,
    ).toBe(id);
    expect(
      (await v1.POST("/customers/find", { body: { value: "912345678", search_in: "Mobile" } })).data!.data[0]!.id,
    ).toBe(id);
    expect((await v1.POST("/customers/find", { body: { value: "nobody", search_in: "Name" } })).data!.data).toEqual([]);

    for (let i = 0; i < 16; i++) {
      await v1.POST("/customers/create", {
        body: { name: `Cliente lista ${i}`, type: "Particular", vat_type: "Debitar IVA" },
      });
    }
    const first = await v1.POST("/customers/list", { body: { skip: 0 } });
    const second = await v1.POST("/customers/list", { body: { skip: "15" } });
    expect(first.data!.data).toHaveLength(15);
    expect(second.data!.data.length).toBeGreaterThan(0);
    expect(second.data!.data[0]!.id).toBeGreaterThan(first.data!.data[14]!.id);
    expectRefusal(await v1.POST("/customers/list", { body: { skip: 7 } }), {
      code: "paging.skip.invalid",
      field: "skip",
      message: "O campo skip deve ser um múltiplo de 15 (0, 15, 30, ...)",
    });
  });

  it("updates, deactivates and filters by active state", async () => {
    const v1 = s.v1();
    const created = await v1.POST("/customers/create", {
      body: { name: "Loja Antiga", vat_number: "123456789", type: "Particular", vat_type: "IVA incluído" },
    });
    const id = created.data!.data.id;
    const upd = await v1.POST("/customers/{id}/update", {
      params: { path: { id } },
      body: { name: "Loja Nova", type: "Particular", vat_type: "IVA incluído", city: "Braga", active: 0 },
    });
    expect(upd.data).toEqual({ status: true });
    const found = await v1.POST("/customers/find", { body: { value: id, search_in: "ID" } });
    expect(found.data!.data[0]).toMatchObject({ name: "Loja Nova", city: "Braga", vat_number: "123456789", active: 0 });
    const inactive = await v1.POST("/customers/list", { body: { active: false } });
    expect(inactive.data!.data.map((c) => c.id)).toContain(id);
    const active = await v1.POST("/customers/list", { body: { active: "true" } });
    expect(active.data!.data.map((c) => c.id)).not.toContain(id);
  });

  it("deletes an unused customer and refuses unknown IDs", async () => {
    const v1 = s.v1();
    const created = await v1.POST("/customers/create", {
      body: { name: "Temporário", type: "Particular", vat_type: "Debitar IVA" },
    });
    const id = created.data!.data.id;
    expect((await v1.POST("/customers/{id}/delete", { params: { path: { id } } })).data).toEqual({ status: true });
    const again = await v1.POST("/customers/{id}/delete", { params: { path: { id } } });
    expectRefusal(again, { code: "customer.not_found", field: "id", message: "O cliente não existe" });
    const upd = await v1.POST("/customers/{id}/update", {
      params: { path: { id } },
      body: { name: "X", type: "Particular", vat_type: "Debitar IVA" },
    });
    expectRefusal(upd, { code: "customer.not_found", field: "id" });
  });

  it("answers an invalid :id with an error about the id field", async () => {
    const r = await s.raw("/api/v1/customers/abc/delete", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ api_token: s.account.api_token }),
    });
    expectRefusal(await answerOf(r), {
      code: "request.field.invalid",
      field: "id",
      message: /^O valor indicado para o campo id não é válido/,
    });
  });

  it("refuses a path ID in hexadecimal or exponent notation instead of acting on the record it would coerce to", async () => {
    const { data } = await s
      .v1()
      .POST("/customers/create", { body: { name: "Hexadecimal", type: "Particular", vat_type: "Debitar IVA" } });
    const id = data!.data.id;
    for (const written of [`0x${id.toString(16)}`, `${id}e0`, ` ${id}`]) {
      const r = await s.raw(`/api/v1/customers/${encodeURIComponent(written)}/delete`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ api_token: s.account.api_token }),
      });
      expectRefusal(await answerOf(r), { code: "request.field.invalid", field: "id" });
    }
    const still = await s.v1().POST("/customers/find", { body: { value: id, search_in: "ID" } });
    expect(still.response.status).toBe(200);
  });
});

describe("v1 authentication and envelope", () => {
  const post = (path: string, body: unknown, raw?: string) =>
    s.raw(path, { method: "POST", headers: { "content-type": "application/json" }, body: raw ?? JSON.stringify(body) });

  it("answers 401 for a missing or unknown api_token", async () => {
    for (const body of [{}, { api_token: "" }, { api_token: "not-a-key" }]) {
      const r = await post("/api/v1/customers/list", body);
      expectRefusal(await answerOf(r), {
        status: 401,
        code: body.api_token === "not-a-key" ? "auth.api_token.invalid" : "auth.api_token.missing",
        field: "api_token",
        message: /api_token/,
      });
    }
  });

  it("answers 400 for a body that is not JSON", async () => {
    const r = await post("/api/v1/customers/list", undefined, '{"api_token": ');
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({
      status: false,
      code: "request.body.not_json",
      message: "O pedido não contém JSON válido",
    });
  });

  it("answers 404 for unknown endpoints and for methods other than POST", async () => {
    const unknown = await post("/api/v1/customers/purge", { api_token: s.account.api_token });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      status: false,
      code: "endpoint.unknown",
      message: "O endpoint POST /api/v1/customers/purge não está disponível",
    });
    const get = await s.raw("/api/v1/customers/list");
    expect(get.status).toBe(404);
  });
});

describe("legacy customers (clientes)", () => {
  it("creates, finds by id, codigo and contribuinte, and updates", async () => {
    const legacy = s.legacy();
    const created = await legacy.POST("/clientes/criar", {
      body: {
        codigo: "L-100",
        nome: "Café Aurora",
        contribuinte: "501964843",
        email: "aurora@cafe.pt",
        telemovel: "934567890",
        morada: {
          facturacao: { pais: "Portugal", morada: "Rua Direita, 5", localidade: "Viseu", codigo_postal: "3500-111" },
          entrega: { pais: "Portugal", morada: "Armazém 2", localidade: "Viseu", codigo_postal: "3500-222" },
        },
      },
    });
    expect(created.error).toBeUndefined();
    expect(created.data).toMatchObject({ msg: expect.any(String), id: expect.any(Number) });
    const id = created.data!.id;

    for (const [tipo, valor] of [
      ["id", id],
      ["codigo", "L-100"],
      ["contribuinte", "501964843"],
    ] as const) {
      const found = await legacy.POST("/clientes/procurar", { body: { tipo, valor } });
      expect(found.data).toMatchObject({
        id,
        codigo: "L-100",
        nome: "Café Aurora",
        contribuinte: "501964843",
        morada: { facturacao: { localidade: "Viseu", codigo_postal: "3500-111" }, entrega: { morada: "Armazém 2" } },
        codigo_bloqueado: false,
      });
    }

    const upd = await legacy.PUT("/clientes/actualizar", {
      body: { id, codigo: "L-100", nome: "Café Aurora, Lda", email: "geral@aurora.pt" },
    });
    expect(upd.data).toMatchObject({ msg: expect.any(String) });
    const after = await legacy.POST("/clientes/procurar", { body: { tipo: "id", valor: String(id) } });
    expect(after.data).toMatchObject({ nome: "Café Aurora, Lda", email: "geral@aurora.pt", contribuinte: "501964843" });
  });

  it("is the same customer that v1 finds", async () => {
    const created = await s
      .legacy()
      .POST("/clientes/criar", { body: { codigo: "L-200", nome: "Mercearia do Largo", contribuinte: "223456390" } });
    const found = await s.v1().POST("/customers/find", { body: { value: "223456390", search_in: "Vat Number" } });
    expect(found.data!.data).toHaveLength(1);
    expect(found.data!.data[0]).toMatchObject({
      id: created.data!.id,
      code: "L-200",
      name: "Mercearia do Largo",
      type: "Particular",
    });
  });

  it.each([
    [
      { codigo: "L-100", nome: "Outro" },
      "customer.code.taken",
      "codigo",
      "O valor indicado para o campo codigo já se encontra registado",
    ],
    [
      { codigo: "L-300", nome: "Outro", contribuinte: "123" },
      "vat_number.invalid",
      "contribuinte",
      "O contribuinte introduzido aparenta ser inválido para Portugal",
    ],
    [
      { codigo: "L-301", nome: "Outro", contribuinte: "501964843" },
      "customer.vat_number.taken",
      "contribuinte",
      "O valor indicado para o campo contribuinte já se encontra registado",
    ],
    [
      { codigo: "L-302", nome: "Outro", morada: { entrega: { pais: "Portugal", codigo_postal: "1234" } } },
      "postal_code.invalid",
      "morada.entrega.codigo_postal",
      /campo morada\.entrega\.codigo_postal/,
    ],
  ] as const)("refuses %j with 422 and {msg, code, field} in legacy names", async (body, code, field, message) => {
    expectRefusal(await s.legacy().POST("/clientes/criar", { body }), { status: 422, code, field, message });
  });

  it("names the Portuguese field when validation fails", async () => {
    const r = await s.raw("/api/clientes/criar", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Basic ${btoa(`${s.account.legacy_key}:${s.account.legacy_secret}`)}`,
      },
      body: JSON.stringify({ codigo: "L-400" }),
    });
    expect(r.status).toBe(422);
    expect(await r.json()).toEqual({
      code: "request.field.required",
      field: "nome",
      msg: "É obrigatória a indicação de um valor para o campo nome",
    });
  });

  it("refuses an unknown id on update and finds nothing for an unknown value", async () => {
    const upd = await s.legacy().PUT("/clientes/actualizar", { body: { id: 999999, codigo: "Z", nome: "Z" } });
    expectRefusal(upd, { status: 422, code: "customer.not_found", field: "id", message: "O cliente não existe" });
    const none = await s.legacy().POST("/clientes/procurar", { body: { tipo: "codigo", valor: "nao-existe" } });
    expectRefusal(none, { status: 422, code: "customer.search.no_results", message: "Nenhum cliente encontrado" });
  });
});

describe("legacy authentication and statuses", () => {
  const auth = () => `Basic ${btoa(`${s.account.legacy_key}:${s.account.legacy_secret}`)}`;

  it("answers 204 when no parameters are sent", async () => {
    const r = await s.raw("/api/clientes/criar", {
      method: "POST",
      headers: { authorization: auth(), "content-type": "application/json" },
      body: "{}",
    });
    expect(r.status).toBe(204);
    expect(await r.text()).toBe("");
  });

  it("answers 401 for unknown credentials and 403 for a malformed header", async () => {
    const wrong = await s.legacy("nope", "nada").POST("/clientes/procurar", { body: { tipo: "id", valor: 1 } });
    expectRefusal(wrong, {
      status: 401,
      code: "auth.credentials.invalid",
      message: "A chave e o segredo da API não são válidos",
    });
    for (const header of ["Bearer abc", "Basic !!!", `Basic ${btoa("no-colon")}`]) {
      const r = await s.raw("/api/clientes/procurar", {
        method: "POST",
        headers: { authorization: header, "content-type": "application/json" },
        body: JSON.stringify({ tipo: "id", valor: 1 }),
      });
      expectRefusal(await answerOf(r), { status: 403, code: "auth.header.malformed", message: /Basic/ });
    }
  });

  it("answers 405 for a wrong method", async () => {
    const r = await s.raw("/api/clientes/actualizar", {
      method: "POST",
      headers: { authorization: auth(), "content-type": "application/json" },
      body: JSON.stringify({ id: 1, codigo: "a", nome: "b" }),
    });
    expect(r.status).toBe(405);
    expect(await r.json()).toEqual({
      code: "endpoint.method_not_allowed",
      msg: "O método POST não é válido para /api/clientes/actualizar; use PUT",
    });
  });

  it("answers 422 for a body that is not JSON", async () => {
    const r = await s.raw("/api/clientes/criar", {
      method: "POST",
      headers: { authorization: auth(), "content-type": "application/json" },
      body: "{nope",
    });
    expect(r.status).toBe(422);
    expect(await r.json()).toEqual({ code: "request.body.not_json", msg: "O pedido não contém JSON válido" });
  });
});

describe("tenants never meet", () => {
  it("a second account and the demo key of the same account cannot see or change the first account's customers", async () => {
    const created = await s.v1().POST("/customers/create", {
      body: { name: "Só Produção", vat_number: "100000002", type: "Particular", vat_type: "Debitar IVA" },
    });
    const id = created.data!.data.id;
    const other = await s.newAccount({ name: "Outra conta" });
    for (const token of [other.api_token, s.account.test_api_token]) {
      const v1 = s.v1(token);
      expect((await v1.POST("/customers/find", { body: { value: id, search_in: "ID" } })).data!.data).toEqual([]);
      expect(
        (await v1.POST("/customers/find", { body: { value: "100000002", search_in: "Vat Number" } })).data!.data,
      ).toEqual([]);
      const upd = await v1.POST("/customers/{id}/update", {
        params: { path: { id } },
        body: { name: "Roubado", type: "Particular", vat_type: "Debitar IVA" },
      });
      expect(upd.response.status).toBe(403);
      const del = await v1.POST("/customers/{id}/delete", { params: { path: { id } } });
      expect(del.response.status).toBe(403);
      // The same tax number is free in another data set.
      const own = await v1.POST("/customers/create", {
        body: { name: "Homónimo", vat_number: "100000002", type: "Particular", vat_type: "Debitar IVA" },
      });
      expect(own.error).toBeUndefined();
    }
    const legacyOther = s.legacy(other.legacy_key, other.legacy_secret);
    const lookup = await legacyOther.POST("/clientes/procurar", { body: { tipo: "id", valor: id } });
    expectRefusal(lookup, { status: 422, code: "customer.search.no_results" });
    const still = await s.v1().POST("/customers/find", { body: { value: id, search_in: "ID" } });
    expect(still.data!.data[0]!.name).toBe("Só Produção");
  });
});
