// Customers: creation with code continuation, the Portuguese tax-number rules, locks once a
// customer is on a finished document, and the searches both generations offer.
import { Decimal } from "decimal.js";
import {
  addressesOfCustomers,
  customerHas,
  customerIdByCode,
  customerPage,
  customerRow,
  deleteCustomerAddresses,
  deleteCustomerRow,
  insertCustomer,
  insertCustomerAddress,
  latestCodes,
  updateCustomerRow,
  type CustomerAddressRow,
  type CustomerFilter,
  type CustomerRow,
  customersWithIds,
} from "../store/repositories/customers.ts";
import { customersOnIssuedDocuments } from "../store/repositories/usage.ts";
import type { Ctx } from "./scope.ts";
import { refuse } from "./errors.ts";
import { nowStamp } from "./clock.ts";
import { FINAL_CONSUMER_NIF, compactNif, isCompanyNif, isValidNif } from "./nif.ts";
import { PORTUGAL, countryNameOf } from "./countries.ts";
import { isPortuguesePostalCode } from "./postal-code.ts";
import { resolveRef, resolveVatExemption, type MixedValue } from "./references.ts";
import { NO_EXEMPTION_ID, vatExemptionById, type VatExemption } from "./vat-exemptions.ts";
import { clean, emailList, isEmail } from "./text.ts";
import { PAGE_SIZE, pageOffset, type ActiveFilter } from "./paging.ts";
import { isCustomerLocked, isUsed } from "./usage.ts";
import { masterRowsById, type MasterRow, type MasterTable } from "./master-records.ts";
import { byId, groupBy } from "./grouping.ts";

export type CustomerType = "Empresarial" | "Particular";
export type VatType = "Debitar IVA" | "IVA incluído" | "Não fazer nada";
export type CustomerLanguage = "Auto" | "PT" | "EN";

export interface AddressInput {
  country?: string | null;
  address?: string | null;
  city?: string | null;
  postalCode?: string | null;
}

/**
 * Customer fields as a request gives them. On update, `undefined` keeps the stored value and
 * `null` clears it.
 */
export interface CustomerInput {
  code?: string | null;
  name?: string;
  vatNumber?: string | null;
  country?: string | null;
  address?: string | null;
  city?: string | null;
  postalCode?: string | null;
  email?: string | null;
  telephone?: string | null;
  mobile?: string | null;
  currency?: MixedValue | null;
  paymentMethod?: MixedValue | null;
  paymentCondition?: MixedValue | null;
  shippingMode?: MixedValue | null;
  price?: MixedValue | null;
  employee?: MixedValue | null;
  type?: CustomerType;
  vatType?: VatType;
  vatExemption?: MixedValue | null;
  irsRetentionTax?: Decimal | null;
  observations?: string | null;
  contact?: string | null;
  otherEmails?: string | null;
  receiveSms?: boolean;
  receiveEmails?: boolean;
  language?: CustomerLanguage;
  addresses?: AddressInput[];
  active?: boolean;
}

export type { CustomerAddressRow, CustomerRow };

/** A customer with its addresses, locks and related records, as answers show it. */
export interface CustomerView {
  readonly row: CustomerRow;
  readonly addresses: readonly CustomerAddressRow[];
  /** On a finished document: code, name and tax number can no longer change. */
  readonly locked: boolean;
  readonly currency: MasterRow<"currencies"> | null;
  readonly paymentMethod: MasterRow<"payment_methods"> | null;
  readonly paymentCondition: MasterRow<"payment_conditions"> | null;
  readonly shippingMode: MasterRow<"shipping_modes"> | null;
  readonly price: MasterRow<"prices"> | null;
  readonly employee: MasterRow<"employees"> | null;
  readonly vatExemption: VatExemption | null;
}

/** Code of the generic final-consumer customer every data set is provisioned with. */
export const FINAL_CONSUMER_CODE = "Consumidor Final";

type CustomerColumns = Omit<CustomerRow, "id" | "dataset_id" | "created_at" | "updated_at">;

/** The caller's customer of that ID; refused as not found under `path` (the field that named it). */
export async function loadCustomerRow(ctx: Ctx, id: number, path = "id"): Promise<CustomerRow> {
  const row = await customerRow(ctx.tx, ctx.scope.datasetId, id);
  if (!row) throw refuse("customer.not_found", { value: id }, path);
  return row;
}

/**
 * The next code after the last one that ends in digits among the latest 50 customers
 * (C0006 -> C0007), or "1".
 */
async function nextCode(ctx: Ctx): Promise<string> {
  const last = (await latestCodes(ctx.tx, ctx.scope.datasetId, 50)).find((c) => /[0-9]+$/.test(c));
  let candidate = "1";
  if (last) {
    const [, prefix, digits] = /^(.*?)([0-9]+)$/.exec(last)!;
    candidate = `${prefix}${(BigInt(digits!) + 1n).toString().padStart(digits!.length, "0")}`;
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    if (!(await codeTaken(ctx, candidate))) return candidate;
    const [, prefix, digits] = /^(.*?)([0-9]+)$/.exec(candidate)!;
    candidate = `${prefix}${(BigInt(digits!) + 1n).toString().padStart(digits!.length, "0")}`;
  }
  // Crowded sequence: fall back to a random code, as the service does.
  return `C${Math.floor(Math.random() * 1e9)
    .toString()
    .padStart(9, "0")}`;
}

function codeTaken(ctx: Ctx, code: string, exceptId?: number): Promise<boolean> {
  return customerHas(ctx.tx, ctx.scope.datasetId, "code", code, exceptId);
}

/** Tax number: default 999999990; valid Portuguese NIF when the country is Portugal. */
function normalizeVatNumber(value: string | null | undefined, country: string | null): string {
  const text = clean(value);
  if (text === null) return FINAL_CONSUMER_NIF;
  const isPortugal = country === null || country === PORTUGAL.name;
  const compact = isPortugal ? compactNif(text) : text.replace(/\s/g, "");
  if (isPortugal && !isValidNif(compact)) {
    throw refuse("vat_number.invalid", { value: text, country: PORTUGAL.name }, "vatNumber");
  }
  return compact;
}

async function vatNumberTaken(ctx: Ctx, vatNumber: string, exceptId?: number): Promise<boolean> {
  if (vatNumber === FINAL_CONSUMER_NIF) return false;
  return customerHas(ctx.tx, ctx.scope.datasetId, "vat_number", vatNumber, exceptId);
}

function checkPostalCode(country: string | null, postalCode: string | null, path: string): void {
  if (postalCode !== null && (country === null || country === PORTUGAL.name) && !isPortuguesePostalCode(postalCode)) {
    throw refuse("postal_code.invalid", { value: postalCode }, path);
  }
}

async function ref(
  ctx: Ctx,
  kind: Parameters<typeof resolveRef>[1],
  value: MixedValue | null | undefined,
  path: string,
  current: number | null,
): Promise<number | null> {
  if (value === undefined) return current;
  if (value === null || value === "") return null;
  return resolveRef(ctx, kind, value, path);
}

/** Merges input over the stored columns (or defaults on create) and checks every rule. */
async function buildColumns(ctx: Ctx, input: CustomerInput, current: CustomerRow | null): Promise<CustomerColumns> {
  const keep = <T>(value: T | undefined, stored: T): T => (value === undefined ? stored : value);

  const name = input.name === undefined ? current?.name : clean(input.name);
  if (!name) throw refuse("request.field.required", {}, "name");

  const country =
    input.country === undefined
      ? (current?.country ?? PORTUGAL.name)
      : (countryNameOf(input.country, "country") ?? PORTUGAL.name);
  const vatNumber =
    input.vatNumber === undefined && current ? current.vat_number : normalizeVatNumber(input.vatNumber, country);
  const postalCode = input.postalCode === undefined ? (current?.postal_code ?? null) : clean(input.postalCode);
  checkPostalCode(country, postalCode, "postalCode");

  const email = input.email === undefined ? (current?.email ?? null) : clean(input.email);
  if (email !== null && !isEmail(email)) throw refuse("email.invalid", { value: email }, "email");
  const otherEmails = input.otherEmails === undefined ? (current?.other_emails ?? null) : clean(input.otherEmails);
  if (otherEmails !== null) emailList(otherEmails, "otherEmails");

  const irs =
    input.irsRetentionTax === undefined
      ? new Decimal(current?.irs_retention_tax ?? "0")
      : (input.irsRetentionTax ?? new Decimal(0));
  if (irs.isNegative() || irs.greaterThan(100))
    throw refuse("rate.out_of_range", { value: irs.toString() }, "irsRetentionTax");

  const vatExemptionId =
    input.vatExemption === undefined
      ? (current?.vat_exemption_id ?? NO_EXEMPTION_ID)
      : input.vatExemption === null || input.vatExemption === ""
        ? NO_EXEMPTION_ID
        : resolveVatExemption(input.vatExemption, "vatExemption");

  const type: CustomerType =
    input.type ??
    (current?.type as CustomerType | undefined) ??
    (isCompanyNif(vatNumber) ? "Empresarial" : "Particular");
  const vatType: VatType = input.vatType ?? (current?.vat_type as VatType | undefined) ?? "Debitar IVA";

  return {
    code: current?.code ?? "",
    name,
    vat_number: vatNumber,
    country,
    address: keep(input.address === undefined ? undefined : clean(input.address), current?.address ?? null),
    city: keep(input.city === undefined ? undefined : clean(input.city), current?.city ?? null),
    postal_code: postalCode,
    email,
    telephone: keep(input.telephone === undefined ? undefined : clean(input.telephone), current?.telephone ?? null),
    mobile: keep(input.mobile === undefined ? undefined : clean(input.mobile), current?.mobile ?? null),
    type,
    vat_type: vatType,
    irs_retention_tax: irs.toFixed(2),
    observations: keep(
      input.observations === undefined ? undefined : clean(input.observations),
      current?.observations ?? null,
    ),
    contact: keep(input.contact === undefined ? undefined : clean(input.contact), current?.contact ?? null),
    other_emails: otherEmails,
    receive_sms: input.receiveSms === undefined ? (current?.receive_sms ?? 0) : input.receiveSms ? 1 : 0,
    receive_emails: input.receiveEmails === undefined ? (current?.receive_emails ?? 0) : input.receiveEmails ? 1 : 0,
    language: input.language ?? current?.language ?? "Auto",
    currency_id: await ref(ctx, "currency", input.currency, "currency", current?.currency_id ?? null),
    payment_method_id: await ref(
      ctx,
      "paymentMethod",
      input.paymentMethod,
      "paymentMethod",
      current?.payment_method_id ?? null,
    ),
    payment_condition_id: await ref(
      ctx,
      "paymentCondition",
      input.paymentCondition,
      "paymentCondition",
      current?.payment_condition_id ?? null,
    ),
    shipping_mode_id: await ref(
      ctx,
      "shippingMode",
      input.shippingMode,
      "shippingMode",
      current?.shipping_mode_id ?? null,
    ),
    price_id: await ref(ctx, "price", input.price, "price", current?.price_id ?? null),
    employee_id: await ref(ctx, "employee", input.employee, "employee", current?.employee_id ?? null),
    vat_exemption_id: vatExemptionId,
    active: input.active === undefined ? (current?.active ?? 1) : input.active ? 1 : 0,
  };
}

async function replaceAddresses(ctx: Ctx, customerId: number, addresses: AddressInput[]): Promise<void> {
  await deleteCustomerAddresses(ctx.tx, customerId);
  for (const [index, a] of addresses.entries()) {
    const country = countryNameOf(a.country, `addresses[${index}].country`);
    const postalCode = clean(a.postalCode);
    checkPostalCode(country ?? PORTUGAL.name, postalCode, `addresses[${index}].postalCode`);
    await insertCustomerAddress(ctx.tx, {
      customer_id: customerId,
      position: index,
      country: country ?? PORTUGAL.name,
      address: clean(a.address),
      city: clean(a.city),
      postal_code: postalCode,
    });
  }
}

export async function createCustomer(ctx: Ctx, input: CustomerInput): Promise<number> {
  const columns = await buildColumns(ctx, { ...input, active: input.active ?? true }, null);
  const code = clean(input.code) ?? (await nextCode(ctx));
  if (await codeTaken(ctx, code)) throw refuse("customer.code.taken", { value: code }, "code");
  if (await vatNumberTaken(ctx, columns.vat_number))
    throw refuse("customer.vat_number.taken", { value: columns.vat_number }, "vatNumber");
  const stamp = nowStamp(ctx.clock);
  const id = await insertCustomer(ctx.tx, {
    dataset_id: ctx.scope.datasetId,
    ...columns,
    code,
    created_at: stamp,
    updated_at: stamp,
  });
  if (input.addresses) await replaceAddresses(ctx, id, input.addresses);
  return id;
}

export async function updateCustomer(ctx: Ctx, id: number, input: CustomerInput): Promise<void> {
  const current = await loadCustomerRow(ctx, id);
  const columns = await buildColumns(ctx, input, current);
  const code = input.code === undefined || clean(input.code) === null ? current.code : clean(input.code)!;

  if (await isCustomerLocked(ctx, id)) {
    if (code !== current.code) throw refuse("customer.code.locked", {}, "code");
    if (columns.name !== current.name) throw refuse("customer.name.locked", {}, "name");
    // A missing tax number may still be filled in (domain notes 1.3).
    const fillingIn = current.vat_number === FINAL_CONSUMER_NIF || current.vat_number === "";
    if (columns.vat_number !== current.vat_number && !fillingIn) {
      throw refuse("customer.vat_number.locked", {}, "vatNumber");
    }
  }
  if (code !== current.code && (await codeTaken(ctx, code, id)))
    throw refuse("customer.code.taken", { value: code }, "code");
  if (columns.vat_number !== current.vat_number && (await vatNumberTaken(ctx, columns.vat_number, id))) {
    throw refuse("customer.vat_number.taken", { value: columns.vat_number }, "vatNumber");
  }
  await updateCustomerRow(ctx.tx, ctx.scope.datasetId, id, { ...columns, code, updated_at: nowStamp(ctx.clock) });
  if (input.addresses) await replaceAddresses(ctx, id, input.addresses);
}

export async function deleteCustomer(ctx: Ctx, id: number): Promise<void> {
  const row = await loadCustomerRow(ctx, id);
  if (row.code === FINAL_CONSUMER_CODE) throw refuse("customer.final_consumer.undeletable");
  if (await isUsed(ctx, "customers", id)) throw refuse("customer.in_use");
  await deleteCustomerRow(ctx.tx, ctx.scope.datasetId, id);
}

/**
 * The customers of these rows as answers show them, in the rows' order, with one query per
 * table for all of them: their addresses, which are locked, and each kind of administration
 * record they name (none for reference rows the request has cached, none for a kind no row names).
 */
export async function customerViews(ctx: Ctx, rows: readonly CustomerRow[]): Promise<CustomerView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const addresses = groupBy(await addressesOfCustomers(ctx.tx, ids), (a) => a.customer_id);
  // Locked as isCustomerLocked says (usage.ts), for all of them.
  const locked = await customersOnIssuedDocuments(ctx.tx, ctx.scope.datasetId, ids);
  const records = <T extends MasterTable>(table: T, id: (row: CustomerRow) => number | null) =>
    masterRowsById(ctx, table, rows.map(id));
  const currencies = await records("currencies", (r) => r.currency_id);
  const paymentMethods = await records("payment_methods", (r) => r.payment_method_id);
  const paymentConditions = await records("payment_conditions", (r) => r.payment_condition_id);
  const shippingModes = await records("shipping_modes", (r) => r.shipping_mode_id);
  const prices = await records("prices", (r) => r.price_id);
  const employees = await records("employees", (r) => r.employee_id);
  return rows.map((row) => ({
    row,
    addresses: addresses.get(row.id) ?? [],
    locked: locked.has(row.id),
    currency: byId(currencies, row.currency_id),
    paymentMethod: byId(paymentMethods, row.payment_method_id),
    paymentCondition: byId(paymentConditions, row.payment_condition_id),
    shippingMode: byId(shippingModes, row.shipping_mode_id),
    price: byId(prices, row.price_id),
    employee: byId(employees, row.employee_id),
    vatExemption: vatExemptionById(row.vat_exemption_id) ?? null,
  }));
}

/** The views of the caller's customers with these IDs (a record names them), keyed by ID: one query per table. */
export async function customerViewsById(ctx: Ctx, ids: readonly number[]): Promise<Map<number, CustomerView>> {
  const rows = await customersWithIds(ctx.tx, ctx.scope.datasetId, [...new Set(ids)]);
  return new Map((await customerViews(ctx, rows)).map((v) => [v.row.id, v]));
}

/** The customer of this row as answers show it. */
async function view(ctx: Ctx, row: CustomerRow): Promise<CustomerView> {
  const [customer] = await customerViews(ctx, [row]);
  return customer!;
}

export async function getCustomer(ctx: Ctx, id: number): Promise<CustomerView> {
  return view(ctx, await loadCustomerRow(ctx, id));
}

export type CustomerSearchField = "ID" | "Code" | "Name" | "Email" | "Vat Number" | "Mobile";

/** Customers matching a value: ID, tax number and mobile exactly; code, name and e-mail partially. */
export async function findCustomers(
  ctx: Ctx,
  searchIn: CustomerSearchField,
  value: MixedValue,
  skip = 0,
): Promise<CustomerView[]> {
  const text = String(value).trim();
  if (text === "") throw refuse("request.field.required", {}, "value");
  let filter: CustomerFilter;
  switch (searchIn) {
    case "ID":
      if (!/^[0-9]+$/.test(text)) return [];
      filter = { column: "id", equals: Number(text) };
      break;
    case "Code":
      filter = { column: "code", contains: text };
      break;
    case "Name":
      filter = { column: "name", contains: text };
      break;
    case "Email":
      filter = { column: "email", contains: text };
      break;
    case "Vat Number":
      filter = { column: "vat_number", equals: compactNif(text) };
      break;
    case "Mobile":
      filter = { column: "mobile", equals: text.replace(/\s/g, "") };
      break;
  }
  const rows = await customerPage(ctx.tx, ctx.scope.datasetId, filter, PAGE_SIZE, pageOffset(skip));
  return customerViews(ctx, rows);
}

export async function listCustomers(
  ctx: Ctx,
  options: { skip?: number; active?: ActiveFilter },
): Promise<CustomerView[]> {
  const offset = pageOffset(options.skip);
  const active = options.active ?? true;
  const filter: CustomerFilter | undefined =
    active === "All" ? undefined : { column: "active", equals: active ? 1 : 0 };
  const rows = await customerPage(ctx.tx, ctx.scope.datasetId, filter, PAGE_SIZE, offset);
  return customerViews(ctx, rows);
}

/** The data set's generic final-consumer customer. */
export async function finalConsumerId(ctx: Ctx): Promise<number> {
  const id = await customerIdByCode(ctx.tx, ctx.scope.datasetId, FINAL_CONSUMER_CODE);
  // Every data set is provisioned with it: its absence is a broken store, not a refusal.
  if (id === undefined)
    throw new Error(`The generic final consumer customer is missing from data set ${ctx.scope.datasetId}.`);
  return id;
}
