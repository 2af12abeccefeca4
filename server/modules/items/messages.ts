// Messages of the item and stock refusals.
import type { Entries } from "../../http/messages/entry.ts";

const taken = {
  pt: "O valor indicado para o campo {field} já se encontra registado",
  en: "The value of the field {field} is already registered",
};
const locked = {
  pt: "O campo {field} não pode ser alterado porque o artigo já consta de documentos finalizados",
  en: "The field {field} cannot be changed: the item is on finished documents",
};

export const itemMessages: Entries<"ItemRefusal"> = {
  "item.reference.taken": { kind: "invalid", ...taken },
  "item.description.taken": { kind: "invalid", ...taken },
  "item.reference.locked": { kind: "invalid", ...locked },
  "item.description.locked": { kind: "invalid", ...locked },
  "item.type.locked": {
    kind: "invalid",
    pt: "O tipo do artigo ({field}) não pode deixar de ser Mercadorias porque o artigo já tem movimentos de stock",
    en: "The type of the item ({field}) cannot change from Mercadorias: the item has stock movements",
  },
  "item.vat_exemption.rate_not_zero": {
    kind: "invalid",
    pt: "Quando existe isenção de IVA é obrigatório que a taxa de IVA seja zero",
    en: "When there is a VAT exemption the VAT rate must be zero",
  },
  "item.vat_exemption.missing": {
    kind: "invalid",
    pt: "Quando a taxa de IVA é zero é obrigatória a indicação do motivo de isenção de IVA ({field})",
    en: "When the VAT rate is zero a VAT exemption reason ({field}) is required",
  },
  "item.price_table.duplicate": {
    kind: "invalid",
    pt: "A tabela de preços indicada no campo {field} está repetida",
    en: "The price table in the field {field} is listed more than once",
  },
  "item.barcode.duplicate": {
    kind: "invalid",
    pt: "O código de barras {value} indicado no campo {field} está repetido",
    en: "The barcode {value} in the field {field} is listed more than once",
  },
  "item.barcode.taken": {
    kind: "invalid",
    pt: "O código de barras {value} indicado no campo {field} já se encontra registado no artigo {reference}",
    en: "The barcode {value} in the field {field} is already registered on the item {reference}",
  },
  "item.barcode.quantity.not_positive": {
    kind: "invalid",
    pt: "A quantidade indicada no campo {field} deve ser superior a zero",
    en: "The quantity in the field {field} must be greater than zero",
  },
  "item.minimum_stock.duplicate": {
    kind: "invalid",
    pt: "O armazém indicado no campo {field} está repetido",
    en: "The warehouse in the field {field} is listed more than once",
  },
  "item.sale_price.no_default_table": {
    kind: "invalid",
    pt: "Não existe nenhuma tabela de preços predefinida onde guardar o preço de venda ({field})",
    en: "No default price table is configured to store the sale price ({field}) in",
  },
  "item.in_use": {
    kind: "invalid",
    pt: "O artigo não pode ser apagado porque já foi utilizado em documentos",
    en: "The item cannot be deleted: it is used on documents",
  },
  "item.stock_movements.exist": {
    kind: "invalid",
    pt: "O artigo não pode ser apagado porque tem movimentos de stock",
    en: "The item cannot be deleted: it has stock movements",
  },
  "item.image.too_large": {
    kind: "invalid",
    pt: "A imagem indicada no campo {field} não pode ter mais de {size} MB",
    en: "The image in the field {field} may not be larger than {size} MB",
  },
  "item.image.invalid": {
    kind: "invalid",
    pt: "A imagem indicada no campo {field} não está num formato válido (PNG, JPEG, GIF, BMP ou WebP)",
    en: "The image in the field {field} is not in a valid format (PNG, JPEG, GIF, BMP or WebP)",
  },
  "item.search.no_results": { kind: "invalid", pt: "Nenhum artigo encontrado", en: "No item was found" },
  "item.stock.not_kept": {
    kind: "invalid",
    pt: "O artigo indicado no campo {field} não é do tipo Mercadorias e não movimenta stock",
    en: "The item in the field {field} is not of type Mercadorias: it keeps no stock",
  },
  "item.stock.insufficient": {
    kind: "invalid",
    pt: "Não existe stock suficiente do artigo {reference} ({available} disponível, {needed} necessário)",
    en: "Not enough stock of the item {reference} ({available} available, {needed} needed)",
  },
  "stock_movement.quantity.not_positive": {
    kind: "invalid",
    pt: "A quantidade indicada no campo {field} deve ser superior a zero (o sentido do movimento é dado pelo tipo)",
    en: "The quantity in the field {field} must be greater than zero (the type gives the direction)",
  },
  "stock_movement.not_found": {
    kind: "not_found",
    pt: "O movimento de stock não existe",
    en: "The stock movement does not exist",
  },
  "stock_movement.not_manual": {
    kind: "invalid",
    pt: "O movimento de stock foi gerado por um documento e não pode ser alterado nem apagado",
    en: "The stock movement was produced by a document and cannot be changed or deleted",
  },
  "location.api.no_warehouse": {
    kind: "invalid",
    pt: "O local configurado para a API ({location}) não tem armazém associado",
    en: "The location configured for the API ({location}) has no warehouse",
  },
};
