// Generated from generated/openapi/Invoicing.Legacy.openapi.yaml by scripts/build.ts. Do not edit.
// The legacy client facade: one method per operation, named from its operationId, with the
// spec's summaries and descriptions; client/facade.ts runs it.
import type { operations } from "../types/legacy.ts";
import type { Layout, OperationSpec } from "../../facade.ts";
import type { BodyOf, ErrorMode, FiltersOf, ItemOf, Outcome, PathId, RequestOptions } from "../../operation-types.ts";

/** Every operation of the legacy document. */
export type LegacyOperationId = keyof operations;

/** How each operation is called: method, path, path parameters, and whether it writes. */
export const legacyOperations: { readonly [Id in LegacyOperationId]: OperationSpec } = {
  Artigos_actualizar: { method: "put", path: "/artigos/actualizar", pathParams: [], writes: true },
  Artigos_criar: { method: "post", path: "/artigos/criar", pathParams: [], writes: true },
  Artigos_procurar: { method: "post", path: "/artigos/procurar", pathParams: [], writes: false },
  Artigos_stock: { method: "post", path: "/artigos/stock", pathParams: [], writes: false },
  Clientes_actualizar: { method: "put", path: "/clientes/actualizar", pathParams: [], writes: true },
  Clientes_criar: { method: "post", path: "/clientes/criar", pathParams: [], writes: true },
  Clientes_procurar: { method: "post", path: "/clientes/procurar", pathParams: [], writes: false },
  Documentos_criar: { method: "post", path: "/documentos/criar", pathParams: [], writes: true },
  Documentos_email: { method: "put", path: "/documentos/email", pathParams: [], writes: true },
  Documentos_pdf: { method: "post", path: "/documentos/pdf", pathParams: [], writes: true },
};

/** Where each operation sits in the facade. */
export const legacyLayout = {
  artigos: {
    actualizar: "Artigos_actualizar",
    criar: "Artigos_criar",
    procurar: "Artigos_procurar",
    stock: "Artigos_stock",
  },
  clientes: {
    actualizar: "Clientes_actualizar",
    criar: "Clientes_criar",
    procurar: "Clientes_procurar",
  },
  documentos: {
    criar: "Documentos_criar",
    email: "Documentos_email",
    pdf: "Documentos_pdf",
  },
} as const satisfies Layout;

/** The resources of the legacy facade. Failures throw typed errors, or are returned when M is "return". */
export interface LegacyResources<M extends ErrorMode = "throw"> {
  /**
   * Artigos operations.
   */
  readonly artigos: {
    /**
     * Update an item (artigos/actualizar).
     *
     * Updates an item; `id` and the fields required on creation are required. Changing
     * `referencia` or `descricao` is refused when that field is locked (`referencia_bloqueado`,
     * `descricao_bloqueado`: the item is on a finished document). **Inferred:** an optional
     * field left out keeps its stored value.
     *
     * Refused (422) when: any refusal of `artigos/criar`; `id` is missing; `id` does not identify
     * an item (the source lists this as "id already exists"; **Inferred** reading); the
     * reference is locked; the description is locked.
     *
     * `PUT /artigos/actualizar` (`Artigos_actualizar`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    actualizar(body: BodyOf<operations["Artigos_actualizar"]>, options?: RequestOptions): Outcome<M, operations["Artigos_actualizar"]>;
    /**
     * Create an item (artigos/criar).
     *
     * Creates an item, active. Required: `referencia`, `descricao`, `taxaiva_id`,
     * `unidade_id`, `tipo_contabilidade` (and the VAT exemption, see `motivo_isencao_id`).
     *
     * Refused (422) when: a required field (reference, description, VAT rate, VAT exemption,
     * unit, accounting type) is missing; `referencia` or `descricao` already exists; the
     * reference or description contains improper characters; the accounting type is unknown;
     * the cost price is invalid; the sale price is invalid.
     *
     * `POST /artigos/criar` (`Artigos_criar`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    criar(body: BodyOf<operations["Artigos_criar"]>, options?: RequestOptions): Outcome<M, operations["Artigos_criar"]>;
    /**
     * Look up an item (artigos/procurar).
     *
     * Looks an item up by ID, reference or description.
     *
     * **Inferred** (the source lists no failures for this operation; as `clientes/procurar`):
     * refused (422) when `valor` or `tipo` is missing, `tipo` is not one of `id`,
     * `referencia`, `descricao`, or no item is found.
     *
     * `POST /artigos/procurar` (`Artigos_procurar`). Reads: retried freely.
     */
    procurar(body: BodyOf<operations["Artigos_procurar"]>, options?: RequestOptions): Outcome<M, operations["Artigos_procurar"]>;
    /**
     * Stock of an item (artigos/stock).
     *
     * Stock of an item: the real available quantity and the quantity pending invoicing in
     * orders, with 5 decimal places. The item must exist, be active and be of accounting type
     * `Mercadorias`; a location must be configured for the API. **Inferred:** the quantities
     * are those of the warehouse of the location configured for the API. This is the only
     * success answer without `msg`.
     *
     * Refused (422) when: `valor` or `tipo` is missing; `tipo` is not one of `id`,
     * `referencia`, `descricao`; the item is unknown, inactive or not of type `Mercadorias`;
     * no location is configured; **Inferred:** the location configured has no warehouse.
     *
     * `POST /artigos/stock` (`Artigos_stock`). Reads: retried freely.
     */
    stock(body: BodyOf<operations["Artigos_stock"]>, options?: RequestOptions): Outcome<M, operations["Artigos_stock"]>;
  };
  /**
   * Customers: create, update and look up.
   */
  readonly clientes: {
    /**
     * Update a customer (clientes/actualizar).
     *
     * Updates a customer. Changing `nome`, `codigo` or `contribuinte` is refused when that field is locked.
     *
     * `PUT /clientes/actualizar` (`Clientes_actualizar`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    actualizar(body: BodyOf<operations["Clientes_actualizar"]>, options?: RequestOptions): Outcome<M, operations["Clientes_actualizar"]>;
    /**
     * Create a customer (clientes/criar).
     *
     * Creates a customer; only `codigo` and `nome` are required.
     *
     * `POST /clientes/criar` (`Clientes_criar`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    criar(body: BodyOf<operations["Clientes_criar"]>, options?: RequestOptions): Outcome<M, operations["Clientes_criar"]>;
    /**
     * Look up a customer (clientes/procurar).
     *
     * Looks a customer up by ID, code or tax number.
     *
     * `POST /clientes/procurar` (`Clientes_procurar`). Reads: retried freely.
     */
    procurar(body: BodyOf<operations["Clientes_procurar"]>, options?: RequestOptions): Outcome<M, operations["Clientes_procurar"]>;
  };
  /**
   * Documentos operations.
   */
  readonly documentos: {
    /**
     * Create a document or receipt (documentos/criar).
     *
     * Creates a document, always in the finished state. The body is one of two shapes,
     * told apart by `tipo_documento`:
     * - a document: `FT` invoice, `FS` simplified invoice, `FR` invoice-receipt, `FP`
     * pro-forma invoice, `NC` credit note, `ND` debit note, `EC` quote (orçamento), `OC`
     * order (encomenda), with `cliente` and `artigos`;
     * - a receipt: `RC` customer receipt, with `linhas`, the documents it settles.
     *
     * `FP`, `EC` and `OC` are the service's own codes (SAF-T writes `PF`, `OR`, `NE`), with
     * the meanings the service's documentation gives.
     *
     * The answer is the document answer (`total_sem_iva`, `total_iva`, `total_geral`) or the
     * receipt answer (`total_saldo`, `total_pago`, `total_final`).
     *
     * Preconditions: a document series and a location are configured for API use, and the
     * document type has an API series assigned. The customer and the items must already exist.
     *
     * Rules of a document: the three shipping fields are all or none (rule 1); `cliente.id`
     * is `1` when the end customer gave no tax data or only a tax number (rule 2); with
     * `cliente.morada_entrega` the delivery address must already exist on the customer (rule 3);
     * `artigos[].desconto` is a percentage and `desconto_final` an amount. **Inferred:** the
     * shape carries no reference to the document a credit or debit note corrects; none is
     * required by this interface.
     *
     * Rules of a receipt: every line names the `id` and `tipo_documento` of an existing
     * document with an open balance; all belong to the same customer.
     *
     * Refused (422) when: `tipo_documento` is missing or not one of the codes above (the
     * refusal names `tipo_documento`, whatever else the body holds); the `cliente`, `artigos`
     * or `linhas` structure is missing; no series is configured for the API; the document type
     * has no API series assigned; no location is configured for the API; the customer ID is
     * unknown (the customer must be created first); the tax number looks invalid; the shipping
     * mode is unknown; the shipping VAT rate is unknown; the shipping value is not a valid
     * price; `referencia`, `preco` or `quantidade` is missing on a line; a line's price or
     * quantity is in an invalid format; an item reference is unknown; `id` or `tipo_documento`
     * is missing on a receipt line; a referenced document is unknown; a referenced document has
     * no open balance; the receipt lines belong to different customers.
     *
     * A refusal about a line names it in `field` (e.g. `artigos[1].preco`, `linhas[0].id`) and
     * `line` (counted from 1), and its message starts `Linha 2: `.
     *
     * `POST /documentos/criar` (`Documentos_criar`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    criar(body: BodyOf<operations["Documentos_criar"]>, options?: RequestOptions): Outcome<M, operations["Documentos_criar"]>;
    /**
     * E-mail a document (documentos/email).
     *
     * Sends the PDF of a document to a recipient by e-mail. The document may already have been
     * e-mailed automatically when the subscription has automatic sending on (see
     * `email_enviado` in the answer of `documentos/criar`).
     *
     * Refused (422) when: `tipo_documento` is missing; a required field (`id`, `email`) is
     * missing; the e-mail address is invalid; the document is not found or its PDF must be
     * generated first (`documentos/pdf`).
     *
     * `PUT /documentos/email` (`Documentos_email`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    email(body: BodyOf<operations["Documentos_email"]>, options?: RequestOptions): Outcome<M, operations["Documentos_email"]>;
    /**
     * Generate a document's PDF again (documentos/pdf).
     *
     * Generates the PDF of a document again, even if it was generated before, and returns
     * its address: the original copy when `original` is true, the second copy (2ª via)
     * otherwise. When the document was already viewed, a justification in `motivo` is
     * required (tax-authority rule).
     *
     * **Inferred:** a document signed through the current API (its `sign`, or its automatic
     * signature on finishing) keeps its signed PDF: this operation answers that PDF, byte for
     * byte, whatever `original` asks (the justification is still required and kept), since
     * rendering it again would give an unsigned copy of a signed document.
     *
     * Refused (422) when: `tipo_documento` is missing; a required field (`id`) is missing; the
     * document is not found; the justification (`motivo`) is missing for a document already
     * viewed.
     *
     * `POST /documentos/pdf` (`Documentos_pdf`). Writes: sent with an Idempotency-Key, so its retries are safe.
     */
    pdf(body: BodyOf<operations["Documentos_pdf"]>, options?: RequestOptions): Outcome<M, operations["Documentos_pdf"]>;
  };
}
