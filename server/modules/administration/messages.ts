// Messages of the administration-table refusals and of the communication of series to the
// tax authority (AT).
import type { Entries } from "../../http/messages/entry.ts";

const taken = {
  pt: "O valor indicado para o campo {field} já se encontra registado",
  en: "The value of the field {field} is already registered",
};
const refusedByAt = { pt: "A comunicação à AT falhou", en: "The communication to the tax authority failed" };

export const administrationMessages: Entries<"AdministrationRefusal"> = {
  "administration.description.taken": { kind: "invalid", ...taken },
  "administration.name.taken": { kind: "invalid", ...taken },
  "administration.symbol.taken": { kind: "invalid", ...taken },
  "administration.code_iso.taken": { kind: "invalid", ...taken },
  "administration.license_plate.taken": { kind: "invalid", ...taken },
  "administration.email.taken": { kind: "invalid", ...taken },
  "administration.default.required": {
    kind: "invalid",
    pt: "O registo predefinido não pode deixar de o ser: defina outro registo como predefinido",
    en: "The default record cannot stop being the default: make another record the default",
  },
  "administration.default.inactive": {
    kind: "invalid",
    pt: "O registo predefinido não pode ser desactivado",
    en: "The default record cannot be inactive",
  },
  "administration.default.undeletable": {
    kind: "invalid",
    pt: "O registo predefinido não pode ser apagado: defina primeiro outro registo como predefinido",
    en: "The default record cannot be deleted: make another record the default first",
  },
  "administration.records.limit_reached": {
    kind: "invalid",
    pt: "Atingiu o limite de {limit} registos desta tabela",
    en: "The table already holds its limit of {limit} records",
  },
  "administration.record.in_use": {
    kind: "invalid",
    pt: "O registo não pode ser apagado porque já foi utilizado em documentos ou noutros registos; pode desactivá-lo",
    en: "The record cannot be deleted: it is used on documents or by other records; it can be deactivated",
  },
  "administration.integer.out_of_range": {
    kind: "invalid",
    pt: "O campo {field} deve ser um número inteiro igual ou superior a {min}",
    en: "The field {field} must be a whole number of at least {min}",
  },
  "series.description.taken": {
    kind: "invalid",
    pt: "Já existe uma série com este descritivo",
    en: "A series with this description already exists",
  },
  "series.description.invalid": {
    kind: "invalid",
    pt: "O descritivo da série não pode conter acentos, espaços ou caracteres especiais além de . _ -",
    en: "The series description may not contain accents, spaces or special characters other than . _ -",
  },
  "series.description.locked": {
    kind: "invalid",
    pt: "A série {value} não pode mudar de descritivo porque já foi comunicada à AT ou tem documentos finalizados; crie uma nova série",
    en: "The series {value} cannot be renamed: it was communicated to the tax authority or has finished documents; create a new series",
  },
  "series.valid_until.invalid": {
    kind: "invalid",
    pt: "O campo {field} deve indicar um ano (ex: {year})",
    en: "The field {field} must be a year (e.g. {year})",
  },
  "series.valid_until.past": {
    kind: "invalid",
    pt: "O ano {value} indicado no campo {field} é anterior ao ano actual ({year})",
    en: "The year {value} in the field {field} is earlier than the current year ({year})",
  },
  "series.communication.types_required": {
    kind: "invalid",
    pt: "É obrigatória a indicação de um valor para o campo {field}",
    en: "A value is required for the field {field}",
  },
  "series.communication.inactive": {
    kind: "invalid",
    pt: "A série não se encontra activa: active-a antes de a comunicar à AT",
    en: "The series is inactive: activate it before communicating it to the tax authority",
  },
  "series.communication.expired": { kind: "invalid", pt: "A série encontra-se expirada", en: "The series has expired" },
  "series.communication.unassigned": {
    kind: "invalid",
    pt: "A série não está associada a nenhum tipo de documento",
    en: "The series is not assigned to any document type",
  },
  "series.communication.complete": {
    kind: "invalid",
    pt: "Todos os tipos de documento já se encontram comunicados!",
    en: "All document types are already communicated",
  },
  "series.assignment.missing": {
    kind: "invalid",
    pt: "A série {serie} não está associada ao tipo de documento {document_type}",
    en: "The series {serie} is not assigned to the document type {document_type}",
  },
  "series.assignment.inactive": {
    kind: "invalid",
    pt: "A série não se encontra activa no tipo de documento seleccionado",
    en: "The series is inactive in the selected document type",
  },
  "series.atcud.exists": {
    kind: "invalid",
    pt: "Já existe um ATCUD para esta série no tipo de documento seleccionado",
    en: "An ATCUD already exists for this series in the selected document type",
  },
  "tax_authority.user.missing": {
    kind: "invalid",
    pt: "Configure primeiro o utilizador de acesso de webservice AT",
    en: "Configure the tax authority (AT) web service user first",
  },
  "tax_authority.user.unauthorised": {
    kind: "invalid",
    pt: `${refusedByAt.pt}: o utilizador de webservice {user} não está autorizado para o contribuinte {taxpayer}`,
    en: `${refusedByAt.en}: the web service user {user} is not authorised for the taxpayer {taxpayer}`,
  },
  "tax_authority.series.identifier_invalid": {
    kind: "invalid",
    pt: `${refusedByAt.pt}: o identificador da série {value} deve ter de 1 a 20 letras, algarismos, ".", "_" ou "-"`,
    en: `${refusedByAt.en}: the series identifier {value} must have 1 to 20 letters, digits, ".", "_" or "-"`,
  },
  "tax_authority.series.already_registered": {
    kind: "invalid",
    pt: `${refusedByAt.pt}: a série {value} já se encontra registada para o tipo de documento {document_type}`,
    en: `${refusedByAt.en}: the series {value} is already registered for the document type {document_type}`,
  },
  "document_type.print_report.invalid": {
    kind: "invalid",
    pt: "O formato de impressão indicado no campo {field} deve ser A4 ou POS",
    en: "The print format in the field {field} must be A4 or POS",
  },
  "document_type.print_measure.required": {
    kind: "invalid",
    pt: "É obrigatória a indicação de um valor para o campo {field} no formato de impressão {format}",
    en: "A value for the field {field} is required with the print format {format}",
  },
  "document_type.series.default_repeated": {
    kind: "invalid",
    pt: "Apenas uma série pode ser a série predefinida do tipo de documento",
    en: "Only one series can be the preset series of the document type",
  },
  "document_type.series.repeated": {
    kind: "invalid",
    pt: "A série {value} está repetida no campo {field}",
    en: "The series {value} is listed more than once ({field})",
  },
  "document_type.series.number.too_low": {
    kind: "invalid",
    pt: "O número {value} indicado no campo {field} deve ser superior a {last}, o último número emitido na série {serie} para este tipo de documento",
    en: "The number {value} in the field {field} must be greater than {last}, the last number issued in the series {serie} for this document type",
  },
  "category.parent.loop": {
    kind: "invalid",
    pt: "A categoria indicada no campo {field} não pode ser a categoria pai: uma categoria não pode pertencer a si própria nem a uma das suas subcategorias",
    en: "The category in the field {field} cannot be the parent: a category cannot be its own parent or a subcategory of one of its subcategories",
  },
  "vat_rate.tax.taken": {
    kind: "invalid",
    pt: "Já existe a taxa de IVA {description} de {tax}% na região {region}",
    en: "The VAT rate {description} of {tax}% already exists in the region {region}",
  },
  "vat_rate.tax.not_zero": {
    kind: "invalid",
    pt: "Quando o tipo da taxa de IVA é Isenta é obrigatório que a taxa seja zero",
    en: "When the type of the VAT rate is Isenta the rate must be zero",
  },
  "currency.code_iso.invalid": {
    kind: "invalid",
    pt: "O código ISO {value} indicado no campo {field} deve ter três letras (ISO 4217)",
    en: "The ISO code {value} in the field {field} must have three letters (ISO 4217)",
  },
  "currency.exchange_sale.not_positive": {
    kind: "invalid",
    pt: "O câmbio indicado no campo {field} deve ser superior a zero",
    en: "The exchange rate in the field {field} must be greater than zero",
  },
  "currency.exchange_sale.default_not_one": {
    kind: "invalid",
    pt: "O câmbio da moeda predefinida deve ser 1, pois os restantes câmbios são relativos a ela",
    en: "The exchange rate of the default currency must be 1: the other rates are relative to it",
  },
};
