// Type tests of the client facade, checked by `npm run typecheck` (never run): what must
// compile does, and each `@ts-expect-error` marks a mistake the types must refuse, so that a
// facade gone loose (an `any` somewhere) fails the typecheck on an unused directive.
import {
  type ApiError,
  createV1Api,
  createV2Api,
  RateLimitError,
  RefusalError,
  type Answer,
  type ConnectionError,
  type LegacyApi,
  type ErrorCode,
  type RefusalCode,
  UNCODED,
  type ResponseInfo,
  type V1Api,
  type V2Api,
} from "@invoicing/client";

declare const v1: V1Api;
declare const legacy: LegacyApi;
declare const v2: V2Api;

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(): T | undefined {
  return undefined;
}

export async function fieldsAreChecked(): Promise<void> {
  await v1.customers.create({ name: "Loja", type: "Particular", vat_type: "Debitar IVA" });
  // @ts-expect-error a misspelled field (vat_numbr)
  await v1.customers.create({ name: "Loja", vat_numbr: "999999990", type: "Particular", vat_type: "Debitar IVA" });
  // @ts-expect-error a value outside the field's enumeration
  await v1.customers.create({ name: "Loja", type: "Particularr", vat_type: "Debitar IVA" });
  // @ts-expect-error a required field missing (name)
  await v1.customers.create({ type: "Particular", vat_type: "Debitar IVA" });
  // @ts-expect-error the client adds api_token itself
  await v1.customers.create({ api_token: "x", name: "Loja", type: "Particular", vat_type: "Debitar IVA" });
  // Amounts go as numbers or decimal strings.
  await v1.items.create({ reference: "A", description: "Artigo", unit: "UN", vat: 23, type: "Mercadorias" });
  await v1.items.create({ reference: "A", description: "Artigo", unit: "UN", vat: "23.00", type: "Mercadorias" });
  await legacy.clientes.criar({ codigo: "C1", nome: "Loja" });
  // @ts-expect-error legacy names are Portuguese: no `name` field
  await legacy.clientes.criar({ codigo: "C1", name: "Loja" });
}

export async function operationsAreTheSpecs(): Promise<void> {
  await v1.sales.cancel(1, { reason: "Erro na quantidade" });
  await v1.customers.accountsOpen.download("7", { date_from: "2026-01-01", date_to: "2026-01-31" });
  // @ts-expect-error an operation the spec does not declare (or no longer does)
  await v1.sales.refund(1);
  // @ts-expect-error a resource of the other generation
  await v1.documentos.criar({});
  // @ts-expect-error a path parameter is an ID, not an object
  await v1.sales.download({ id: 1 });
}

export async function answersAreTyped(): Promise<void> {
  const sale = await v1.sales.find({ value: 1, search_in: "ID" });
  assertType<Equal<typeof sale.data.grand_total, number>>();
  assertType<Equal<typeof sale.$response, ResponseInfo>>();
  // @ts-expect-error answers keep the spec's names
  void sale.data.grandTotal;
  for await (const customer of v1.customers.listAll({ active: "All" })) {
    assertType<Equal<typeof customer.id, number>>();
    // @ts-expect-error list records have the spec's fields only
    void customer.nif;
  }
  const returning = createV1Api({ baseUrl: "", apiToken: "", errors: "return" });
  const outcome = await returning.customers.list();
  if (outcome.error) {
    assertType<Equal<typeof outcome.error, ApiError | ConnectionError>>();
    // @ts-expect-error no data with an error
    void outcome.data.status;
  } else {
    const answer: Answer<{ status: boolean }> = outcome.data;
    void answer;
  }
}

export function codesAreTheCatalogues(error: unknown): string {
  if (error instanceof RateLimitError) return `retry in ${error.retryAfter ?? "?"} s`;
  if (!(error instanceof RefusalError)) throw error;
  // @ts-expect-error an answer may carry no code: UNCODED is not a refusal code of the API
  const refusal: RefusalCode = error.code;
  void refusal;
  const code: ErrorCode = error.code;
  switch (code) {
    case "vat_number.invalid":
      return `${error.field ?? ""}: ${error.message}`;
    case UNCODED:
      return `HTTP ${error.status}: ${error.message}`;
    // @ts-expect-error a code the refusal catalogue does not define
    case "vat_number.invalidd":
      return "never";
    default:
      return code;
  }
}

/** A body v2 takes for a customer, and the same body with one more field. */
const shop = { name: "Loja", type: "Particular", vat_type: "Debitar IVA" } as const;

export async function v2BodiesAreTheV2Document(): Promise<void> {
  await v2.customers.create({ ...shop, vat_number: "999999990", other_contacts: "Ana Ribeiro" });
  // @ts-expect-error a misspelled field (vat_numbr)
  await v2.customers.create({ ...shop, vat_numbr: "999999990" });
  // v1 takes a customer's contact; v2 removed it (other_contacts instead).
  await v1.customers.create({ ...shop, contact: "Ana Ribeiro" });
  // @ts-expect-error a field v2 removed: customers' contact
  await v2.customers.create({ ...shop, contact: "Ana Ribeiro" });
  // v1 assigns a new series to every document type; v2 removed the assignment fields.
  await v1.series.create({ description: "2027", valid_until: 2027, assign_to_all: 1 });
  await v2.series.create({ description: "2027", valid_until: 2027 });
  // @ts-expect-error a field v2 removed: series' assign_to_all
  await v2.series.create({ description: "2027", valid_until: 2027, assign_to_all: 1 });
  // @ts-expect-error the key travels as Authorization: Bearer, never in a v2 body
  await v2.customers.create({ ...shop, api_token: "x" });
}

export async function v2OperationsAreTheV2Document(): Promise<void> {
  await v2.sales.update(1287, {
    issue_date: "2026-11-22",
    document_type: "FT",
    vat_type: "Debitar IVA",
    items: [{ id: 210, price: "12.50", quantity: 2, vat: 1 }],
    status: "Terminado",
  });
  await v2.sales.cancel(1287, { reason: "Erro na quantidade facturada" });
  await v2.sales.delete(1287);
  await v2.locations.create({ description: "Loja do Porto", warehouse: 1 });
  // @ts-expect-error an update takes the record's ID first, then the body
  await v2.sales.update({ status: "Terminado" });
  // @ts-expect-error v2 lists no sales (v1's sales.list and listAll are not part of it)
  await v2.sales.listAll();
  // @ts-expect-error v1's envelope-era operation with no v2 counterpart
  await v2.customers.accountsOpen(7);
}

export async function v2AnswersAreTheRecords(): Promise<void> {
  const created = await v2.customers.create(shop);
  // create's result is the record itself (201): no envelope
  assertType<Equal<typeof created.id, number>>();
  assertType<Equal<typeof created.$response, ResponseInfo>>();
  // @ts-expect-error no envelope in v2: the record is the answer
  void created.data;
  const found = await v2.customers.find({ value: "999999990", search_in: "Vat Number" });
  // find answers the record, or null when nothing matches
  assertType<Equal<typeof found, typeof created | null>>();
  // @ts-expect-error find may answer null: check before reading
  void found.name;
  if (found) assertType<Equal<typeof found.name, string>>();
  // A delete answers the bare true; a download the bare address, without $response.
  assertType<Equal<Awaited<ReturnType<V2Api["sales"]["delete"]>>, true>>();
  assertType<Equal<Awaited<ReturnType<V2Api["sales"]["download"]>>, string>>();
  // Only a find answers null: an update's result is the record.
  assertType<Equal<Awaited<ReturnType<V2Api["customers"]["update"]>>, typeof created>>();
  const returning = createV2Api({ baseUrl: "", token: "", errors: "return" });
  const outcome = await returning.sales.find({ value: 1287, search_in: "ID" });
  if (!outcome.error) {
    // @ts-expect-error in return mode too, a find's data may be null
    void outcome.data.id;
  }
}
