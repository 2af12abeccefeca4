// What the request log may say: paths without query strings or token-like segments, and no
// credential field nor request body, even inside a logged error.
import { describe, expect, it } from "vitest";
import { createLogger, loggablePath } from "../../server/http/request-log.ts";

describe("loggablePath", () => {
  it("drops the query string and masks segments that look like tokens", () => {
    expect(loggablePath("/outbox.json?api_token=92a6f0c1d2e3")).toBe("/outbox.json");
    expect(loggablePath("/files/pdf/4f1c9a7e5b2d4c8f9a1e7b3d/FT-2026-1.pdf")).toBe("/files/pdf/…/FT-2026-1.pdf");
    expect(loggablePath("/payments/mbway/0123456789abcdef01234567")).toBe("/payments/mbway/…");
    expect(loggablePath("/api/v1/sales/1287/send_email")).toBe("/api/v1/sales/1287/send_email");
    expect(loggablePath("/api/v1/administration/document_types/list")).toBe(
      "/api/v1/administration/document_types/list",
    );
  });
});

describe("createLogger", () => {
  it("redacts credentials and bodies, also inside an error", () => {
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
    const err = Object.assign(new Error("parse failed"), {
      body: '{"api_token":"s3cr3t-token"}',
      headers: { authorization: "Basic czNjcjN0" },
    });
    logger.error(
      { err, api_token: "s3cr3t-token", nested: { legacy_secret: "s3cr3t-legacy", authorization: "Basic czNjcjN0" } },
      "request failed",
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/s3cr3t|czNjcjN0/);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: "request failed",
      api_token: "[redacted]",
      err: { message: "parse failed", body: "[redacted]" },
    });
  });
});
