// Quick start: an item, a customer, a finished invoice and its PDF, through the v1 facade.
import { createV1Api } from "@invoicing/client";

const v1 = createV1Api({
  baseUrl: process.env.INVOICING_URL ?? "http://localhost:8080",
  apiToken: process.env.INVOICING_API_TOKEN ?? "",
});

await v1.items.create({
  reference: "PAO-500",
  description: "Pão de forma 500 g",
  unit: "UN",
  vat: "6.00",
  type: "Mercadorias",
});

const customer = await v1.customers.create({
  name: "Padaria Central, Lda",
  vat_number: "513284923",
  country: "Portugal",
  address: "Rua das Flores, 12",
  city: "Porto",
  postal_code: "4050-262",
  type: "Empresarial",
  vat_type: "Debitar IVA",
});

const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Lisbon" }).format(new Date());
const invoice = await v1.sales.create({
  document_type: "Factura",
  issue_date: today,
  customer: customer.data.id,
  vat_number: "513284923",
  address: "Rua das Flores, 12",
  city: "Porto",
  postal_code: "4050-262",
  country: "Portugal",
  vat_type: "Debitar IVA",
  // Amounts as numbers or as decimal strings.
  items: [{ id: "PAO-500", quantity: 20, price: "1.25", vat: 6 }],
  status: "Terminado",
});
console.log(`${invoice.data.document_number}: ${invoice.data.grand_total.toFixed(2)} EUR`);

const pdf = await v1.sales.download(invoice.data.id);
console.log(`PDF at ${pdf.url_file}`);
