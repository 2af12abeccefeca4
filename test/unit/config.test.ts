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
});
