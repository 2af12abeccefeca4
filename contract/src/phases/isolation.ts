// Phase 4, isolation: with another account's key (--api-token-b) and the same account's other
// data set (--api-token-other-mode), every `{id}` operation on account A's records, and every
// find with A's values, must answer exactly as for a record that does not exist; lists never
// show A's records. In v1 and in v2 (whose keys are v1's api_tokens), each with its key. Without --allow-writes only the operations that read are tried. A find is
// searched only with values no other account can have: IDs, texts carrying the run's tag, and
// the tax number of a customer the phase creates with a random one.
import { isRead, resourceOf } from "../kinds.ts";
import type { IdentityName } from "../http.ts";
import type { CaseRecorder, PhaseRecorder } from "../results.ts";
import type { CallResult, Session } from "../session.ts";
import { requestExamples, requestSchema, type GenerationName, type Operation, type Schema } from "../spec.ts";
import { refusalCode, refusalMessage } from "../checks.ts";
import { randomNif } from "../inputs.ts";

/** IDs nobody has: the answer every foreign ID must look like. */
const MISSING_ID = 2_000_000_007;

type Row = Record<string, unknown>;

function exampleBody(op: Operation): Record<string, unknown> {
  const first = Object.values(requestExamples(op))[0]?.value;
  const body = first && typeof first === "object" && !Array.isArray(first) ? { ...(first as Row) } : {};
  delete body.api_token;
  return body;
}

/** The records an answer carries: v1's `data`, v2's whole body (a record, or a list). */
function carried(generation: GenerationName, body: unknown): unknown {
  if (generation === "v2") return typeof body === "string" ? undefined : body;
  const o = body as Row | undefined;
  return o && typeof o === "object" && "data" in o ? o.data : undefined;
}

/** What an answer says, with the IDs and values that differ between the two calls blanked. */
function shape(call: CallResult, replace: readonly string[]): string {
  let message = refusalMessage(call.body) ?? "";
  for (const r of replace) if (r) message = message.split(r).join("{value}");
  const o = call.body as Row | undefined;
  const data = carried(call.exchange.request.generation, call.body);
  const summary = Array.isArray(data)
    ? `list of ${data.length}`
    : data === undefined
      ? ""
      : data === null
        ? "null"
        : "record";
  return JSON.stringify({
    status: call.status,
    code: refusalCode(call.body, call.exchange.answer.headers),
    message,
    field: typeof o === "object" ? o?.field : undefined,
    data: summary,
  });
}

/** The values an enum admits, through `$ref`, `allOf` and `anyOf` wrappers. */
function enumOf(session: Session, generation: GenerationName, schema: Schema | undefined, depth = 0): unknown[] {
  const s = session.spec.deref(generation, schema);
  if (!s || depth > 5) return [];
  return [
    ...(s.enum ?? []),
    ...[...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap((x) =>
      enumOf(session, generation, x, depth + 1),
    ),
  ];
}

export class AccountRecords {
  private readonly cache = new Map<string, Row | null>();
  /**
   * Texts only account A's data set holds (the name and tax number of the customer this phase
   * created through --api-token): a list through another key that shows one leaks. The run's
   * tag alone is no such text: the legacy key creates records carrying it in production, which
   * a demo --api-token's other data set rightly lists.
   */
  readonly markers: string[] = [];

  /** The generation account A's records are looked up through: v1 when its key is given. */
  private readonly generation: GenerationName;

  constructor(
    private readonly session: Session,
    private readonly kase: CaseRecorder,
  ) {
    this.generation = session.canCall("v1") ? "v1" : "v2";
  }

  /** A customer of the phase's own, with a random tax number (only account A can have it). */
  private async ownCustomer(): Promise<Row | undefined> {
    const s = this.session;
    const create = s.spec.operation(`${this.generation}.Customers_create`);
    if (!create || !s.options.allowWrites) return undefined;
    const nif = randomNif(s.random.fork("isolation-customer"));
    s.runValues.add(nif);
    const r = await s.call(
      this.kase,
      {
        generation: this.generation,
        operation: create,
        path: create.path,
        body: {
          name: `Isolamento ${s.tag}`,
          vat_number: nif,
          type: "Empresarial",
          vat_type: "Debitar IVA",
          country: "Portugal",
          address: `Rua ${s.tag}, 1`,
          city: "Faro",
          postal_code: "8000-001",
        },
      },
      { kind: "success" },
      { label: "account A's customer with a tax number of the run's own" },
    );
    const o = r.body as Row | undefined;
    const id = o?.id ?? (o?.data as Row | undefined)?.id;
    if (typeof id !== "number") return undefined;
    this.markers.push(`Isolamento ${s.tag}`, nif);
    return { id };
  }

  /** A record of account A in a collection: one the run created, or the first its list shows. */
  async of(resource: string): Promise<Row | undefined> {
    if (this.cache.has(resource)) return this.cache.get(resource) ?? undefined;
    const s = this.session;
    const own = resource === "/customers" ? await this.ownCustomer() : undefined;
    const g = this.generation;
    const list = s.spec.operations.find((o) => o.generation === g && o.path === `${resource}/list`);
    const find = s.spec.operations.find((o) => o.generation === g && o.path === `${resource}/find`);
    let record: Row | undefined;
    const id = own?.id ?? s.registry.first(resource);
    if (id !== undefined && find && requestSchema(find)) {
      const body: Row = { value: id };
      if (enumOf(s, g, s.spec.deref(g, requestSchema(find))?.properties?.search_in).includes("ID"))
        body.search_in = "ID";
      const r = await s.call(
        this.kase,
        { generation: g, operation: find, path: find.path, body },
        { kind: "any" },
        { label: `account A's ${resource} #${id}` },
      );
      const data = r.ok ? carried(g, r.body) : undefined;
      record = (Array.isArray(data) ? data[0] : data) as Row | undefined;
    }
    if (!record && list) {
      const r = await s.call(
        this.kase,
        { generation: g, operation: list, path: list.path, body: {} },
        { kind: "any" },
        { label: `account A's ${resource}` },
      );
      const data = carried(g, r.body);
      if (Array.isArray(data)) record = data.find((d) => typeof (d as Row)?.id === "number") as Row | undefined;
    }
    if (!record && id !== undefined) record = { id };
    this.cache.set(resource, record ?? null);
    return record;
  }
}

async function compareAnswers(
  session: Session,
  kase: CaseRecorder,
  op: Operation,
  identity: IdentityName,
  label: string,
  foreign: { path: string; body: unknown },
  missing: { path: string; body: unknown },
  blank: string[],
): Promise<void> {
  const who = identity === "b" ? "another account" : "the other data set";
  const a = await session.call(
    kase,
    { generation: op.generation, operation: op, path: foreign.path, body: foreign.body, identity },
    { kind: "any" },
    { label: `${who}: ${label}` },
  );
  const m = await session.call(
    kase,
    { generation: op.generation, operation: op, path: missing.path, body: missing.body, identity },
    { kind: "any" },
    { label: `${who}: ${label}, a record that does not exist` },
  );
  const sa = shape(a, blank);
  const sm = shape(m, blank);
  if (sa !== sm) {
    const recorded = session.transport.record(a.exchange);
    kase.fail({
      check: "isolation",
      operation: op.key,
      message: `${who} ${label} answers ${sa}, but for a record that does not exist ${sm}`,
      ...recorded,
      curl: session.transport.curl(a.exchange),
    });
  }
}

export async function isolationPhase(session: Session, phase: PhaseRecorder): Promise<void> {
  const identities: IdentityName[] = [];
  if (session.options.credentials.apiTokenB) identities.push("b");
  if (session.options.credentials.apiTokenOtherMode) identities.push("other-mode");
  const setup = phase.case("account A's records");
  const generations = (["v1", "v2"] as const).filter((g) => session.canCall(g));
  if (generations.length === 0) {
    setup.skip("no --api-token or --bearer-token");
    return;
  }
  if (identities.length === 0) {
    setup.skip("no --api-token-b or --api-token-other-mode: nothing to isolate from");
    return;
  }
  const records = new AccountRecords(session, setup);
  const ops = session.spec.operations.filter(
    (o) => (generations as readonly GenerationName[]).includes(o.generation) && session.selected(o),
  );
  for (const identity of identities) {
    for (const op of ops) {
      const resource = resourceOf(op);
      const isFind = /_find$/.test(op.operationId);
      const isList = /_list$/.test(op.operationId);
      if (op.pathParams.length === 0 && !isFind && !isList) continue;
      const kase = phase.case(`${op.key} (${identity === "b" ? "another account" : "other data set"})`, op.key);
      if (!isRead(op) && !session.options.allowWrites) {
        kase.skip("writes need --allow-writes (a broken isolation would change account A's record)");
        continue;
      }
      const record = await records.of(resource);
      if (!record || typeof record.id !== "number") {
        kase.skip(`account A has no record in ${resource}`);
        continue;
      }
      const id = record.id;
      if (op.pathParams.length > 0) {
        const params: Record<string, number> = { [op.pathParams[0]!]: id };
        for (const p of op.pathParams.slice(1)) {
          const other = await records.of(p === "serie_id" ? "/administration/series" : resource);
          params[p] = typeof other?.id === "number" ? other.id : 1;
        }
        const path = (values: Record<string, number>) =>
          op.path.replace(/\{(\w+)\}/g, (_, n: string) => String(values[n]));
        const body = exampleBody(op);
        await compareAnswers(
          session,
          kase,
          op,
          identity,
          `${op.operationId} on #${id}`,
          { path: path(params), body },
          { path: path({ ...params, [op.pathParams[0]!]: MISSING_ID }), body },
          [String(id), String(MISSING_ID)],
        );
      } else if (isFind) {
        // Values only account A has: its IDs (searched as IDs), texts carrying the run's tag
        // and values the run generated at random (a tax number).
        const schema = session.spec.deref(op.generation, requestSchema(op));
        const options = enumOf(session, op.generation, schema?.properties?.search_in).filter(
          (o): o is string => typeof o === "string" && o !== "",
        );
        const variants: { option?: string; value: string | number; missing?: string }[] = [];
        for (const option of options) {
          const value = record[option.toLowerCase().replace(/ /g, "_")];
          if (option === "ID") variants.push({ option, value: id });
          else if (typeof value === "string" && value.includes(session.tag)) variants.push({ option, value });
          else if (typeof value === "string" && session.runValues.has(value))
            variants.push({ option, value, missing: randomNif(session.random.fork(`isolation-${value}`)) });
        }
        if (options.length === 0)
          for (const field of ["description", "name", "reference"])
            if (typeof record[field] === "string" && (record[field] as string).includes(session.tag))
              variants.push({ value: record[field] as string });
        if (variants.length === 0) {
          kase.skip(
            `account A's record #${id} in ${resource} has no value only it has (created by this run) to search for`,
          );
          continue;
        }
        for (const v of variants) {
          const base = exampleBody(op);
          if (v.option !== undefined) base.search_in = v.option;
          const missing = typeof v.value === "number" ? MISSING_ID : (v.missing ?? `zz${session.tag}zz`);
          await compareAnswers(
            session,
            kase,
            op,
            identity,
            `${op.operationId} ${v.option ?? "value"} = ${JSON.stringify(v.value)}`,
            { path: op.path, body: { ...base, value: v.value } },
            { path: op.path, body: { ...base, value: missing } },
            [String(v.value), String(missing)],
          );
        }
      } else {
        const r = await session.call(
          kase,
          { generation: op.generation, operation: op, path: op.path, body: exampleBody(op), identity },
          { kind: "any" },
          { label: `${op.operationId} through ${identity}` },
        );
        const marker = records.markers.find((m) => r.exchange.answer.text.includes(m));
        if (marker)
          kase.fail({
            check: "isolation",
            operation: op.key,
            message: `${op.operationId} through ${identity === "b" ? "another account" : "the other data set"} lists account A's record holding "${marker}"`,
            ...session.transport.record(r.exchange),
            curl: session.transport.curl(r.exchange),
          });
        const data = carried(op.generation, r.body);
        if (
          Array.isArray(data) &&
          data.some((d) => (d as Row)?.id === id && JSON.stringify(d) === JSON.stringify(record))
        )
          kase.fail({
            check: "isolation",
            operation: op.key,
            message: `${op.operationId} through ${identity === "b" ? "another account" : "the other data set"} lists account A's record #${id}`,
            ...session.transport.record(r.exchange),
            curl: session.transport.curl(r.exchange),
          });
      }
      kase.finish();
    }
  }
  setup.finish();
}
