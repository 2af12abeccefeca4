// Generated from generated/openapi/Invoicing.Legacy.openapi.yaml by scripts/build.ts. Do not edit.
// One interface per interface of the spec, one member per operation: `T` maps every
// operation ID to what answers it (the server's handler type).
import type { operations } from "./legacy.ts";

/** A table with an entry for every operation of the generation. */
export type HandlerTable = { [K in keyof operations]: unknown };

/** The operations of the spec's `interface Artigos`. */
export interface ArtigosHandlers<T extends HandlerTable> {
  Artigos_actualizar: T["Artigos_actualizar"];
  Artigos_criar: T["Artigos_criar"];
  Artigos_procurar: T["Artigos_procurar"];
  Artigos_stock: T["Artigos_stock"];
}

/** The operations of the spec's `interface Clientes`. */
export interface ClientesHandlers<T extends HandlerTable> {
  Clientes_actualizar: T["Clientes_actualizar"];
  Clientes_criar: T["Clientes_criar"];
  Clientes_procurar: T["Clientes_procurar"];
}

/** The operations of the spec's `interface Documentos`. */
export interface DocumentosHandlers<T extends HandlerTable> {
  Documentos_criar: T["Documentos_criar"];
  Documentos_email: T["Documentos_email"];
  Documentos_pdf: T["Documentos_pdf"];
}
