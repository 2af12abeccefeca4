// The accounts command line on a SQLite file: create prints one line of JSON with the keys and
// the callback secret; rotate-keys replaces them (printing the new ones once); show and list
// print no key nor secret; set-plan,
// expire, permissions and set-at-user change what the keys may do.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../../server/generations.ts";
import { openStore } from "../../server/store/database.ts";
import { ownerOfApiToken, ownerOfLegacyKey } from "../../server/modules/accounts/key-owners.ts";
import { systemClock } from "../../server/kernel/clock.ts";
import { callbackSecretOf } from "../../server/modules/accounts/index.ts";

const dir = mkdtempSync(join(tmpdir(), "accounts-cli-"));
const env = { ...process.env, DATABASE_URL: `file:${join(dir, "db.sqlite")}` };

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function accounts(...args: string[]): { stdout: string; status: number; stderr: string } {
  try {
    const stdout = execFileSync(
      process.execPath,
      [join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), join(ROOT, "scripts", "accounts.ts"), ...args],
      { env, encoding: "utf8", stdio: "pipe" },
    );
    return { stdout, status: 0, stderr: "" };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; status?: number };
    return { stdout: e.stdout ?? "", stderr: e.stderr ?? "", status: e.status ?? 1 };
  }
}

describe("npm run -s accounts", () => {
  it("create prints exactly one line of JSON with the keys", () => {
    const out = accounts("create", "--name", "Loja do Porto", "--plan", "custom", "--requests", "250");
    expect(out.status).toBe(0);
    const lines = out.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    const created = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(created).toMatchObject({ account_id: 1, name: "Loja do Porto", plan: "custom", requests_per_day: 250 });
    for (const key of ["api_token", "test_api_token", "legacy_key", "legacy_secret"])
      expect(created[key]).toMatch(/^[0-9a-f]{20,}$/);
    expect(created.callback_secret).toMatch(/^[0-9a-f]{64}$/);
    expect(created.api_token).not.toBe(created.test_api_token);
  });

  it("list, set-plan, expire, permissions and set-at-user change the account and print JSON", () => {
    accounts("create", "--name", "Segunda");
    const listed = accounts("list")
      .stdout.trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { account_id: number; name: string });
    expect(listed.map((a) => a.name)).toEqual(["Loja do Porto", "Segunda"]);
    expect(JSON.parse(accounts("set-plan", "--account", "2", "--plan", "large").stdout)).toMatchObject({
      plan: "large",
      requests_per_day: 3000,
    });
    expect(JSON.parse(accounts("expire", "--account", "2", "--on", "2026-01-31").stdout)).toMatchObject({
      expires_at: "2026-01-31",
    });
    expect(JSON.parse(accounts("expire", "--account", "2", "--never").stdout)).toMatchObject({ expires_at: null });
    expect(
      JSON.parse(accounts("permissions", "--account", "2", "--deny", "Sales_cancel,Clientes_criar").stdout),
    ).toEqual({ account_id: 2, denied_operations: ["Clientes_criar", "Sales_cancel"] });
    expect(JSON.parse(accounts("set-at-user", "--account", "2", "--none").stdout)).toEqual({
      account_id: 2,
      at_ws_user: null,
    });
  });

  it("rotate-keys prints the new keys once: the old ones stop working, the new ones act on the same data sets", async () => {
    const first = JSON.parse(accounts("create", "--name", "Rotação").stdout) as Record<string, string> & {
      account_id: number;
    };
    const id = String(first.account_id);
    const demo = JSON.parse(accounts("rotate-keys", "--account", id, "--v1", "demo").stdout) as Record<string, unknown>;
    expect(Object.keys(demo).sort()).toEqual(["account_id", "test_api_token"]);
    const legacy = JSON.parse(accounts("rotate-keys", "--account", id, "--legacy").stdout) as Record<string, unknown>;
    expect(legacy).toEqual({
      account_id: first.account_id,
      legacy_key: first.legacy_key,
      legacy_secret: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    const store = await openStore(env.DATABASE_URL);
    try {
      expect(await ownerOfApiToken(store.db, first.test_api_token!, systemClock)).toBeUndefined();
      expect((await ownerOfApiToken(store.db, String(demo.test_api_token), systemClock))?.scope).toMatchObject({
        accountId: first.account_id,
        mode: "demo",
      });
      expect((await ownerOfApiToken(store.db, first.api_token!, systemClock))?.scope).toMatchObject({
        accountId: first.account_id,
        mode: "production",
      });
      expect(await ownerOfLegacyKey(store.db, first.legacy_key!, first.legacy_secret!, systemClock)).toBeUndefined();
      expect(
        (await ownerOfLegacyKey(store.db, first.legacy_key!, String(legacy.legacy_secret), systemClock))?.scope,
      ).toMatchObject({
        accountId: first.account_id,
        mode: "production",
      });
    } finally {
      await store.close();
    }
    const callback = JSON.parse(accounts("rotate-keys", "--account", id, "--callback").stdout) as Record<
      string,
      unknown
    >;
    expect(callback).toEqual({
      account_id: first.account_id,
      callback_secret: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(callback.callback_secret).not.toBe(first.callback_secret);
    const all = JSON.parse(accounts("rotate-keys", "--account", id).stdout) as Record<string, string>;
    expect(Object.keys(all).sort()).toEqual([
      "account_id",
      "api_token",
      "callback_secret",
      "legacy_key",
      "legacy_secret",
      "test_api_token",
    ]);
    expect(all.api_token).not.toBe(first.api_token);
    expect(all.legacy_secret).not.toBe(legacy.legacy_secret);
    expect(all.callback_secret).not.toBe(callback.callback_secret);
    const stored = await openStore(env.DATABASE_URL);
    try {
      // The secret printed last is the one callbacks are signed with from now on.
      expect(await stored.transaction((tx) => callbackSecretOf(tx, first.account_id))).toBe(all.callback_secret);
    } finally {
      await stored.close();
    }

    // show and list print no key and no secret: the api_tokens only by their last characters.
    const shown = accounts("show", "--account", id).stdout;
    const listed = accounts("list").stdout;
    for (const secret of [all.api_token!, all.test_api_token!, all.legacy_secret!, all.callback_secret!]) {
      expect(shown).not.toContain(secret);
      expect(listed).not.toContain(secret);
    }
    expect(JSON.parse(shown)).toMatchObject({
      account_id: first.account_id,
      name: "Rotação",
      legacy_key: first.legacy_key,
      legacy_secret_ends_with: `…${all.legacy_secret!.slice(-4)}`,
      requests_last_24_hours: 0,
      data_sets: [
        { mode: "production", api_token_ends_with: `…${all.api_token!.slice(-4)}` },
        { mode: "demo", api_token_ends_with: `…${all.test_api_token!.slice(-4)}` },
      ],
    });
  });

  it("refuses bad input with a message and exit code 2", () => {
    for (const args of [
      ["create"],
      ["create", "--name", "X", "--plan", "gold"],
      ["create", "--name", "X", "--plan", "custom"],
      ["set-plan", "--account", "9", "--plan", "basic"],
      ["permissions", "--account", "1", "--deny", "Nope_op"],
      ["rotate-keys", "--account", "99"],
      ["rotate-keys", "--account", "1", "--v1", "staging"],
      ["rotate-keys", "--account", "1", "--v1"],
      ["show"],
      ["show", "--account", "99"],
      ["bogus"],
    ]) {
      const out = accounts(...args);
      expect(out.status).toBe(2);
      expect(out.stderr).toMatch(/^accounts: /);
    }
  });
});
