// Which of account A's keys a workflow's v1 and v2 steps go with. A workflow that crosses
// generations looks up through one what it made through another, so its keys must act on one
// data set: with `x-requires: same-data-set` that of the legacy key (production), otherwise
// v1's and v2's together. A v2 key is a v1 api_token, so when --api-token and --bearer-token
// differ (or act elsewhere than the legacy key) both steps can go with --api-token-other-mode
// if that key acts where needed; when no key does, the workflow is skipped with the reason.
import type { IdentityName } from "../http.ts";
import type { Session } from "../session.ts";
import type { Workflow } from "../workflows.ts";

export type KeyChoice = { readonly identity?: IdentityName; readonly skip?: undefined } | { readonly skip: string };

export function keysFor(session: Session, workflow: Workflow): KeyChoice {
  const generations = new Set(
    workflow.steps.map((s) => session.spec.operation(s.operationId)?.generation).filter((g) => g !== undefined),
  );
  const facts = session.dataSet;
  const { apiToken, bearerToken, apiTokenOtherMode } = session.options.credentials;
  if (workflow["x-requires"] === "same-data-set") {
    const off =
      (generations.has("v1") && facts.sameAsLegacy === false) ||
      (generations.has("v2") && facts.v2SameAsLegacy === false);
    if (!off) return {};
    if (facts.otherModeAsLegacy) return { identity: "other-mode" };
    return {
      skip: `${workflow.workflowId}: needs the account's keys and the legacy key on one data set, and ${facts.detail} (the production key as --api-token/--bearer-token or --api-token-other-mode sends it)`,
    };
  }
  if (!generations.has("v1") || !generations.has("v2") || !apiToken || !bearerToken || apiToken === bearerToken)
    return {};
  // Two different keys of one account act on its two data sets.
  if (apiTokenOtherMode === apiToken || apiTokenOtherMode === bearerToken) return { identity: "other-mode" };
  return {
    skip: `${workflow.workflowId}: finds through v1 what it made through v2, and --api-token and --bearer-token are different keys (different data sets): give both the same key`,
  };
}
