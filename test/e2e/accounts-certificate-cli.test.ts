// The accounts command line and certificates: show prints the certificate an account signs
// with (its own, self-signed, from creation); set-certificate loads one from a PKCS#12 file with
// the password from CERTIFICATE_PASSWORD and refuses, with exit code 3 and the certificate
// unchanged, a file that does not open with it, one without a private key, and an expired one.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../server/generations.ts";
import { makeTestP12Files, P12_PASSWORD, type TestP12Files } from "../support/certificates.ts";

const dir = mkdtempSync(join(tmpdir(), "accounts-certificate-cli-"));
// The password comes from each case: none from the environment the tests run in.
const baseEnv: Record<string, string | undefined> = {
  ...process.env,
  DATABASE_URL: `file:${join(dir, "db.sqlite")}`,
  CERTIFICATE_PASSWORD: undefined,
};
let files: TestP12Files;

beforeAll(() => {
  files = makeTestP12Files();
});

afterAll(() => {
  files.remove();
  rmSync(dir, { recursive: true, force: true });
});

function accounts(env: Record<string, string | undefined>, ...args: string[]) {
  try {
    const stdout = execFileSync(
      process.execPath,
      [join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), join(ROOT, "scripts", "accounts.ts"), ...args],
      { env: { ...baseEnv, ...env }, encoding: "utf8", stdio: "pipe" },
    );
    return { stdout, status: 0, stderr: "" };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; status?: number };
    return { stdout: e.stdout ?? "", stderr: e.stderr ?? "", status: e.status ?? 1 };
  }
}

const certificateOf = (id: string) =>
  (JSON.parse(accounts({}, "show", "--account", id).stdout) as { certificate: Record<string, unknown> }).certificate;

describe("npm run -s accounts -- set-certificate / show", () => {
  it("show prints the account's own self-signed certificate; set-certificate loads a qualified one", () => {
    const created = JSON.parse(accounts({}, "create", "--name", "Padaria Central, Lda").stdout) as {
      account_id: number;
    };
    const id = String(created.account_id);
    expect(certificateOf(id)).toMatchObject({
      subject: "CN=Padaria Central\\, Lda, O=Padaria Central\\, Lda, organizationIdentifier=VATPT-500000000, C=PT",
      issuer: "CN=Padaria Central\\, Lda, O=Padaria Central\\, Lda, organizationIdentifier=VATPT-500000000, C=PT",
      self_signed: true,
      source: "own",
      loaded_at: null,
      key_type: "rsa",
    });

    const loaded = accounts(
      { CERTIFICATE_PASSWORD: P12_PASSWORD },
      "set-certificate",
      "--account",
      id,
      "--p12",
      files.qualified,
    );
    expect(loaded.stderr).toBe("");
    expect(loaded.status).toBe(0);
    const expected = {
      subject: "C=PT, organizationIdentifier=VATPT-513284923, O=Padaria Central\\, Lda, CN=Maria Silva",
      issuer: "C=PT, O=Test CA, CN=Test Qualified CA",
      self_signed: false,
      source: "loaded",
      key_type: "rsa",
      not_before: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      not_after: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      loaded_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    };
    expect(JSON.parse(loaded.stdout)).toEqual({ account_id: created.account_id, certificate: expected });
    expect(certificateOf(id)).toEqual(expected);

    const ec = accounts({ CERTIFICATE_PASSWORD: P12_PASSWORD }, "set-certificate", "--account", id, "--p12", files.ec);
    expect(ec.status).toBe(0);
    expect(certificateOf(id)).toMatchObject({ subject: "C=PT, CN=EC Signer", key_type: "ec", source: "loaded" });
  });

  it("refuses a wrong password, a file without a key, an expired certificate or no PKCS#12, leaving the certificate", () => {
    const id = String(
      (JSON.parse(accounts({}, "create", "--name", "Recusas").stdout) as { account_id: number }).account_id,
    );
    const before = certificateOf(id);
    const cases: [file: string, password: string, message: RegExp][] = [
      [files.qualified, "errada", /does not open with this password/],
      [files.certificatesOnly, P12_PASSWORD, /holds no private key/],
      [files.expired, P12_PASSWORD, /expired on 2020-01-31/],
      [join(ROOT, "package.json"), P12_PASSWORD, /is not a PKCS#12/],
    ];
    for (const [file, password, message] of cases) {
      const refused = accounts({ CERTIFICATE_PASSWORD: password }, "set-certificate", "--account", id, "--p12", file);
      expect(refused.status, refused.stderr).toBe(3);
      expect(refused.stderr).toMatch(message);
      expect(refused.stderr).toMatch(/the certificate is unchanged/);
      expect(refused.stdout).toBe("");
    }
    expect(certificateOf(id)).toEqual(before);
  });

  it("refuses, exit code 2, a missing file, an unknown account, and no password without a terminal", () => {
    const env = { CERTIFICATE_PASSWORD: P12_PASSWORD };
    const id = String(
      (JSON.parse(accounts({}, "create", "--name", "Sem senha").stdout) as { account_id: number }).account_id,
    );
    const missing = accounts(env, "set-certificate", "--account", id, "--p12", join(dir, "none.p12"));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/cannot read .*none\.p12/);
    const unknown = accounts(env, "set-certificate", "--account", "999", "--p12", files.qualified);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/There is no account 999/);
    const noPassword = accounts({}, "set-certificate", "--account", id, "--p12", files.qualified);
    expect(noPassword.status).toBe(2);
    expect(noPassword.stderr).toMatch(/set CERTIFICATE_PASSWORD/);
  });
});
