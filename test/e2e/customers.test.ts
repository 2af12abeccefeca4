// Customers through the generated clients of both generations, on one domain.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";

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
    expect(c).toMatchObject({ code: "C0041", name: company.name, vat_number: "513284923", receive_emails: true, irs_retention_tax: "11.50", active: true });
    expect(c.paymentmethod?.saft_initials).toBe("NU");
    expect(c.paymentcondition?.days).toBe(30);
    expect(c.currency?.code_iso).toBe("EUR");
    expect(c.vatexemption?.code).toBe("M18");
    expect(c.addresses).toHaveLength(1);
    expect(c.addresses[0]).toMatchObject({ country: "Portugal", postal_code: "4100-114" });
  });

  it("continues the last code when none is given", async () => {
    const { data } = await s.v1().POST("/customers/create", { body: { name: "Maria Silva", type: "Particular", vat_type: "Debitar IVA" } });
    expect(data!.data.code).toBe("C0042");
    expect(data!.data.vat_number).toBe("999999990");
  });

  it("lets any number of customers share the final-consumer tax number", async () => {
    for (const name of ["Cliente A", "Cliente B"]) {
      const { error } = await s.v1().POST("/customers/create", { body: { name, vat_number: "", type: "Particular", vat_type: "Debitar IVA" } });
      expect(error).toBeUndefined();
    }
  });

  it.each([
    [{ vat_number: "513284924" }, /tax number "513284924" \(vat_number\) is not valid for Portugal/],
    [{ vat_number: "513284923", code: "X1" }, /tax number 513284923 \(vat_number\) is already registered/],
    [{ code: "C0041", vat_number: "501964843" }, /code "C0041" \(code\) is already registered/],
    [{ postal_code: "4050262" }, /postal code "4050262" \(postal_code\) must have the format NNNN-NNN/],
    [{ currency: "Dobrão" }, /currency "Dobrão" \(currency\) does not exist/],
    [{ employee: "ninguem@example.pt" }, /employee "ninguem@example.pt" \(employee\) does not exist/],
    [{ vat_exemption: "M77" }, /VAT exemption "M77" \(vat_exemption\) does not exist/],
    [{ other_emails: "a@b.pt, nao-e-email" }, /"nao-e-email" \(other_emails\) is not valid/],
    [{ irs_retention_tax: "150" }, /irs_retention_tax must be a rate between 0.00 and 100.00/],
  ])("refuses %j with a message naming the field", async (patch, message) => {
    const { error, response } = await s.v1().POST("/customers/create", { body: { ...company, vat_number: "287024008", ...patch } });
    expect(response.status).toBe(403);
    expect(error).toMatchObject({ status: false });
    expect(error!.message).toMatch(message);
  });

  it("accepts a foreign tax number for a foreign customer", async () => {
    const { data, error } = await s.v1().POST("/customers/create", {
      body: { name: "Hotel Sol, S.L.", vat_number: "ESB12345678", country: "Spain", postal_code: "28001", type: "Empresarial", vat_type: "Debitar IVA" },
    });
    expect(error).toBeUndefined();
    expect(data!.data).toMatchObject({ country: "Spain", vat_number: "ESB12345678" });
  });

  it.each([
    [{ name: undefined }, "The field name is required."],
    [{ type: "Empresa" }, /The field type is invalid\. Expected one of "Empresarial", "Particular"/],
    [{ country: "Narnia" }, /The field country is invalid\. Expected a country/],
    [{ irs_retention_tax: "1,555" }, /The field irs_retention_tax is invalid\. Expected .*format 0\.00/],
    [{ receive_sms: "sim" }, /The field receive_sms is invalid/],
    [{ addresses: [{ country: "Atlantis" }] }, /The field addresses\[0\]\.country is invalid/],
  ])("validation refuses %j in the v1 envelope", async (patch, message) => {
    const { error, response } = await s.raw("/api/v1/customers/create", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ api_token: s.account.api_token, ...company, vat_number: "", ...patch }),
    }).then(async (r) => ({ response: r, error: (await r.json()) as { status: boolean; message: string } }));
    expect(response.status).toBe(403);
    expect(error.status).toBe(false);
    expect(error.message).toMatch(message);
  });

  it("finds by every documented field and lists 15 at a time", async () => {
    const v1 = s.v1();
    const byVat = await v1.POST("/customers/find", { body: { value: "513284923", search_in: "Vat Number" } });
    expect(byVat.data!.data.map((c) => c.code)).toEqual(["C0041"]);
    const id = byVat.data!.data[0]!.id;
    expect((await v1.POST("/customers/find", { body: { value: String(id), search_in: "ID" } })).data!.data).toHaveLength(1);
    expect((await v1.POST("/customers/find", { body: { value: "padaria", search_in: "Name" } })).data!.data[0]!.id).toBe(id);
    const byCode = (await v1.POST("/customers/find", { body: { value: "C004", search_in: "Code" } })).data!.data.map((c) => c.code);
    expect(byCode).toEqual(expect.arrayContaining(["C0041", "C0042"]));
    expect(byCode.every((code) => code.includes("C004"))).toBe(true);
    expect((await v1.POST("/customers/find", { body: { value: "geral@padaria", search_in: "Email" } })).data!.data[0]!.id).toBe(id);
    expect((await v1.POST("/customers/find", { body: { value: "912345678", search_in: "Mobile" } })).data!.data[0]!.id).toBe(id);
    expect((await v1.POST("/customers/find", { body: { value: "nobody", search_in: "Name" } })).data!.data).toEqual([]);

    for (let i = 0; i < 16; i++) {
      await v1.POST("/customers/create", { body: { name: `Cliente lista ${i}`, type: "Particular", vat_type: "Debitar IVA" } });
    }
    const first = await v1.POST("/customers/list", { body: { skip: 0 } });
    const second = await v1.POST("/customers/list", { body: { skip: "15" } });
    expect(first.data!.data).toHaveLength(15);
    expect(second.data!.data.length).toBeGreaterThan(0);
    expect(second.data!.data[0]!.id).toBeGreaterThan(first.data!.data[14]!.id);
    const bad = await v1.POST("/customers/list", { body: { skip: 7 } });
    expect(bad.response.status).toBe(403);
    expect(bad.error!.message).toMatch(/skip must be a multiple of 15/);
  });

  it("updates, deactivates and filters by active state", async () => {
    const v1 = s.v1();
    const created = await v1.POST("/customers/create", { body: { name: "Loja Antiga", vat_number: "123456789", type: "Particular", vat_type: "IVA incluído" } });
    const id = created.data!.data.id;
    const upd = await v1.POST("/customers/{id}/update", {
      params: { path: { id } },
      body: { name: "Loja Nova", type: "Particular", vat_type: "IVA incluído", city: "Braga", active: 0 },
    });
    expect(upd.data).toEqual({ status: true });
    const found = await v1.POST("/customers/find", { body: { value: id, search_in: "ID" } });
    expect(found.data!.data[0]).toMatchObject({ name: "Loja Nova", city: "Braga", vat_number: "123456789", active: false });
    const inactive = await v1.POST("/customers/list", { body: { active: false } });
    expect(inactive.data!.data.map((c) => c.id)).toContain(id);
    const active = await v1.POST("/customers/list", { body: { active: "true" } });
    expect(active.data!.data.map((c) => c.id)).not.toContain(id);
  });

  it("deletes an unused customer and refuses unknown IDs", async () => {
    const v1 = s.v1();
    const created = await v1.POST("/customers/create", { body: { name: "Temporário", type: "Particular", vat_type: "Debitar IVA" } });
    const id = created.data!.data.id;
    expect((await v1.POST("/customers/{id}/delete", { params: { path: { id } } })).data).toEqual({ status: true });
    const again = await v1.POST("/customers/{id}/delete", { params: { path: { id } } });
    expect(again.response.status).toBe(403);
    expect(again.error!.message).toBe(`The customer ${id} (id) does not exist.`);
    const upd = await v1.POST("/customers/{id}/update", { params: { path: { id } }, body: { name: "X", type: "Particular", vat_type: "Debitar IVA" } });
    expect(upd.error!.message).toMatch(/does not exist/);
  });

  it("answers an invalid :id with an error about the id field", async () => {
    const r = await s.raw("/api/v1/customers/abc/delete", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ api_token: s.account.api_token }) });
    expect(r.status).toBe(403);
    expect(((await r.json()) as { message: string }).message).toMatch(/The field id is invalid/);
  });
});

describe("v1 authentication and envelope", () => {
  const post = (path: string, body: unknown, raw?: string) =>
    s.raw(path, { method: "POST", headers: { "content-type": "application/json" }, body: raw ?? JSON.stringify(body) });

  it("answers 401 for a missing or unknown api_token", async () => {
    for (const body of [{}, { api_token: "" }, { api_token: "not-a-key" }]) {
      const r = await post("/api/v1/customers/list", body);
      expect(r.status).toBe(401);
      expect(await r.json()).toMatchObject({ status: false, message: expect.stringMatching(/api_token/) });
    }
  });

  it("answers 400 for a body that is not JSON", async () => {
    const r = await post("/api/v1/customers/list", undefined, '{"api_token": ');
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ status: false, message: "The request body is not valid JSON." });
  });

  it("answers 404 for unknown endpoints and for methods other than POST", async () => {
    const unknown = await post("/api/v1/customers/purge", { api_token: s.account.api_token });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ status: false });
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

    for (const [tipo, valor] of [["id", id], ["codigo", "L-100"], ["contribuinte", "501964843"]] as const) {
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

    const upd = await legacy.PUT("/clientes/actualizar", { body: { id, codigo: "L-100", nome: "Café Aurora, Lda", email: "geral@aurora.pt" } });
    expect(upd.data).toMatchObject({ msg: expect.any(String) });
    const after = await legacy.POST("/clientes/procurar", { body: { tipo: "id", valor: String(id) } });
    expect(after.data).toMatchObject({ nome: "Café Aurora, Lda", email: "geral@aurora.pt", contribuinte: "501964843" });
  });

  it("is the same customer that v1 finds", async () => {
    const created = await s.legacy().POST("/clientes/criar", { body: { codigo: "L-200", nome: "Mercearia do Largo", contribuinte: "223456390" } });
    const found = await s.v1().POST("/customers/find", { body: { value: "223456390", search_in: "Vat Number" } });
    expect(found.data!.data).toHaveLength(1);
    expect(found.data!.data[0]).toMatchObject({ id: created.data!.id, code: "L-200", name: "Mercearia do Largo", type: "Particular" });
  });

  it.each([
    [{ codigo: "L-100", nome: "Outro" }, /code "L-100" \(codigo\) is already registered/],
    [{ codigo: "L-300", nome: "Outro", contribuinte: "123" }, /tax number "123" \(contribuinte\) is not valid for Portugal/],
    [{ codigo: "L-301", nome: "Outro", contribuinte: "501964843" }, /tax number 501964843 \(contribuinte\) is already registered/],
  ])("refuses %j with 422 and {msg}", async (body, message) => {
    const { error, response } = await s.legacy().POST("/clientes/criar", { body });
    expect(response.status).toBe(422);
    expect(error!.msg).toMatch(message);
  });

  it("names the Portuguese field when validation fails", async () => {
    const r = await s.raw("/api/clientes/criar", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Basic ${btoa(`${s.account.legacy_key}:${s.account.legacy_secret}`)}` },
      body: JSON.stringify({ codigo: "L-400" }),
    });
    expect(r.status).toBe(422);
    expect(await r.json()).toEqual({ msg: "The field nome is required." });
  });

  it("refuses an unknown id on update and finds nothing for an unknown value", async () => {
    const upd = await s.legacy().PUT("/clientes/actualizar", { body: { id: 999999, codigo: "Z", nome: "Z" } });
    expect(upd.response.status).toBe(422);
    expect(upd.error!.msg).toBe("The customer 999999 (id) does not exist.");
    const none = await s.legacy().POST("/clientes/procurar", { body: { tipo: "codigo", valor: "nao-existe" } });
    expect(none.response.status).toBe(422);
    expect(none.error!.msg).toBe("No customer was found.");
  });
});

describe("legacy authentication and statuses", () => {
  const auth = () => `Basic ${btoa(`${s.account.legacy_key}:${s.account.legacy_secret}`)}`;

  it("answers 204 when no parameters are sent", async () => {
    const r = await s.raw("/api/clientes/criar", { method: "POST", headers: { authorization: auth(), "content-type": "application/json" }, body: "{}" });
    expect(r.status).toBe(204);
    expect(await r.text()).toBe("");
  });

  it("answers 401 for unknown credentials and 403 for a malformed header", async () => {
    const wrong = await s.legacy("nope", "nada").POST("/clientes/procurar", { body: { tipo: "id", valor: 1 } });
    expect(wrong.response.status).toBe(401);
    expect(wrong.error!.msg).toMatch(/not valid/);
    for (const header of ["Bearer abc", "Basic !!!", `Basic ${btoa("no-colon")}`]) {
      const r = await s.raw("/api/clientes/procurar", { method: "POST", headers: { authorization: header, "content-type": "application/json" }, body: JSON.stringify({ tipo: "id", valor: 1 }) });
      expect(r.status).toBe(403);
      expect(await r.json()).toMatchObject({ msg: expect.stringMatching(/Basic/) });
    }
  });

  it("answers 405 for a wrong method", async () => {
    const r = await s.raw("/api/clientes/actualizar", { method: "POST", headers: { authorization: auth(), "content-type": "application/json" }, body: JSON.stringify({ id: 1, codigo: "a", nome: "b" }) });
    expect(r.status).toBe(405);
    expect(await r.json()).toEqual({ msg: "The method POST is not valid for /api/clientes/actualizar; use PUT." });
  });

  it("answers 422 for a body that is not JSON", async () => {
    const r = await s.raw("/api/clientes/criar", { method: "POST", headers: { authorization: auth(), "content-type": "application/json" }, body: "{nope" });
    expect(r.status).toBe(422);
    expect(await r.json()).toEqual({ msg: "The request body is not valid JSON." });
  });
});

describe("tenants never meet", () => {
  it("a second account and the demo key of the same account cannot see or change the first account's customers", async () => {
    const created = await s.v1().POST("/customers/create", { body: { name: "Só Produção", vat_number: "100000002", type: "Particular", vat_type: "Debitar IVA" } });
    const id = created.data!.data.id;
    const other = await s.newAccount({ name: "Outra conta" });
    for (const token of [other.api_token, s.account.test_api_token]) {
      const v1 = s.v1(token);
      expect((await v1.POST("/customers/find", { body: { value: id, search_in: "ID" } })).data!.data).toEqual([]);
      expect((await v1.POST("/customers/find", { body: { value: "100000002", search_in: "Vat Number" } })).data!.data).toEqual([]);
      const upd = await v1.POST("/customers/{id}/update", { params: { path: { id } }, body: { name: "Roubado", type: "Particular", vat_type: "Debitar IVA" } });
      expect(upd.response.status).toBe(403);
      const del = await v1.POST("/customers/{id}/delete", { params: { path: { id } } });
      expect(del.response.status).toBe(403);
      // The same tax number is free in another data set.
      const own = await v1.POST("/customers/create", { body: { name: "Homónimo", vat_number: "100000002", type: "Particular", vat_type: "Debitar IVA" } });
      expect(own.error).toBeUndefined();
    }
    const legacyOther = s.legacy(other.legacy_key, other.legacy_secret);
    const lookup = await legacyOther.POST("/clientes/procurar", { body: { tipo: "id", valor: id } });
    expect(lookup.response.status).toBe(422);
    const still = await s.v1().POST("/customers/find", { body: { value: id, search_in: "ID" } });
    expect(still.data!.data[0]!.name).toBe("Só Produção");
  });
});
