// How a document's or a customer's prices carry VAT: added to them, included in them, or neither.
export type VatType = "Debitar IVA" | "IVA incluído" | "Não fazer nada";
