// Type tests of the client facade, checked by `npm run typecheck` (never run): what must
// compile does, and each `@ts-expect-error` marks a mistake the types must refuse, so that a
// facade gone loose (an `any` somewhere) fails the typecheck on an unused directive.
import {
  type ApiError,
  createV1Api,
  RateLimitError,
  RefusalError,
  type Answer,
  type ConnectionError,
  type LegacyApi,
  type RefusalCode,
  type ResponseInfo,
  type V1Api,
} from "@invoicing/client";

declare const v1: V1Api;
declare const legacy: LegacyApi;

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
  const code: RefusalCode = error.code;
  switch (code) {
    case "vat_number.invalid":
      return `${error.field ?? ""}: ${error.message}`;
    // @ts-expect-error a code the refusal catalogue does not define
    case "vat_number.invalidd":
      return "never";
    default:
      return code;
  }
}
