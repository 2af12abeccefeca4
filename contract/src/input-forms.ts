// Reads a request body the way a generation's document states it accepts real clients' forms
// (the `x-input-form` branches beside each field, input-forms/decode.ts, the decoder the
// reference server uses too). The runner classifies a body as valid or invalid on what comes
// out, as the contract says a server must read it.
import { InputFormsDecoder, UnreadableJsonText } from "@invoicing/input-forms";
import type { GenerationName, Schema, Spec } from "./spec.ts";

/** Thrown when a field's JSON text cannot be read: the body is invalid. */
export class UnreadableField extends Error {}

export class InputFormsReader {
  private readonly decoder: InputFormsDecoder;

  constructor(spec: Spec, generation: GenerationName) {
    const { document, policy } = spec.generations[generation];
    this.decoder = new InputFormsDecoder(document, policy);
  }

  /** The body as the contract says it is read; throws UnreadableField for unreadable JSON text. */
  read(body: unknown, schema: Schema | undefined): unknown {
    try {
      return this.decoder.decode(body, schema);
    } catch (err) {
      if (err instanceof UnreadableJsonText) throw new UnreadableField(err.message);
      throw err;
    }
  }
}
