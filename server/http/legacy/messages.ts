// How the legacy interface words and names refusals: the shared catalogue's messages, and
// fields named in its Portuguese parameters, per operation (a domain path such as
// `vatNumber` is `contribuinte` on clientes and `cliente.contribuinte` on documentos).
import type { GenerationCatalogue } from "../messages/catalogue.ts";
import { v1FieldName } from "../v1/messages.ts";

/** Domain path (indexes written `[]`) -> legacy parameter, per operation ID. */
export type LegacyNames = Readonly<Record<string, string>>;

const CUSTOMER_NAMES: LegacyNames = {
  id: "id",
  code: "codigo",
  name: "nome",
  vatNumber: "contribuinte",
  contact: "contacto",
  telephone: "telefone",
  mobile: "telemovel",
  observations: "observacoes",
  email: "email",
  country: "morada.facturacao.pais",
  address: "morada.facturacao.morada",
  city: "morada.facturacao.localidade",
  postalCode: "morada.facturacao.codigo_postal",
  "addresses[].country": "morada.entrega.pais",
  "addresses[].address": "morada.entrega.morada",
  "addresses[].city": "morada.entrega.localidade",
  "addresses[].postalCode": "morada.entrega.codigo_postal",
  value: "valor",
  searchIn: "tipo",
};

const ITEM_NAMES: LegacyNames = {
  id: "id",
  reference: "referencia",
  description: "descricao",
  vat: "taxaiva_id",
  unit: "unidade_id",
  type: "tipo_contabilidade",
  costPrice: "preco_custo",
  salePrice: "preco_venda",
  observations: "observacoes",
  vatExemption: "motivo_isencao_id",
  value: "valor",
  searchIn: "tipo",
};

/**
 * documentos/criar: a document (its customer data comes from the customer record, so the
 * domain's customer fields are named after the customer's own parameters) and a receipt
 * (`sales[]` are its `linhas`, each naming the document settled by `id`).
 */
const DOCUMENT_NAMES: LegacyNames = {
  documentType: "tipo_documento",
  // The type's API series: the legacy request names no series.
  serie: "tipo_documento",
  customer: "cliente.id",
  vatNumber: "cliente.contribuinte",
  country: "morada.facturacao.pais",
  address: "morada.facturacao.morada",
  city: "morada.facturacao.localidade",
  postalCode: "morada.facturacao.codigo_postal",
  // The delivery address is the customer's, taken when `cliente.morada_entrega` asks for it.
  deliveryAddress: "cliente.morada_entrega",
  deliveryCity: "cliente.morada_entrega",
  deliveryPostalCode: "cliente.morada_entrega",
  deliveryCountry: "cliente.morada_entrega",
  paymentMethod: "forma_pagamento",
  shippingMode: "modo_expedicao_id",
  shippingVat: "despesa_transporte_taxaiva_id",
  shippingValue: "despesa_transporte_valor",
  finalDiscountFinancial: "desconto_final",
  observations: "observacoes",
  items: "artigos",
  "items[].item": "artigos[].referencia",
  "items[].details": "artigos[].descricao_detalhada",
  "items[].price": "artigos[].preco",
  "items[].quantity": "artigos[].quantidade",
  "items[].discount": "artigos[].desconto",
  // A line takes its item's VAT rate and exemption.
  "items[].vat": "artigos[].referencia",
  "items[].vatExemption": "artigos[].referencia",
  sales: "linhas",
  "sales[].sale": "linhas[].id",
  // A receipt line settles its document's whole balance: amounts are the document's.
  "sales[].totalPaid": "linhas[].id",
  "sales[].percentageDiscount": "linhas[].id",
  "sales[].unitDiscount": "linhas[].id",
};

/** documentos/pdf and documentos/email: the document named, the reprint's justification, the e-mail. */
const DOCUMENT_ACTION_NAMES: LegacyNames = {
  id: "id",
  reason: "motivo",
  to: "email",
  "to.email": "email",
  "to.name": "email",
  subject: "assunto",
  message: "mensagem",
};

/** Names of each legacy operation's parameters; other areas add theirs. */
export const LEGACY_NAMES: Readonly<Record<string, LegacyNames>> = {
  Clientes_criar: CUSTOMER_NAMES,
  Clientes_actualizar: CUSTOMER_NAMES,
  Clientes_procurar: CUSTOMER_NAMES,
  Artigos_criar: ITEM_NAMES,
  Artigos_actualizar: ITEM_NAMES,
  Artigos_procurar: ITEM_NAMES,
  Artigos_stock: ITEM_NAMES,
  Documentos_criar: DOCUMENT_NAMES,
  Documentos_pdf: DOCUMENT_ACTION_NAMES,
  Documentos_email: DOCUMENT_ACTION_NAMES,
};

/** Names a domain path as the legacy operation does; a path it does not list keeps its v1 name. */
export function legacyFieldName(domainPath: string, operationId: string | undefined): string {
  const names = operationId ? LEGACY_NAMES[operationId] : undefined;
  const indexes = [...domainPath.matchAll(/\[([0-9]+)\]/g)].map((m) => m[1]!);
  const named = names?.[domainPath.replace(/\[[0-9]+\]/g, "[]")];
  if (named === undefined) return v1FieldName(domainPath);
  let i = 0;
  return named.replace(/\[\]/g, () => `[${indexes[i++] ?? 0}]`);
}

export const legacyCatalogue: GenerationCatalogue = {
  overrides: {},
  lineArrays: {
    artigos: { pt: "artigos", en: "items" },
    linhas: { pt: "documentos", en: "documents" },
  },
  fieldName: legacyFieldName,
};
