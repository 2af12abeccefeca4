// The tax authority's series web service, simulated inside the server: communicating a series
// for a document type yields a validation code (at least 8 characters, A-Z and 0-9), which
// makes the ATCUD "<code>-<number>" of every document of that series possible.
import { randomInt } from "node:crypto";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function validationCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
