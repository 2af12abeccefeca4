// Where the browser tests find Chromium, and what they do without it: on a developer's machine
// they are skipped with a warning; with CI set they fail, so that a CI machine without the
// browser cannot pass by dropping them.
import { existsSync } from "node:fs";

export const CHROMIUM = "/usr/bin/chromium";

/** Whether the environment says it is CI (GitHub Actions and most others set CI=true). */
export function onCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== "" && value !== "0" && value !== "false";
}

/**
 * Whether the browser tests of `suite` are skipped: only when Chromium is missing and CI is
 * not set (with a warning saying so). On CI they run, and `requireChromium` fails them.
 */
export function skipBrowserTests(suite: string, env: NodeJS.ProcessEnv = process.env, path = CHROMIUM): boolean {
  if (existsSync(path) || onCi(env)) return false;
  console.warn(
    `SKIPPED: ${suite} needs Chromium at ${path}, which does not exist here (install it with: apt-get install -y --no-install-recommends chromium). With CI set, this fails the run instead.`,
  );
  return true;
}

/** Chromium's path, or an error naming what is missing: the first step of every browser test's setup. */
export function requireChromium(suite: string, path = CHROMIUM): string {
  if (!existsSync(path))
    throw new Error(
      `${suite} needs Chromium at ${path}, which does not exist, and CI is set: install it (apt-get install -y --no-install-recommends chromium) instead of skipping the browser tests.`,
    );
  return path;
}
