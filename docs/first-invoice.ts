// The "first invoice" walk-through: its steps (operation, body, what to read from the answer),
// a capture that runs them against a server and records the real answers, and the Markdown
// rendered from the recorded answers (docs/guides/first-invoice.json) by the docs build.

export interface Step {
  readonly title: string;
  readonly text: string;
  readonly operationId: string;
  readonly path: string;
  /** The body without `api_token`, from the answers of the earlier steps. */
  readonly body: (earlier: Record<string, Record<string, unknown>>) => Record<string, unknown>;
  /** Path parameters, from the earlier answers. */
  readonly pathArgs?: (earlier: Record<string, Record<string, unknown>>) => string[];
}

export interface CapturedStep {
  readonly operationId: string;
  readonly path: string;
  readonly pathArgs: string[];
  readonly body: Record<string, unknown>;
  readonly status: number;
  readonly answer: unknown;
}

const data = (answer: Record<string, unknown> | undefined): Record<string, unknown> =>
  (answer?.data ?? answer ?? {}) as Record<string, unknown>;
const idOf = (answer: Record<string, unknown> | undefined): string => String(data(answer).id ?? answer?.id ?? "");

export const STEPS: readonly Step[] = [
  {
    title: "Create the customer",
    text: "A customer needs a name and, for an invoice of 1000.00 EUR or more, a tax number and address. The answer carries the new customer's `id`.",
    operationId: "Customers_create",
    path: "/customers/create",
    body: () => ({
      name: "Padaria Central, Lda",
      type: "Empresarial",
      vat_type: "Debitar IVA",
      vat_number: "513284923",
      country: "Portugal",
      address: "Rua das Flores, 12",
      city: "Porto",
      postal_code: "4050-262",
      email: "geral@padariacentral.pt",
    }),
  },
  {
    title: "Create the item",
    text: "An item has a unique reference and description, a unit, a VAT rate and a type (`Mercadorias` for goods, `Serviços` for services).",
    operationId: "Items_create",
    path: "/items/create",
    body: () => ({
      reference: "CAFE-1KG",
      description: "Café em grão 1 kg",
      unit: "UN",
      vat: "23",
      type: "Mercadorias",
    }),
  },
  {
    title: "Issue the invoice",
    text: "`status` `Terminado` issues a finished, numbered and signed Factura at once (`Rascunho` keeps a draft you can still change). Lines name the item by ID or reference; prices are without VAT under `Debitar IVA`.",
    operationId: "Sales_create",
    path: "/sales/create",
    body: (e) => ({
      issue_date: new Date().toISOString().slice(0, 10),
      document_type: "Factura",
      customer: Number(idOf(e.Customers_create)),
      vat_number: "513284923",
      address: "Rua das Flores, 12",
      city: "Porto",
      postal_code: "4050-262",
      country: "Portugal",
      vat_type: "Debitar IVA",
      status: "Terminado",
      items: [{ id: "CAFE-1KG", price: "18.50", quantity: "2", vat: "23.00" }],
    }),
  },
  {
    title: "Get the PDF",
    text: "The answer carries the address of the PDF (`url_file`); fetch it with any HTTP client.",
    operationId: "Sales_download",
    path: "/sales/{id}/download",
    pathArgs: (e) => [idOf(e.Sales_create)],
    body: () => ({}),
  },
  {
    title: "E-mail it to the customer",
    text: "The invoice goes as a PDF attachment to the address given (or the customer's). On a server without an SMTP server (a sandbox) it stays in the server's outbox: where the server serves the outbox page, open `/outbox` and give the token in its form (never in the URL).",
    operationId: "Sales_sendEmail",
    path: "/sales/{id}/send_email",
    pathArgs: (e) => [idOf(e.Sales_create)],
    body: () => ({ to: { name: "Padaria Central", email: "geral@padariacentral.pt" } }),
  },
  {
    title: "Record the payment: a receipt",
    text: "A receipt settles the open balance of the invoice; the invoice's entry on the customer's open account is closed.",
    operationId: "Sales_receipt",
    path: "/sales/{id}/receipt",
    pathArgs: (e) => [idOf(e.Sales_create)],
    body: () => ({}),
  },
  {
    title: "Finish the receipt",
    text: "The receipt is created as a draft dated today, paying the whole open balance. Finishing it numbers and signs it.",
    operationId: "Receipts_update",
    path: "/receipts/{id}/update",
    pathArgs: (e) => [idOf(e.Sales_receipt)],
    body: (e) => ({
      issue_date: new Date().toISOString().slice(0, 10),
      receipt_date: new Date().toISOString().slice(0, 10),
      document_type: "Recibo de Cliente",
      customer: Number(idOf(e.Customers_create)),
      vat_number: "513284923",
      address: "Rua das Flores, 12",
      city: "Porto",
      postal_code: "4050-262",
      country: "Portugal",
      payment_method: "Numerário",
      sales: [{ id: Number(idOf(e.Sales_create)), total_paid: String(data(e.Sales_create).grand_total ?? "") }],
      status: "Terminado",
    }),
  },
  {
    title: "Find the invoice",
    text: "Search by document number (as printed), tax number or customer.",
    operationId: "Sales_find",
    path: "/sales/find",
    body: (e) => ({ value: String(data(e.Sales_create).document_number ?? ""), search_in: "Document Number" }),
  },
  {
    title: "Cancel the receipt",
    text: "A settled invoice cannot be cancelled while its receipt stands: cancel the receipt first, with a reason.",
    operationId: "Receipts_cancel",
    path: "/receipts/{id}/cancel",
    pathArgs: (e) => [idOf(e.Sales_receipt)],
    body: () => ({ reason: "Pagamento registado por engano." }),
  },
  {
    title: "Cancel the invoice",
    text: "A finished document is never deleted: it is cancelled (`Anulado`) with a reason, and keeps its number.",
    operationId: "Sales_cancel",
    path: "/sales/{id}/cancel",
    pathArgs: (e) => [idOf(e.Sales_create)],
    body: () => ({ reason: "Factura emitida por engano." }),
  },
];

/** Runs the steps against a v1 deployment and records each request and answer. */
export async function captureFirstInvoice(baseUrl: string, apiToken: string): Promise<CapturedStep[]> {
  const earlier: Record<string, Record<string, unknown>> = {};
  const out: CapturedStep[] = [];
  for (const step of STEPS) {
    const body = step.body(earlier);
    const pathArgs = step.pathArgs?.(earlier) ?? [];
    let i = 0;
    const path = step.path.replace(/\{\w+\}/g, () => encodeURIComponent(pathArgs[i++] ?? ""));
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "Accept-Language": "en" },
      body: JSON.stringify({ api_token: apiToken, ...body }),
    });
    // Addresses in answers name the deployment: shown as the default local one.
    const answer = JSON.parse((await response.text()).split(baseUrl).join("http://localhost:8080")) as Record<
      string,
      unknown
    >;
    earlier[step.operationId] = answer;
    out.push({ operationId: step.operationId, path: step.path, pathArgs, body, status: response.status, answer });
  }
  return out;
}
