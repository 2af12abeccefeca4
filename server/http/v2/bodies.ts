// v2's bodies of optional fields: the vendor's SDK sends `[]` when it has no field to send
// (PHP's `json_encode([])`), which the v2 document accepts there (FieldsOrEmptyList in
// spec/v2/answers.tsp) and which means `{}`.

/** The fields of such a body: `[]` reads as no field (every field of such a body is optional). */
export function fieldsOf<Body extends object>(body: Body): Exclude<Body, readonly unknown[]> {
  return (Array.isArray(body) ? {} : body) as Exclude<Body, readonly unknown[]>;
}
