// An oracle: a business invariant the runner checks on what the deployment answers, with the
// check it reports under, its case, the v1 operations it needs (it runs when one of them is
// selected), and whether it needs --allow-writes.
import type { CheckInfo } from "../checks/check.ts";
import type { CaseRecorder } from "../results.ts";
import type { OracleContext } from "./context.ts";

export interface Oracle {
  readonly check: CheckInfo;
  readonly caseName: string;
  /** The operation the case is reported under. */
  readonly operation: string;
  /** v1 operation IDs it sends; it runs when one of them passes --operations and --tags. */
  readonly needs: readonly string[];
  /** It creates records: without --allow-writes it is skipped with that reason. */
  readonly writes?: true;
  run(ctx: OracleContext, kase: CaseRecorder): Promise<void>;
}
