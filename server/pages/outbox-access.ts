// Who may read the outbox page (outbox-page.ts), decided as the API decides it
// (http/dispatch.ts): the data set of a v1 api_token, the account's expiry and permissions,
// then the plan's request limit (the page's requests count against it like any other), with
// the operation, account, data set and refusal noted for the request log.
import type { Response } from "express";
import type { Store } from "../store/database.ts";
import type { Clock } from "../kernel/clock.ts";
import { checkAllowed, ownerOfApiToken, type KeyOwner } from "../modules/accounts/index.ts";
import { countRequest } from "../modules/accounts/index.ts";
import { Refusal, refuse } from "../kernel/errors.ts";
import type { HttpFailureKind } from "../http/failures.ts";
import { kindOf, renderRefusal, type GenerationCatalogue, type Language } from "../http/messages/catalogue.ts";
import { requestFacts } from "../http/request-log.ts";

/**
 * The operation name of the page's permission check and log line. The page is no operation
 * of either generation, so it has a name of its own, in the form of their operation IDs: an
 * operator can deny it to an account (`accounts permissions --deny Outbox_list`) without
 * denying any API operation, and an account denied some API operation (a sale's e-mail, say)
 * still sees what was sent before (of its key's data set only, as ever).
 */
export const OUTBOX_OPERATION = "Outbox_list";

/** A refusal as the page answers it (status, stable code, message in the asked language). */
export interface OutboxRefusal {
  readonly status: number;
  readonly code: string;
  readonly message: string;
}

/** The statuses of the refusals the page can meet: those of v1, whose key it takes. */
const STATUS: Partial<Record<HttpFailureKind, number>> = { unauthorized: 401, forbidden: 403, rate_limited: 429 };

/** The API's messages, but where the key goes on this page: no JSON body here. */
const PAGE_WORDING: GenerationCatalogue = {
  overrides: {
    "auth.api_token.missing": {
      pt: "Indique o api_token de uma chave v1: no cabeçalho Authorization: Bearer <api_token>, ou no formulário de /outbox",
      en: "Give the api_token of a v1 key: in an Authorization: Bearer <api_token> header, or in the form of /outbox",
    },
  },
  lineArrays: {},
  fieldName: (path) => path,
};

/** A key sent in the URL: refused unread, saying why (the page's own case: the API takes no key there). */
const KEY_IN_URL = "outbox.api_token.in_url";
const KEY_IN_URL_MESSAGE: Record<Language, string> = {
  pt: "O api_token não é lido do endereço (URL), que fica em registos e no histórico do navegador: envie-o no cabeçalho Authorization: Bearer <api_token> ou no formulário de /outbox, e substitua a chave enviada no endereço",
  en: "The api_token is not read from the URL, which logs and browser history keep: send it in an Authorization: Bearer <api_token> header or the form of /outbox, and replace the key sent in the URL",
};

/** Admits the request's key (`inUrl`: the URL named one, which is refused before anything is read). */
export async function admitOutboxKey(
  deps: { readonly store: Store; readonly clock: Clock },
  res: Response,
  found: { readonly key?: string; readonly inUrl: boolean },
  language: Language,
): Promise<{ readonly owner: KeyOwner } | { readonly refusal: OutboxRefusal }> {
  const facts = requestFacts(res);
  facts.operation = OUTBOX_OPERATION;
  if (found.inUrl) {
    facts.refusal = KEY_IN_URL;
    return { refusal: { status: 400, code: KEY_IN_URL, message: KEY_IN_URL_MESSAGE[language] } };
  }
  try {
    if (found.key === undefined) throw refuse("auth.api_token.missing");
    const owner = await ownerOfApiToken(deps.store.db, found.key, deps.clock);
    if (!owner) throw refuse("auth.api_token.invalid");
    checkAllowed(owner, OUTBOX_OPERATION, deps.clock);
    const allowance = await countRequest(deps.store, owner, deps.clock);
    res.set("X-RateLimit-Limit", String(allowance.limit));
    res.set("X-RateLimit-Remaining", String(allowance.remaining));
    if (!allowance.allowed) {
      res.set("Retry-After", String(allowance.retryAfterSeconds));
      throw refuse("account.rate_limited", { seconds: allowance.retryAfterSeconds });
    }
    Object.assign(facts, { account: owner.scope.accountId, dataset: owner.scope.mode });
    return { owner };
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    facts.refusal = err.code;
    const { code, message } = renderRefusal(err, PAGE_WORDING, language, OUTBOX_OPERATION);
    return { refusal: { status: STATUS[kindOf(err.code)] ?? 403, code, message } };
  }
}
