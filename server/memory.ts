// How much memory the server process keeps. While full collections are cheap, V8 lets its old
// generation grow to up to four times what survived the last one before collecting again.
// Under load the objects of requests in flight (waiting for a group commit) survive the young
// generation and are promoted, so with a live set of about 50 MB the heap grew to 240 MB and
// the process to about 370 MB (bench/sales.ts). A fixed growing factor keeps the heap within
// about twice the live set, for more frequent (mostly concurrent) full collections. It bounds
// nothing: a request that needs more memory still gets it.
import { setFlagsFromString } from "node:v8";

/** Sets V8's old-generation growing factor to 1 + percent/100 (0 leaves V8's own heuristics). */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${Math.round(percent)}`);
}
