// The issued module's public surface: what the other modules, the HTTP layer and the pages use of it.
export { issuedDocument, type IssuedDocument } from "./issued.ts";
export { printDocument } from "./reprints.ts";
