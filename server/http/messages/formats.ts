// What a field accepts, in both languages, for the messages of validation refusals: read from
// the field's schema in the generated document (its enum, its named input form, its limits).
import type { Localized } from "../../kernel/errors.ts";
import { isFormBranch } from "@invoicing/input-forms";
import { deref, type OpenApiDocument, type Schema } from "../openapi-document.ts";

const DECIMAL5: Localized = {
  pt: "um número inferior a 10000000000 com até 5 casas decimais (0.00000)",
  en: "a number below 10000000000 with at most 5 decimal places (0.00000)",
};
const DECIMAL2: Localized = {
  pt: "um número inferior a 10000000000 com até 2 casas decimais (0.00)",
  en: "a number below 10000000000 with at most 2 decimal places (0.00)",
};

/** The input forms of spec/common/scalars.tsp, by schema name. */
const FORMS: Readonly<Record<string, Localized>> = {
  Decimal5: DECIMAL5,
  Decimal5String: DECIMAL5,
  Decimal2: DECIMAL2,
  Decimal2String: DECIMAL2,
  DecimalInput: DECIMAL5,
  Year: { pt: "um ano de 2000 a 2999", en: "a year from 2000 to 2999" },
  PaperWidth: { pt: "uma largura de 40 a 120 mm", en: "a width of 40 to 120 mm" },
  PaperMargin: { pt: "uma margem de 0 a 30 mm", en: "a margin of 0 to 30 mm" },
  PrintCopies: { pt: "um número de cópias de 1 a 10", en: "a number of copies from 1 to 10" },
  Days: { pt: "um número de dias de 0 a 999", en: "a number of days from 0 to 999" },
  ArtigoTexto: {
    pt: 'um texto sem caracteres de controlo nem < > " \\ |',
    en: 'a text without control characters nor < > " \\ |',
  },
  Id: { pt: "um ID (número inteiro até 2147483647)", en: "an ID (an integer up to 2147483647)" },
  IntegerInput: { pt: "um número inteiro até 2147483647", en: "an integer up to 2147483647" },
  DigitString: { pt: "um número inteiro até 2147483647", en: "an integer up to 2147483647" },
  BooleanInput: { pt: "true, false, 1 ou 0", en: "true, false, 1 or 0" },
  DateString: { pt: "uma data no formato AAAA-MM-DD", en: "a date in the format YYYY-MM-DD" },
  DateTimeMinutesString: {
    pt: "uma data e hora no formato AAAA-MM-DD HH:mm",
    en: "a date and time in the format YYYY-MM-DD HH:mm",
  },
  Email: { pt: "um endereço de e-mail", en: "an e-mail address" },
  MobileNumber: { pt: "9 algarismos, sem espaços nem indicativo", en: "9 digits, no spaces nor country prefix" },
  PhoneDigits: { pt: "algarismos, sem espaços nem indicativo", en: "digits, no spaces nor country prefix" },
  PostalCodePT: { pt: "um código postal NNNN-NNN", en: "a postal code NNNN-NNN" },
  NifString: { pt: "9 algarismos", en: "9 digits" },
  Country: { pt: "um país da lista (nome ou código ISO)", en: "a country of the list (name or ISO code)" },
  Mixed: { pt: "um ID ou um texto", en: "an ID or a text" },
  SaleDocumentTypeInput: {
    pt: "um ID, o nome ou as iniciais SAF-T de um tipo de documento de venda, como Factura ou FT",
    en: "an ID, the name or the SAF-T initials of a sales document type, such as Factura or FT",
  },
  ReceiptDocumentTypeInput: { pt: "um ID, Recibo de Cliente ou RC", en: "an ID, Recibo de Cliente or RC" },
  VatExemptionInput: {
    pt: "um ID ou um código de isenção de IVA, de M01 a M99",
    en: "an ID or a VAT exemption code, M01 to M99",
  },
  DocumentoFormaPagamento: {
    pt: "um código de forma de pagamento (CC, CD, CH, CO, CS, DE, LC, MB, NU, OU, PR, TB, TR), só ou seguido da descrição",
    en: "a payment method code (CC, CD, CH, CO, CS, DE, LC, MB, NU, OU, PR, TB, TR), alone or followed by its description",
  },
};

const TYPES: Readonly<Record<string, Localized>> = {
  string: { pt: "um texto", en: "a text" },
  number: { pt: "um número", en: "a number" },
  integer: { pt: "um número inteiro", en: "an integer" },
  boolean: { pt: "true ou false", en: "true or false" },
  object: { pt: "um objecto", en: "an object" },
  array: { pt: "uma lista", en: "a list" },
};

/** The schema and its anyOf/oneOf/allOf branches, each with the component name it came from. */
function branches(
  doc: OpenApiDocument,
  schema: Schema | undefined,
  name?: string,
  depth = 0,
): { schema: Schema; name?: string }[] {
  if (!schema || depth > 10) return [];
  const refName = schema.$ref?.replace("#/components/schemas/", "");
  const s = deref(doc, schema);
  if (!s) return [];
  const own = { schema: s, name: refName ?? name };
  // The input forms beside a field (null, "", JSON text) are not what a refusal asks for.
  const parts = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].filter((p) => !isFormBranch(p));
  return [own, ...parts.flatMap((p) => branches(doc, p, undefined, depth + 1))];
}

function joined(values: readonly unknown[]): string {
  return values.map((v) => `"${String(v)}"`).join(", ");
}

/** What the schema accepts, as a short phrase; undefined when nothing useful can be said. */
export function accepted(doc: OpenApiDocument, schema: Schema | undefined): Localized | undefined {
  const all = branches(doc, schema);
  const form = all.map((b) => (b.name ? FORMS[b.name] : undefined)).find((f) => f !== undefined);
  if (form) return form;
  const enums = all.flatMap((b) => b.schema.enum ?? []).filter((v) => typeof v === "string" && v !== "");
  if (enums.length > 0 && enums.length <= 16) return { pt: `um de ${joined(enums)}`, en: `one of ${joined(enums)}` };
  // A field that states input forms beside its type is a union of them: its type is in a branch.
  const s = all.find((b) => b.schema.type !== undefined)?.schema;
  if (!s) return undefined;
  // A text of a given form (a pattern) is refused for its characters more often than for its length.
  if (s.type === "string" && s.maxLength !== undefined && s.maxLength > 0 && s.pattern === undefined) {
    return { pt: `um texto com até ${s.maxLength} caracteres`, en: `a text of at most ${s.maxLength} characters` };
  }
  if (s.type === "string" && s.minLength !== undefined && s.minLength > 1) {
    return {
      pt: `um texto com pelo menos ${s.minLength} caracteres`,
      en: `a text of at least ${s.minLength} characters`,
    };
  }
  if ((s.type === "integer" || s.type === "number") && s.minimum !== undefined && s.maximum !== undefined) {
    const kind =
      s.type === "integer" ? { pt: "um número inteiro", en: "an integer" } : { pt: "um número", en: "a number" };
    return {
      pt: `${kind.pt} de ${s.minimum} a ${s.maximum}`,
      en: `${kind.en} from ${s.minimum} to ${s.maximum}`,
    };
  }
  if (s.type === "array" && s.maxItems !== undefined) {
    const min = s.minItems ?? 0;
    return { pt: `uma lista de ${min} a ${s.maxItems} entradas`, en: `a list of ${min} to ${s.maxItems} entries` };
  }
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  return type ? TYPES[type] : undefined;
}

/** The `{expected}` part of a validation message: ` (esperado: ...)`, or nothing. */
export function expectedPart(doc: OpenApiDocument, schema: Schema | undefined): Localized {
  const what = accepted(doc, schema);
  return what ? { pt: ` (esperado: ${what.pt})`, en: ` (expected: ${what.en})` } : { pt: "", en: "" };
}
