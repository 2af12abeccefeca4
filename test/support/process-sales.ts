// Selling through a server process under load: a client of both generations with the demo
// account's keys, the customer and item to sell, and a finished one-line invoice in each
// generation's words (v1 `sales/create`, legacy `documentos/criar`).
import { expect } from "vitest";
import { ContractRecorder } from "./contract.ts";
import type { ServerProcess } from "./process.ts";

export interface ProcessClient {
  v1(path: string, body: Record<string, unknown>): Promise<Response>;
  legacy(path: string, body: Record<string, unknown>): Promise<Response>;
}

/**
 * A client of the process's demo account, every answer checked by the recorder (or sent with
 * the fetch given: plain `fetch` reads an answer as soon as it arrives, unchecked).
 */
export function processClient(
  server: { readonly baseUrl: string; readonly keys: ServerProcess["keys"] },
  recorder: Pick<ContractRecorder, "fetch"> = new ContractRecorder(server.baseUrl),
): ProcessClient {
  const keys = server.keys!;
  const json = { "content-type": "application/json", accept: "application/json" };
  return {
    v1: (path, body) =>
      recorder.fetch(`${server.baseUrl}/api/v1${path}`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ api_token: keys.apiToken, ...body }),
      }),
    legacy: (path, body) =>
      recorder.fetch(`${server.baseUrl}/api${path}`, {
        method: "POST",
        headers: { ...json, authorization: `Basic ${btoa(`${keys.legacyKey}:${keys.legacySecret}`)}` },
        body: JSON.stringify(body),
      }),
  };
}

export interface Catalogue {
  readonly item: number;
  readonly customer: number;
}

/** An item and a customer to sell to, made through v1. */
export async function catalogue(c: ProcessClient): Promise<Catalogue> {
  const item = await (
    await c.v1("/items/create", {
      reference: "SRV-LOAD",
      description: "Serviço de carga",
      unit: "UN",
      vat: 23,
      type: "Serviços",
    })
  ).json();
  const customer = await (
    await c.v1("/customers/create", {
      name: "Cliente da Carga, Lda",
      vat_number: "513284923",
      email: "geral@carga.pt",
      type: "Empresarial",
      vat_type: "Debitar IVA",
      country: "Portugal",
      address: "Rua das Flores, 12",
      city: "Porto",
      postal_code: "4050-262",
    })
  ).json();
  expect(item.status && customer.status, JSON.stringify({ item, customer })).toBe(true);
  return { item: item.data.id, customer: customer.data.id };
}

/** Today in Lisbon, the service's time zone. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Lisbon" }).format(new Date());

/** A finished v1 invoice (Factura) of one line of 10.00 + 23% VAT (12.30). */
export const finishedSale = (ids: Catalogue) => ({
  issue_date: today(),
  document_type: "Factura",
  customer: ids.customer,
  vat_number: "513284923",
  address: "Rua das Flores, 12",
  city: "Porto",
  postal_code: "4050-262",
  country: "Portugal",
  vat_type: "Debitar IVA",
  items: [{ id: ids.item, price: "10.00", quantity: "1", vat: 23 }],
  status: "Terminado",
});

/** The same invoice through legacy `documentos/criar`. */
export const documento = (ids: Catalogue) => ({
  tipo_documento: "FT",
  cliente: { id: ids.customer },
  artigos: [{ referencia: "SRV-LOAD", preco: "10.00", quantidade: 1 }],
});
