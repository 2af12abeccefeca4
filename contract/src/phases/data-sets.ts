// Which data set each key acts on. The legacy key acts on production; a customer created
// through it must be found by exactly one v1 key of the account (the production one), and by
// the v2 key when that is the production key too (a v2 key is a v1 api_token). With the other
// mode's key given, finding it through both v1 keys, or through neither, is a failure: demo
// and production data sets never see each other.
import type { CaseRecorder } from "../results.ts";
import type { DataSetFacts, Session } from "../session.ts";
import { randomNif } from "../inputs.ts";
import type { GenerationName } from "../spec.ts";

export async function probeDataSets(session: Session, kase: CaseRecorder): Promise<DataSetFacts> {
  const spec = session.spec;
  const create = spec.operation("legacy.Clientes_criar");
  const finds = { v1: spec.operation("v1.Customers_find"), v2: spec.operation("v2.Customers_find") };
  const keys = (["v1", "v2"] as const).filter((g) => finds[g] && session.canCall(g));
  if (!create || keys.length === 0) return { detail: "the documents lack legacy.Clientes_criar or a Customers_find" };
  if (!session.canCall("legacy")) return { detail: "needs the legacy key and a v1 or v2 key" };
  const blocked = session.writeBlocked(create);
  if (blocked) return { detail: `not probed: ${blocked}` };
  // The tag too: a run repeated with the same seed on one deployment needs a tax number of its own.
  const nif = randomNif(session.random.fork(`data-sets ${session.tag}`));
  const created = await session.call(
    kase,
    {
      generation: "legacy",
      operation: create,
      path: create.path,
      body: { codigo: `DS${session.tag}`.slice(0, 20), nome: `Conjunto de dados ${session.tag}`, contribuinte: nif },
    },
    { kind: "success" },
    { label: "legacy customer" },
  );
  if (!created.ok) return { detail: "the legacy customer could not be created" };
  const seen = async (generation: "v1" | "v2", identity: "a" | "other-mode") => {
    const find = finds[generation]!;
    const flag =
      identity === "other-mode" ? "--api-token-other-mode" : generation === "v1" ? "--api-token" : "--bearer-token";
    const r = await session.call(
      kase,
      {
        generation,
        operation: find,
        path: find.path,
        body: { value: nif, search_in: "Vat Number" },
        identity: identity === "a" ? undefined : identity,
      },
      { kind: "any" },
      { label: `find through ${flag}` },
    );
    // v1 answers a list (empty when nothing matches); v2 the record, or 404.
    const data = generation === "v1" ? (r.body as { data?: unknown })?.data : r.body;
    return (
      r.ok && (generation === "v2" ? data !== null && typeof data === "object" : Array.isArray(data) && data.length > 0)
    );
  };
  const facts: DataSetFacts = { detail: "" };
  const said: string[] = [];
  const on = (found: boolean) => (found ? "production, as the legacy key does" : "the demo data set");
  if (keys.includes("v1")) {
    facts.sameAsLegacy = await seen("v1", "a");
    said.push(`--api-token acts on ${on(facts.sameAsLegacy)}`);
  }
  if (keys.includes("v2")) {
    facts.v2SameAsLegacy = await seen("v2", "a");
    said.push(`--bearer-token acts on ${on(facts.v2SameAsLegacy)}`);
  }
  if (session.options.credentials.apiTokenOtherMode) {
    const generation: GenerationName = keys[0]!;
    const a = generation === "v1" ? facts.sameAsLegacy! : facts.v2SameAsLegacy!;
    const other = await seen(generation as "v1" | "v2", "other-mode");
    facts.otherModeAsLegacy = other;
    const find = finds[generation as "v1" | "v2"]!;
    if (a && other)
      kase.fail({
        check: "isolation",
        message: `a customer created through the legacy key (production) is found through both of the account's keys: demo and production data sets see each other`,
        operation: find.key,
      });
    if (!a && !other)
      kase.fail({
        check: "isolation",
        message: `a customer created through the legacy key is found through neither of the account's keys: the generations do not share production data`,
        operation: find.key,
      });
  }
  if (facts.sameAsLegacy === false || facts.v2SameAsLegacy === false) said.push("the legacy key on production");
  facts.detail = said.join("; ");
  return facts;
}
