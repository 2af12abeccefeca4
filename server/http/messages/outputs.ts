// Messages of the refusals of outputs: PDF downloads and reprints, e-mails and attachments,
// text messages, the digital signature, Multibanco references and MB WAY links.
import type { Entries } from "./entry.ts";

export const outputMessages: Entries<"OutputRefusal"> = {
  "document.draft": {
    kind: "invalid",
    pt: "O documento encontra-se em rascunho: apenas documentos finalizados podem ser descarregados, enviados ou assinados",
    en: "The document is a draft: only finished documents can be downloaded, sent or signed",
  },
  "document.reprint.reason_required": {
    kind: "invalid",
    pt: "O documento já foi visualizado: indique a justificação no campo {field} para o gerar novamente",
    en: "The document was already viewed: give the justification in the field {field} to generate it again",
  },
  "document.already_signed": {
    kind: "invalid",
    pt: "O documento já se encontra assinado",
    en: "The document is already signed",
  },
  "email.attachments.too_many": {
    kind: "invalid",
    pt: "O campo {field} admite no máximo {max} anexos",
    en: "The field {field} takes at most {max} attachments",
  },
  "email.attachment.extension.not_allowed": {
    kind: "invalid",
    pt: "O anexo {filename} indicado no campo {field} tem uma extensão não permitida: use {allowed}",
    en: "The attachment {filename} in the field {field} has an extension that is not allowed: use {allowed}",
  },
  "email.attachment.url.invalid": {
    kind: "invalid",
    pt: "O endereço {value} indicado no campo {field} não é um endereço http ou https válido",
    en: "The address {value} in the field {field} is not a valid http or https address",
  },
  "email.attachment.url.not_public": {
    kind: "invalid",
    pt: "O anexo {filename} não pode ser descarregado de {host}: o campo {field} só aceita endereços públicos",
    en: "The attachment {filename} cannot be downloaded from {host}: the field {field} takes public addresses only",
  },
  "email.attachment.too_large": {
    kind: "invalid",
    pt: "O anexo {filename} indicado no campo {field} excede o tamanho máximo de {megabytes} MB",
    en: "The attachment {filename} in the field {field} is larger than {megabytes} MB",
  },
  "email.attachment.download.failed": {
    kind: "invalid",
    pt: "Não foi possível descarregar o anexo {filename} indicado no campo {field} ({detail})",
    en: "The attachment {filename} in the field {field} could not be downloaded ({detail})",
  },
  "email.delivery.failed": {
    kind: "invalid",
    pt: "O envio do e-mail falhou: {reason}",
    en: "Sending the e-mail failed: {reason}",
  },
  "sms.sender.not_configured": {
    kind: "invalid",
    pt: "O nome de remetente e o documento de identificação para o envio de SMS não se encontram configurados",
    en: "The SMS sender name and identity document are not configured",
  },
  "sms.sender.not_approved": {
    kind: "invalid",
    pt: "O nome de remetente para o envio de SMS ainda não se encontra aprovado",
    en: "The SMS sender name is not approved yet",
  },
  "sms.credits.insufficient": {
    kind: "invalid",
    pt: "Não tem SMS suficientes: disponíveis {available}, necessárias {needed}",
    en: "Not enough SMS credits: {available} left, {needed} needed",
  },
  "sms.mobile.invalid": {
    kind: "invalid",
    pt: "O número de telemóvel {value} indicado no campo {field} não é válido: indique 9 algarismos, sem espaços nem indicativo",
    en: "The mobile number {value} in the field {field} is not valid: give 9 digits, no spaces nor country prefix",
  },
  "signature.not_configured": {
    kind: "invalid",
    pt: "Não existe nenhuma assinatura digital válida configurada",
    en: "There is no valid digital signature configured",
  },
  "signature.certificate.expired": {
    kind: "invalid",
    pt: "O certificado da assinatura digital da conta expirou em {date}: é necessário carregar um certificado válido",
    en: "The digital signature certificate of the account expired on {date}: a valid certificate must be loaded",
  },
  "payment_reference.document.not_finished": {
    kind: "invalid",
    pt: "Só é possível gerar referências de pagamento para documentos finalizados e não anulados",
    en: "Payment references are only generated for finished, not cancelled, documents",
  },
  "payment_reference.document_type.not_allowed": {
    kind: "invalid",
    pt: "Não é possível gerar referências de pagamento para o tipo de documento {type}: apenas Factura, Factura Pró-forma, Encomenda ou Orçamento",
    en: "Payment references are not possible on a {type}: only on a Factura, Factura Pró-forma, Encomenda or Orçamento",
  },
  "multibanco.reference.exists": {
    kind: "invalid",
    pt: "Já existe uma referência Multibanco para este documento",
    en: "A Multibanco reference already exists for this document",
  },
  "multibanco.not_configured": {
    kind: "invalid",
    pt: "Não existe nenhuma configuração de referências Multibanco",
    en: "There is no Multibanco reference configuration",
  },
  "multibanco.amount.out_of_range": {
    kind: "invalid",
    pt: "O total do documento ({amount}) não permite gerar uma referência Multibanco: deve estar entre {min} e {max} EUR",
    en: "The document total ({amount}) cannot be paid by a Multibanco reference: it must be from {min} to {max} EUR",
  },
  "mbway.not_configured": {
    kind: "invalid",
    pt: "Não existe nenhuma configuração MB WAY",
    en: "There is no MB WAY configuration",
  },
};
