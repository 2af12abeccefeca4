// The address a sale names for its paid callback, as a request gives it: an http or https URL
// of at most 2048 characters (the spec's CallbackUrl), or empty to have none.
import { refuse } from "../../kernel/errors.ts";

export const CALLBACK_URL_MAX_LENGTH = 2048;

const EXPECTED = {
  pt: ` (esperado: um endereço http ou https com até ${CALLBACK_URL_MAX_LENGTH} caracteres)`,
  en: ` (expected: an http or https address of at most ${CALLBACK_URL_MAX_LENGTH} characters)`,
};

/**
 * The address to keep: undefined when the input leaves it out (a draft's update keeps the
 * stored one), null when it is null or empty (none: removed), else the address as given,
 * trimmed. Refused (`request.field.invalid` on `path`) when it is not such an address.
 */
export function callbackUrlOf(value: string | null | undefined, path = "callbackUrl"): string | null | undefined {
  if (value === undefined) return undefined;
  const text = value?.trim() ?? "";
  if (text === "") return null;
  const invalid = () => refuse("request.field.invalid", { expected: EXPECTED }, path);
  if (text.length > CALLBACK_URL_MAX_LENGTH || /\s/.test(text) || !URL.canParse(text)) throw invalid();
  const url = new URL(text);
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") throw invalid();
  return text;
}
