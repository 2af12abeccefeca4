// Phase 5, oracles: business invariants checked on the answers, not only their shape, one
// module each under oracles/ (totals, summary = create, numbering, immutability, receipts,
// open accounts, paging). The records they compute with are made (or, without --allow-writes,
// found) first; an oracle whose operations --operations leaves out, or whose check is
// excluded, does not run; one that needs writes the run does not allow is skipped. They run in
// v1 and in v2 (those v2 has the operations for), each with its own records, when its key is
// given; v2's cases are named `v2: ...`.
import type { PhaseRecorder } from "../results.ts";
import type { Session } from "../session.ts";
import { OracleContext } from "../oracles/context.ts";
import { ORACLES } from "../oracles/index.ts";
import type { GenerationName } from "../spec.ts";

async function oraclesOf(session: Session, phase: PhaseRecorder, generation: GenerationName): Promise<void> {
  const prefix = generation === "v1" ? "" : `${generation}: `;
  const wanted = ORACLES.filter(
    (o) =>
      o.generations.includes(generation) &&
      session.checks.has(o.check.name) &&
      o.needs.some((id) => {
        const op = session.spec.operation(`${generation}.${id}`);
        return op && session.selected(op);
      }),
  );
  const setup = phase.case(`${prefix}records the oracles compute with`);
  if (wanted.length === 0) return setup.skip("no oracle's operations are selected (--operations, --tags)");
  const ctx = new OracleContext(session, generation);
  if (!(await ctx.prepare(setup))) return;
  setup.finish();
  for (const oracle of wanted) {
    const kase = phase.case(`${prefix}${oracle.caseName}`, oracle.operation.replace(/^v1\./, `${generation}.`));
    if (oracle.writes && !ctx.writes) {
      kase.skip("writes need --allow-writes");
      continue;
    }
    await oracle.run(ctx, kase);
    kase.finish();
  }
}

export async function oraclesPhase(session: Session, phase: PhaseRecorder): Promise<void> {
  const callable = (["v1", "v2"] as const).filter((g) => session.canCall(g));
  if (callable.length === 0)
    return phase.case("records the oracles compute with").skip("no --api-token or --bearer-token");
  // A generation --operations and --tags leave nothing of is not run (one case says why none is).
  const selected = callable.filter((g) =>
    session.spec.operations.some((o) => o.generation === g && session.selected(o)),
  );
  for (const generation of selected.length > 0 ? selected : callable.slice(0, 1))
    await oraclesOf(session, phase, generation);
}
