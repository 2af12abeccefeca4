// Customers: creation with code continuation, the Portuguese tax-number rules, locks once a
// customer is on a finished document, and the searches the generations offer.
import { Decimal } from "decimal.js";
import {
  addressesOfCustomers,
  customerHas,
  customerIdByCode,
  customerPage,
  customerRecord,
  deleteCustomerRow,
  insertCustomer,
  latestCodes,
  replaceCustomerAddresses,
  updateCustomerRecord,
  type CustomerFilter,
  customersWithIds,
} from "./repository/customers.ts";
import { customersOnIssuedDocuments } from "../administration/index.ts";
import type { Ctx } from "../../kernel/scope.ts";
import { refuse } from "../../kernel/errors.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { FINAL_CONSUMER_NIF, compactNif, isCompanyNif, isValidNif } from "../../kernel/nif.ts";
import { PORTUGAL, countryNameOf } from "../../kernel/countries.ts";
import { isPortuguesePostalCode } from "../../kernel/postal-code.ts";
import { resolveRef, resolveVatExemption, type MixedValue } from "../administration/index.ts";
import { NO_EXEMPTION_ID, vatExemptionById, type VatExemption } from "../../kernel/vat-exemptions.ts";
import { clean, emailList, isEmail } from "../../kernel/text.ts";
import { PAGE_SIZE, pageOffset, type ActiveFilter } from "../../kernel/paging.ts";
import { isCustomerLocked, isUsed } from "../administration/index.ts";
import { masterRecordsById, type MasterRecord, type MasterTable } from "../administration/index.ts";
import { byId, groupBy } from "../../kernel/grouping.ts";
import type {
  Customer,
  CustomerAddress,
  CustomerFields,
  CustomerLanguage,
  CustomerType,
  StoredCustomerAddress,
  VatType,
} from "./records.ts";

export type { Customer, CustomerLanguage, CustomerType, VatType };

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

/** A customer with its addresses, locks and related records, as answers show it. */
export interface CustomerView {
  readonly customer: Customer;
  readonly addresses: readonly StoredCustomerAddress[];
  /** On a finished document: code, name and tax number can no longer change. */
  readonly locked: boolean;
  readonly currency: MasterRecord<"currencies"> | null;
  readonly paymentMethod: MasterRecord<"payment_methods"> | null;
  readonly paymentCondition: MasterRecord<"payment_conditions"> | null;
  readonly shippingMode: MasterRecord<"shipping_modes"> | null;
  readonly price: MasterRecord<"prices"> | null;
  readonly employee: MasterRecord<"employees"> | null;
  readonly vatExemption: VatExemption | null;
}

/** Code of the generic final-consumer customer every data set is provisioned with. */
export const FINAL_CONSUMER_CODE = "Consumidor Final";

/** The caller's customer of that ID; refused as not found under `path` (the field that named it). */
export async function loadCustomer(ctx: Ctx, id: number, path = "id"): Promise<Customer> {
  const customer = await customerRecord(ctx.tx, ctx.scope.datasetId, id);
  if (!customer) throw refuse("customer.not_found", { value: id }, path);
  return customer;
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
  return customerHas(ctx.tx, ctx.scope.datasetId, "vatNumber", vatNumber, exceptId);
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

/** Merges input over the stored customer (or defaults on create) and checks every rule; the code is the stored one (or empty). */
async function buildFields(ctx: Ctx, input: CustomerInput, current: Customer | null): Promise<CustomerFields> {
  const keep = <T>(value: T | undefined, stored: T): T => (value === undefined ? stored : value);

  const name = input.name === undefined ? current?.name : clean(input.name);
  if (!name) throw refuse("request.field.required", {}, "name");

  const country =
    input.country === undefined
      ? (current?.country ?? PORTUGAL.name)
      : (countryNameOf(input.country, "country") ?? PORTUGAL.name);
  const vatNumber =
    input.vatNumber === undefined && current ? current.vatNumber : normalizeVatNumber(input.vatNumber, country);
  const postalCode = input.postalCode === undefined ? (current?.postalCode ?? null) : clean(input.postalCode);
  checkPostalCode(country, postalCode, "postalCode");

  const email = input.email === undefined ? (current?.email ?? null) : clean(input.email);
  if (email !== null && !isEmail(email)) throw refuse("email.invalid", { value: email }, "email");
  const otherEmails = input.otherEmails === undefined ? (current?.otherEmails ?? null) : clean(input.otherEmails);
  if (otherEmails !== null) emailList(otherEmails, "otherEmails");

  const irs =
    input.irsRetentionTax === undefined
      ? (current?.irsRetentionTax ?? new Decimal(0))
      : (input.irsRetentionTax ?? new Decimal(0));
  if (irs.isNegative() || irs.greaterThan(100))
    throw refuse("rate.out_of_range", { value: irs.toString() }, "irsRetentionTax");

  const vatExemptionId =
    input.vatExemption === undefined
      ? (current?.vatExemptionId ?? NO_EXEMPTION_ID)
      : input.vatExemption === null || input.vatExemption === ""
        ? NO_EXEMPTION_ID
        : resolveVatExemption(input.vatExemption, "vatExemption");

  const type: CustomerType = input.type ?? current?.type ?? (isCompanyNif(vatNumber) ? "Empresarial" : "Particular");
  const vatType: VatType = input.vatType ?? current?.vatType ?? "Debitar IVA";

  return {
    code: current?.code ?? "",
    name,
    vatNumber,
    country,
    address: keep(input.address === undefined ? undefined : clean(input.address), current?.address ?? null),
    city: keep(input.city === undefined ? undefined : clean(input.city), current?.city ?? null),
    postalCode,
    email,
    telephone: keep(input.telephone === undefined ? undefined : clean(input.telephone), current?.telephone ?? null),
    mobile: keep(input.mobile === undefined ? undefined : clean(input.mobile), current?.mobile ?? null),
    type,
    vatType,
    irsRetentionTax: irs,
    observations: keep(
      input.observations === undefined ? undefined : clean(input.observations),
      current?.observations ?? null,
    ),
    contact: keep(input.contact === undefined ? undefined : clean(input.contact), current?.contact ?? null),
    otherEmails,
    receiveSms: input.receiveSms ?? current?.receiveSms ?? false,
    receiveEmails: input.receiveEmails ?? current?.receiveEmails ?? false,
    language: input.language ?? current?.language ?? "Auto",
    currencyId: await ref(ctx, "currency", input.currency, "currency", current?.currencyId ?? null),
    paymentMethodId: await ref(
      ctx,
      "paymentMethod",
      input.paymentMethod,
      "paymentMethod",
      current?.paymentMethodId ?? null,
    ),
    paymentConditionId: await ref(
      ctx,
      "paymentCondition",
      input.paymentCondition,
      "paymentCondition",
      current?.paymentConditionId ?? null,
    ),
    shippingModeId: await ref(ctx, "shippingMode", input.shippingMode, "shippingMode", current?.shippingModeId ?? null),
    priceId: await ref(ctx, "price", input.price, "price", current?.priceId ?? null),
    employeeId: await ref(ctx, "employee", input.employee, "employee", current?.employeeId ?? null),
    vatExemptionId,
    active: input.active ?? current?.active ?? true,
  };
}

/** The extra addresses sent, checked; refusals name the entry's field (`addresses[1].postalCode`). */
function readAddresses(addresses: readonly AddressInput[]): CustomerAddress[] {
  return addresses.map((a, index) => {
    const country = countryNameOf(a.country, `addresses[${index}].country`) ?? PORTUGAL.name;
    const postalCode = clean(a.postalCode);
    checkPostalCode(country, postalCode, `addresses[${index}].postalCode`);
    return { country, address: clean(a.address), city: clean(a.city), postalCode };
  });
}

/** Creates a customer with its extra addresses; answers it as stored. */
export async function createCustomer(ctx: Ctx, input: CustomerInput): Promise<Customer> {
  const built = await buildFields(ctx, { ...input, active: input.active ?? true }, null);
  const code = clean(input.code) ?? (await nextCode(ctx));
  if (await codeTaken(ctx, code)) throw refuse("customer.code.taken", { value: code }, "code");
  if (await vatNumberTaken(ctx, built.vatNumber))
    throw refuse("customer.vat_number.taken", { value: built.vatNumber }, "vatNumber");
  const addresses = input.addresses && readAddresses(input.addresses);
  const customer = await insertCustomer(ctx.tx, ctx.scope.datasetId, { ...built, code }, nowStamp(ctx.clock));
  if (addresses) await replaceCustomerAddresses(ctx.tx, customer.id, addresses);
  return customer;
}

export async function updateCustomer(ctx: Ctx, id: number, input: CustomerInput): Promise<void> {
  const current = await loadCustomer(ctx, id);
  const built = await buildFields(ctx, input, current);
  const code = input.code === undefined || clean(input.code) === null ? current.code : clean(input.code)!;

  if (await isCustomerLocked(ctx, id)) {
    if (code !== current.code) throw refuse("customer.code.locked", {}, "code");
    if (built.name !== current.name) throw refuse("customer.name.locked", {}, "name");
    // A missing tax number may still be filled in (domain notes 1.3).
    const fillingIn = current.vatNumber === FINAL_CONSUMER_NIF || current.vatNumber === "";
    if (built.vatNumber !== current.vatNumber && !fillingIn) {
      throw refuse("customer.vat_number.locked", {}, "vatNumber");
    }
  }
  if (code !== current.code && (await codeTaken(ctx, code, id)))
    throw refuse("customer.code.taken", { value: code }, "code");
  if (built.vatNumber !== current.vatNumber && (await vatNumberTaken(ctx, built.vatNumber, id))) {
    throw refuse("customer.vat_number.taken", { value: built.vatNumber }, "vatNumber");
  }
  const addresses = input.addresses && readAddresses(input.addresses);
  await updateCustomerRecord(ctx.tx, ctx.scope.datasetId, id, { ...built, code }, nowStamp(ctx.clock));
  if (addresses) await replaceCustomerAddresses(ctx.tx, id, addresses);
}

export async function deleteCustomer(ctx: Ctx, id: number): Promise<void> {
  const customer = await loadCustomer(ctx, id);
  if (customer.code === FINAL_CONSUMER_CODE) throw refuse("customer.final_consumer.undeletable");
  if (await isUsed(ctx, "customers", id)) throw refuse("customer.in_use");
  await deleteCustomerRow(ctx.tx, ctx.scope.datasetId, id);
}

/**
 * The views of these customers as answers show them, in their order, with one query per
 * table for all of them: their addresses, which are locked, and each kind of administration
 * record they name (none for reference rows the request has cached, none for a kind none names).
 */
export async function customerViews(ctx: Ctx, customers: readonly Customer[]): Promise<CustomerView[]> {
  if (customers.length === 0) return [];
  const ids = customers.map((c) => c.id);
  const addresses = groupBy(await addressesOfCustomers(ctx.tx, ids), (a) => a.customerId);
  // Locked as isCustomerLocked says (usage.ts), for all of them.
  const locked = await customersOnIssuedDocuments(ctx.tx, ctx.scope.datasetId, ids);
  const records = <T extends MasterTable>(table: T, id: (customer: Customer) => number | null) =>
    masterRecordsById(ctx, table, customers.map(id));
  const currencies = await records("currencies", (c) => c.currencyId);
  const paymentMethods = await records("payment_methods", (c) => c.paymentMethodId);
  const paymentConditions = await records("payment_conditions", (c) => c.paymentConditionId);
  const shippingModes = await records("shipping_modes", (c) => c.shippingModeId);
  const prices = await records("prices", (c) => c.priceId);
  const employees = await records("employees", (c) => c.employeeId);
  return customers.map((customer) => ({
    customer,
    addresses: addresses.get(customer.id) ?? [],
    locked: locked.has(customer.id),
    currency: byId(currencies, customer.currencyId),
    paymentMethod: byId(paymentMethods, customer.paymentMethodId),
    paymentCondition: byId(paymentConditions, customer.paymentConditionId),
    shippingMode: byId(shippingModes, customer.shippingModeId),
    price: byId(prices, customer.priceId),
    employee: byId(employees, customer.employeeId),
    vatExemption: vatExemptionById(customer.vatExemptionId) ?? null,
  }));
}

/** The views of the caller's customers with these IDs (a record names them), keyed by ID: one query per table. */
export async function customerViewsById(ctx: Ctx, ids: readonly number[]): Promise<Map<number, CustomerView>> {
  const customers = await customersWithIds(ctx.tx, ctx.scope.datasetId, [...new Set(ids)]);
  return new Map((await customerViews(ctx, customers)).map((v) => [v.customer.id, v]));
}

/** The customer as answers show it. */
export async function customerView(ctx: Ctx, customer: Customer): Promise<CustomerView> {
  const [found] = await customerViews(ctx, [customer]);
  return found!;
}

export async function getCustomer(ctx: Ctx, id: number): Promise<CustomerView> {
  return customerView(ctx, await loadCustomer(ctx, id));
}

/** The extra addresses of a customer (one the caller loaded), in their order. */
export async function customerAddresses(ctx: Ctx, customer: Customer): Promise<StoredCustomerAddress[]> {
  return addressesOfCustomers(ctx.tx, [customer.id]);
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
      filter = { by: "id", id: Number(text) };
      break;
    case "Code":
      filter = { by: "code", contains: text };
      break;
    case "Name":
      filter = { by: "name", contains: text };
      break;
    case "Email":
      filter = { by: "email", contains: text };
      break;
    case "Vat Number":
      filter = { by: "vatNumber", equals: compactNif(text) };
      break;
    case "Mobile":
      filter = { by: "mobile", equals: text.replace(/\s/g, "") };
      break;
  }
  return customerViews(ctx, await customerPage(ctx.tx, ctx.scope.datasetId, filter, PAGE_SIZE, pageOffset(skip)));
}

/** The fields a search names partly, and their customer columns. */
const PARTLY_SEARCHED = { Code: "code", Name: "name", Email: "email" } as const;

/**
 * The one customer a search names (find answering one record): one whose field searched is the
 * whole value, regardless of case, wins over one that contains it, and among equals the lowest
 * ID; refused when none matches.
 */
export async function findCustomer(ctx: Ctx, searchIn: CustomerSearchField, value: MixedValue): Promise<CustomerView> {
  const text = String(value).trim();
  if (text === "") throw refuse("request.field.required", {}, "value");
  const partly = searchIn in PARTLY_SEARCHED ? PARTLY_SEARCHED[searchIn as keyof typeof PARTLY_SEARCHED] : undefined;
  const exact = partly
    ? await customerPage(ctx.tx, ctx.scope.datasetId, { by: partly, equalsIgnoringCase: text }, 1, 0)
    : [];
  const [found] = exact.length > 0 ? await customerViews(ctx, exact) : await findCustomers(ctx, searchIn, text);
  if (!found) throw refuse("customer.search.no_results", {}, "value");
  return found;
}

export async function listCustomers(
  ctx: Ctx,
  options: { skip?: number; active?: ActiveFilter },
): Promise<CustomerView[]> {
  const offset = pageOffset(options.skip);
  const active = options.active ?? true;
  const filter: CustomerFilter | undefined = active === "All" ? undefined : { by: "active", active };
  return customerViews(ctx, await customerPage(ctx.tx, ctx.scope.datasetId, filter, PAGE_SIZE, offset));
}

/** The data set's generic final-consumer customer. */
export async function finalConsumerId(ctx: Ctx): Promise<number> {
  const id = await customerIdByCode(ctx.tx, ctx.scope.datasetId, FINAL_CONSUMER_CODE);
  // Every data set is provisioned with it: its absence is a broken store, not a refusal.
  if (id === undefined)
    throw new Error(`The generic final consumer customer is missing from data set ${ctx.scope.datasetId}.`);
  return id;
}
