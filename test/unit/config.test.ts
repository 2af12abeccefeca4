// Settings from the environment: where the server listens and how long a stop may take.
import { describe, expect, it } from "vitest";
import { configFromEnv } from "../../server/config.ts";

describe("configFromEnv", () => {
  it("listens on this machine only unless HOST says otherwise", () => {
    expect(configFromEnv({}).host).toBe("127.0.0.1");
    expect(configFromEnv({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(configFromEnv({ HOST: " " }).host).toBe("127.0.0.1");
  });

  it("gives requests in flight 25 seconds to finish on a stop, or SHUTDOWN_GRACE_SECONDS", () => {
    expect(configFromEnv({}).shutdownGraceSeconds).toBe(25);
    expect(configFromEnv({ SHUTDOWN_GRACE_SECONDS: "2.5" }).shutdownGraceSeconds).toBe(2.5);
    expect(() => configFromEnv({ SHUTDOWN_GRACE_SECONDS: "soon" })).toThrow(
      /SHUTDOWN_GRACE_SECONDS must be a number of seconds/,
    );
    expect(() => configFromEnv({ PORT: "http" })).toThrow(/PORT must be a port number/);
  });

  it("lets the heap grow to twice what survived its last full collection, or HEAP_GROWING_PERCENT (0: V8's own)", () => {
    expect(configFromEnv({}).heapGrowingPercent).toBe(100);
    expect(configFromEnv({ HEAP_GROWING_PERCENT: "0" }).heapGrowingPercent).toBe(0);
    expect(configFromEnv({ HEAP_GROWING_PERCENT: "50" }).heapGrowingPercent).toBe(50);
    for (const bad of ["-1", "1.5", "half"])
      expect(() => configFromEnv({ HEAP_GROWING_PERCENT: bad })).toThrow(/HEAP_GROWING_PERCENT must be a whole number/);
  });

  it("serves the outbox page on the embedded default only, unless OUTBOX_PAGE says otherwise", () => {
    expect(configFromEnv({}).outboxPage).toBe(true);
    for (const url of ["file:/srv/invoicing.sqlite", ":memory:", "postgres://app:pw@db/invoicing"]) {
      expect(configFromEnv({ DATABASE_URL: url }).outboxPage, url).toBe(false);
      expect(configFromEnv({ DATABASE_URL: url, OUTBOX_PAGE: "1" }).outboxPage, url).toBe(true);
    }
    expect(configFromEnv({ OUTBOX_PAGE: "0" }).outboxPage).toBe(false);
    expect(configFromEnv({ OUTBOX_PAGE: "true" }).outboxPage).toBe(true);
    expect(configFromEnv({ OUTBOX_PAGE: "" }).outboxPage).toBe(true);
    expect(() => configFromEnv({ OUTBOX_PAGE: "yes" })).toThrow(/OUTBOX_PAGE must be 1 \(on\) or 0 \(off\)/);
  });
});
