// v1 administration tables through the generated client: the pattern every table shares
// (create, update, delete, find, list with their common refusals), then each table's own rules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow as insertRowInto } from "../support/rows.ts";
import { startTestServer, TestClock, type TestServer } from "../support/server.ts";
import { untypedCalls } from "../support/calls.ts";
import { type ExpectedRefusal } from "../support/refusals.ts";
import type { RefusalCode } from "../../server/kernel/errors.ts";
import { keyDigest } from "../../server/modules/accounts/key-digests.ts";

let s: TestServer;
const untyped = untypedCalls<Answer["body"], Rec>(() => s);
let datasetId: number;

beforeAll(async () => {
  s = await startTestServer({ clock: new TestClock(new Date("2026-11-22T10:15:00Z")) });
  datasetId = (
    await s.store.db
      .selectFrom("datasets")
      .select("id")
      .where("api_token_hash", "=", keyDigest(s.account.api_token))
      .executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  expect(s.recorder.violations).toEqual([]);
  await s.close();
});

type Body = Record<string, unknown>;
type Answer = { status: number; body: { status: boolean; message?: string; data?: unknown } };

type Rec = { id: number; active: boolean; [k: string]: unknown };

const required = (field: string): ExpectedRefusal => ({
  code: "request.field.required",
  field,
  message: `É obrigatória a indicação de um valor para o campo ${field}`,
});
const badForm = (field: string): ExpectedRefusal => ({
  code: "request.field.invalid",
  field,
  message: new RegExp(`^O valor indicado para o campo ${field.replace(/[[\]]/g, "\\$&")} não é válido`),
});
const IN_USE: ExpectedRefusal = {
  code: "administration.record.in_use",
  message:
    "O registo não pode ser apagado porque já foi utilizado em documentos ou noutros registos; pode desactivá-lo",
};
const DEFAULT_UNDELETABLE: ExpectedRefusal = {
  code: "administration.default.undeletable",
  message: "O registo predefinido não pode ser apagado: defina primeiro outro registo como predefinido",
};
const DEFAULT_INACTIVE: ExpectedRefusal = {
  code: "administration.default.inactive",
  field: "active",
  message: "O registo predefinido não pode ser desactivado",
};
const DEFAULT_REQUIRED: ExpectedRefusal = {
  code: "administration.default.required",
  field: "is_default",
  message: "O registo predefinido não pode deixar de o ser: defina outro registo como predefinido",
};

/** Inserts a row straight into the store, filling required columns the test does not care about. */
function insertRow(table: string, values: Record<string, unknown>): Promise<number> {
  return insertRowInto(s.store.db, table, values);
}

/** A finished sale in the account's production data set referring to the given records. */
async function insertSale(columns: Record<string, unknown>): Promise<number> {
  const type = await s.store.db
    .selectFrom("document_types")
    .select("id")
    .where("dataset_id", "=", datasetId)
    .where("saft_initials", "=", "FT")
    .executeTakeFirstOrThrow();
  const serie = await s.store.db
    .selectFrom("series")
    .select("id")
    .where("dataset_id", "=", datasetId)
    .where("description", "=", "2026")
    .executeTakeFirstOrThrow();
  const currency = await s.store.db
    .selectFrom("currencies")
    .select("id")
    .where("dataset_id", "=", datasetId)
    .where("code_iso", "=", "EUR")
    .executeTakeFirstOrThrow();
  return insertRow("sales", {
    dataset_id: datasetId,
    document_type_id: type.id,
    serie_id: serie.id,
    currency_id: currency.id,
    status: "Terminado",
    issue_date: "2026-11-22",
    ...columns,
  });
}

interface TableCase {
  /** Path of the group, e.g. /administration/warehouses. */
  readonly group: string;
  /** Refusal of an ID that names no record of the table. */
  readonly notFound: RefusalCode;
  readonly create: Body;
  readonly created: Body;
  readonly duplicate: Body;
  readonly taken: ExpectedRefusal;
  readonly update: Body;
  readonly updated: Body;
  readonly findText: string;
  /** First required field of the body. */
  readonly required: string;
}

const TABLES: readonly TableCase[] = [
  {
    group: "/administration/warehouses",
    notFound: "warehouse.not_found",
    create: { description: "Armazém Porto" },
    created: { description: "Armazém Porto" },
    duplicate: { description: " armazém PORTO " },
    taken: {
      code: "administration.description.taken",
      field: "description",
      message: "O valor indicado para o campo description já se encontra registado",
    },
    update: { description: "Armazém Porto Norte" },
    updated: { description: "Armazém Porto Norte" },
    findText: "porto norte",
    required: "description",
  },
  {
    group: "/administration/categories",
    notFound: "category.not_found",
    create: { description: "Bolos de aniversário" },
    created: { description: "Bolos de aniversário", category_id: null },
    duplicate: { description: "BOLOS DE ANIVERSÁRIO" },
    taken: { code: "administration.description.taken", field: "description" },
    update: { description: "Bolos" },
    updated: { description: "Bolos", category_id: null },
    findText: "bolo",
    required: "description",
  },
  {
    group: "/administration/employees",
    notFound: "employee.not_found",
    create: {
      name: "Rui Carvalho",
      country: "PT",
      city: "Porto",
      postal_code: "4000-447",
      email: "rui.carvalho@padariacentral.pt",
      mobile: "913456789",
      bank_number: "PT50 0002 0123 1234 5678 9015 4",
      is_salesman: true,
    },
    created: {
      name: "Rui Carvalho",
      country: "Portugal",
      email: "rui.carvalho@padariacentral.pt",
      mobile: "913456789",
      is_salesman: true,
      telephone: null,
      address: null,
    },
    duplicate: { name: "rui carvalho" },
    taken: { code: "administration.name.taken", field: "name" },
    update: { name: "Rui M. Carvalho", is_salesman: "0", address: "Rua de Santa Catarina, 210" },
    updated: {
      name: "Rui M. Carvalho",
      is_salesman: false,
      email: "rui.carvalho@padariacentral.pt",
      address: "Rua de Santa Catarina, 210",
      city: "Porto",
    },
    findText: "RUI.CARVALHO@",
    required: "name",
  },
  {
    group: "/administration/paymentconditions",
    notFound: "payment_condition.not_found",
    create: { description: "45 dias", description_english: "45 days", days: "45" },
    created: { description: "45 dias", description_english: "45 days", days: 45 },
    duplicate: { description: "45 Dias", days: 45 },
    taken: { code: "administration.description.taken", field: "description" },
    update: { description: "45 dias líquidos", days: 45 },
    updated: { description: "45 dias líquidos", description_english: "45 days", days: 45 },
    findText: "líquidos",
    required: "description",
  },
  {
    group: "/administration/paymentmethods",
    notFound: "payment_method.not_found",
    create: { description: "Vale de refeição", description_english: "Meal voucher" },
    created: { description: "Vale de refeição", description_english: "Meal voucher", saft_initials: null },
    duplicate: { description: "vale de refeição" },
    taken: { code: "administration.description.taken", field: "description" },
    update: { description: "Vale refeição", saft_initials: "TR" },
    updated: { description: "Vale refeição", description_english: "Meal voucher", saft_initials: "TR" },
    findText: "meal",
    required: "description",
  },
  {
    group: "/administration/shippingmodes",
    notFound: "shipping_mode.not_found",
    create: { description: "Estafeta", description_english: "Courier" },
    created: { description: "Estafeta", description_english: "Courier" },
    duplicate: { description: "ESTAFETA" },
    taken: { code: "administration.description.taken", field: "description" },
    update: { description: "Estafeta urgente", description_english: "" },
    updated: { description: "Estafeta urgente", description_english: null },
    findText: "urgente",
    required: "description",
  },
  {
    group: "/administration/currencies",
    notFound: "currency.not_found",
    create: { description: "Dólar americano", symbol: "$", code_iso: "usd", exchange_sale: "1,0825" },
    created: { description: "Dólar americano", symbol: "$", code_iso: "USD", exchange_sale: 1.0825, is_default: false },
    duplicate: { description: "Dólar dos EUA", symbol: "US$", code_iso: "USD", exchange_sale: 1.08 },
    taken: { code: "administration.code_iso.taken", field: "code_iso" },
    update: { description: "Dólar americano", symbol: "$", code_iso: "USD", exchange_sale: 1.091 },
    updated: { exchange_sale: 1.091, is_default: false },
    findText: "usd",
    required: "description",
  },
  {
    group: "/administration/prices",
    notFound: "price.not_found",
    create: { description: "Revenda" },
    created: { description: "Revenda", is_default: false },
    duplicate: { description: "revenda" },
    taken: { code: "administration.description.taken", field: "description" },
    update: { description: "Revenda Norte" },
    updated: { description: "Revenda Norte", is_default: false },
    findText: "norte",
    required: "description",
  },
  {
    group: "/administration/vatrates",
    notFound: "vat_rate.not_found",
    create: { description: "Taxa Reduzida Espanha", tax: "10.00", type: "Reduzida", saft_region: "ES" },
    created: { description: "Taxa Reduzida Espanha", tax: 10, type: "Reduzida", saft_region: "ES" },
    duplicate: { description: "IVA Normal", tax: 21, type: "Normal", saft_region: "ES" },
    taken: { code: "administration.description.taken", field: "description" },
    update: { description: "Taxa Reduzida Espanha", tax: "10,50", type: "Reduzida", saft_region: "ES" },
    updated: { tax: 10.5 },
    findText: "espanha",
    required: "description",
  },
  {
    group: "/administration/vehicles",
    notFound: "vehicle.not_found",
    create: { name: "Carrinha Renault Master", license_plate: "aa-12-bc" },
    created: { name: "Carrinha Renault Master", license_plate: "AA-12-BC" },
    duplicate: { name: "Carrinha nova", license_plate: "AA-12-BC" },
    taken: { code: "administration.license_plate.taken", field: "license_plate" },
    update: { name: "Carrinha Master", license_plate: "AA-12-BC" },
    updated: { name: "Carrinha Master", license_plate: "AA-12-BC" },
    findText: "aa-12",
    required: "name",
  },
  {
    group: "/administration/units",
    notFound: "unit.not_found",
    create: { description: "Paletes", symbol: "PAL" },
    created: { description: "Paletes", symbol: "PAL" },
    duplicate: { description: "Quilos", symbol: "kg" },
    taken: { code: "administration.symbol.taken", field: "symbol" },
    update: { description: "Paletes europeias", symbol: "PAL" },
    updated: { description: "Paletes europeias", symbol: "PAL" },
    findText: "europeias",
    required: "description",
  },
  {
    group: "/subscription/locations",
    notFound: "location.not_found",
    create: {
      description: "Loja Baixa",
      country: "Portugal",
      address: "Rua de Sá da Bandeira, 55",
      city: "Porto",
      postal_code: "4000-427",
    },
    created: {
      description: "Loja Baixa",
      country: "Portugal",
      city: "Porto",
      postal_code: "4000-427",
      warehouse_id: null,
      is_default: false,
    },
    duplicate: { description: "loja baixa" },
    taken: { code: "administration.description.taken", field: "description" },
    update: { description: "Loja Baixa", city: "Vila Nova de Gaia", postal_code: "4400-111" },
    updated: { city: "Vila Nova de Gaia", address: "Rua de Sá da Bandeira, 55", is_default: false },
    findText: "gaia",
    required: "description",
  },
  {
    group: "/administration/series",
    notFound: "serie.not_found",
    create: { description: "2027", valid_until: 2027 },
    created: { description: "2027", valid_until: 2027, type: "Normal" },
    duplicate: { description: "2026", valid_until: 2026 },
    taken: {
      code: "series.description.taken",
      field: "description",
      message: "Já existe uma série com este descritivo",
    },
    update: { description: "2027-B", valid_until: "2028" },
    updated: { description: "2027-B", valid_until: 2028, type: "Normal" },
    findText: "27-b",
    required: "description",
  },
];

const TIMESTAMP = /^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$/;

describe.each(TABLES)("$group", (t) => {
  let id: number;

  it("creates an active record and answers it complete", async () => {
    const rec = await untyped.ok(`${t.group}/create`, t.create);
    expect(rec).toMatchObject({ ...t.created, active: true, id: expect.any(Number) });
    expect(rec["created_at"]).toMatch(TIMESTAMP);
    expect(rec["created_at"]).toBe("2026-11-22 10:15:00");
    id = rec.id;
  });

  it("refuses a name already registered, in any case and spacing", async () => {
    await untyped.refused(`${t.group}/create`, { ...t.create, ...t.duplicate }, t.taken);
  });

  it("refuses a missing required field and a badly filled one, naming them", async () => {
    const { [t.required]: _, ...without } = t.create;
    await untyped.refused(`${t.group}/create`, without, required(t.required));
    await untyped.refused(`${t.group}/create`, { ...t.create, active: "sim" }, badForm("active"));
  });

  it("updates and answers the updated record; optional fields left out keep their value", async () => {
    const rec = await untyped.ok(`${t.group}/${id}/update`, t.update);
    expect(rec).toMatchObject({ ...t.updated, id, active: true });
  });

  it("finds by part of a name and by ID, active or not", async () => {
    expect((await untyped.ok<Rec[]>(`${t.group}/find`, { value: t.findText })).map((r) => r.id)).toContain(id);
    // By ID: the record itself (and any record whose searched names contain those digits).
    for (const value of [id, String(id)]) {
      const found = await untyped.ok<Rec[]>(`${t.group}/find`, { value });
      expect(found.filter((r) => r.id === id)).toHaveLength(1);
      for (const r of found.filter((x) => x.id !== id)) expect(JSON.stringify(r)).toContain(String(id));
    }
    expect(await untyped.ok<Rec[]>(`${t.group}/find`, { value: "nada-disto-existe" })).toEqual([]);
    await untyped.refused(`${t.group}/find`, {}, required("value"));
    await untyped.refused(`${t.group}/find`, { value: "  " }, required("value"));
  });

  it("deactivates, and lists by active state in ascending ID", async () => {
    const rec = await untyped.ok(`${t.group}/${id}/update`, { ...t.update, active: 0 });
    expect(rec.active).toBe(false);
    expect((await untyped.ok<Rec[]>(`${t.group}/list`, {})).map((r) => r.id)).not.toContain(id);
    expect((await untyped.ok<Rec[]>(`${t.group}/list`, { active: "true" })).every((r) => r.active)).toBe(true);
    const inactive = await untyped.ok<Rec[]>(`${t.group}/list`, { active: false });
    expect(inactive.map((r) => r.id)).toEqual([id]);
    const all = (await untyped.ok<Rec[]>(`${t.group}/list`, { active: "All" })).map((r) => r.id);
    expect(all).toContain(id);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect((await untyped.ok<Rec[]>(`${t.group}/find`, { value: id })).find((r) => r.id === id)!.active).toBe(false);
    await untyped.refused(`${t.group}/list`, { active: "some" }, badForm("active"));
  });

  it("deletes an unused record, then knows it no more", async () => {
    const a = await untyped.post(`${t.group}/${id}/delete`);
    expect(a).toEqual({ status: 200, body: { status: true } });
    await untyped.refused(`${t.group}/${id}/delete`, {}, { code: t.notFound, field: "id" });
    await untyped.refused(`${t.group}/${id}/update`, t.update, { code: t.notFound, field: "id" });
    expect((await untyped.ok<Rec[]>(`${t.group}/find`, { value: id })).filter((r) => r.id === id)).toEqual([]);
  });

  it("refuses an id that is not a number", async () => {
    await untyped.refused(`${t.group}/abc/delete`, {}, badForm("id"));
    await untyped.refused(`${t.group}/abc/update`, t.update, badForm("id"));
  });
});

describe("provisioned tables", () => {
  it("a new data set has the presets, one default currency, price table and location", async () => {
    const currencies = await untyped.ok<Rec[]>("/administration/currencies/list");
    expect(currencies.filter((c) => c["is_default"])).toMatchObject([{ code_iso: "EUR", exchange_sale: 1 }]);
    expect((await untyped.ok<Rec[]>("/administration/prices/list")).filter((p) => p["is_default"])).toHaveLength(1);
    expect((await untyped.ok<Rec[]>("/subscription/locations/list")).filter((l) => l["is_default"])).toMatchObject([
      { description: "Sede" },
    ]);
    const rates = await untyped.ok<Rec[]>("/administration/vatrates/find", { value: "Madeira" });
    expect(rates.map((r) => r["tax"])).toEqual([22, 12, 4, 0]);
    expect((await untyped.ok<Rec[]>("/administration/units/find", { value: "kg" }))[0]).toMatchObject({
      description: "Quilogramas",
      symbol: "KG",
    });
    expect((await untyped.ok<Rec[]>("/administration/paymentmethods/find", { value: "numerário" }))[0]).toMatchObject({
      saft_initials: "NU",
    });
  });
});

describe("categories", () => {
  it("nest under an existing parent, move to the top level with an empty category_id", async () => {
    const parent = await untyped.ok("/administration/categories/create", { description: "Pastelaria" });
    const child = await untyped.ok("/administration/categories/create", {
      description: "Pastéis",
      category_id: String(parent.id),
    });
    expect(child["category_id"]).toBe(parent.id);
    const kept = await untyped.ok(`/administration/categories/${child.id}/update`, { description: "Pastéis de nata" });
    expect(kept["category_id"]).toBe(parent.id);
    const top = await untyped.ok(`/administration/categories/${child.id}/update`, {
      description: "Pastéis de nata",
      category_id: "",
    });
    expect(top["category_id"]).toBeNull();
  });

  it("refuse an unknown parent and a loop", async () => {
    await untyped.refused(
      "/administration/categories/create",
      { description: "Órfã", category_id: 999999 },
      {
        code: "category.not_found",
        field: "category_id",
        message: "A categoria indicada no campo category_id não existe",
      },
    );
    const a = await untyped.ok("/administration/categories/create", { description: "Bebidas" });
    const b = await untyped.ok("/administration/categories/create", { description: "Sumos", category_id: a.id });
    const c = await untyped.ok("/administration/categories/create", {
      description: "Sumos naturais",
      category_id: b.id,
    });
    const loop: ExpectedRefusal = {
      code: "category.parent.loop",
      field: "category_id",
      message: /^A categoria indicada no campo category_id não pode ser a categoria pai/,
    };
    await untyped.refused(
      `/administration/categories/${a.id}/update`,
      { description: "Bebidas", category_id: c.id },
      loop,
    );
    await untyped.refused(
      `/administration/categories/${a.id}/update`,
      { description: "Bebidas", category_id: a.id },
      loop,
    );
  });

  it("refuse deleting a category that has subcategories", async () => {
    const parent = await untyped.ok("/administration/categories/create", { description: "Padaria" });
    await untyped.ok("/administration/categories/create", { description: "Pão de forma", category_id: parent.id });
    await untyped.refused(`/administration/categories/${parent.id}/delete`, {}, IN_USE);
  });
});

describe("employees", () => {
  it("keep e-mails unique and valid, and country names from the accepted list", async () => {
    await untyped.ok("/administration/employees/create", {
      name: "Ana Sousa",
      email: "ana@padaria.pt",
      country: "Spain",
    });
    await untyped.refused(
      "/administration/employees/create",
      { name: "Ana Sousa Lima", email: "ANA@padaria.pt" },
      {
        code: "administration.email.taken",
        field: "email",
        message: "O valor indicado para o campo email já se encontra registado",
      },
    );
    await untyped.refused(
      "/administration/employees/create",
      { name: "Outro", email: "nao-e-email" },
      badForm("email"),
    );
    await untyped.refused("/administration/employees/create", { name: "Outro", country: "Narnia" }, badForm("country"));
    const found = await untyped.ok<Rec[]>("/administration/employees/find", { value: "ana@padaria" });
    expect(found[0]).toMatchObject({ name: "Ana Sousa", country: "Spain", is_salesman: false });
  });

  it("clear optional fields sent empty", async () => {
    const e = await untyped.ok("/administration/employees/create", {
      name: "Carla Dias",
      email: "carla@padaria.pt",
      mobile: "912345678",
      country: "Portugal",
    });
    const cleared = await untyped.ok(`/administration/employees/${e.id}/update`, {
      name: "Carla Dias",
      email: "",
      mobile: "",
      country: "",
    });
    expect(cleared).toMatchObject({ email: null, mobile: null, country: null });
  });
});

describe("payment conditions and methods", () => {
  it("take 0 days by default and when sent empty; refuse days outside 0 to 999", async () => {
    const c = await untyped.ok("/administration/paymentconditions/create", { description: "À cobrança" });
    expect(c["days"]).toBe(0);
    const d = await untyped.ok(`/administration/paymentconditions/${c.id}/update`, {
      description: "À cobrança",
      days: 10,
    });
    expect(d["days"]).toBe(10);
    const e = await untyped.ok(`/administration/paymentconditions/${c.id}/update`, {
      description: "À cobrança",
      days: "",
    });
    expect(e["days"]).toBe(0);
    const days: ExpectedRefusal = {
      code: "request.field.invalid",
      field: "days",
      message: "O valor indicado para o campo days não é válido (esperado: um número de dias de 0 a 999)",
    };
    await untyped.refused("/administration/paymentconditions/create", { description: "Ontem", days: -5 }, days);
    await untyped.refused(
      "/administration/paymentconditions/create",
      { description: "Eterno", days: "99999999999" },
      days,
    );
  });

  it("set the SAF-T code of a method on update only, clear it with an empty string, refuse unknown codes", async () => {
    const m = await untyped.ok("/administration/paymentmethods/create", {
      description: "Cheque oferta",
      saft_initials: "CO",
    } as Body);
    expect(m["saft_initials"]).toBeNull();
    expect(
      (
        await untyped.ok(`/administration/paymentmethods/${m.id}/update`, {
          description: "Cheque oferta",
          saft_initials: "CO",
        })
      )["saft_initials"],
    ).toBe("CO");
    expect(
      (await untyped.ok(`/administration/paymentmethods/${m.id}/update`, { description: "Cheque oferta" }))[
        "saft_initials"
      ],
    ).toBe("CO");
    expect(
      (
        await untyped.ok(`/administration/paymentmethods/${m.id}/update`, {
          description: "Cheque oferta",
          saft_initials: "",
        })
      )["saft_initials"],
    ).toBeNull();
    await untyped.refused(
      `/administration/paymentmethods/${m.id}/update`,
      { description: "Cheque oferta", saft_initials: "XX" },
      badForm("saft_initials"),
    );
  });
});

describe("currencies", () => {
  it("keep description, symbol and ISO code unique", async () => {
    await untyped.ok("/administration/currencies/create", {
      description: "Libra esterlina",
      symbol: "£",
      code_iso: "GBP",
      exchange_sale: "0.8412",
    });
    await untyped.refused(
      "/administration/currencies/create",
      { description: "libra esterlina", symbol: "L", code_iso: "GBX", exchange_sale: 1 },
      { code: "administration.description.taken", field: "description" },
    );
    await untyped.refused(
      "/administration/currencies/create",
      { description: "Libra", symbol: "£", code_iso: "GBX", exchange_sale: 1 },
      { code: "administration.symbol.taken", field: "symbol" },
    );
    await untyped.refused(
      "/administration/currencies/create",
      { description: "Libra", symbol: "L", code_iso: "gbp", exchange_sale: 1 },
      {
        code: "administration.code_iso.taken",
        field: "code_iso",
        message: "O valor indicado para o campo code_iso já se encontra registado",
      },
    );
  });

  it("refuse a badly filled ISO code or exchange rate", async () => {
    const base = { description: "Franco suíço", symbol: "CHF", code_iso: "CHF", exchange_sale: "0.9300" };
    await untyped.refused("/administration/currencies/create", { ...base, code_iso: "CH" }, badForm("code_iso"));
    await untyped.refused(
      "/administration/currencies/create",
      { ...base, exchange_sale: "0" },
      {
        code: "currency.exchange_sale.not_positive",
        field: "exchange_sale",
        message: "O câmbio indicado no campo exchange_sale deve ser superior a zero",
      },
    );
    await untyped.refused(
      "/administration/currencies/create",
      { ...base, exchange_sale: "0,123456" },
      { ...badForm("exchange_sale"), message: /casas decimais \(0\.00000\)\)$/ },
    );
    await untyped.refused(
      "/administration/currencies/create",
      { ...base, exchange_sale: "abc" },
      badForm("exchange_sale"),
    );
    await untyped.refused(
      "/administration/currencies/create",
      { ...base, exchange_sale: undefined },
      required("exchange_sale"),
    );
  });

  it("have exactly one default: making one the default unsets the previous; the default stays active, at rate 1, and cannot be deleted", async () => {
    const euro = (await untyped.ok<Rec[]>("/administration/currencies/find", { value: "EUR" }))[0]!;
    const real = await untyped.ok("/administration/currencies/create", {
      description: "Real brasileiro",
      symbol: "R$",
      code_iso: "BRL",
      exchange_sale: "6.1",
    });
    await untyped.refused(
      `/administration/currencies/${real.id}/update`,
      { description: "Real brasileiro", symbol: "R$", code_iso: "BRL", exchange_sale: "6.1", is_default: true },
      {
        code: "currency.exchange_sale.default_not_one",
        field: "exchange_sale",
        message: "O câmbio da moeda predefinida deve ser 1, pois os restantes câmbios são relativos a ela",
      },
    );
    const def = await untyped.ok(`/administration/currencies/${real.id}/update`, {
      description: "Real brasileiro",
      symbol: "R$",
      code_iso: "BRL",
      exchange_sale: 1,
      is_default: "1",
    });
    expect(def["is_default"]).toBe(true);
    expect(
      (await untyped.ok<Rec[]>("/administration/currencies/find", { value: euro.id })).find((c) => c.id === euro.id)![
        "is_default"
      ],
    ).toBe(false);
    await untyped.refused(
      `/administration/currencies/${real.id}/update`,
      { description: "Real brasileiro", symbol: "R$", code_iso: "BRL", exchange_sale: 1, is_default: false },
      DEFAULT_REQUIRED,
    );
    await untyped.refused(
      `/administration/currencies/${real.id}/update`,
      { description: "Real brasileiro", symbol: "R$", code_iso: "BRL", exchange_sale: 1, active: false },
      DEFAULT_INACTIVE,
    );
    await untyped.refused(`/administration/currencies/${real.id}/delete`, {}, DEFAULT_UNDELETABLE);
    await untyped.ok(`/administration/currencies/${euro.id}/update`, {
      description: "Euro",
      symbol: "€",
      code_iso: "EUR",
      exchange_sale: 1,
      is_default: true,
    });
    const list = await untyped.ok<Rec[]>("/administration/currencies/list", { active: "All" });
    expect(list.filter((c) => c["is_default"]).map((c) => c.id)).toEqual([euro.id]);
  });
});

describe("price tables", () => {
  it("have exactly one default", async () => {
    const preset = (await untyped.ok<Rec[]>("/administration/prices/list")).find((p) => p["is_default"])!;
    const p = await untyped.ok("/administration/prices/create", { description: "Grossista", is_default: true });
    expect(p["is_default"]).toBe(true);
    expect(
      (await untyped.ok<Rec[]>("/administration/prices/find", { value: preset.id })).find((p) => p.id === preset.id)![
        "is_default"
      ],
    ).toBe(false);
    await untyped.refused(
      "/administration/prices/create",
      { description: "Inativa", is_default: true, active: false },
      DEFAULT_INACTIVE,
    );
    await untyped.refused(`/administration/prices/${p.id}/delete`, {}, DEFAULT_UNDELETABLE);
    await untyped.refused(
      `/administration/prices/${p.id}/update`,
      { description: "Grossista", is_default: 0 },
      DEFAULT_REQUIRED,
    );
    await untyped.ok(`/administration/prices/${preset.id}/update`, {
      description: preset["description"],
      is_default: true,
    });
    await untyped.ok(`/administration/prices/${p.id}/delete`);
  });
});

describe("VAT rates", () => {
  it("keep the rate unique within its region only", async () => {
    await untyped.refused(
      "/administration/vatrates/create",
      { description: "Taxa Intermédia Madeira", tax: "12.00", type: "Intermédia", saft_region: "PT-MA" },
      {
        code: "vat_rate.tax.taken",
        field: "tax",
        message: "Já existe a taxa de IVA IVA Intermédia Madeira de 12.00% na região PT-MA",
      },
    );
    await untyped.refused(
      "/administration/vatrates/create",
      { description: "Isento bis", tax: 0, type: "Isenta", saft_region: "PT" },
      { code: "vat_rate.tax.taken", field: "tax", message: /de 0\.00% na região PT$/ },
    );
    const es = await untyped.ok("/administration/vatrates/create", {
      description: "IVA Normal Espanha",
      tax: 23,
      type: "Normal",
      saft_region: "ES",
    });
    expect(es).toMatchObject({ tax: 23, saft_region: "ES" });
  });

  it("refuse rates outside 0 to 100, exempt rates other than 0, and badly formatted rates", async () => {
    const base = { description: "Taxa estranha", type: "Normal", saft_region: "FR" };
    await untyped.refused(
      "/administration/vatrates/create",
      { ...base, tax: "120.00" },
      { code: "rate.out_of_range", field: "tax", message: "O campo tax deve ser uma percentagem entre 0.00 e 100.00" },
    );
    await untyped.refused(
      "/administration/vatrates/create",
      { ...base, tax: "5.00", type: "Isenta" },
      {
        code: "vat_rate.tax.not_zero",
        field: "tax",
        message: "Quando o tipo da taxa de IVA é Isenta é obrigatório que a taxa seja zero",
      },
    );
    await untyped.refused("/administration/vatrates/create", { ...base, tax: "5.555" }, badForm("tax"));
    await untyped.refused("/administration/vatrates/create", { ...base, tax: 5, type: "Super" }, badForm("type"));
    await untyped.refused(
      "/administration/vatrates/create",
      { ...base, tax: 5, saft_region: "PT-XX" },
      badForm("saft_region"),
    );
  });
});

describe("vehicles and units", () => {
  it("keep vehicle names and plates unique", async () => {
    await untyped.ok("/administration/vehicles/create", { name: "Camião Iveco", license_plate: "12-AB-34" });
    await untyped.refused(
      "/administration/vehicles/create",
      { name: "camião iveco", license_plate: "99-ZZ-99" },
      { code: "administration.name.taken", field: "name" },
    );
    await untyped.refused(
      "/administration/vehicles/create",
      { name: "Outro", license_plate: "12-ab-34" },
      { code: "administration.license_plate.taken", field: "license_plate" },
    );
  });

  it("keep unit names and symbols unique", async () => {
    await untyped.refused(
      "/administration/units/create",
      { description: "quilogramas", symbol: "QG" },
      { code: "administration.description.taken", field: "description" },
    );
    await untyped.refused(
      "/administration/units/create",
      { description: "Metros", symbol: "MT" },
      { code: "administration.description.taken", field: "description" },
    );
  });
});

describe("locations", () => {
  it("take a warehouse by name or ID, remove it with an empty string, and refuse an unknown one", async () => {
    const w = await untyped.ok("/administration/warehouses/create", { description: "Armazém Gaia" });
    const l = await untyped.ok("/subscription/locations/create", {
      description: "Loja Gaia",
      country: "PT",
      postal_code: "4400-111",
      warehouse: "armazém gaia",
    });
    expect(l).toMatchObject({ warehouse_id: w.id, country: "Portugal" });
    expect(
      (await untyped.ok(`/subscription/locations/${l.id}/update`, { description: "Loja Gaia", warehouse: w.id }))[
        "warehouse_id"
      ],
    ).toBe(w.id);
    expect(
      (await untyped.ok(`/subscription/locations/${l.id}/update`, { description: "Loja Gaia" }))["warehouse_id"],
    ).toBe(w.id);
    expect(
      (await untyped.ok(`/subscription/locations/${l.id}/update`, { description: "Loja Gaia", warehouse: "" }))[
        "warehouse_id"
      ],
    ).toBeNull();
    await untyped.refused(
      "/subscription/locations/create",
      { description: "Loja Lisboa", warehouse: "Armazém Lisboa" },
      {
        code: "warehouse.not_found",
        field: "warehouse",
        message: "O armazém indicado no campo warehouse não existe",
      },
    );
    await untyped.refused(
      "/subscription/locations/create",
      { description: "Loja Lisboa", country: "Atlantis" },
      badForm("country"),
    );
    await untyped.refused(
      "/subscription/locations/create",
      { description: "Loja Lisboa", postal_code: "1100" },
      {
        code: "postal_code.invalid",
        field: "postal_code",
        message: "O código postal indicado no campo postal_code deve ter o formato NNNN-NNN",
      },
    );
    const madrid = await untyped.ok("/subscription/locations/create", {
      description: "Tienda Madrid",
      country: "ES",
      postal_code: "28001",
    });
    expect(madrid).toMatchObject({ country: "Spain", postal_code: "28001" });
  });

  it("have exactly one preset location, which stays active and cannot be deleted", async () => {
    const sede = (await untyped.ok<Rec[]>("/subscription/locations/find", { value: "Sede" }))[0]!;
    const l = await untyped.ok("/subscription/locations/create", {
      description: "Loja Braga",
      city: "Braga",
      is_default: true,
    });
    expect(l["is_default"]).toBe(true);
    expect(
      (await untyped.ok<Rec[]>("/subscription/locations/find", { value: sede.id })).find((l) => l.id === sede.id)![
        "is_default"
      ],
    ).toBe(false);
    await untyped.refused(
      `/subscription/locations/${l.id}/update`,
      { description: "Loja Braga", active: false },
      DEFAULT_INACTIVE,
    );
    await untyped.refused(`/subscription/locations/${l.id}/delete`, {}, DEFAULT_UNDELETABLE);
    await untyped.ok(`/subscription/locations/${sede.id}/update`, { description: "Sede", is_default: "true" });
  });
});

describe("delete refused when used", () => {
  it("refuses warehouses used by a location", async () => {
    const w = await untyped.ok("/administration/warehouses/create", { description: "Armazém Coimbra" });
    await untyped.ok("/subscription/locations/create", { description: "Loja Coimbra", warehouse: w.id });
    await untyped.refused(`/administration/warehouses/${w.id}/delete`, {}, IN_USE);
  });

  it("refuses the records a customer refers to", async () => {
    const currency = await untyped.ok("/administration/currencies/create", {
      description: "Iene",
      symbol: "¥",
      code_iso: "JPY",
      exchange_sale: "161.5",
    });
    const method = await untyped.ok("/administration/paymentmethods/create", { description: "Cartão refeição" });
    const condition = await untyped.ok("/administration/paymentconditions/create", {
      description: "20 dias",
      days: 20,
    });
    const mode = await untyped.ok("/administration/shippingmodes/create", { description: "Drone" });
    const price = await untyped.ok("/administration/prices/create", { description: "Hotelaria" });
    const employee = await untyped.ok("/administration/employees/create", {
      name: "Tiago Vendas",
      email: "tiago@padaria.pt",
    });
    const customer = await s.v1().POST("/customers/create", {
      body: {
        name: "Hotel Infante",
        type: "Empresarial",
        vat_type: "Debitar IVA",
        currency: "JPY",
        payment_method: method.id,
        payment_condition: "20 dias",
        shipping_mode: "Drone",
        price: "Hotelaria",
        employee: "tiago@padaria.pt",
      },
    });
    expect(customer.error).toBeUndefined();
    await untyped.refused(`/administration/currencies/${currency.id}/delete`, {}, IN_USE);
    await untyped.refused(`/administration/paymentmethods/${method.id}/delete`, {}, IN_USE);
    await untyped.refused(`/administration/paymentconditions/${condition.id}/delete`, {}, IN_USE);
    await untyped.refused(`/administration/shippingmodes/${mode.id}/delete`, {}, IN_USE);
    await untyped.refused(`/administration/prices/${price.id}/delete`, {}, IN_USE);
    await untyped.refused(`/administration/employees/${employee.id}/delete`, {}, IN_USE);
  });

  it("refuses series, VAT rates, vehicles, locations and units used on a document", async () => {
    const serie = await untyped.ok("/administration/series/create", { description: "LOJA", valid_until: 2026 });
    const vat = await untyped.ok("/administration/vatrates/create", {
      description: "IVA Normal França",
      tax: 20,
      type: "Normal",
      saft_region: "FR",
    });
    const vehicle = await untyped.ok("/administration/vehicles/create", { name: "Mota", license_plate: "55-XY-55" });
    const location = await untyped.ok("/subscription/locations/create", { description: "Quiosque" });
    const unit = await untyped.ok("/administration/units/create", { description: "Tabuleiros", symbol: "TAB" });
    const saleId = await insertSale({
      serie_id: serie.id,
      shipping_vat_id: vat.id,
      vehicle_id: vehicle.id,
      location_origin_id: location.id,
      number: 1,
    });
    await insertRow("sale_lines", { sale_id: saleId, unit_id: unit.id });
    await untyped.refused(`/administration/series/${serie.id}/delete`, {}, IN_USE);
    await untyped.refused(`/administration/vatrates/${vat.id}/delete`, {}, IN_USE);
    await untyped.refused(`/administration/vehicles/${vehicle.id}/delete`, {}, IN_USE);
    await untyped.refused(`/subscription/locations/${location.id}/delete`, {}, IN_USE);
    await untyped.refused(`/administration/units/${unit.id}/delete`, {}, IN_USE);
    // Refused deletes change nothing.
    expect(
      (await untyped.ok<Rec[]>("/administration/series/find", { value: serie.id })).filter((x) => x.id === serie.id),
    ).toHaveLength(1);
  });
});
