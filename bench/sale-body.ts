// The body every bench sends to create a sale: a finished one-line invoice (HTTP benches of
// bench/sales.ts, request validation alone in bench/validation.ts).
import type { components } from "../generated/types/v1.ts";

export /** A finished one-line invoice for the seeded customer and item (reference B-1). */
function finishedSale(customer: number): Omit<components["schemas"]["SaleCreateRequest"], "api_token"> {
  return {
    issue_date: new Date().toISOString().slice(0, 10),
    document_type: "Factura",
    customer,
    vat_number: "513284923",
    address: "Rua A, 1",
    city: "Porto",
    postal_code: "4000-001",
    country: "Portugal",
    vat_type: "Debitar IVA",
    status: "Terminado",
    items: [{ id: "B-1", price: "12.50", quantity: 2, vat: 23 }],
  };
}
