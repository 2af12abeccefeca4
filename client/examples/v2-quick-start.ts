// Quick start on v2, the generation new apps use: an item and a customer found or created, a
// finished invoice and its PDF.
import { createV2Api } from "@invoicing/client";

const v2 = createV2Api({
  baseUrl: process.env.INVOICING_URL ?? "http://localhost:8080",
  token: process.env.INVOICING_API_TOKEN ?? "",
});

// A find answers the record, or null when nothing matches: create it then.
const item =
  (await v2.items.find({ value: "PAO-500", search_in: "Reference" })) ??
  (await v2.items.create({
    reference: "PAO-500",
    description: "Pão de forma 500 g",
    unit: "UN",
    vat: "6.00",
    type: "Mercadorias",
  }));

const customer =
  (await v2.customers.find({ value: "513284923", search_in: "Vat Number" })) ??
  (await v2.customers.create({
    name: "Padaria Central, Lda",
    vat_number: "513284923",
    country: "Portugal",
    address: "Rua das Flores, 12",
    city: "Porto",
    postal_code: "4050-262",
    type: "Empresarial",
    vat_type: "Debitar IVA",
  }));

// Answers are the records themselves: no envelope.
const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Lisbon" }).format(new Date());
const invoice = await v2.sales.create({
  document_type: "FT",
  issue_date: today,
  customer: customer.id,
  vat_type: "Debitar IVA",
  items: [{ id: item.id, quantity: 20, price: "1.25", vat: 6 }],
  status: "Terminado",
});
console.log(`${invoice.document_number}: ${invoice.grand_total.toFixed(2)} EUR`);

// The PDF's address comes back as a bare string.
const pdf = await v2.sales.download(invoice.id, { language: "PT", format: "A4", issue: "Original" });
console.log(`PDF at ${pdf}`);
