// Checks a phase applies to what it sees across several exchanges, rather than to one answer:
// the isolation between accounts and data sets, and the success criteria of workflow steps.
import type { CheckInfo } from "./check.ts";

export const isolation: CheckInfo = {
  name: "isolation",
  scope: "phase",
  summary:
    "another account and the other data set see none of account A's records: {id} operations, finds and lists answer as for a record that does not exist",
};

export const successCriteria: CheckInfo = {
  name: "success-criteria",
  scope: "phase",
  summary: "each workflow step's Arazzo success criteria hold on its answer (spec/workflows)",
};
