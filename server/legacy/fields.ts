// Domain failures name fields by their v1 names; the legacy interface speaks Portuguese field
// names. This renames them in a failure's message and field, once for every legacy handler.
import { DomainError } from "../domain/errors.ts";

export type FieldNames = Readonly<Record<string, string>>;

function rename(name: string, names: FieldNames): string {
  return names[name] ?? name;
}

export function renameFields(err: unknown, names: FieldNames): unknown {
  if (!(err instanceof DomainError)) return err;
  const message = err.message
    .replace(/\(([A-Za-z_][\w.[\]]*)\)/g, (_m, f: string) => `(${rename(f, names)})`)
    .replace(/\b(the field|The field) ([A-Za-z_][\w.[\]]*)/g, (_m, lead: string, f: string) => `${lead} ${rename(f, names)}`);
  return new DomainError(message, err.kind, err.field === undefined ? undefined : rename(err.field, names));
}

/** Runs fn, renaming fields in any domain failure it throws. */
export async function withFieldNames<T>(names: FieldNames, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw renameFields(err, names);
  }
}
