// An oracle: a business invariant the runner checks on what the deployment answers, with the
// check it reports under, its case, the operations it needs (it runs when one of them is
// selected), the generations it runs in, and whether it needs --allow-writes.
import type { CheckInfo } from "../checks/check.ts";
import type { CaseRecorder } from "../results.ts";
import type { OracleContext } from "./context.ts";
import type { GenerationName } from "../spec.ts";

export interface Oracle {
  readonly check: CheckInfo;
  readonly caseName: string;
  /** The operation the case is reported under. */
  readonly operation: string;
  /** Operation IDs it sends; it runs when one of them passes --operations and --tags. */
  readonly needs: readonly string[];
  /**
   * The generations it runs in: v2 too when v2 has every operation it sends (v2 has no lists
   * and no open accounts, which the others compute with).
   */
  readonly generations: readonly GenerationName[];
  /** It creates records: without --allow-writes it is skipped with that reason. */
  readonly writes?: true;
  run(ctx: OracleContext, kase: CaseRecorder): Promise<void>;
}
