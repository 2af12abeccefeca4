// pg's mapping of a JavaScript value to a statement's parameter, as its own queries bind them
// (pg/lib/utils.js, which @types/pg does not describe); postgres-pipeline.ts binds with it.
declare module "pg/lib/utils.js" {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
