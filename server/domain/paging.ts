// Find and list operations return at most 15 records; skip must be a multiple of 15.
import { invalid } from "./errors.ts";

export const PAGE_SIZE = 15;

export function pageOffset(skip: number | undefined): number {
  const value = skip ?? 0;
  if (!Number.isInteger(value) || value < 0 || value % PAGE_SIZE !== 0) {
    throw invalid(`The field skip must be a multiple of ${PAGE_SIZE} (0, 15, 30, ...).`, "skip");
  }
  return value;
}

/** true: active only (default); false: inactive only; "All": both. */
export type ActiveFilter = boolean | "All";
