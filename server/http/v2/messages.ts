// How v2 words and names refusals: v1's messages and field names, with the fields v2's wire
// renames (`other_contacts` for v1's `contact`, one SMS recipient in `to`), the Bearer key in
// the wording of authentication, and the words the evidence quotes for a series not
// communicated for a document type.
import type { GenerationCatalogue } from "../messages/catalogue.ts";
import { v1Catalogue, v1FieldName } from "../v1/messages.ts";

/** Domain paths (indexes written `[]`) whose v2 name is not v1's. */
const V2_NAMES: Readonly<Record<string, string>> = {
  // Customers: the migration notes rename `contact`.
  contact: "other_contacts",
  // send_sms: one recipient, where v1 takes a list.
  "to[].name": "to.name",
  "to[].mobile": "to.mobile",
};

/** Names a domain path as v2 does: as v1 does, but for the fields v2 renames. */
export function v2FieldName(domainPath: string): string {
  return V2_NAMES[domainPath.replace(/\[[0-9]+\]/g, "[]")] ?? v1FieldName(domainPath);
}

export const v2Catalogue: GenerationCatalogue = {
  overrides: {
    // The key travels as `Authorization: Bearer <key>` and nowhere else.
    "auth.credentials.missing": {
      pt: "É necessária autenticação: envie Authorization: Bearer com a chave da API",
      en: "Authentication required: send Authorization: Bearer with the API key",
    },
    "auth.header.malformed": {
      pt: "O cabeçalho Authorization não está no formato Bearer seguido da chave da API",
      en: "The Authorization header is not in the format Bearer followed by the API key",
    },
    "auth.api_token.invalid": {
      pt: "A chave da API indicada em Authorization: Bearer não é válida",
      en: "The API key sent in Authorization: Bearer is not valid",
    },
    // The words of v2's check_communication, which answers this code (spec/v2/administration-series.tsp).
    "document.serie.not_communicated": {
      pt: "A série não se encontra comunicada no tipo de documento introduzido",
      en: "The series is not communicated for the document type given",
    },
  },
  lineArrays: v1Catalogue.lineArrays,
  fieldName: (domainPath) => v2FieldName(domainPath),
};
