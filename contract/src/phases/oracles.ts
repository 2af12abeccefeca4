// Phase 5, oracles: business invariants checked on the answers, not only their shape, one
// module each under oracles/ (totals, summary = create, numbering, immutability, receipts,
// open accounts, paging). The records they compute with are made (or, without --allow-writes,
// found) first; an oracle whose operations --operations leaves out, or whose check is
// excluded, does not run; one that needs writes the run does not allow is skipped.
import type { PhaseRecorder } from "../results.ts";
import type { Session } from "../session.ts";
import { OracleContext } from "../oracles/context.ts";
import { ORACLES } from "../oracles/index.ts";

export async function oraclesPhase(session: Session, phase: PhaseRecorder): Promise<void> {
  const wanted = ORACLES.filter(
    (o) =>
      session.checks.has(o.check.name) &&
      o.needs.some((id) => {
        const op = session.spec.operation(`v1.${id}`);
        return op && session.selected(op);
      }),
  );
  const setup = phase.case("records the oracles compute with");
  if (wanted.length === 0) return setup.skip("no oracle's operations are selected (--operations, --tags)");
  if (!session.canCall("v1")) return setup.skip("no --api-token");
  const ctx = new OracleContext(session);
  if (!(await ctx.prepare(setup))) return;
  setup.finish();
  for (const oracle of wanted) {
    const kase = phase.case(oracle.caseName, oracle.operation);
    if (oracle.writes && !ctx.writes) {
      kase.skip("writes need --allow-writes");
      continue;
    }
    await oracle.run(ctx, kase);
    kase.finish();
  }
}
