// The input forms of the invoicing API's generated documents: the schema helpers, the build's
// expansion into standard JSON Schema, and the decoder both the server and the runner use.
export * from "./schema.ts";
export * from "./expand.ts";
export * from "./decode.ts";
