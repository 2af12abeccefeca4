// The decorators of operation-facts.tsp: each sets its OpenAPI extension, and the validation
// refuses an operation whose marks contradict its Idempotency-Key header, so that a new
// operation cannot be left without its facts.
import { navigateProgram } from "@typespec/compiler";
import { getHeaderFieldName } from "@typespec/http";
import { setExtension } from "@typespec/openapi";

const READ_ONLY = "x-read-only";
const REFERENCE_READ_ONLY = "x-reference-read-only";
const readOnlyKey = Symbol.for("Invoicing.Common.readOnly");
const referenceReadOnlyKey = Symbol.for("Invoicing.Common.referenceReadOnly");

/** @param {import("@typespec/compiler").DecoratorContext} context @param {import("@typespec/compiler").Operation} target */
function $readOnly(context, target) {
  context.program.stateSet(readOnlyKey).add(target);
  setExtension(context.program, target, READ_ONLY, true);
}

/** @param {import("@typespec/compiler").DecoratorContext} context @param {import("@typespec/compiler").Operation} target */
function $referenceReadOnly(context, target) {
  context.program.stateSet(referenceReadOnlyKey).add(target);
  setExtension(context.program, target, REFERENCE_READ_ONLY, true);
}

export const $decorators = {
  "Invoicing.Common": { readOnly: $readOnly, referenceReadOnly: $referenceReadOnly },
};

/** @param {import("@typespec/compiler").Program} program @param {import("@typespec/compiler").Operation} op */
function declaresIdempotencyKey(program, op) {
  return [...op.parameters.properties.values()].some(
    (p) => getHeaderFieldName(program, p)?.toLowerCase() === "idempotency-key",
  );
}

/** @param {import("@typespec/compiler").Operation} op */
function inService(op) {
  for (let ns = op.interface?.namespace ?? op.namespace; ns; ns = ns.namespace) {
    if (ns.name === "V1" || ns.name === "V2" || ns.name === "Legacy") return ns.namespace?.name === "Invoicing";
  }
  return false;
}

/** @param {import("@typespec/compiler").Program} program */
export function $onValidate(program) {
  const readOnly = program.stateSet(readOnlyKey);
  const referenceReadOnly = program.stateSet(referenceReadOnlyKey);
  navigateProgram(program, {
    operation(op) {
      if (!inService(op) || (op.interface?.node?.templateParameters?.length && !op.interface.templateMapper)) return;
      const writes = declaresIdempotencyKey(program, op);
      const name = `${op.interface ? `${op.interface.name}.` : ""}${op.name}`;
      const refuse = (message) =>
        program.reportDiagnostic({ code: "operation-facts", severity: "error", message, target: op });
      if (readOnly.has(op) && writes)
        refuse(`${name} is marked @readOnly but declares Idempotency-Key, which only a write declares.`);
      if (!readOnly.has(op) && !writes)
        refuse(`${name} declares no Idempotency-Key: mark it @readOnly if it writes nothing, or declare the header.`);
      if (referenceReadOnly.has(op) && !writes)
        refuse(`${name} is marked @referenceReadOnly but is no write (no Idempotency-Key).`);
    },
  });
}
