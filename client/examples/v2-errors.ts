// Failures on v2 are typed errors: the stable code (the answer's Refusal-Code header), the
// message (its bare-string body), the status and the request id.
import { createV2Api, NotFoundError, RefusalError } from "@invoicing/client";

const v2 = createV2Api({
  baseUrl: process.env.INVOICING_URL ?? "http://localhost:8080",
  token: process.env.INVOICING_API_TOKEN ?? "",
});

try {
  await v2.customers.create({
    name: "Loja sem contribuinte válido",
    vat_number: "123456780",
    type: "Empresarial",
    vat_type: "Debitar IVA",
  });
} catch (error) {
  // error.code is a union of every refusal code of the spec: a typo here fails to compile.
  if (error instanceof RefusalError && error.code === "vat_number.invalid")
    console.log(`Refused (${error.status} ${error.code}): ${error.message}`);
  else throw error;
}

// Only a find answers null on 404: any other record that does not exist is a NotFoundError.
const missing = await v2.sales.delete(999999).catch((error: unknown) => error);
console.log(
  missing instanceof NotFoundError
    ? `Not found: ${missing.code} (request ${missing.requestId ?? "without id"})`
    : missing,
);
