// Messages of the refusals every fiscal document (sale or receipt) shares: series, currency,
// issue-date order, life cycle, document numbers and the legacy documents' preconditions.
import type { Entries } from "../../http/messages/entry.ts";

export const documentMessages: Entries<"DocumentRefusal"> = {
  "document.serie.missing": {
    kind: "invalid",
    pt: "Não foi indicada a série e o tipo de documento {type} não tem uma série predefinida",
    en: "No series was given and the document type {type} has no preset series",
  },
  "document.serie.not_assigned": {
    kind: "invalid",
    pt: "A série {serie} não está associada ao tipo de documento {type}",
    en: "The series {serie} is not assigned to the document type {type}",
  },
  "document.serie.inactive": {
    kind: "invalid",
    pt: "A série {serie} não se encontra activa no tipo de documento {type}",
    en: "The series {serie} is not active for the document type {type}",
  },
  "document.serie.expired": { kind: "invalid", pt: "A série encontra-se expirada", en: "The series has expired" },
  "document.serie.not_communicated": {
    kind: "invalid",
    pt: "A série não se encontra comunicada à AT no tipo de documento seleccionado. A partir de 2023 passou a ser um requisito obrigatório",
    en: "The series is not communicated to the tax authority for the selected document type. Since 2023 this is mandatory",
  },
  "document.serie.blocked": {
    kind: "invalid",
    pt: "A série {serie} encontra-se bloqueada para documentos {initials} após uma anomalia: os dados guardados de {number} já não correspondem à sua assinatura. Emita o documento noutra série",
    en: "The series {serie} is blocked for {initials} documents after an anomaly: the stored data of {number} no longer matches its signature. Issue the document in another series",
  },
  "document.issue_date.before_last": {
    kind: "invalid",
    pt: "Já existe um documento do mesmo tipo e série com uma data posterior ({date})",
    en: "A document of the same type and series already exists with a later date ({date})",
  },
  "document.currency.missing": {
    kind: "invalid",
    pt: "Não foi indicada a moeda e não existe uma moeda predefinida",
    en: "No currency was given and there is no preset currency",
  },
  "document.currency_exchange.not_positive": {
    kind: "invalid",
    pt: "A taxa de câmbio indicada no campo {field} deve ser superior a zero",
    en: "The exchange rate in the field {field} must be greater than zero",
  },
  "document.not_draft": {
    kind: "invalid",
    pt: "O estado do documento não é válido",
    en: "The status of the document is not valid: only drafts can be changed or deleted",
  },
  "document.already_cancelled": {
    kind: "invalid",
    pt: "O documento já se encontra anulado",
    en: "The document is already cancelled",
  },
  "document.cancel.draft": {
    kind: "invalid",
    pt: "Um rascunho não pode ser anulado: apague-o",
    en: "A draft cannot be cancelled: delete it instead",
  },
  "document.cancel.reason_required": {
    kind: "invalid",
    pt: "O motivo da anulação ({field}) é obrigatório e deve ter pelo menos 15 caracteres",
    en: "The reason of the cancellation ({field}) is required, with at least 15 characters",
  },
  "document.number.invalid": {
    kind: "invalid",
    pt: "O valor {value} não é um número de documento (iniciais do tipo, espaço, série, barra e número, por exemplo FT 2026/12)",
    en: "The value {value} is not a document number (type initials, space, series, slash and number, e.g. FT 2026/12)",
  },
  "document.not_found": {
    kind: "not_found",
    pt: "O documento {type} com o id {id} não foi encontrado",
    en: "The document {type} with the id {id} was not found",
  },
  "document.pdf.not_generated": {
    kind: "invalid",
    pt: "O PDF do documento ainda não foi gerado: gere-o primeiro (documentos/pdf)",
    en: "The PDF of the document was not generated yet: generate it first (documentos/pdf)",
  },
  "serie.api.missing": {
    kind: "invalid",
    pt: "Não existe nenhuma série configurada para a API",
    en: "No series is configured for the API: assign an active series as the preset series of the document types",
  },
};
