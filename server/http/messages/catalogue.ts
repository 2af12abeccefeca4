// The message catalogue of every refusal code, and how a generation renders a refusal with it:
// the message in the language asked for, the field named as the generation's wire names it,
// and the line counted from 1. Generations bring their own wording where it differs
// (overrides), their field names and the names of their line arrays.
import type { Refusal, RefusalCode, RefusalParams } from "../../kernel/errors.ts";
import type { Entry, Language, Message } from "./entry.ts";
import { requestMessages } from "./request.ts";
import { commonMessages } from "./common.ts";
import { customerMessages } from "../../modules/customers/messages.ts";
import { itemMessages } from "../../modules/items/messages.ts";
import { outputMessages } from "./outputs.ts";
import { bookingMessages } from "../../modules/bookings/messages.ts";
import { administrationMessages } from "../../modules/administration/messages.ts";
import { documentMessages } from "../../modules/documents/messages.ts";
import { saleMessages } from "../../modules/sales/messages.ts";
import { receiptMessages } from "../../modules/receipts/messages.ts";

export type { Entry, Language, Message };

/** Every code of the spec with its kind and messages (tsc fails on a code without one). */
export const CATALOGUE: { readonly [Code in RefusalCode]: Entry } = {
  ...requestMessages,
  ...commonMessages,
  ...customerMessages,
  ...itemMessages,
  ...outputMessages,
  ...bookingMessages,
  ...administrationMessages,
  ...documentMessages,
  ...saleMessages,
  ...receiptMessages,
};

/** How one generation words and names refusals. */
export interface GenerationCatalogue {
  /** Messages this generation words differently from the shared catalogue. */
  readonly overrides: { readonly [Code in RefusalCode]?: Message };
  /** Arrays whose entries are lines, with the noun a message uses for them ("artigos"). */
  readonly lineArrays: Readonly<Record<string, Message>>;
  /** The wire path of a domain path, for the operation that refused. */
  fieldName(domainPath: string, operationId: string | undefined): string;
}

/** A refusal as a generation answers it. */
export interface RenderedRefusal {
  readonly code: RefusalCode;
  readonly message: string;
  readonly field?: string;
  readonly line?: number;
}

/** The language a request asks for: English when `Accept-Language` prefers it, else Portuguese. */
export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return "pt";
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...options] = part.trim().split(";");
      const q = options.map((o) => /^\s*q=([0-9.]+)\s*$/.exec(o)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0 && (r.primary === "en" || r.primary === "pt"))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.primary === "en" ? "en" : "pt";
}

/** Splits a wire path into its line (an index into a line array) and the field within it. */
function lineOf(
  field: string,
  lineArrays: GenerationCatalogue["lineArrays"],
): { line?: number; array?: string; inner: string } {
  const match = /^([A-Za-z_]+)\[([0-9]+)\](?:\.(.+))?$/.exec(field);
  if (!match || !lineArrays[match[1]!]) return { inner: field };
  return { line: Number(match[2]) + 1, array: match[1]!, inner: match[3] ?? field };
}

/** Replaces {name} placeholders; text from the request never brings an apostrophe into a message. */
function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    name in values ? values[name]!.replace(/'/g, "’") : whole,
  );
}

/**
 * Longest value a message quotes (a name, an e-mail, a reference): longer values are cut with
 * an ellipsis, so that a message stays within the spec's bound whatever the request sent.
 */
const QUOTED_MAX = 100;

function quoted(value: string): string {
  const chars = [...value];
  return chars.length > QUOTED_MAX ? chars.slice(0, QUOTED_MAX - 1).join("") + "…" : value;
}

function paramValues(params: RefusalParams, language: Language): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params))
    values[name] = typeof value === "object" ? value[language] : quoted(String(value));
  return values;
}

/**
 * Renders one refusal. `wireField` is the field already named for the wire (validation,
 * transitional refusals); otherwise the refusal's domain path is named by the generation.
 */
export function renderRefusal(
  refusal: Refusal,
  generation: GenerationCatalogue,
  language: Language,
  operationId: string | undefined,
  wireField?: string,
): RenderedRefusal {
  const field = wireField ?? (refusal.path === undefined ? undefined : generation.fieldName(refusal.path, operationId));
  const { line, array, inner } = field === undefined ? { inner: undefined } : lineOf(field, generation.lineArrays);
  const template = (generation.overrides[refusal.code] ?? CATALOGUE[refusal.code])[language];
  const values = paramValues(refusal.params, language);
  if (inner !== undefined) values.field ??= inner;
  if (line !== undefined) values.line = String(line);
  if (array !== undefined) values.lines = generation.lineArrays[array]![language];
  let message = fill(template, values);
  if (line !== undefined && !template.includes("{line}"))
    message = `${language === "pt" ? "Linha" : "Line"} ${line}: ${message}`;
  return {
    code: refusal.code,
    message,
    ...(field === undefined ? {} : { field }),
    ...(line === undefined ? {} : { line }),
  };
}

/** The failure kind of a code (each generation maps kinds to its statuses). */
export function kindOf(code: RefusalCode): Entry["kind"] {
  return CATALOGUE[code].kind;
}
