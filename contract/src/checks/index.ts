// Every check the runner applies, by name: the exchange checks (every answer, and what each
// request was expected to do), the phases' own checks and the oracles'. `--checks` and
// `--exclude-checks` select among them; `--help` lists them with their one line.
import { ORACLE_CHECKS } from "../oracles/checks.ts";
import { acceptsValid } from "./accepts-valid.ts";
import type { CheckInfo, ExchangeCheck } from "./check.ts";
import { envelope } from "./envelope.ts";
import { expectedRefusal } from "./expected-refusal.ts";
import { expectedSuccess } from "./expected-success.ts";
import { no5xx } from "./no-5xx.ts";
import { noSecretEcho } from "./no-secret-echo.ts";
import { noStackTrace } from "./no-stack-trace.ts";
import { isolation, successCriteria } from "./phase-checks.ts";
import { refusalCodeCheck } from "./refusal-code.ts";
import { refusalField } from "./refusal-field.ts";
import { refusalLine } from "./refusal-line.ts";
import { refusalMessageCheck } from "./refusal-message.ts";
import { refusalStatus } from "./refusal-status.ts";
import { refusesInvalid } from "./refuses-invalid.ts";
import { saleIdentities } from "./sale-identities.ts";
import { schema } from "./schema.ts";
import { statusDeclared } from "./status-declared.ts";
import { time } from "./time.ts";

/** Applied to every exchange, in this order (time first: a request without an answer gets no other check). */
export const EXCHANGE_CHECKS: readonly ExchangeCheck[] = [
  time,
  no5xx,
  statusDeclared,
  schema,
  envelope,
  noSecretEcho,
  noStackTrace,
  saleIdentities,
  expectedSuccess,
  expectedRefusal,
  acceptsValid,
  refusesInvalid,
  refusalStatus,
  refusalCodeCheck,
  refusalMessageCheck,
  refusalField,
  refusalLine,
];

export const PHASE_CHECKS: readonly CheckInfo[] = [successCriteria, isolation];

export const CHECKS: readonly CheckInfo[] = [...EXCHANGE_CHECKS, ...PHASE_CHECKS, ...ORACLE_CHECKS];

export const CHECK_NAMES: readonly string[] = CHECKS.map((c) => c.name);
