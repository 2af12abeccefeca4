// Queries whose SQL depends only on their shape, built and compiled by Kysely once per dialect
// and run again with new arguments. Kysely builds and compiles every query anew, which for a
// small query such as the credentials' costs several times what SQLite takes to run it.
//
// A prepared query is a function of the handle and of its arguments (strings, numbers, null),
// written at module level so that it captures nothing of a request (ESLint refuses one made
// inside a function). Its first run builds it twice, with the arguments and with probe values
// in their place, and keeps the SQL only when both builds write the same SQL and every
// parameter that changed is exactly one argument: a value the query derives from an argument
// (`hour - 24`), or SQL that depends on one, keeps the query on the builder for good. With
// STORE_VERIFY_PREPARED=1 (the test suite) every run is built as well and must compile to what
// the kept SQL and parameters give.
import { createQueryId, type Compilable, type CompiledQuery, type RootOperationNode } from "kysely";
import type { Tx } from "./database.ts";
import { defer } from "./postgres-pipeline.ts";

type Argument = string | number | null;

interface Template {
  readonly sql: string;
  readonly query: RootOperationNode;
  /** For each parameter of the SQL, the index of the argument it is, or the constant it is (as `{ value }`). */
  readonly slots: readonly (number | { readonly value: unknown })[];
}

const VERIFY = process.env.STORE_VERIFY_PREPARED === "1";

/** A query run through its kept SQL when it has one (see above); answers its rows. */
export function prepared<A extends readonly Argument[], R>(
  build: (tx: Tx, ...args: A) => Compilable<R>,
): (tx: Tx, ...args: A) => Promise<R[]> {
  const compile = compiler(build);
  return async (tx, ...args) => (await tx.executeQuery(compile(tx, args))).rows;
}

/**
 * A prepared write whose result nobody reads: deferred (postgres-pipeline.ts), so that on
 * PostgreSQL it goes out with the transaction's next statement or its commit.
 */
export function preparedWrite<A extends readonly Argument[]>(
  build: (tx: Tx, ...args: A) => Compilable<unknown>,
): (tx: Tx, ...args: A) => Promise<void> {
  const compile = compiler(build);
  return async (tx, ...args) => {
    await tx.executeQuery(defer(compile(tx, args)));
  };
}

/** The query to run for these arguments: the kept SQL with them, or a fresh build. */
function compiler<A extends readonly Argument[], R>(
  build: (tx: Tx, ...args: A) => Compilable<R>,
): (tx: Tx, args: A) => CompiledQuery<R> {
  // Per dialect (one adapter per store); null: this query runs on the builder.
  const templates = new WeakMap<object, Template | null>();
  return (tx, args) => {
    const executor = tx.getExecutor();
    const template = templates.get(executor.adapter);
    if (template === undefined) {
      const real = build(tx, ...args).compile();
      templates.set(executor.adapter, templateOf(build, tx, args, real));
      return real;
    }
    if (template === null) return build(tx, ...args).compile();
    const parameters = template.slots.map((slot) => (typeof slot === "number" ? args[slot] : slot.value));
    if (VERIFY) verify(build(tx, ...args).compile(), template, parameters);
    // A plugin (the read-only handle's) sees the kept query as it sees a built one; one that
    // rewrites it gets the builder.
    const queryId = createQueryId();
    const query = executor.plugins.length > 0 ? executor.transformQuery(template.query, queryId) : template.query;
    if (query !== template.query) return build(tx, ...args).compile();
    return { sql: template.sql, query, queryId, parameters };
  };
}

/** The values put in place of the arguments to find them among the parameters: unlike any real one. */
function probe(arg: Argument, index: number): Argument {
  return typeof arg === "number" ? 1_987_654_321 - index : `\u0000probe ${index}`;
}

function templateOf<A extends readonly Argument[], R>(
  build: (tx: Tx, ...args: A) => Compilable<R>,
  tx: Tx,
  args: A,
  real: CompiledQuery<R>,
): Template | null {
  const probes = args.map(probe) as unknown as A;
  const probed = build(tx, ...probes).compile();
  if (real.sql !== probed.sql || real.parameters.length !== probed.parameters.length) return null;
  const slots: Template["slots"][number][] = [];
  for (const [i, value] of probed.parameters.entries()) {
    const index = (probes as readonly unknown[]).indexOf(value);
    if (index >= 0 && real.parameters[i] === args[index]) slots.push(index);
    else if (index < 0 && value === real.parameters[i]) slots.push({ value });
    else return null;
  }
  return { sql: real.sql, query: real.query, slots };
}

function verify(compiled: CompiledQuery, template: Template, parameters: readonly unknown[]): void {
  const same =
    compiled.sql === template.sql &&
    compiled.parameters.length === parameters.length &&
    compiled.parameters.every((value, i) => value === parameters[i]);
  if (!same)
    throw new Error(
      `A prepared query ran with SQL or parameters other than a fresh build's: ${compiled.sql} [${compiled.parameters.join(", ")}] ≠ ${template.sql} [${parameters.join(", ")}]`,
    );
}
