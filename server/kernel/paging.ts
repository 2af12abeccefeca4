// Find and list operations return at most 15 records; skip must be a multiple of 15.
import { refuse } from "./errors.ts";

export const PAGE_SIZE = 15;

export function pageOffset(skip: number | undefined): number {
  const value = skip ?? 0;
  if (!Number.isInteger(value) || value < 0 || value % PAGE_SIZE !== 0) {
    throw refuse("paging.skip.invalid", { size: PAGE_SIZE }, "skip");
  }
  return value;
}

/** true: active only (default); false: inactive only; "All": both. */
export type ActiveFilter = boolean | "All";
