// How much memory the server process keeps. While full collections are cheap, V8 lets its old
// generation grow to up to four times what survived the last one before collecting again.
// Under load the objects of requests in flight (waiting for a group commit) survive the young
// generation and are promoted, so the heap grew to several times the live set (bench/sales.ts
// reports the process's peak). A fixed growing factor keeps the heap within
// about twice the live set, for more frequent (mostly concurrent) full collections. It bounds
// nothing: a request that needs more memory still gets it.
import { setFlagsFromString } from "node:v8";

/** Sets V8's old-generation growing factor to 1 + percent/100 (0 leaves V8's own heuristics). */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${Math.round(percent)}`);
}
