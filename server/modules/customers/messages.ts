// Messages of the customer refusals.
import type { Entries } from "../../http/messages/entry.ts";

const locked = {
  pt: "O campo {field} não pode ser alterado porque o cliente já consta de documentos finalizados",
  en: "The field {field} cannot be changed: the customer is on finished documents",
};
const taken = {
  pt: "O valor indicado para o campo {field} já se encontra registado",
  en: "The value of the field {field} is already registered",
};

export const customerMessages: Entries<"CustomerRefusal"> = {
  "customer.code.taken": { kind: "invalid", ...taken },
  "customer.vat_number.taken": { kind: "invalid", ...taken },
  "customer.code.locked": { kind: "invalid", ...locked },
  "customer.name.locked": { kind: "invalid", ...locked },
  "customer.vat_number.locked": { kind: "invalid", ...locked },
  "customer.final_consumer.undeletable": {
    kind: "invalid",
    pt: "O consumidor final genérico não pode ser apagado",
    en: "The generic final consumer cannot be deleted",
  },
  "customer.in_use": {
    kind: "invalid",
    pt: "O cliente não pode ser apagado porque já foi utilizado em documentos",
    en: "The customer cannot be deleted: it is used on documents",
  },
  "customer.search.no_results": { kind: "invalid", pt: "Nenhum cliente encontrado", en: "No customer was found" },
  "customer.statement.period_invalid": {
    kind: "invalid",
    pt: "A data final do período ({field}) não pode ser anterior à data inicial",
    en: "The end of the period ({field}) may not be before its start",
  },
  "customer.accounts_open.too_many": {
    kind: "invalid",
    pt: "O cliente tem mais de {limit} documentos em aberto: consulte-os por páginas em customers/accounts_open",
    en: "The customer has more than {limit} open documents: read them by pages with customers/accounts_open",
  },
  "customer.statement.empty": {
    kind: "invalid",
    pt: "Não existem resultados para exportar",
    en: "There are no results to export",
  },
  "location.api.missing": {
    kind: "invalid",
    pt: "Não existe nenhum local configurado para a API",
    en: "No location is configured for the API: mark an active location as the preset one",
  },
};
