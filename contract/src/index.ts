// The contract runner as a library: run it against a deployment, read its result, write its
// reports; and the spec checker the project's own tests apply to every answer they receive.
export { runContract, UsageError, type RunOptions } from "./run.ts";
export { main, parseArgs, writeReports, HELP } from "./cli.ts";
export { ContractChecker, type Exchange, type Violation } from "./checker.ts";
export {
  Spec,
  requestExamples,
  responseExamples,
  type GenerationName,
  type Operation,
  type OpenApiDocument,
} from "./spec.ts";
export { loadWorkflows, checkWorkflows, type WorkflowSet } from "./workflows.ts";
export { summaryText } from "./report/summary.ts";
export { junitXml } from "./report/junit.ts";
export { htmlReport } from "./report/html.ts";
export { parseBudget } from "./budget.ts";
export {
  PHASES,
  type RunResult,
  type PhaseResult,
  type CaseResult,
  type Failure,
  type PhaseName,
  type FieldCoverage,
} from "./model.ts";
export type { ProgressListener } from "./results.ts";
export { CHECKS, CHECK_NAMES } from "./checks/index.ts";
export type { CheckInfo } from "./checks/check.ts";
