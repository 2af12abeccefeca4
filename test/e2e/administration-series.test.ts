// v1 series and document types through the generated client: assignment to document types,
// numbering, and communication to the simulated tax authority (ATCUD validation codes).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertRow } from "../support/rows.ts";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import { answerOf, expectRefusal, type ExpectedRefusal } from "../support/refusals.ts";
import type { components } from "../../generated/types/v1.ts";
import { keyDigest } from "../../server/modules/accounts/key-digests.ts";

type DocumentType = components["schemas"]["DocumentType"];
type Serie = components["schemas"]["Serie"];

let s: TestServer;
let datasetId: number;
const clock = new TestClock(new Date("2026-11-22T10:15:00Z"));

beforeAll(async () => {
  s = await startTestServer({ clock });
  datasetId = (
    await s.store.db
      .selectFrom("datasets")
      .select("id")
      .where("api_token_hash", "=", keyDigest(s.account.api_token))
      .executeTakeFirstOrThrow()
  ).id;
});

beforeEach(async () => {
  clock.set("2026-11-22T10:15:00Z");
  await setWebServiceUser("500000000/1");
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

/** The account's tax-authority web-service user (null: not configured). */
async function setWebServiceUser(user: string | null): Promise<void> {
  await s.store.db.updateTable("accounts").set({ at_ws_user: user }).where("id", "=", s.account.account_id).execute();
}

const required = (field: string): ExpectedRefusal => ({
  code: "request.field.required",
  field,
  message: `É obrigatória a indicação de um valor para o campo ${field}`,
});
const badForm = (field: string): ExpectedRefusal => ({ code: "request.field.invalid", field });
const WS_USER_MISSING: ExpectedRefusal = {
  code: "tax_authority.user.missing",
  message: "Configure primeiro o utilizador de acesso de webservice AT",
};
const INACTIVE: ExpectedRefusal = {
  code: "series.communication.inactive",
  message: "A série não se encontra activa: active-a antes de a comunicar à AT",
};
const EXPIRED: ExpectedRefusal = { code: "series.communication.expired", message: "A série encontra-se expirada" };
/** A number outside the spec's bounds: refused by validation, saying what the field takes. */
const outOfBounds = (field: string, expected: string): ExpectedRefusal => ({
  code: "request.field.invalid",
  field,
  message: `O valor indicado para o campo ${field} não é válido (esperado: ${expected})`,
});

async function documentType(saft: string): Promise<DocumentType> {
  const { data } = await s.v1().POST("/administration/documentstypes/find", { body: { value: saft } });
  const found = data!.data.find((t) => t.saft_initials === saft);
  expect(found).toBeDefined();
  return found!;
}

async function createSerie(
  body: components["schemas"]["SerieCreateRequest"] extends infer B ? Omit<B, "api_token"> : never,
): Promise<Serie> {
  const { data, error } = await s.v1().POST("/administration/series/create", { body });
  expect(error).toBeUndefined();
  return data!.data;
}

/** The series with this ID (find also answers series whose name contains the digits). */
async function serieFind(id: number): Promise<Serie[]> {
  return (await s.v1().POST("/administration/series/find", { body: { value: id } })).data!.data.filter(
    (x) => x.id === id,
  );
}

/** A finished sale numbered `number` in a series and document type of the production data set. */
async function insertSale(documentTypeId: number, serieId: number, number: number): Promise<void> {
  const currency = await s.store.db
    .selectFrom("currencies")
    .select("id")
    .where("dataset_id", "=", datasetId)
    .where("code_iso", "=", "EUR")
    .executeTakeFirstOrThrow();
  await insertRow(s.store.db, "sales", {
    dataset_id: datasetId,
    document_type_id: documentTypeId,
    serie_id: serieId,
    number,
    currency_id: currency.id,
    status: "Terminado",
    issue_date: "2026-11-22",
  });
}

describe("a new data set", () => {
  it("has every document type with the year's series assigned as preset and communicated", async () => {
    const { data } = await s.v1().POST("/administration/documentstypes/list", { body: {} });
    const types = data!.data;
    expect(types.map((t) => t.saft_initials)).toEqual([
      "FT",
      "FR",
      "FS",
      "NC",
      "ND",
      "PF",
      "OR",
      "NE",
      "GT",
      "GR",
      "GC",
      "GD",
      "GA",
      "RC",
    ]);
    for (const t of types) {
      expect(t.documentstypesseries).toHaveLength(1);
      expect(t.documentstypesseries[0]).toMatchObject({
        document_type_id: t.id,
        document_number: 0,
        is_default: true,
        active: true,
        serie: { description: "2026", type: "Normal" },
      });
      expect(t.documentstypesseries[0]!.atcud).toMatch(/^[A-Z0-9]{8,}$/);
    }
  });
});

describe("series", () => {
  it("refuse names with accents, spaces or other special characters", async () => {
    for (const description of ["Série", "2027 A", "2027/A"]) {
      const answer = await s.v1().POST("/administration/series/create", { body: { description, valid_until: 2027 } });
      expectRefusal(answer, {
        ...badForm("description"),
        message: /^O valor indicado para o campo description não é válido/,
      });
    }
    const update = await s.v1().POST("/administration/series/{id}/update", {
      params: { path: { id: 1 } },
      body: { description: "Ano 2027", valid_until: 2027 },
    });
    expectRefusal(update, badForm("description"));
  });

  it("refuse a valid_until earlier than the current year on creation, and a missing one", async () => {
    expectRefusal(
      await s.v1().POST("/administration/series/create", { body: { description: "2025B", valid_until: 2025 } }),
      {
        code: "series.valid_until.past",
        field: "valid_until",
        message: "O ano 2025 indicado no campo valid_until é anterior ao ano actual (2026)",
      },
    );
    const missing = await s.raw("/api/v1/administration/series/create", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ api_token: s.account.api_token, description: "2030" }),
    });
    expectRefusal(await answerOf(missing), required("valid_until"));
  });

  it("are assigned to every document type as preset with assign_to_all and assign_as_default", async () => {
    const serie = await createSerie({
      description: "2027",
      valid_until: "2027",
      assign_to_all: "1",
      assign_as_default: true,
    });
    expect(serie).toMatchObject({ description: "2027", valid_until: 2027, type: "Normal", active: true });
    const { data } = await s.v1().POST("/administration/documentstypes/list", { body: { active: "All" } });
    for (const t of data!.data) {
      const mine = t.documentstypesseries.find((a) => a.serie_id === serie.id);
      expect(mine).toMatchObject({ is_default: true, atcud: null, document_number: 0 });
      expect(t.documentstypesseries.filter((a) => a.is_default)).toHaveLength(1);
    }
    const byType = await s
      .v1()
      .POST("/administration/series/by_document_type", { body: { document_type_id: "Factura" } });
    expect(byType.data!.data.map((x) => x.description)).toEqual(["2026", "2027"]);
  });

  it("are created unassigned by default, and listed by document type by ID or name", async () => {
    const serie = await createSerie({ description: "AVULSA", valid_until: 2026 });
    const ft = await documentType("FT");
    expect(ft.documentstypesseries.map((a) => a.serie_id)).not.toContain(serie.id);
    const byId = await s.v1().POST("/administration/series/by_document_type", { body: { document_type_id: ft.id } });
    expect(byId.data!.data.map((x) => x.id)).not.toContain(serie.id);
    expectRefusal(
      await s.v1().POST("/administration/series/by_document_type", { body: { document_type_id: "Fatura" } }),
      {
        code: "document_type.not_found",
        field: "document_type_id",
        message: "O tipo de documento não existe ou não se encontra activo",
      },
    );
    const missing = await s.raw("/api/v1/administration/series/by_document_type", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ api_token: s.account.api_token }),
    });
    expectRefusal(await answerOf(missing), required("document_type_id"));
  });

  it("update only name, year and state; keep their assignments", async () => {
    const serie = await createSerie({ description: "2028", valid_until: 2028, assign_to_all: true });
    const upd = await s.v1().POST("/administration/series/{id}/update", {
      params: { path: { id: serie.id } },
      body: { description: "2028-A", valid_until: "2029", active: false },
    });
    expect(upd.data!.data).toMatchObject({
      id: serie.id,
      description: "2028-A",
      valid_until: 2029,
      active: false,
      type: "Normal",
    });
    const kept = await s.v1().POST("/administration/series/{id}/update", {
      params: { path: { id: serie.id } },
      body: { description: "2028-A", valid_until: 2029 },
    });
    expect(kept.data!.data.active).toBe(false);
    expect((await documentType("GT")).documentstypesseries.map((a) => a.serie_id)).toContain(serie.id);
    expectRefusal(
      await s.v1().POST("/administration/series/{id}/update", {
        params: { path: { id: serie.id } },
        body: { description: "2026", valid_until: 2029 },
      }),
      {
        code: "series.description.taken",
        field: "description",
        message: "Já existe uma série com este descritivo",
      },
    );
    expectRefusal(
      await s.v1().POST("/administration/series/{id}/update", {
        params: { path: { id: 999999 } },
        body: { description: "X", valid_until: 2029 },
      }),
      { code: "serie.not_found", field: "id" },
    );
  });

  it("keep their name once communicated to the tax authority; year and state still change", async () => {
    const { data } = await s.v1().POST("/administration/series/find", { body: { value: "2026" } });
    const communicated = data!.data.find((x) => x.description === "2026")!;
    expectRefusal(
      await s.v1().POST("/administration/series/{id}/update", {
        params: { path: { id: communicated.id } },
        body: { description: "2026-X", valid_until: 2026 },
      }),
      {
        code: "series.description.locked",
        field: "description",
        message:
          "A série 2026 não pode mudar de descritivo porque já foi comunicada à AT ou tem documentos finalizados; crie uma nova série",
      },
    );
    const extended = await s.v1().POST("/administration/series/{id}/update", {
      params: { path: { id: communicated.id } },
      body: { description: "2026", valid_until: 2027 },
    });
    expect(extended.data!.data).toMatchObject({ description: "2026", valid_until: 2027 });
    await s.v1().POST("/administration/series/{id}/update", {
      params: { path: { id: communicated.id } },
      body: { description: "2026", valid_until: 2026 },
    });
  });

  it("are deleted with their assignments when no document was issued in them; refused (and kept whole) otherwise", async () => {
    const unused = await createSerie({ description: "APAGAR", valid_until: 2026, assign_to_all: true });
    expect(
      (await s.v1().POST("/administration/series/{id}/delete", { params: { path: { id: unused.id } } })).data,
    ).toEqual({ status: true });
    expect((await documentType("FT")).documentstypesseries.map((a) => a.serie_id)).not.toContain(unused.id);

    const used = await createSerie({ description: "USADA", valid_until: 2026, assign_to_all: true });
    const ft = await documentType("FT");
    await insertSale(ft.id, used.id, 1);
    expectRefusal(await s.v1().POST("/administration/series/{id}/delete", { params: { path: { id: used.id } } }), {
      code: "administration.record.in_use",
    });
    expect(await serieFind(used.id)).toHaveLength(1);
    expect((await documentType("GR")).documentstypesseries.map((a) => a.serie_id)).toContain(used.id);
  });
});

describe("communication of a series on creation", () => {
  it("obtains a validation code for each type listed, assigning the series to them", async () => {
    const serie = await createSerie({
      description: "2027-C",
      valid_until: 2027,
      assign_as_default: true,
      communicate: true,
      communicate_documents_types: ["Factura", "fr", (await documentType("FS")).id],
    });
    for (const saft of ["FT", "FR", "FS"]) {
      const a = (await documentType(saft)).documentstypesseries.find((x) => x.serie_id === serie.id);
      expect(a).toMatchObject({ is_default: true, document_number: 0 });
      expect(a!.atcud).toMatch(/^[A-Z0-9]{8}$/);
    }
    expect((await documentType("NC")).documentstypesseries.map((a) => a.serie_id)).not.toContain(serie.id);
  });

  it("refuses without the web-service user, without types, an unknown type or an inactive series, creating nothing", async () => {
    await setWebServiceUser(null);
    expectRefusal(
      await s.v1().POST("/administration/series/create", {
        body: {
          description: "SEMUSER",
          valid_until: 2027,
          communicate: true,
          communicate_documents_types: ["Factura"],
        },
      }),
      WS_USER_MISSING,
    );
    await setWebServiceUser("500000000/1");
    expectRefusal(
      await s.v1().POST("/administration/series/create", {
        body: { description: "SEMTIPOS", valid_until: 2027, communicate: true },
      }),
      {
        code: "series.communication.types_required",
        field: "communicate_documents_types",
        message: "É obrigatória a indicação de um valor para o campo communicate_documents_types",
      },
    );
    expectRefusal(
      await s.v1().POST("/administration/series/create", {
        body: {
          description: "TIPOMAU",
          valid_until: 2027,
          communicate: "true",
          communicate_documents_types: ["Factura", "Fatura"],
        },
      }),
      { code: "document_type.not_found", field: "communicate_documents_types[1]" },
    );
    expectRefusal(
      await s.v1().POST("/administration/series/create", {
        body: {
          description: "INATIVA",
          valid_until: 2027,
          active: false,
          communicate: 1,
          communicate_documents_types: ["Factura"],
        },
      }),
      { ...INACTIVE, field: "active" },
    );
    const found = await s.v1().POST("/administration/series/find", { body: { value: "SEM" } });
    expect(found.data!.data).toEqual([]);
  });

  it("is all-or-nothing: when the authority refuses, the series is not created", async () => {
    const first = await createSerie({
      description: "2029",
      valid_until: 2029,
      communicate: true,
      communicate_documents_types: ["Factura"],
    });
    expect(
      (await s.v1().POST("/administration/series/{id}/delete", { params: { path: { id: first.id } } })).data,
    ).toEqual({ status: true });
    // The authority remembers the series it registered: the same name is refused for FT.
    const again = await s.v1().POST("/administration/series/create", {
      body: {
        description: "2029",
        valid_until: 2029,
        assign_to_all: true,
        communicate: true,
        communicate_documents_types: ["Orçamento", "Factura"],
      },
    });
    expectRefusal(again, {
      code: "tax_authority.series.already_registered",
      message: "A comunicação à AT falhou: a série 2029 já se encontra registada para o tipo de documento FT",
    });
    expect((await s.v1().POST("/administration/series/find", { body: { value: "2029" } })).data!.data).toEqual([]);
    expect((await documentType("OR")).documentstypesseries.every((a) => a.serie?.description !== "2029")).toBe(true);
  });
});

describe("series/{id}/communicate", () => {
  const communicate = (id: number) =>
    s.v1().POST("/administration/series/{id}/communicate", { params: { path: { id } } });

  it("communicates every assigned type without a code, then refuses when all are communicated", async () => {
    const serie = await createSerie({ description: "COM-1", valid_until: 2027, assign_to_all: true });
    const before = await documentType("FT");
    expect((await communicate(serie.id)).data).toEqual({ status: true });
    const { data } = await s.v1().POST("/administration/documentstypes/list", { body: { active: "All" } });
    const codes = data!.data.map((t) => t.documentstypesseries.find((a) => a.serie_id === serie.id)!.atcud);
    expect(codes).toHaveLength(14);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{8}$/);
    // Other series keep their codes.
    const after = await documentType("FT");
    expect(after.documentstypesseries.find((a) => a.serie_id !== serie.id)!.atcud).toBe(
      before.documentstypesseries.find((a) => a.serie_id !== serie.id)!.atcud,
    );
    expectRefusal(await communicate(serie.id), {
      code: "series.communication.complete",
      message: "Todos os tipos de documento já se encontram comunicados!",
    });
  });

  it("communicates only the types still without a code", async () => {
    const serie = await createSerie({
      description: "COM-2",
      valid_until: 2027,
      communicate: true,
      communicate_documents_types: ["Factura"],
    });
    const ftCode = (await documentType("FT")).documentstypesseries.find((a) => a.serie_id === serie.id)!.atcud;
    const gt = await documentType("GT");
    await s.v1().POST("/administration/documentstypes/{id}/update", {
      params: { path: { id: gt.id } },
      body: { print_report: "A4", series: [{ id: serie.id, number: 1 }] },
    });
    expect((await communicate(serie.id)).data).toEqual({ status: true });
    expect((await documentType("FT")).documentstypesseries.find((a) => a.serie_id === serie.id)!.atcud).toBe(ftCode);
    expect((await documentType("GT")).documentstypesseries.find((a) => a.serie_id === serie.id)!.atcud).toMatch(
      /^[A-Z0-9]{8}$/,
    );
  });

  it("refuses an unknown, inactive, expired or unassigned series, and a missing web-service user", async () => {
    expectRefusal(await communicate(999999), { code: "serie.not_found", field: "id" });
    const inactive = await createSerie({
      description: "COM-INATIVA",
      valid_until: 2027,
      assign_to_all: true,
      active: false,
    });
    expectRefusal(await communicate(inactive.id), INACTIVE);
    const expiring = await createSerie({ description: "COM-2026", valid_until: 2026, assign_to_all: true });
    clock.set("2027-01-02T09:00:00Z");
    expectRefusal(await communicate(expiring.id), EXPIRED);
    clock.set("2026-11-22T10:15:00Z");
    const alone = await createSerie({ description: "COM-SOLTA", valid_until: 2027 });
    expectRefusal(await communicate(alone.id), {
      code: "series.communication.unassigned",
      message: "A série não está associada a nenhum tipo de documento",
    });
    await setWebServiceUser(null);
    expectRefusal(await communicate(expiring.id), WS_USER_MISSING);
  });

  it("reports the reason the authority refused, and keeps nothing of the failed request", async () => {
    const serie = await createSerie({ description: "COM-FALHA", valid_until: 2027, assign_to_all: true });
    await setWebServiceUser("501964843/1");
    expectRefusal(await communicate(serie.id), {
      code: "tax_authority.user.unauthorised",
      message:
        "A comunicação à AT falhou: o utilizador de webservice 501964843/1 não está autorizado para o contribuinte 500000000",
    });
    await setWebServiceUser("500000000/1");
    const long = await createSerie({
      description: "SERIE-COM-NOME-MUITO-LONGO",
      valid_until: 2027,
      assign_to_all: true,
    });
    expectRefusal(await communicate(long.id), {
      code: "tax_authority.series.identifier_invalid",
      message:
        /^A comunicação à AT falhou: o identificador da série SERIE-COM-NOME-MUITO-LONGO deve ter de 1 a 20 letras/,
    });
    const { data } = await s.v1().POST("/administration/documentstypes/list", { body: {} });
    for (const t of data!.data)
      expect(
        t.documentstypesseries
          .filter((a) => a.serie_id === serie.id || a.serie_id === long.id)
          .every((a) => a.atcud === null),
      ).toBe(true);
    expect((await communicate(serie.id)).data).toEqual({ status: true });
  });
});

describe("document types", () => {
  it("find by SAF-T code, name or ID, and list by state", async () => {
    const ft = await documentType("FT");
    expect(ft).toMatchObject({ description: "Factura", type: "Facturação", print_report: "A4" });
    const byName = (await s.v1().POST("/administration/documentstypes/find", { body: { value: "guia de" } })).data!
      .data;
    expect(byName.map((t) => t.saft_initials)).toEqual(["GT", "GR", "GC", "GD", "GA"]);
    expect(
      (await s.v1().POST("/administration/documentstypes/find", { body: { value: ft.id } })).data!.data.map(
        (t) => t.id,
      ),
    ).toEqual([ft.id]);
    expect((await s.v1().POST("/administration/documentstypes/find", { body: { value: "XPTO" } })).data!.data).toEqual(
      [],
    );
    expect((await s.v1().POST("/administration/documentstypes/list", { body: { active: false } })).data!.data).toEqual(
      [],
    );
  });

  it("update print settings: POS with a width (or its alias print_width), A4 with a number of pages", async () => {
    const fs = await documentType("FS");
    const pos = await s.v1().POST("/administration/documentstypes/{id}/update", {
      params: { path: { id: fs.id } },
      body: {
        print_report: "POS",
        print_width: 80,
        print_margin_top: "2",
        print_margin_bottom: 2,
        print_margin_right: 3,
        print_margin_left: 3,
        print_automatic: "1",
        stock_check_negative: false,
      },
    });
    expect(pos.error).toBeUndefined();
    expect(pos.data!.data).toMatchObject({
      print_report: "POS",
      print_report_width: 80,
      print_margin_top: 2,
      print_margin_left: 3,
      print_automatic: true,
      stock_check_negative: false,
      send_email_automatic: false,
    });
    const both = await s.v1().POST("/administration/documentstypes/{id}/update", {
      params: { path: { id: fs.id } },
      body: { print_report: "POS", print_report_width: 58, print_width: 80 },
    });
    expect(both.data!.data).toMatchObject({ print_report_width: 58, print_automatic: true });
    const a4 = await s.v1().POST("/administration/documentstypes/{id}/update", {
      params: { path: { id: fs.id } },
      body: {
        print_report: "A4",
        print_pages_number: "2",
        print_report_width: "",
        send_email_automatic: true,
        sign_document_automatic: 0,
        send_sms_automatic: "false",
        stock_check_minimum: "true",
        active: true,
      },
    });
    expect(a4.data!.data).toMatchObject({
      print_report: "A4",
      print_pages_number: 2,
      print_report_width: null,
      send_email_automatic: true,
      stock_check_minimum: true,
      active: true,
    });
  });

  it("refuse POS without a width, A4 without pages, a bad format, and an unknown type", async () => {
    const fr = await documentType("FR");
    const update = (
      body: components["schemas"]["DocumentTypeUpdateRequest"] extends infer B ? Omit<B, "api_token"> : never,
      id = fr.id,
    ) => s.v1().POST("/administration/documentstypes/{id}/update", { params: { path: { id } }, body });
    expectRefusal(await update({ print_report: "POS" }), {
      code: "document_type.print_measure.required",
      field: "print_report_width",
      message: "É obrigatória a indicação de um valor para o campo print_report_width no formato de impressão POS",
    });
    expectRefusal(await update({ print_report: "A4", print_pages_number: "" }), {
      code: "document_type.print_measure.required",
      field: "print_pages_number",
      message: /formato de impressão A4$/,
    });
    expectRefusal(
      await update({ print_report: "A4", print_pages_number: 0 }),
      outOfBounds("print_pages_number", "um número de cópias de 1 a 10"),
    );
    expectRefusal(
      await update({ print_report: "POS", print_width: "99999999999" }),
      outOfBounds("print_width", "uma largura de 40 a 120 mm"),
    );
    expectRefusal(
      await update({ print_report: "POS", print_width: 80, print_margin_left: -1 }),
      outOfBounds("print_margin_left", "uma margem de 0 a 30 mm"),
    );
    expectRefusal(await update({ print_report: "A5" as "A4" }), { ...badForm("print_report"), message: /A4.*POS/ });
    expectRefusal(await update({ print_report: "A4" }, 999999), { code: "document_type.not_found", field: "id" });
    const missing = await s.raw(`/api/v1/administration/documentstypes/${fr.id}/update`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ api_token: s.account.api_token }),
    });
    expectRefusal(await answerOf(missing), required("print_report"));
  });

  it("assign series with the number they start from and one preset", async () => {
    const nd = await documentType("ND");
    const serie = await createSerie({ description: "ND-2027", valid_until: 2027 });
    const upd = await s.v1().POST("/administration/documentstypes/{id}/update", {
      params: { path: { id: nd.id } },
      body: { print_report: "A4", series: [{ id: serie.id, number: "100", is_default: true }] },
    });
    const mine = upd.data!.data.documentstypesseries.find((a) => a.serie_id === serie.id);
    expect(mine).toMatchObject({
      document_number: 99,
      is_default: true,
      active: true,
      atcud: null,
      serie: { description: "ND-2027" },
    });
    expect(upd.data!.data.documentstypesseries.filter((a) => a.is_default).map((a) => a.serie_id)).toEqual([serie.id]);
    const again = await s.v1().POST("/administration/documentstypes/{id}/update", {
      params: { path: { id: nd.id } },
      body: { print_report: "A4", series: [{ id: String(serie.id), number: 1, active: "0" }] },
    });
    expect(again.data!.data.documentstypesseries.find((a) => a.serie_id === serie.id)).toMatchObject({
      document_number: 0,
      is_default: true,
      active: false,
    });
  });

  it("refuse badly filled series entries", async () => {
    const nc = await documentType("NC");
    const serie = nc.documentstypesseries[0]!.serie_id;
    const update = (series: components["schemas"]["DocumentTypeSerieInput"][]) =>
      s.v1().POST("/administration/documentstypes/{id}/update", {
        params: { path: { id: nc.id } },
        body: { print_report: "A4", series },
      });
    expectRefusal(await update([{ id: 999999, number: 1 }]), {
      code: "serie.not_found",
      field: "series[0].id",
      message: "A série indicada no campo series[0].id não existe",
    });
    expectRefusal(await update([{ id: serie, number: 0 }]), badForm("series[0].number"));
    expectRefusal(await update([{ id: serie, number: "0" }]), badForm("series[0].number"));
    expectRefusal(await update([{ id: serie, number: "99999999999" }]), {
      code: "request.field.invalid",
      field: "series[0].number",
    });
    const missing = await s.raw(`/api/v1/administration/documentstypes/${nc.id}/update`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ api_token: s.account.api_token, print_report: "A4", series: [{ id: serie }] }),
    });
    expectRefusal(await answerOf(missing), required("series[0].number"));
    const other = await createSerie({ description: "NC-B", valid_until: 2027 });
    expectRefusal(
      await update([
        { id: serie, number: 1, is_default: true },
        { id: other.id, number: 1, is_default: "1" },
      ]),
      {
        code: "document_type.series.default_repeated",
        field: "series",
        message: "Apenas uma série pode ser a série predefinida do tipo de documento",
      },
    );
    expectRefusal(
      await update([
        { id: serie, number: 1 },
        { id: serie, number: 2 },
      ]),
      {
        code: "document_type.series.repeated",
        field: "series[1].id",
        message: "A série 2026 está repetida no campo series[1].id",
      },
    );
    // Nothing of a refused update is kept.
    expect((await documentType("NC")).documentstypesseries).toEqual(nc.documentstypesseries);
  });

  it("refuse a start number at or below the last number issued", async () => {
    const gr = await documentType("GR");
    const serie = await createSerie({ description: "GR-NUM", valid_until: 2027 });
    await s.v1().POST("/administration/documentstypes/{id}/update", {
      params: { path: { id: gr.id } },
      body: { print_report: "A4", series: [{ id: serie.id, number: 1 }] },
    });
    await insertSale(gr.id, serie.id, 1);
    await insertSale(gr.id, serie.id, 2);
    const update = (number: number) =>
      s.v1().POST("/administration/documentstypes/{id}/update", {
        params: { path: { id: gr.id } },
        body: { print_report: "A4", series: [{ id: serie.id, number }] },
      });
    expectRefusal(await update(2), {
      code: "document_type.series.number.too_low",
      field: "series[0].number",
      message:
        "O número 2 indicado no campo series[0].number deve ser superior a 2, o último número emitido na série GR-NUM para este tipo de documento",
    });
    const ok = await update(10);
    expect(ok.data!.data.documentstypesseries.find((a) => a.serie_id === serie.id)!.document_number).toBe(9);
  });
});

describe("documentstypes/{id}/{serie_id}/communicate", () => {
  const communicate = (id: number, serieId: number) =>
    s.v1().POST("/administration/documentstypes/{id}/{serie_id}/communicate", {
      params: { path: { id, serie_id: serieId } },
    });

  it("answers the validation code and stores it in the assignment", async () => {
    const serie = await createSerie({ description: "DT-1", valid_until: 2027, assign_to_all: true });
    const ft = await documentType("FT");
    const answer = await communicate(ft.id, serie.id);
    expect(answer.error).toBeUndefined();
    expect(answer.data!.atcud).toMatch(/^[A-Z0-9]{8}$/);
    expect((await documentType("FT")).documentstypesseries.find((a) => a.serie_id === serie.id)!.atcud).toBe(
      answer.data!.atcud,
    );
    expect((await documentType("FR")).documentstypesseries.find((a) => a.serie_id === serie.id)!.atcud).toBeNull();
    expectRefusal(await communicate(ft.id, serie.id), {
      code: "series.atcud.exists",
      message: "Já existe um ATCUD para esta série no tipo de documento seleccionado",
    });
  });

  it("refuses unknown IDs, an unassigned series, a missing web-service user, an inactive or expired series, and the authority's refusal", async () => {
    const ft = await documentType("FT");
    const serie = await createSerie({ description: "DT-2", valid_until: 2026, assign_to_all: true });
    expectRefusal(await communicate(999999, serie.id), { code: "document_type.not_found", field: "id" });
    expectRefusal(await communicate(ft.id, 999999), { code: "serie.not_found", field: "serie_id" });
    const alone = await createSerie({ description: "DT-SOLTA", valid_until: 2027 });
    expectRefusal(await communicate(ft.id, alone.id), {
      code: "series.assignment.missing",
      field: "serie_id",
      message: "A série DT-SOLTA não está associada ao tipo de documento Factura",
    });
    await setWebServiceUser(null);
    expectRefusal(await communicate(ft.id, serie.id), WS_USER_MISSING);
    await setWebServiceUser("500000000/1");
    clock.set("2027-03-01T12:00:00Z");
    expectRefusal(await communicate(ft.id, serie.id), EXPIRED);
    clock.set("2026-11-22T10:15:00Z");
    await s.v1().POST("/administration/series/{id}/update", {
      params: { path: { id: serie.id } },
      body: { description: "DT-2", valid_until: 2026, active: false },
    });
    expectRefusal(await communicate(ft.id, serie.id), INACTIVE);
    await s.v1().POST("/administration/series/{id}/update", {
      params: { path: { id: serie.id } },
      body: { description: "DT-2", valid_until: 2026, active: true },
    });
    await s.v1().POST("/administration/documentstypes/{id}/update", {
      params: { path: { id: ft.id } },
      body: { print_report: "A4", series: [{ id: serie.id, number: 1, active: false }] },
    });
    expectRefusal(await communicate(ft.id, serie.id), {
      code: "series.assignment.inactive",
      message: "A série não se encontra activa no tipo de documento seleccionado",
    });
    const fr = await documentType("FR");
    await setWebServiceUser("999999990/2");
    expectRefusal(await communicate(fr.id, serie.id), {
      code: "tax_authority.user.unauthorised",
      message: /utilizador de webservice 999999990\/2 não está autorizado para o contribuinte 500000000$/,
    });
    await setWebServiceUser("500000000/1");
    expect((await communicate(fr.id, serie.id)).data!.atcud).toMatch(/^[A-Z0-9]{8}$/);
  });
});
