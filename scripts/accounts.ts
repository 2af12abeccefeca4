// Account administration on the database named by DATABASE_URL. Every command prints JSON.
// Keys are printed by `create` and `rotate-keys` only, once: the store keeps only their digests
// (server/modules/accounts/key-digests.ts), so a lost key is replaced with rotate-keys, never shown again.
// The callback secret (which signs the paid callbacks of sales) is printed with them, once, too.
//   create --name NAME [--plan basic|medium|large|custom] [--requests N]   one line with the keys
//   rotate-keys --account ID [--legacy] [--v1 production|demo]... [--callback]
//                                                                          new keys (all without options)
//   show --account ID                                                      settings, use, key endings
//   list                                                                   one line per account
//   set-plan --account ID --plan P [--requests N]
//   expire --account ID [--on YYYY-MM-DD | --never]                        default: yesterday
//   permissions --account ID [--deny OP[,OP]] [--allow OP[,OP]]            OP = operation ID (or Outbox_list)
//   set-at-user --account ID (--user NIF/n | --none)                        tax-authority web-service user
//   set-certificate --account ID --p12 FILE                                 the certificate documents are signed with;
//       its password from CERTIFICATE_PASSWORD or, unset, asked on the terminal. Exit 3: the file is refused.
import { openStore } from "../server/store/database.ts";
import { systemClock, today } from "../server/kernel/clock.ts";
import {
  accountDetails,
  createAccount,
  listAccounts,
  rotateKeys,
  setExpiry,
  setPermissions,
  setPlan,
  setTaxAuthorityUser,
} from "../server/modules/provisioning/account-commands.ts";
import { type Plan } from "../server/modules/accounts/plans.ts";
import { configFromEnv } from "../server/config.ts";
import { certificateDetails, loadCertificate } from "../server/modules/accounts/certificates.ts";
import { CertificateError } from "../server/outputs/certificates.ts";
import { readFileSync } from "node:fs";
import { hiddenPrompt } from "./hidden-prompt.ts";
import { generationProfiles } from "../server/app.ts";
import { operationsOf } from "../server/http/openapi-document.ts";
import { OUTBOX_OPERATION } from "../server/pages/outbox-access.ts";

const [command, ...rest] = process.argv.slice(2);

function option(name: string): string | undefined {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : undefined;
}

/** Every value given to a repeatable option (--v1 production --v1 demo). */
function options(name: string): string[] {
  return rest.flatMap((arg, i) =>
    arg === `--${name}` && rest[i + 1] !== undefined && !rest[i + 1]!.startsWith("--") ? [rest[i + 1]!] : [],
  );
}

function required(name: string): string {
  const value = option(name);
  if (value === undefined || value.startsWith("--")) fail(`--${name} is required.`);
  return value!;
}

function fail(message: string): never {
  process.stderr.write(`accounts: ${message}\n`);
  process.exit(2);
}

function plan(value: string | undefined): Plan | undefined {
  if (value === undefined) return undefined;
  if (!["basic", "medium", "large", "custom"].includes(value)) fail(`--plan must be basic, medium, large or custom.`);
  return value as Plan;
}

function integer(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[0-9]+$/.test(value)) fail(`--${name} must be a whole number.`);
  return Number(value);
}

/** The P12 file's password: CERTIFICATE_PASSWORD (set, even empty), else asked on the terminal. */
async function certificatePassword(): Promise<string> {
  const fromEnv = process.env.CERTIFICATE_PASSWORD;
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY) fail("set CERTIFICATE_PASSWORD (there is no terminal to ask for the password on).");
  return hiddenPrompt("Password of the certificate file: ");
}

const REFUSED: Record<CertificateError["problem"], string> = {
  unreadable: "is not a PKCS#12 (.p12, .pfx) file",
  wrong_password: "does not open with this password",
  no_private_key: "holds no private key",
  unsupported_key: "holds a private key that is neither RSA nor EC",
  no_certificate: "holds no certificate for its private key",
  expired: "holds a certificate that expired",
};

const print = (value: unknown) => process.stdout.write(JSON.stringify(value) + "\n");

const store = await openStore(configFromEnv().databaseUrl);
try {
  switch (command) {
    case "create":
      print(
        await createAccount(
          store,
          { name: required("name"), plan: plan(option("plan")), requests: integer(option("requests"), "requests") },
          systemClock,
        ),
      );
      break;
    case "rotate-keys": {
      const id = integer(required("account"), "account")!;
      const modes = options("v1").flatMap((v) => v.split(","));
      if (rest.includes("--v1") && modes.length === 0) fail("--v1 needs production or demo.");
      for (const m of modes)
        if (m !== "production" && m !== "demo") fail(`--v1 must be production or demo, got "${m}".`);
      const legacy = rest.includes("--legacy");
      const callback = rest.includes("--callback");
      const all = !legacy && !callback && modes.length === 0;
      print(
        await rotateKeys(store, id, {
          legacy: legacy || all,
          v1: all ? ["production", "demo"] : (modes as ("production" | "demo")[]),
          callback: callback || all,
        }),
      );
      break;
    }
    case "show": {
      const id = integer(required("account"), "account")!;
      print({
        ...(await accountDetails(store.db, id, systemClock)),
        certificate: await certificateDetails(store.db, id),
      });
      break;
    }
    case "set-certificate": {
      const id = integer(required("account"), "account")!;
      const path = required("p12");
      let file: Buffer;
      try {
        file = readFileSync(path);
      } catch (err) {
        fail(`cannot read ${path}: ${err instanceof Error ? err.message : String(err)}`);
      }
      await accountDetails(store.db, id, systemClock); // refuses an account that does not exist
      const password = await certificatePassword();
      try {
        print({ account_id: id, certificate: await loadCertificate(store, id, file, password, systemClock) });
      } catch (err) {
        if (!(err instanceof CertificateError)) throw err;
        process.stderr.write(
          `accounts: ${path} ${REFUSED[err.problem]} (${err.message}); the certificate is unchanged.\n`,
        );
        process.exitCode = 3;
      }
      break;
    }
    case "list":
      for (const a of await listAccounts(store.db)) print(a);
      break;
    case "set-plan": {
      const id = integer(required("account"), "account")!;
      await setPlan(store.db, id, plan(required("plan"))!, integer(option("requests"), "requests"));
      print((await listAccounts(store.db)).find((a) => a.account_id === id));
      break;
    }
    case "expire": {
      const id = integer(required("account"), "account")!;
      const yesterday = new Date(Date.parse(today(systemClock)) - 86_400_000).toISOString().slice(0, 10);
      await setExpiry(store.db, id, rest.includes("--never") ? null : (option("on") ?? yesterday));
      print((await listAccounts(store.db)).find((a) => a.account_id === id));
      break;
    }
    case "permissions": {
      const id = integer(required("account"), "account")!;
      // The API's operations, and the outbox page, which is checked under a name of its own.
      const known = new Set([
        ...generationProfiles().flatMap((p) => operationsOf(p.document).map((o) => o.operationId)),
        OUTBOX_OPERATION,
      ]);
      const split = (v: string | undefined) =>
        v
          ? v
              .split(",")
              .map((s) => s.trim())
              .filter(Boolean)
          : [];
      const deny = split(option("deny"));
      const allow = split(option("allow"));
      for (const op of [...deny, ...allow])
        if (!known.has(op)) fail(`unknown operation ${op} (use an operation ID such as Sales_cancel).`);
      print({ account_id: id, denied_operations: await setPermissions(store.db, id, { deny, allow }) });
      break;
    }
    case "set-at-user": {
      const id = integer(required("account"), "account")!;
      const user = rest.includes("--none") ? null : required("user");
      await setTaxAuthorityUser(store.db, id, user);
      print({ account_id: id, at_ws_user: user });
      break;
    }
    default:
      fail(
        `usage: accounts create|rotate-keys|show|list|set-plan|expire|permissions|set-at-user|set-certificate (see scripts/accounts.ts)`,
      );
  }
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
} finally {
  await store.close();
}
