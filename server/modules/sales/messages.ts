// Messages of the sales refusals. Line refusals get "Linha N: " in front when rendered.
import type { Entries } from "../../http/messages/entry.ts";

export const saleMessages: Entries<"SaleRefusal"> = {
  "sale.not_found": { kind: "not_found", pt: "O documento não existe", en: "The document does not exist" },
  "sale.document_type.not_allowed": {
    kind: "invalid",
    pt: "O tipo de documento {type} não é um tipo de documento de venda",
    en: "The document type {type} is not a sales document type",
  },
  "sale.items.empty": { kind: "invalid", pt: "Seleccione pelo menos um artigo", en: "Select at least one item" },
  "sale.items.too_many": {
    kind: "invalid",
    pt: "Um documento não pode ter mais de 100 artigos",
    en: "A document may not have more than 100 items",
  },
  "sale.line.quantity.not_positive": {
    kind: "invalid",
    pt: "A quantidade indicada no campo {field} deve ser superior a zero",
    en: "The quantity in the field {field} must be greater than zero",
  },
  "sale.line.vat_exemption.rate_not_zero": {
    kind: "invalid",
    pt: "Quando existe isenção de IVA é obrigatório que a taxa de IVA seja zero",
    en: "When there is a VAT exemption the VAT rate must be zero",
  },
  "sale.line.vat_exemption.missing": {
    kind: "invalid",
    pt: "Com a taxa de IVA 0% é obrigatória a indicação do motivo de isenção de IVA ({field})",
    en: "A 0% VAT rate requires a VAT exemption reason ({field})",
  },
  "sale.line.vat.not_exempt": {
    kind: "invalid",
    pt: "Quando o tipo de IVA seleccionado é «Não fazer nada» todos os artigos do documento devem ter a Taxa de IVA 0% e o respectivo motivo de isenção de IVA aplicado",
    en: "When the VAT type is «Não fazer nada» every item of the document must have a 0% VAT rate and its VAT exemption reason",
  },
  "sale.shipping_vat.not_zero": {
    kind: "invalid",
    pt: "Quando o tipo de IVA seleccionado é «Não fazer nada» a taxa de IVA das despesas de transporte ({field}) deve ser 0%",
    en: "When the VAT type is «Não fazer nada» the VAT rate of the shipping expense ({field}) must be 0%",
  },
  "sale.shipping.incomplete": {
    kind: "invalid",
    pt: "Os dados das despesas de transporte estão incompletos: falta o campo {field}",
    en: "The shipping data is incomplete: the field {field} is missing",
  },
  "sale.final_discount_financial.too_high": {
    kind: "invalid",
    pt: "O desconto financeiro não pode ser superior à soma dos preços unitários dos artigos",
    en: "The financial discount may not be above the sum of the unit prices of the items",
  },
  "sale.due_date.before_issue_date": {
    kind: "invalid",
    pt: "A data de vencimento não pode ser anterior à data do documento ({date})",
    en: "The due date may not be before the date of the document ({date})",
  },
  "sale.waybill_global.not_allowed": {
    kind: "invalid",
    pt: "Só as Guias de Transporte e as Guias de Remessa podem ser globais ({field})",
    en: "Only a Guia de Transporte or a Guia de Remessa may be global ({field})",
  },
  "sale.transport_date.past": {
    kind: "invalid",
    pt: "A data indicada no campo {field} não pode ser anterior à data e hora actuais",
    en: "The date in the field {field} may not be earlier than the current date and time",
  },
  "sale.location_destiny.same_as_origin": {
    kind: "invalid",
    pt: "O local de destino tem de ser diferente do local de origem",
    en: "The destination location must differ from the origin location",
  },
  "sale.total.not_positive": {
    kind: "invalid",
    pt: "O total do documento ({total}) não pode ser negativo ou zero",
    en: "The total of the document ({total}) may not be negative or zero",
  },
  "sale.demo.total_exceeded": {
    kind: "invalid",
    pt: "Em modo de demonstração o total de um documento não pode ser superior a 10000.00 EUR (este tem {total} EUR)",
    en: "In demo mode the total of a document may not be above 10000.00 EUR (this one has {total} EUR)",
  },
  "sale.vat_number.final_consumer": {
    kind: "invalid",
    pt: "O contribuinte de consumidor final (999999990) não é permitido para um cliente com contribuinte registado ({registered})",
    en: "The final-consumer tax number (999999990) is not allowed for a customer with a registered tax number ({registered})",
  },
  "sale.customer.identification_required": {
    kind: "invalid",
    pt: "Os documentos com um total igual ou superior a 1000.00 EUR exigem a identificação e a morada do cliente",
    en: "Documents with a total of 1000.00 EUR or more need the identification and address of the customer",
  },
  "sale.simplified_invoice.private_base_exceeded": {
    kind: "invalid",
    pt: "Uma Factura Simplificada para um particular não pode ter um total sem IVA superior a 1000.00",
    en: "A Factura Simplificada for a private customer may not have a total without VAT above 1000.00",
  },
  "sale.simplified_invoice.private_services_exceeded": {
    kind: "invalid",
    pt: "Uma Factura Simplificada para um particular não pode ter um total de serviços superior a 100.00",
    en: "A Factura Simplificada for a private customer may not have a services total above 100.00",
  },
  "sale.simplified_invoice.company_base_exceeded": {
    kind: "invalid",
    pt: "Uma Factura Simplificada para uma empresa não pode ter um total sem IVA superior a 100.00",
    en: "A Factura Simplificada for a company may not have a total without VAT above 100.00",
  },
  "sale.billing_volume.exceeded": {
    kind: "invalid",
    pt: "Foi atingido o volume de facturação anual do plano ({limit} EUR)",
    en: "The yearly billing volume of the plan ({limit} EUR) is reached",
  },
  "sale.sale_reference_id.not_corrective": {
    kind: "invalid",
    pt: "Só as Notas de Crédito e as Notas de Débito podem referir outro documento ({field})",
    en: "Only a Nota de Crédito or a Nota de Débito may refer to another document ({field})",
  },
  "sale.line.item.not_invoiced": {
    kind: "invalid",
    pt: "O artigo {reference} nunca foi facturado a este cliente",
    en: "The item {reference} was never invoiced to this customer",
  },
  "sale.reference.not_found": {
    kind: "invalid",
    pt: "O documento referido ({field}) não existe",
    en: "The referenced document ({field}) does not exist",
  },
  "sale.reference.not_correctable": {
    kind: "invalid",
    pt: "Só pode ser referida uma Factura, Factura Recibo ou Factura Simplificada ({field})",
    en: "Only a Factura, Factura Recibo or Factura Simplificada may be referenced ({field})",
  },
  "sale.reference.cancelled": {
    kind: "invalid",
    pt: "O documento referido ({field}) encontra-se anulado",
    en: "The referenced document ({field}) is cancelled",
  },
  "sale.reference.customer_differs": {
    kind: "invalid",
    pt: "O cliente ou o contribuinte são diferentes dos do documento referido",
    en: "The customer or tax number differs from the referenced document",
  },
  "sale.reference.issue_date_before": {
    kind: "invalid",
    pt: "A data do documento não pode ser anterior à do documento referido ({date})",
    en: "The date of the document may not be earlier than the referenced document ({date})",
  },
  "sale.reference.line.item_missing": {
    kind: "invalid",
    pt: "O artigo {reference} não consta do documento referido",
    en: "The item {reference} is not on the referenced document",
  },
  "sale.reference.line.quantity_exceeded": {
    kind: "invalid",
    pt: "A quantidade é superior à que o documento referido ainda permite corrigir ({available})",
    en: "The quantity is above what the referenced document still allows to correct ({available})",
  },
  "sale.reference.line.price_exceeded": {
    kind: "invalid",
    pt: "O preço é superior ao do documento referido ({price})",
    en: "The price is above the referenced document ({price})",
  },
  "sale.reference.line.discount_exceeded": {
    kind: "invalid",
    pt: "O desconto é superior ao do documento referido ({discount})",
    en: "The discount is above the referenced document ({discount})",
  },
  "sale.reference.line.vat_exceeded": {
    kind: "invalid",
    pt: "A taxa de IVA é superior à do documento referido ({rate}%)",
    en: "The VAT rate is above the referenced document ({rate}%)",
  },
  "sale.reference.total_exceeded": {
    kind: "invalid",
    pt: "O total ({total}) é superior ao que o documento referido ainda permite ({available})",
    en: "The total ({total}) is above what the referenced document still allows ({available})",
  },
  "sale.cancel.has_note": {
    kind: "invalid",
    pt: "Foi emitida uma nota de crédito ou de débito sobre este documento: anule primeiro a nota",
    en: "A credit or debit note was issued on this document: cancel that note first",
  },
  "sale.cancel.not_issue_date": {
    kind: "invalid",
    pt: "Os documentos de facturação só podem ser anulados na data de emissão ({date})",
    en: "Billing documents can only be cancelled on their issue date ({date})",
  },
  "sale.cancel.has_receipt": {
    kind: "invalid",
    pt: "O documento está liquidado por um recibo: anule primeiro o recibo",
    en: "The document is settled by a receipt: cancel the receipt first",
  },
  "sale.cancel.transport_started": {
    kind: "invalid",
    pt: "A guia já não pode ser anulada: o transporte começou em {date}",
    en: "The guide can no longer be cancelled: its transport started at {date}",
  },
  "sale.duplicate.draft": {
    kind: "invalid",
    pt: "Um rascunho não pode ser duplicado",
    en: "A draft cannot be duplicated",
  },
  "sale.not_finished": {
    kind: "invalid",
    pt: "O documento tem de estar finalizado e não anulado",
    en: "The document must be finished and not cancelled",
  },
  "sale.note.not_correctable": {
    kind: "invalid",
    pt: "Só é possível emitir uma nota de crédito ou de débito sobre uma Factura, Factura Recibo ou Factura Simplificada",
    en: "A credit or debit note is only possible on a Factura, Factura Recibo or Factura Simplificada",
  },
  "sale.note.fully_credited": {
    kind: "invalid",
    pt: "O documento já foi totalmente creditado",
    en: "The document is already fully credited",
  },
  "sale.receipt.not_invoice": {
    kind: "invalid",
    pt: "Só é possível emitir um recibo sobre uma Factura",
    en: "A receipt is only possible on a Factura",
  },
  "sale.receipt.no_balance": {
    kind: "invalid",
    pt: "O documento não tem valor em aberto",
    en: "The document has no open balance",
  },
  "sale.customer.no_delivery_address": {
    kind: "invalid",
    pt: "O cliente não tem morada de entrega: acrescente-a primeiro à ficha do cliente",
    en: "The customer has no delivery address: add it to the customer record first",
  },
};
