// Every record of a list, page after page: listAll fetches pages of 15 as the loop asks for them.
import { createV1Api } from "@invoicing/client";

const v1 = createV1Api({
  baseUrl: process.env.INVOICING_URL ?? "http://localhost:8080",
  apiToken: process.env.INVOICING_API_TOKEN ?? "",
});

let count = 0;
for await (const customer of v1.customers.listAll({ active: "All" })) {
  count++;
  if (customer.vat_number === "999999990") console.log(`Final consumer: ${customer.name}`);
}
console.log(`${count} customers`);
