// Failures are typed errors: the stable code, the field and the message (in English on request).
import { createV1Api, NotFoundError, RateLimitError, RefusalError } from "@invoicing/client";

const v1 = createV1Api({
  baseUrl: process.env.INVOICING_URL ?? "http://localhost:8080",
  apiToken: process.env.INVOICING_API_TOKEN ?? "",
  language: "en",
});

try {
  await v1.customers.create({
    name: "Loja sem contribuinte válido",
    vat_number: "123456780",
    type: "Empresarial",
    vat_type: "Debitar IVA",
  });
} catch (error) {
  if (error instanceof RefusalError) {
    // error.code is a union of every refusal code of the spec: a typo here fails to compile.
    if (error.code === "vat_number.invalid") console.log(`Refused, ${error.field}: ${error.message}`);
  } else if (error instanceof RateLimitError) {
    console.log(`Over the plan's limit: try again in ${error.retryAfter} s`);
  } else throw error;
}

// A record that does not exist is a NotFoundError (a RefusalError too).
const missing = await v1.sales.find({ value: 999999, search_in: "ID" }).catch((error: unknown) => error);
console.log(
  missing instanceof NotFoundError
    ? `Not found: ${missing.code} (request ${missing.requestId ?? "without id"})`
    : missing,
);

// Or get failures back instead of exceptions.
const safe = createV1Api({
  baseUrl: process.env.INVOICING_URL ?? "http://localhost:8080",
  apiToken: "not-a-key",
  errors: "return",
});
const { data, error } = await safe.customers.list();
console.log(data ? `${data.data.length} customers` : `${error.name}: ${error.message}`);
