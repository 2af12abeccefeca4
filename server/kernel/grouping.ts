// What read models do to put a page together from one query per table: rows grouped by the
// record they belong to, and records looked up by an ID a row may leave empty.
/** The rows grouped by key, each group in the rows' order. */
export function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** The record with this ID; null when there is no ID or no such record. */
export function byId<T>(records: ReadonlyMap<number, T>, id: number | null): T | null {
  return id === null ? null : (records.get(id) ?? null);
}
