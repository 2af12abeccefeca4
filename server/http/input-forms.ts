// The input forms real integrations send, read as the generated document states them, in one
// place before validation (input-forms/decode.ts, shared with the contract runner): a string
// holding JSON where an array or object goes, `null` or an empty string for an optional field
// that does not take it, keys with stray spaces, amounts with a thousands separator, and names
// of closed lists spelled in another case. What comes out is then validated like any body, so
// real garbage is still refused with a clear message.
import { InputFormsDecoder, UnreadableJsonText, wirePath, type InputFormsPolicy } from "@invoicing/input-forms";
import { WireRefusal } from "./failures.ts";
import type { OpenApiDocument, Schema } from "./openapi-document.ts";

export type { InputFormsPolicy };
export { policyOf } from "@invoicing/input-forms";

export class InputForms {
  private readonly decoder: InputFormsDecoder;

  constructor(document: OpenApiDocument, policy?: InputFormsPolicy) {
    this.decoder = new InputFormsDecoder(document, policy);
  }

  /** The body read in its accepted forms; refuses a field whose JSON text cannot be read. */
  decode(body: unknown, schema: Schema | undefined): unknown {
    try {
      return this.decoder.decode(body, schema);
    } catch (err) {
      if (err instanceof UnreadableJsonText) throw new WireRefusal("request.field.not_json", {}, wirePath(err.path));
      throw err;
    }
  }
}
