// VAT exemption reasons with the service's fixed IDs (v1 document, sale item fields) and the
// legal mention printed on documents (domain notes section 7). M18 means no exemption.

export interface VatExemption {
  readonly id: number;
  readonly code: string;
  readonly description: string;
}

export const NO_EXEMPTION_ID = 18;

export const VAT_EXEMPTIONS: readonly VatExemption[] = [
  { id: 1, code: "M01", description: "Artigo 16.º, n.º 6 do CIVA" },
  { id: 2, code: "M02", description: "Artigo 6.º do Decreto-Lei n.º 198/90, de 19 de junho" },
  { id: 4, code: "M04", description: "Isento artigo 13.º do CIVA" },
  { id: 5, code: "M05", description: "Isento artigo 14.º do CIVA" },
  { id: 6, code: "M06", description: "Isento artigo 15.º do CIVA" },
  { id: 7, code: "M07", description: "Isento artigo 9.º do CIVA" },
  { id: 9, code: "M09", description: "IVA - não confere direito a dedução" },
  { id: 10, code: "M10", description: "IVA - regime de isenção" },
  { id: 11, code: "M11", description: "Regime particular do tabaco" },
  { id: 12, code: "M12", description: "Regime da margem de lucro - Agências de viagens" },
  { id: 13, code: "M13", description: "Regime da margem de lucro - Bens em segunda mão" },
  { id: 14, code: "M14", description: "Regime da margem de lucro - Objetos de arte" },
  { id: 15, code: "M15", description: "Regime da margem de lucro - Objetos de coleção e antiguidades" },
  { id: 16, code: "M16", description: "Isento artigo 14.º do RITI" },
  { id: 17, code: "M99", description: "Não sujeito ou não tributado" },
  { id: 18, code: "M18", description: "Sem isenção" },
  { id: 19, code: "M20", description: "IVA - regime forfetário" },
  { id: 20, code: "M19", description: "Outras isenções" },
  { id: 21, code: "M21", description: "IVA - não confere direito à dedução (ou expressão similar)" },
  { id: 22, code: "M25", description: "Mercadorias à consignação" },
  { id: 23, code: "M30", description: "IVA - autoliquidação" },
  { id: 24, code: "M31", description: "IVA - autoliquidação" },
  { id: 25, code: "M32", description: "IVA - autoliquidação" },
  { id: 26, code: "M40", description: "IVA - autoliquidação" },
  { id: 27, code: "M41", description: "IVA - autoliquidação" },
  { id: 28, code: "M42", description: "IVA - autoliquidação" },
  { id: 29, code: "M43", description: "IVA - autoliquidação" },
  { id: 30, code: "M26", description: "Isenção de IVA com direito à dedução no cabaz alimentar" },
  { id: 31, code: "M34", description: "IVA - autoliquidação" },
];

export function vatExemptionById(id: number): VatExemption | undefined {
  return VAT_EXEMPTIONS.find((e) => e.id === id);
}
