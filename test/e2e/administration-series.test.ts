// v1 series and document types through the generated client: assignment to document types,
// numbering, and communication to the simulated tax authority (ATCUD validation codes).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertRow } from "../support/rows.ts";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import type { components } from "../../generated/types/v1.ts";

type DocumentType = components["schemas"]["DocumentType"];
type Serie = components["schemas"]["Serie"];

let s: TestServer;
let datasetId: number;
const clock = new TestClock(new Date("2026-11-22T10:15:00Z"));

beforeAll(async () => {
  s = await startTestServer({ clock });
  datasetId = (await s.store.db.selectFrom("datasets").select("id").where("api_token", "=", s.account.api_token).executeTakeFirstOrThrow()).id;
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

function expectRefused(answer: { response: Response; error?: unknown }, message: string | RegExp): void {
  expect(answer.response.status).toBe(403);
  const error = answer.error as { status: boolean; message: string };
  expect(error.status).toBe(false);
  if (typeof message === "string") expect(error.message).toBe(message);
  else expect(error.message).toMatch(message);
}

async function documentType(saft: string): Promise<DocumentType> {
  const { data } = await s.v1().POST("/administration/documentstypes/find", { body: { value: saft } });
  const found = data!.data.find((t) => t.saft_initials === saft);
  expect(found).toBeDefined();
  return found!;
}

async function createSerie(body: components["schemas"]["SerieCreateRequest"] extends infer B ? Omit<B, "api_token"> : never): Promise<Serie> {
  const { data, error } = await s.v1().POST("/administration/series/create", { body });
  expect(error).toBeUndefined();
  return data!.data;
}

/** The series with this ID (find also answers series whose name contains the digits). */
async function serieFind(id: number): Promise<Serie[]> {
  return (await s.v1().POST("/administration/series/find", { body: { value: id } })).data!.data.filter((x) => x.id === id);
}

/** A finished sale numbered `number` in a series and document type of the production data set. */
async function insertSale(documentTypeId: number, serieId: number, number: number): Promise<void> {
  const currency = await s.store.db.selectFrom("currencies").select("id").where("dataset_id", "=", datasetId).where("code_iso", "=", "EUR").executeTakeFirstOrThrow();
  await insertRow(s.store.db, "sales", { dataset_id: datasetId, document_type_id: documentTypeId, serie_id: serieId, number, currency_id: currency.id, status: "Terminado", issue_date: "2026-11-22" });
}

describe("a new data set", () => {
  it("has every document type with the year's series assigned as preset and communicated", async () => {
    const { data } = await s.v1().POST("/administration/documentstypes/list", { body: {} });
    const types = data!.data;
    expect(types.map((t) => t.saft_initials)).toEqual(["FT", "FR", "FS", "NC", "ND", "PF", "OR", "NE", "GT", "GR", "GC", "GD", "GA", "RC"]);
    for (const t of types) {
      expect(t.documentstypesseries).toHaveLength(1);
      expect(t.documentstypesseries[0]).toMatchObject({ document_type_id: t.id, document_number: 0, is_default: true, active: true, serie: { description: "2026", type: "Normal" } });
      expect(t.documentstypesseries[0]!.atcud).toMatch(/^[A-Z0-9]{8,}$/);
    }
  });
});

describe("series", () => {
  it("refuse names with accents, spaces or other special characters", async () => {
    for (const description of ["Série", "2027 A", "2027/A"]) {
      const answer = await s.v1().POST("/administration/series/create", { body: { description, valid_until: 2027 } });
      expectRefused(answer, /^The field description is invalid\. Expected .*letters, digits and \., _, - only/i);
    }
    const update = await s.v1().POST("/administration/series/{id}/update", { params: { path: { id: 1 } }, body: { description: "Ano 2027", valid_until: 2027 } });
    expectRefused(update, /^The field description is invalid/);
  });

  it("refuse a valid_until earlier than the current year on creation, and a missing one", async () => {
    expectRefused(await s.v1().POST("/administration/series/create", { body: { description: "2025B", valid_until: 2025 } }), "The year 2025 (valid_until) is earlier than the current year 2026.");
    const missing = await s.raw("/api/v1/administration/series/create", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ api_token: s.account.api_token, description: "2030" }) });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ status: false, message: "The field valid_until is required." });
  });

  it("are assigned to every document type as preset with assign_to_all and assign_as_default", async () => {
    const serie = await createSerie({ description: "2027", valid_until: "2027", assign_to_all: "1", assign_as_default: true });
    expect(serie).toMatchObject({ description: "2027", valid_until: 2027, type: "Normal", active: true });
    const { data } = await s.v1().POST("/administration/documentstypes/list", { body: { active: "All" } });
    for (const t of data!.data) {
      const mine = t.documentstypesseries.find((a) => a.serie_id === serie.id);
      expect(mine).toMatchObject({ is_default: true, atcud: null, document_number: 0 });
      expect(t.documentstypesseries.filter((a) => a.is_default)).toHaveLength(1);
    }
    const byType = await s.v1().POST("/administration/series/by_document_type", { body: { document_type_id: "Factura" } });
    expect(byType.data!.data.map((x) => x.description)).toEqual(["2026", "2027"]);
  });

  it("are created unassigned by default, and listed by document type by ID or name", async () => {
    const serie = await createSerie({ description: "AVULSA", valid_until: 2026 });
    const ft = await documentType("FT");
    expect(ft.documentstypesseries.map((a) => a.serie_id)).not.toContain(serie.id);
    const byId = await s.v1().POST("/administration/series/by_document_type", { body: { document_type_id: ft.id } });
    expect(byId.data!.data.map((x) => x.id)).not.toContain(serie.id);
    expectRefused(await s.v1().POST("/administration/series/by_document_type", { body: { document_type_id: "Fatura" } }), 'The document type "Fatura" (document_type_id) does not exist.');
    const missing = await s.raw("/api/v1/administration/series/by_document_type", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ api_token: s.account.api_token }) });
    expect(await missing.json()).toEqual({ status: false, message: "The field document_type_id is required." });
  });

  it("update only name, year and state; keep their assignments", async () => {
    const serie = await createSerie({ description: "2028", valid_until: 2028, assign_to_all: true });
    const upd = await s.v1().POST("/administration/series/{id}/update", { params: { path: { id: serie.id } }, body: { description: "2028-A", valid_until: "2029", active: false } });
    expect(upd.data!.data).toMatchObject({ id: serie.id, description: "2028-A", valid_until: 2029, active: false, type: "Normal" });
    const kept = await s.v1().POST("/administration/series/{id}/update", { params: { path: { id: serie.id } }, body: { description: "2028-A", valid_until: 2029 } });
    expect(kept.data!.data.active).toBe(false);
    expect((await documentType("GT")).documentstypesseries.map((a) => a.serie_id)).toContain(serie.id);
    expectRefused(await s.v1().POST("/administration/series/{id}/update", { params: { path: { id: serie.id } }, body: { description: "2026", valid_until: 2029 } }), 'The description "2026" (description) is already registered.');
    expectRefused(await s.v1().POST("/administration/series/{id}/update", { params: { path: { id: 999999 } }, body: { description: "X", valid_until: 2029 } }), "The series 999999 (id) does not exist.");
  });

  it("keep their name once communicated to the tax authority; year and state still change", async () => {
    const { data } = await s.v1().POST("/administration/series/find", { body: { value: "2026" } });
    const communicated = data!.data.find((x) => x.description === "2026")!;
    expectRefused(
      await s.v1().POST("/administration/series/{id}/update", { params: { path: { id: communicated.id } }, body: { description: "2026-X", valid_until: 2026 } }),
      'The series "2026" (description) cannot be renamed: it was communicated to the tax authority or has finished documents, whose numbers carry its name. Create a new series instead.',
    );
    const extended = await s.v1().POST("/administration/series/{id}/update", { params: { path: { id: communicated.id } }, body: { description: "2026", valid_until: 2027 } });
    expect(extended.data!.data).toMatchObject({ description: "2026", valid_until: 2027 });
    await s.v1().POST("/administration/series/{id}/update", { params: { path: { id: communicated.id } }, body: { description: "2026", valid_until: 2026 } });
  });

  it("are deleted with their assignments when no document was issued in them; refused (and kept whole) otherwise", async () => {
    const unused = await createSerie({ description: "APAGAR", valid_until: 2026, assign_to_all: true });
    expect((await s.v1().POST("/administration/series/{id}/delete", { params: { path: { id: unused.id } } })).data).toEqual({ status: true });
    expect((await documentType("FT")).documentstypesseries.map((a) => a.serie_id)).not.toContain(unused.id);

    const used = await createSerie({ description: "USADA", valid_until: 2026, assign_to_all: true });
    const ft = await documentType("FT");
    await insertSale(ft.id, used.id, 1);
    expectRefused(
      await s.v1().POST("/administration/series/{id}/delete", { params: { path: { id: used.id } } }),
      "The series cannot be deleted: it is used on documents or by other records; deactivate it instead (active false).",
    );
    expect(await serieFind(used.id)).toHaveLength(1);
    expect((await documentType("GR")).documentstypesseries.map((a) => a.serie_id)).toContain(used.id);
  });
});

describe("communication of a series on creation", () => {
  it("obtains a validation code for each type listed, assigning the series to them", async () => {
    const serie = await createSerie({ description: "2027-C", valid_until: 2027, assign_as_default: true, communicate: true, communicate_documents_types: ["Factura", "fr", (await documentType("FS")).id] });
    for (const saft of ["FT", "FR", "FS"]) {
      const a = (await documentType(saft)).documentstypesseries.find((x) => x.serie_id === serie.id);
      expect(a).toMatchObject({ is_default: true, document_number: 0 });
      expect(a!.atcud).toMatch(/^[A-Z0-9]{8}$/);
    }
    expect((await documentType("NC")).documentstypesseries.map((a) => a.serie_id)).not.toContain(serie.id);
  });

  it("refuses without the web-service user, without types, an unknown type or an inactive series, creating nothing", async () => {
    await setWebServiceUser(null);
    expectRefused(
      await s.v1().POST("/administration/series/create", { body: { description: "SEMUSER", valid_until: 2027, communicate: true, communicate_documents_types: ["Factura"] } }),
      "Configure the tax-authority (AT) web-service user first.",
    );
    await setWebServiceUser("500000000/1");
    expectRefused(
      await s.v1().POST("/administration/series/create", { body: { description: "SEMTIPOS", valid_until: 2027, communicate: true } }),
      "The field communicate_documents_types needs at least one document type when communicate is true.",
    );
    expectRefused(
      await s.v1().POST("/administration/series/create", { body: { description: "TIPOMAU", valid_until: 2027, communicate: "true", communicate_documents_types: ["Factura", "Fatura"] } }),
      'The document type "Fatura" (communicate_documents_types[1]) does not exist.',
    );
    expectRefused(
      await s.v1().POST("/administration/series/create", { body: { description: "INATIVA", valid_until: 2027, active: false, communicate: 1, communicate_documents_types: ["Factura"] } }),
      "An inactive series (active) cannot be communicated to the tax authority.",
    );
    const found = await s.v1().POST("/administration/series/find", { body: { value: "SEM" } });
    expect(found.data!.data).toEqual([]);
  });

  it("is all-or-nothing: when the authority refuses, the series is not created", async () => {
    const first = await createSerie({ description: "2029", valid_until: 2029, communicate: true, communicate_documents_types: ["Factura"] });
    expect((await s.v1().POST("/administration/series/{id}/delete", { params: { path: { id: first.id } } })).data).toEqual({ status: true });
    // The authority remembers the series it registered: the same name is refused for FT.
    const again = await s.v1().POST("/administration/series/create", { body: { description: "2029", valid_until: 2029, assign_to_all: true, communicate: true, communicate_documents_types: ["Orçamento", "Factura"] } });
    expectRefused(again, "The communication to the tax authority failed: the series 2029 is already registered for document type FT.");
    expect((await s.v1().POST("/administration/series/find", { body: { value: "2029" } })).data!.data).toEqual([]);
    expect((await documentType("OR")).documentstypesseries.every((a) => a.serie?.description !== "2029")).toBe(true);
  });
});

describe("series/{id}/communicate", () => {
  const communicate = (id: number) => s.v1().POST("/administration/series/{id}/communicate", { params: { path: { id } } });

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
    expect(after.documentstypesseries.find((a) => a.serie_id !== serie.id)!.atcud).toBe(before.documentstypesseries.find((a) => a.serie_id !== serie.id)!.atcud);
    expectRefused(await communicate(serie.id), "All document types are already communicated.");
  });

  it("communicates only the types still without a code", async () => {
    const serie = await createSerie({ description: "COM-2", valid_until: 2027, communicate: true, communicate_documents_types: ["Factura"] });
    const ftCode = (await documentType("FT")).documentstypesseries.find((a) => a.serie_id === serie.id)!.atcud;
    const gt = await documentType("GT");
    await s.v1().POST("/administration/documentstypes/{id}/update", { params: { path: { id: gt.id } }, body: { print_report: "A4", series: [{ id: serie.id, number: 1 }] } });
    expect((await communicate(serie.id)).data).toEqual({ status: true });
    expect((await documentType("FT")).documentstypesseries.find((a) => a.serie_id === serie.id)!.atcud).toBe(ftCode);
    expect((await documentType("GT")).documentstypesseries.find((a) => a.serie_id === serie.id)!.atcud).toMatch(/^[A-Z0-9]{8}$/);
  });

  it("refuses an unknown, inactive, expired or unassigned series, and a missing web-service user", async () => {
    expectRefused(await communicate(999999), "The series 999999 (id) does not exist.");
    const inactive = await createSerie({ description: "COM-INATIVA", valid_until: 2027, assign_to_all: true, active: false });
    expectRefused(await communicate(inactive.id), "The series COM-INATIVA is inactive: activate it before communicating it.");
    const expiring = await createSerie({ description: "COM-2026", valid_until: 2026, assign_to_all: true });
    clock.set("2027-01-02T09:00:00Z");
    expectRefused(await communicate(expiring.id), "The series COM-2026 expired at the end of 2026 (valid_until).");
    clock.set("2026-11-22T10:15:00Z");
    const alone = await createSerie({ description: "COM-SOLTA", valid_until: 2027 });
    expectRefused(await communicate(alone.id), "The series COM-SOLTA is not assigned to any document type.");
    await setWebServiceUser(null);
    expectRefused(await communicate(expiring.id), "Configure the tax-authority (AT) web-service user first.");
  });

  it("reports the reason the authority refused, and keeps nothing of the failed request", async () => {
    const serie = await createSerie({ description: "COM-FALHA", valid_until: 2027, assign_to_all: true });
    await setWebServiceUser("501964843/1");
    expectRefused(await communicate(serie.id), "The communication to the tax authority failed: the web-service user 501964843/1 is not authorised for the taxpayer 500000000.");
    await setWebServiceUser("500000000/1");
    const long = await createSerie({ description: "SERIE-COM-NOME-MUITO-LONGO", valid_until: 2027, assign_to_all: true });
    expectRefused(await communicate(long.id), /^The communication to the tax authority failed: the series identifier SERIE-COM-NOME-MUITO-LONGO must have 1 to 20 letters/);
    const { data } = await s.v1().POST("/administration/documentstypes/list", { body: {} });
    for (const t of data!.data) expect(t.documentstypesseries.filter((a) => a.serie_id === serie.id || a.serie_id === long.id).every((a) => a.atcud === null)).toBe(true);
    expect((await communicate(serie.id)).data).toEqual({ status: true });
  });
});

describe("document types", () => {
  it("find by SAF-T code, name or ID, and list by state", async () => {
    const ft = await documentType("FT");
    expect(ft).toMatchObject({ description: "Factura", type: "Facturação", print_report: "A4" });
    const byName = (await s.v1().POST("/administration/documentstypes/find", { body: { value: "guia de" } })).data!.data;
    expect(byName.map((t) => t.saft_initials)).toEqual(["GT", "GR", "GC", "GD", "GA"]);
    expect((await s.v1().POST("/administration/documentstypes/find", { body: { value: ft.id } })).data!.data.map((t) => t.id)).toEqual([ft.id]);
    expect((await s.v1().POST("/administration/documentstypes/find", { body: { value: "XPTO" } })).data!.data).toEqual([]);
    expect((await s.v1().POST("/administration/documentstypes/list", { body: { active: false } })).data!.data).toEqual([]);
  });

  it("update print settings: POS with a width (or its alias print_width), A4 with a number of pages", async () => {
    const fs = await documentType("FS");
    const pos = await s.v1().POST("/administration/documentstypes/{id}/update", {
      params: { path: { id: fs.id } },
      body: { print_report: "POS", print_width: 80, print_margin_top: "2", print_margin_bottom: 2, print_margin_right: 3, print_margin_left: 3, print_automatic: "1", stock_check_negative: false },
    });
    expect(pos.error).toBeUndefined();
    expect(pos.data!.data).toMatchObject({ print_report: "POS", print_report_width: 80, print_margin_top: 2, print_margin_left: 3, print_automatic: true, stock_check_negative: false, send_email_automatic: false });
    const both = await s.v1().POST("/administration/documentstypes/{id}/update", { params: { path: { id: fs.id } }, body: { print_report: "POS", print_report_width: 58, print_width: 80 } });
    expect(both.data!.data).toMatchObject({ print_report_width: 58, print_automatic: true });
    const a4 = await s.v1().POST("/administration/documentstypes/{id}/update", {
      params: { path: { id: fs.id } },
      body: { print_report: "A4", print_pages_number: "2", print_report_width: "", send_email_automatic: true, sign_document_automatic: 0, send_sms_automatic: "false", stock_check_minimum: "true", active: true },
    });
    expect(a4.data!.data).toMatchObject({ print_report: "A4", print_pages_number: 2, print_report_width: null, send_email_automatic: true, stock_check_minimum: true, active: true });
  });

  it("refuse POS without a width, A4 without pages, a bad format, and an unknown type", async () => {
    const fr = await documentType("FR");
    const update = (body: components["schemas"]["DocumentTypeUpdateRequest"] extends infer B ? Omit<B, "api_token"> : never, id = fr.id) =>
      s.v1().POST("/administration/documentstypes/{id}/update", { params: { path: { id } }, body });
    expectRefused(await update({ print_report: "POS" }), "The field print_report_width is required when print_report is POS.");
    expectRefused(await update({ print_report: "A4", print_pages_number: "" }), "The field print_pages_number is required when print_report is A4.");
    expectRefused(await update({ print_report: "A4", print_pages_number: 0 }), "The field print_pages_number must be a whole number of at least 1.");
    expectRefused(await update({ print_report: "POS", print_width: "99999999999" }), "The field print_report_width must be a whole number of at least 1.");
    expectRefused(await update({ print_report: "POS", print_width: 80, print_margin_left: -1 }), "The field print_margin_left must be a whole number of at least 0.");
    expectRefused(await update({ print_report: "A5" as "A4" }), /^The field print_report is invalid\. Expected one of "A4", "POS"/);
    expectRefused(await update({ print_report: "A4" }, 999999), "The document type 999999 (id) does not exist.");
    const missing = await s.raw(`/api/v1/administration/documentstypes/${fr.id}/update`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ api_token: s.account.api_token }) });
    expect(await missing.json()).toEqual({ status: false, message: "The field print_report is required." });
  });

  it("assign series with the number they start from and one preset", async () => {
    const nd = await documentType("ND");
    const serie = await createSerie({ description: "ND-2027", valid_until: 2027 });
    const upd = await s.v1().POST("/administration/documentstypes/{id}/update", {
      params: { path: { id: nd.id } },
      body: { print_report: "A4", series: [{ id: serie.id, number: "100", is_default: true }] },
    });
    const mine = upd.data!.data.documentstypesseries.find((a) => a.serie_id === serie.id);
    expect(mine).toMatchObject({ document_number: 99, is_default: true, active: true, atcud: null, serie: { description: "ND-2027" } });
    expect(upd.data!.data.documentstypesseries.filter((a) => a.is_default).map((a) => a.serie_id)).toEqual([serie.id]);
    const again = await s.v1().POST("/administration/documentstypes/{id}/update", {
      params: { path: { id: nd.id } },
      body: { print_report: "A4", series: [{ id: String(serie.id), number: 1, active: "0" }] },
    });
    expect(again.data!.data.documentstypesseries.find((a) => a.serie_id === serie.id)).toMatchObject({ document_number: 0, is_default: true, active: false });
  });

  it("refuse badly filled series entries", async () => {
    const nc = await documentType("NC");
    const serie = nc.documentstypesseries[0]!.serie_id;
    const update = (series: components["schemas"]["DocumentTypeSerieInput"][]) =>
      s.v1().POST("/administration/documentstypes/{id}/update", { params: { path: { id: nc.id } }, body: { print_report: "A4", series } });
    expectRefused(await update([{ id: 999999, number: 1 }]), "The series 999999 (series[0].id) does not exist.");
    expectRefused(await update([{ id: serie, number: 0 }]), /^The field series\[0\]\.number is invalid/);
    expectRefused(await update([{ id: serie, number: "0" }]), /^The field series\[0\]\.number is invalid/);
    expectRefused(await update([{ id: serie, number: "99999999999" }]), "The field series[0].number must be a whole number of at least 1.");
    const missing = await s.raw(`/api/v1/administration/documentstypes/${nc.id}/update`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ api_token: s.account.api_token, print_report: "A4", series: [{ id: serie }] }),
    });
    expect(await missing.json()).toEqual({ status: false, message: "The field series[0].number is required." });
    const other = await createSerie({ description: "NC-B", valid_until: 2027 });
    expectRefused(
      await update([
        { id: serie, number: 1, is_default: true },
        { id: other.id, number: 1, is_default: "1" },
      ]),
      "Only one series (series[].is_default) can be the preset series of the document type.",
    );
    expectRefused(
      await update([
        { id: serie, number: 1 },
        { id: serie, number: 2 },
      ]),
      /^The series 2026 \(series\[1\]\.id\) is listed more than once\.$/,
    );
    // Nothing of a refused update is kept.
    expect((await documentType("NC")).documentstypesseries).toEqual(nc.documentstypesseries);
  });

  it("refuse a start number at or below the last number issued", async () => {
    const gr = await documentType("GR");
    const serie = await createSerie({ description: "GR-NUM", valid_until: 2027 });
    await s.v1().POST("/administration/documentstypes/{id}/update", { params: { path: { id: gr.id } }, body: { print_report: "A4", series: [{ id: serie.id, number: 1 }] } });
    await insertSale(gr.id, serie.id, 1);
    await insertSale(gr.id, serie.id, 2);
    const update = (number: number) => s.v1().POST("/administration/documentstypes/{id}/update", { params: { path: { id: gr.id } }, body: { print_report: "A4", series: [{ id: serie.id, number }] } });
    expectRefused(await update(2), "The number 2 (series[0].number) must be greater than 2, the last number issued in the series GR-NUM for this document type.");
    const ok = await update(10);
    expect(ok.data!.data.documentstypesseries.find((a) => a.serie_id === serie.id)!.document_number).toBe(9);
  });
});

describe("documentstypes/{id}/{serie_id}/communicate", () => {
  const communicate = (id: number, serieId: number) => s.v1().POST("/administration/documentstypes/{id}/{serie_id}/communicate", { params: { path: { id, serie_id: serieId } } });

  it("answers the validation code and stores it in the assignment", async () => {
    const serie = await createSerie({ description: "DT-1", valid_until: 2027, assign_to_all: true });
    const ft = await documentType("FT");
    const answer = await communicate(ft.id, serie.id);
    expect(answer.error).toBeUndefined();
    expect(answer.data!.atcud).toMatch(/^[A-Z0-9]{8}$/);
    expect((await documentType("FT")).documentstypesseries.find((a) => a.serie_id === serie.id)!.atcud).toBe(answer.data!.atcud);
    expect((await documentType("FR")).documentstypesseries.find((a) => a.serie_id === serie.id)!.atcud).toBeNull();
    expectRefused(await communicate(ft.id, serie.id), "An ATCUD already exists for this series in this document type.");
  });

  it("refuses unknown IDs, an unassigned series, a missing web-service user, an inactive or expired series, and the authority's refusal", async () => {
    const ft = await documentType("FT");
    const serie = await createSerie({ description: "DT-2", valid_until: 2026, assign_to_all: true });
    expectRefused(await communicate(999999, serie.id), "The document type 999999 (id) does not exist.");
    expectRefused(await communicate(ft.id, 999999), "The series 999999 (serie_id) does not exist.");
    const alone = await createSerie({ description: "DT-SOLTA", valid_until: 2027 });
    expectRefused(await communicate(ft.id, alone.id), "The series DT-SOLTA (serie_id) is not assigned to the document type Factura.");
    await setWebServiceUser(null);
    expectRefused(await communicate(ft.id, serie.id), "Configure the tax-authority (AT) web-service user first.");
    await setWebServiceUser("500000000/1");
    clock.set("2027-03-01T12:00:00Z");
    expectRefused(await communicate(ft.id, serie.id), "The series is inactive or expired in this document type.");
    clock.set("2026-11-22T10:15:00Z");
    await s.v1().POST("/administration/series/{id}/update", { params: { path: { id: serie.id } }, body: { description: "DT-2", valid_until: 2026, active: false } });
    expectRefused(await communicate(ft.id, serie.id), "The series is inactive or expired in this document type.");
    await s.v1().POST("/administration/series/{id}/update", { params: { path: { id: serie.id } }, body: { description: "DT-2", valid_until: 2026, active: true } });
    await s.v1().POST("/administration/documentstypes/{id}/update", { params: { path: { id: ft.id } }, body: { print_report: "A4", series: [{ id: serie.id, number: 1, active: false }] } });
    expectRefused(await communicate(ft.id, serie.id), "The series is inactive or expired in this document type.");
    const fr = await documentType("FR");
    await setWebServiceUser("999999990/2");
    expectRefused(await communicate(fr.id, serie.id), "The communication to the tax authority failed: the web-service user 999999990/2 is not authorised for the taxpayer 500000000.");
    await setWebServiceUser("500000000/1");
    expect((await communicate(fr.id, serie.id)).data!.atcud).toMatch(/^[A-Z0-9]{8}$/);
  });
});
