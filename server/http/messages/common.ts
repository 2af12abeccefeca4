// Messages of the refusals shared by every area: references that name nothing or an inactive
// record, and values whose form the domain checks.
import type { Entries } from "./entry.ts";

export const commonMessages: Entries<"CommonRefusal"> = {
  "customer.not_found": { kind: "not_found", pt: "O cliente não existe", en: "The customer does not exist" },
  "customer.inactive": { kind: "invalid", pt: "O cliente não se encontra activo", en: "The customer is inactive" },
  "item.not_found": { kind: "not_found", pt: "O artigo não existe", en: "The item does not exist" },
  "item.inactive": { kind: "invalid", pt: "O artigo não se encontra activo", en: "The item is inactive" },
  "document_type.not_found": {
    kind: "invalid",
    pt: "O tipo de documento não existe ou não se encontra activo",
    en: "The document type does not exist or is not active",
  },
  "document_type.inactive": {
    kind: "invalid",
    pt: "O tipo de documento não existe ou não se encontra activo",
    en: "The document type does not exist or is not active",
  },
  "warehouse.not_found": {
    kind: "invalid",
    pt: "O armazém indicado no campo {field} não existe",
    en: "The warehouse in the field {field} does not exist",
  },
  "warehouse.inactive": {
    kind: "invalid",
    pt: "O armazém indicado no campo {field} não se encontra activo",
    en: "The warehouse in the field {field} is inactive",
  },
  "category.not_found": {
    kind: "invalid",
    pt: "A categoria indicada no campo {field} não existe",
    en: "The category in the field {field} does not exist",
  },
  "category.inactive": {
    kind: "invalid",
    pt: "A categoria indicada no campo {field} não se encontra activa",
    en: "The category in the field {field} is inactive",
  },
  "employee.not_found": {
    kind: "invalid",
    pt: "O funcionário indicado no campo {field} não existe",
    en: "The employee in the field {field} does not exist",
  },
  "employee.inactive": {
    kind: "invalid",
    pt: "O funcionário indicado no campo {field} não se encontra activo",
    en: "The employee in the field {field} is inactive",
  },
  "payment_condition.not_found": {
    kind: "invalid",
    pt: "A condição de pagamento indicada no campo {field} não existe",
    en: "The payment condition in the field {field} does not exist",
  },
  "payment_condition.inactive": {
    kind: "invalid",
    pt: "A condição de pagamento indicada no campo {field} não se encontra activa",
    en: "The payment condition in the field {field} is inactive",
  },
  "payment_method.not_found": {
    kind: "invalid",
    pt: "O método de pagamento indicado no campo {field} não existe",
    en: "The payment method in the field {field} does not exist",
  },
  "payment_method.inactive": {
    kind: "invalid",
    pt: "O método de pagamento indicado no campo {field} não se encontra activo",
    en: "The payment method in the field {field} is inactive",
  },
  "shipping_mode.not_found": {
    kind: "invalid",
    pt: "O modo de expedição indicado no campo {field} não existe",
    en: "The shipping mode in the field {field} does not exist",
  },
  "shipping_mode.inactive": {
    kind: "invalid",
    pt: "O modo de expedição indicado no campo {field} não se encontra activo",
    en: "The shipping mode in the field {field} is inactive",
  },
  "currency.not_found": {
    kind: "invalid",
    pt: "A moeda indicada no campo {field} não existe",
    en: "The currency in the field {field} does not exist",
  },
  "currency.inactive": {
    kind: "invalid",
    pt: "A moeda indicada no campo {field} não se encontra activa",
    en: "The currency in the field {field} is inactive",
  },
  "price.not_found": {
    kind: "invalid",
    pt: "A tabela de preços indicada no campo {field} não existe",
    en: "The price table in the field {field} does not exist",
  },
  "price.inactive": {
    kind: "invalid",
    pt: "A tabela de preços indicada no campo {field} não se encontra activa",
    en: "The price table in the field {field} is inactive",
  },
  "serie.not_found": {
    kind: "invalid",
    pt: "A série indicada no campo {field} não existe",
    en: "The series in the field {field} does not exist",
  },
  "serie.inactive": {
    kind: "invalid",
    pt: "A série indicada no campo {field} não se encontra activa",
    en: "The series in the field {field} is inactive",
  },
  "vehicle.not_found": {
    kind: "invalid",
    pt: "A viatura indicada no campo {field} não existe",
    en: "The vehicle in the field {field} does not exist",
  },
  "vehicle.inactive": {
    kind: "invalid",
    pt: "A viatura indicada no campo {field} não se encontra activa",
    en: "The vehicle in the field {field} is inactive",
  },
  "unit.not_found": {
    kind: "invalid",
    pt: "A unidade indicada no campo {field} não existe",
    en: "The unit in the field {field} does not exist",
  },
  "unit.inactive": {
    kind: "invalid",
    pt: "A unidade indicada no campo {field} não se encontra activa",
    en: "The unit in the field {field} is inactive",
  },
  "location.not_found": {
    kind: "invalid",
    pt: "O local indicado no campo {field} não existe",
    en: "The location in the field {field} does not exist",
  },
  "location.inactive": {
    kind: "invalid",
    pt: "O local indicado no campo {field} não se encontra activo",
    en: "The location in the field {field} is inactive",
  },
  "vat_rate.not_found": {
    kind: "invalid",
    pt: "A taxa de IVA indicada no campo {field} não existe",
    en: "The VAT rate in the field {field} does not exist",
  },
  "vat_rate.inactive": {
    kind: "invalid",
    pt: "A taxa de IVA indicada no campo {field} não se encontra activa",
    en: "The VAT rate in the field {field} is inactive",
  },
  "vat_exemption.not_found": {
    kind: "invalid",
    pt: "O motivo de isenção de IVA indicado no campo {field} não existe",
    en: "The VAT exemption reason in the field {field} does not exist",
  },
  "vat_number.invalid": {
    kind: "invalid",
    pt: "O contribuinte introduzido aparenta ser inválido para {country}",
    en: "The tax number appears to be invalid for {country}",
  },
  "country.invalid": { kind: "invalid", pt: "O país introduzido é inválido", en: "The country is not valid" },
  "postal_code.invalid": {
    kind: "invalid",
    pt: "O código postal indicado no campo {field} deve ter o formato NNNN-NNN",
    en: "The postal code in the field {field} must have the format NNNN-NNN",
  },
  "date.invalid": {
    kind: "invalid",
    pt: "A data indicada no campo {field} não é válida",
    en: "The date in the field {field} is not a valid date",
  },
  "email.invalid": {
    kind: "invalid",
    pt: "O endereço de e-mail {value} indicado no campo {field} não é válido",
    en: "The e-mail address {value} in the field {field} is not valid",
  },
  "rate.out_of_range": {
    kind: "invalid",
    pt: "O campo {field} deve ser uma percentagem entre 0.00 e 100.00",
    en: "The field {field} must be a percentage between 0.00 and 100.00",
  },
  "amount.negative": {
    kind: "invalid",
    pt: "O valor indicado no campo {field} não pode ser negativo",
    en: "The value of the field {field} may not be negative",
  },
  "amount.too_large": {
    kind: "invalid",
    pt: "Os totais excedem o valor máximo permitido ({limit})",
    en: "The totals exceed the largest amount allowed ({limit})",
  },
  "paging.skip.invalid": {
    kind: "invalid",
    pt: "O campo {field} deve ser um múltiplo de 15 (0, 15, 30, ...)",
    en: "The field {field} must be a multiple of 15 (0, 15, 30, ...)",
  },
};
