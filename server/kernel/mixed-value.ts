// What a client sends for a "mixed" field: an internal ID, or a descriptive text that names a
// record (references.ts resolves it).

/** A value that is an internal ID and nothing else (legacy fields such as taxaiva_id). */
export interface ExactId {
  readonly id: number;
}

/** What a client sent for a mixed field: a number, or text (a digit string may be an ID); or an exact ID. */
export type MixedValue = number | string | ExactId;
