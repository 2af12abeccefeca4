// Messages of the receipt refusals. Line refusals get "Linha N: " in front when rendered.
import type { Entries } from "../../http/messages/entry.ts";

export const receiptMessages: Entries<"ReceiptRefusal"> = {
  "receipt.not_found": { kind: "not_found", pt: "O recibo não existe", en: "The receipt does not exist" },
  "receipt.document_type.not_allowed": {
    kind: "invalid",
    pt: "O tipo de documento {type} não é um tipo de recibo",
    en: "The document type {type} is not a receipt type",
  },
  "receipt.sales.empty": {
    kind: "invalid",
    pt: "Seleccione pelo menos um documento",
    en: "Select at least one document",
  },
  "receipt.sales.too_many": {
    kind: "invalid",
    pt: "Um recibo não pode ter mais de 100 documentos",
    en: "A receipt may not have more than 100 documents",
  },
  "receipt.line.credit_note.not_finished": {
    kind: "invalid",
    pt: "A nota de crédito {document} não está finalizada: só podem ser descontadas notas de crédito finalizadas",
    en: "The credit note {document} is not finished: only finished credit notes can be deducted",
  },
  "receipt.line.credit_note.referenced": {
    kind: "invalid",
    pt: "A nota de crédito {document} refere uma factura e já a credita: só pode ser descontada uma nota de crédito que não refira nenhuma factura",
    en: "The credit note {document} refers to an invoice and credits it already: only a credit note that refers to no invoice can be deducted",
  },
  "receipt.line.credit_note.no_credit": {
    kind: "invalid",
    pt: "A nota de crédito {document} não tem crédito por utilizar",
    en: "The credit note {document} has no unused credit",
  },
  "receipt.line.credit_note.discount": {
    kind: "invalid",
    pt: "Uma nota de crédito é descontada sem descontos ({field}): envie 0.00 ou nada",
    en: "A credit note is deducted without discounts ({field}): send 0.00 or nothing",
  },
  "receipt.line.no_balance": {
    kind: "invalid",
    pt: "O documento {document} não tem valor em aberto",
    en: "The document {document} has no open balance",
  },
  "receipt.line.customer.differs": {
    kind: "invalid",
    pt: "O documento {document} pertence a outro cliente: todos os documentos de um recibo têm de ser do cliente do recibo",
    en: "The document {document} belongs to another customer: all documents of a receipt must be of the receipt customer",
  },
  "receipt.line.customer.mixed": {
    kind: "invalid",
    pt: "O documento {document} pertence a outro cliente que o da linha 1: todos os documentos de um recibo têm de ser do mesmo cliente",
    en: "The document {document} belongs to another customer than line 1: all documents of a receipt must be of one customer",
  },
  "receipt.line.currency.differs": {
    kind: "invalid",
    pt: "O documento {document} está em {sale_currency} e o recibo em {receipt_currency}: um recibo liquida documentos da sua moeda",
    en: "The document {document} is in {sale_currency} and the receipt in {receipt_currency}: a receipt settles documents of its own currency",
  },
  "receipt.line.total_paid.not_positive": {
    kind: "invalid",
    pt: "O valor indicado no campo {field} deve ser superior a zero",
    en: "The value of the field {field} must be greater than zero",
  },
  "receipt.line.overpaid": {
    kind: "invalid",
    pt: "O valor pago ({amount}) é superior ao valor em aberto do documento ({open})",
    en: "The amount paid ({amount}) is more than the open balance of the document ({open})",
  },
  "receipt.line.credit_exceeded": {
    kind: "invalid",
    pt: "O valor a descontar ({amount}) é superior ao crédito por utilizar da nota de crédito ({available})",
    en: "The amount deducted ({amount}) is more than the unused credit of the credit note ({available})",
  },
  "receipt.total.not_positive": {
    kind: "invalid",
    pt: "As notas de crédito descontam {deducted}, tanto ou mais do que pagam os outros documentos ({paid}): um recibo tem de receber mais do que zero",
    en: "The credit notes deduct {deducted}, as much as or more than the other documents pay ({paid}): a receipt must collect more than zero",
  },
};
