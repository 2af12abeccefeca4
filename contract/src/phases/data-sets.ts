// Which data set each key acts on. The legacy key acts on production; a customer created
// through it must be found by exactly one v1 key of the account (the production one). With
// the other mode's key given, finding it through both keys, or through neither, is a failure:
// demo and production data sets never see each other.
import type { CaseRecorder } from "../results.ts";
import type { DataSetFacts, Session } from "../session.ts";
import { randomNif } from "../inputs.ts";

export async function probeDataSets(session: Session, kase: CaseRecorder): Promise<DataSetFacts> {
  const spec = session.spec;
  const create = spec.operation("legacy.Clientes_criar");
  const find = spec.operation("v1.Customers_find");
  if (!create || !find) return { detail: "the documents lack legacy.Clientes_criar or v1.Customers_find" };
  if (!session.canCall("legacy") || !session.canCall("v1"))
    return { detail: "needs both the v1 key and the legacy key" };
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
  const seen = async (identity: "a" | "other-mode") => {
    const r = await session.call(
      kase,
      {
        generation: "v1",
        operation: find,
        path: find.path,
        body: { value: nif, search_in: "Vat Number" },
        identity: identity === "a" ? undefined : identity,
      },
      { kind: "any" },
      { label: `find through ${identity === "a" ? "--api-token" : "--api-token-other-mode"}` },
    );
    const data = (r.body as { data?: unknown })?.data;
    return r.ok && Array.isArray(data) && data.length > 0;
  };
  const a = await seen("a");
  let other: boolean | undefined;
  if (session.options.credentials.apiTokenOtherMode) {
    other = await seen("other-mode");
    if (a && other)
      kase.fail({
        check: "isolation",
        message: `a customer created through the legacy key (production) is found through both v1 keys: demo and production data sets see each other`,
        operation: find.key,
      });
    if (!a && !other)
      kase.fail({
        check: "isolation",
        message: `a customer created through the legacy key is found through neither v1 key: the generations do not share production data`,
        operation: find.key,
      });
  }
  return {
    sameAsLegacy: a,
    otherModeAsLegacy: other,
    detail: a
      ? "--api-token acts on production, as the legacy key does"
      : "--api-token acts on the demo data set; the legacy key on production",
  };
}
