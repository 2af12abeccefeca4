// Shared set-up of the v1 sales suites (test/e2e/sales-*.test.ts): a server on a fixed clock,
// items and customers made through the generated client, a valid invoice body to vary, and
// the assertion of a refusal (status, code, field, message).
import { expect } from "vitest";
import { startTestServer, TestClock, type TestServer, type TestServerOptions } from "../support/server.ts";
import type { components } from "../../generated/types/v1.ts";
import { expectRefusal } from "../support/refusals.ts";
import { postUntyped } from "../support/calls.ts";
import { datasetOfToken } from "../support/signature-chain.ts";

export type S = components["schemas"];
export type SaleBody = Omit<S["SaleCreateRequest"], "api_token">;
export type Sale = S["Sale"];

/** 2026-11-22 10:15 in Lisbon (UTC+0 in November). */
export const NOW = "2026-11-22T10:15:00Z";
export const TODAY = "2026-11-22";

export async function startSalesServer(options: TestServerOptions = {}): Promise<TestServer> {
  return startTestServer({ clock: new TestClock(new Date(NOW)), ...options });
}

/** The ID of the data set a key acts on (to switch settings in the store). */
export async function datasetOf(s: TestServer, apiToken = s.account.api_token): Promise<number> {
  return datasetOfToken(s.store.db, apiToken);
}

export async function createItem(
  s: TestServer,
  reference: string,
  options: { type?: "Mercadorias" | "Serviços"; vat?: string; token?: string } = {},
): Promise<number> {
  const { data, error } = await s.v1(options.token).POST("/items/create", {
    body: {
      reference,
      description: `Artigo ${reference}`,
      unit: "UN",
      vat: options.vat ?? "23.00",
      type: options.type ?? "Mercadorias",
    },
  });
  expect(error).toBeUndefined();
  return data!.data.id;
}

export const COMPANY = {
  name: "Padaria Central, Lda",
  vat_number: "513284923",
  country: "Portugal" as const,
  address: "Rua das Flores, 12",
  city: "Porto",
  postal_code: "4050-262",
  type: "Empresarial" as const,
  vat_type: "Debitar IVA" as const,
};

export const PRIVATE = {
  name: "Maria Silva",
  vat_number: "287024008",
  country: "Portugal" as const,
  address: "Rua Direita, 5",
  city: "Viseu",
  postal_code: "3500-111",
  type: "Particular" as const,
  vat_type: "Debitar IVA" as const,
};

export async function createCustomer(
  s: TestServer,
  body: Omit<S["CustomerCreateRequest"], "api_token">,
  token?: string,
): Promise<number> {
  const { data, error } = await s.v1(token).POST("/customers/create", { body });
  expect(error).toBeUndefined();
  return data!.data.id;
}

/** A valid Factura draft for a company customer: vary it per test. */
export function invoice(customer: number, items: SaleBody["items"], extra: Partial<SaleBody> = {}): SaleBody {
  return {
    issue_date: TODAY,
    document_type: "Factura",
    customer,
    vat_number: COMPANY.vat_number,
    address: COMPANY.address,
    city: COMPANY.city,
    postal_code: COMPANY.postal_code,
    country: "Portugal",
    vat_type: "Debitar IVA",
    items,
    status: "Rascunho",
    ...extra,
  };
}

/** Creates a sale through the client and returns its record (fails the test when refused). */
export async function createSale(s: TestServer, body: SaleBody, token?: string): Promise<Sale> {
  const { data, error } = await s.v1(token).POST("/sales/create", { body });
  expect(error).toBeUndefined();
  return data!.data;
}

/** Asserts a refusal by its code (and field, line, message): the shared assertion of test/support/refusals.ts. */
export { expectRefusal };

/** A raw v1 POST for bodies the typed client cannot express: the shared one of test/support/calls.ts. */
export { postUntyped };
