// Shared set-up of the receipts, sale-outputs and open-accounts suites: a test server on a fixed
// clock, customers, items and finished sales made through the v1 client, a PDF reader, and the
// helpers that read the outbox and switch account settings.
import { expect } from "vitest";
import type { OutboxEntry } from "../../server/pages/outbox-page.ts";
import { PDFParse } from "pdf-parse";
import type { components } from "../../generated/types/v1.ts";
import type { TestServer } from "../support/server.ts";
import { expectRefusal } from "../support/refusals.ts";
import { postUntyped } from "../support/calls.ts";
import { keyDigest } from "../../server/modules/accounts/key-digests.ts";

type S = components["schemas"];
export type SaleBody = Omit<S["SaleCreateRequest"], "api_token">;
export type ReceiptBody = Omit<S["ReceiptCreateRequest"], "api_token">;

/** The fixed "now" of these suites: a Tuesday morning in Lisbon (UTC+0 in March). */
export const NOW = "2026-03-10T10:00:00Z";
export const TODAY = "2026-03-10";

export const CUSTOMER = {
  name: "Padaria Central, Lda",
  vat_number: "513284923",
  country: "Portugal" as const,
  address: "Rua das Flores, 12",
  city: "Porto",
  postal_code: "4050-262",
  type: "Empresarial" as const,
  vat_type: "Debitar IVA" as const,
};

export interface Customer {
  readonly id: number;
  readonly name: string;
  readonly vat_number: string;
}

let customerSeq = 0;

/** A valid company NIF (prefix 5, mod-11 check digit) made from a sequence number. */
export function companyNif(n: number): string {
  const body = `5${String(1000000 + n).slice(-7)}`;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(body[i]) * (9 - i);
  const r = sum % 11;
  return `${body}${r < 2 ? 0 : 11 - r}`;
}

/** Creates a company customer with its own valid tax number. */
export async function createCustomer(
  s: TestServer,
  patch: Record<string, unknown> = {},
  token?: string,
): Promise<Customer> {
  const n = ++customerSeq;
  const { data, error } = await s.v1(token).POST("/customers/create", {
    body: {
      ...CUSTOMER,
      name: `${CUSTOMER.name} ${n}`,
      vat_number: companyNif(n),
      code: `RC${String(n).padStart(4, "0")}`,
      ...patch,
    },
  });
  expect(error).toBeUndefined();
  return { id: data!.data.id, name: data!.data.name, vat_number: data!.data.vat_number };
}

let itemSeq = 0;

/** A service item (no stock) at 23% VAT. */
export async function createItem(
  s: TestServer,
  patch: Record<string, unknown> = {},
  token?: string,
): Promise<{ id: number; reference: string }> {
  const reference = `SRV${String(++itemSeq).padStart(3, "0")}`;
  const { data, error } = await s.v1(token).POST("/items/create", {
    body: {
      reference,
      description: `Serviço de teste ${itemSeq}`,
      unit: "UN",
      vat: 23,
      type: "Serviços",
      ...patch,
    },
  });
  expect(error).toBeUndefined();
  return { id: data!.data.id, reference };
}

/** The body of a sale of the customer with the given lines (price, quantity), VAT 23%. */
export function saleBody(
  customer: Customer,
  itemId: number,
  lines: readonly [price: string, quantity: string][],
  patch: Partial<SaleBody> = {},
): SaleBody {
  return {
    issue_date: TODAY,
    document_type: "Factura",
    customer: customer.id,
    vat_number: customer.vat_number,
    address: CUSTOMER.address,
    city: CUSTOMER.city,
    postal_code: CUSTOMER.postal_code,
    country: "Portugal",
    vat_type: "Debitar IVA",
    items: lines.map(([price, quantity]) => ({ id: itemId, price, quantity, vat: 23 })),
    status: "Terminado",
    ...patch,
  } as SaleBody;
}

/** Creates a sale and returns its record; fails the test when it is refused. */
export async function createSale(s: TestServer, body: SaleBody, token?: string): Promise<S["Sale"]> {
  const { data, error } = await s.v1(token).POST("/sales/create", { body: body as S["SaleCreateRequest"] });
  expect(error).toBeUndefined();
  return data!.data;
}

/** The body of a receipt of the customer paying the given sales. */
export function receiptBody(
  customer: Customer,
  lines: readonly Omit<S["ReceiptSaleInput"], never>[],
  patch: Partial<ReceiptBody> = {},
): ReceiptBody {
  return {
    issue_date: TODAY,
    receipt_date: TODAY,
    document_type: "Recibo de Cliente",
    customer: customer.id,
    vat_number: customer.vat_number,
    address: CUSTOMER.address,
    city: CUSTOMER.city,
    postal_code: CUSTOMER.postal_code,
    country: "Portugal",
    sales: [...lines],
    status: "Terminado",
    ...patch,
  } as ReceiptBody;
}

export async function createReceipt(s: TestServer, body: ReceiptBody, token?: string): Promise<S["Receipt"]> {
  const { data, error } = await s.v1(token).POST("/receipts/create", { body: body as S["ReceiptCreateRequest"] });
  expect(error).toBeUndefined();
  return data!.data;
}

/** Asserts a refusal by its code (and field, line, message) or its message: the shared assertion of test/support/refusals.ts. */
export { expectRefusal };

/** A raw v1 POST (for bodies the typed client cannot express); answers status and JSON. */
export async function rawV1(
  s: TestServer,
  path: string,
  body: Record<string, unknown>,
  token = s.account.api_token,
): Promise<{ status: number; json: { status: boolean; message?: string } & Record<string, unknown> }> {
  const response = await s.raw(`/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ api_token: token, ...body }),
  });
  return { status: response.status, json: (await response.json()) as { status: boolean; message?: string } };
}

/** A raw v1 POST for bodies the typed client cannot express: the shared one of test/support/calls.ts. */
export { postUntyped };

export interface ParsedPdf {
  /** The text, whitespace collapsed. */
  readonly text: string;
  readonly pages: readonly string[];
  /** The raw bytes as latin1 (page boxes are readable there). */
  readonly raw: string;
}

/** Fetches a file the API returned by URL and parses it as a PDF. */
export async function fetchPdf(url: string): Promise<ParsedPdf> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/application\/pdf/);
  return parsePdf(Buffer.from(await response.arrayBuffer()));
}

export async function parsePdf(pdf: Buffer): Promise<ParsedPdf> {
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    const flat = (t: string) => t.replace(/\s+/g, " ");
    return { text: flat(result.text), pages: result.pages.map((p) => flat(p.text)), raw: pdf.toString("latin1") };
  } finally {
    await parser.destroy();
  }
}

/** Page sizes in points, read from the page objects. */
export function mediaBoxes(raw: string): [number, number][] {
  return [...raw.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

export const MM = 72 / 25.4;

/** An outbox row as the developer page's JSON gives it. */
export type OutboxMessage = OutboxEntry;

/** The outbox of the key's data set, newest first, through the developer page's JSON. */
export async function outbox(s: TestServer, token = s.account.api_token): Promise<OutboxMessage[]> {
  const response = await fetch(`${s.baseUrl}/outbox.json`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The account row behind the server's main account. */
export async function accountId(s: TestServer, token = s.account.api_token): Promise<number> {
  const row = await s.store.db
    .selectFrom("datasets")
    .select("account_id")
    .where("api_token_hash", "=", keyDigest(token))
    .executeTakeFirstOrThrow();
  return row.account_id;
}

export async function datasetId(s: TestServer, token = s.account.api_token): Promise<number> {
  const row = await s.store.db
    .selectFrom("datasets")
    .select("id")
    .where("api_token_hash", "=", keyDigest(token))
    .executeTakeFirstOrThrow();
  return row.id;
}

type AccountSettings = Partial<{
  sms_sender_name: string | null;
  sms_sender_status: string;
  sms_credits: number;
  mb_entity: string | null;
  mb_sub_entity: string | null;
  mbway_enabled: number;
  signature_enabled: number;
}>;

/** Changes the account's settings (what the back office would configure). */
export async function setAccount(s: TestServer, settings: AccountSettings, token = s.account.api_token): Promise<void> {
  await s.store.db
    .updateTable("accounts")
    .set(settings)
    .where("id", "=", await accountId(s, token))
    .execute();
}

export async function accountRow(s: TestServer, token = s.account.api_token) {
  return s.store.db
    .selectFrom("accounts")
    .selectAll()
    .where("id", "=", await accountId(s, token))
    .executeTakeFirstOrThrow();
}

type TypeSettings = Partial<{
  active: number;
  print_automatic: number;
  sign_document_automatic: number;
  send_email_automatic: number;
  send_sms_automatic: number;
  print_report: string;
  print_report_width: number | null;
}>;

/** Changes a document type (by SAF-T initials) of the key's data set. */
export async function setDocumentType(
  s: TestServer,
  initials: string,
  settings: TypeSettings,
  token = s.account.api_token,
): Promise<void> {
  await s.store.db
    .updateTable("document_types")
    .set(settings)
    .where("dataset_id", "=", await datasetId(s, token))
    .where("saft_initials", "=", initials)
    .execute();
}
