// Communicating series to the tax authority: for every document type a series is assigned to
// (series/{id}/communicate) or for one type (documentstypes/{id}/{serie_id}/communicate). Each
// accepted registration stores the validation code in the assignment's `atcud`, from which
// documents print `ATCUD:<code>-<number>`; whether a series has it for a type is checked here too.
import type { MasterRecord, SerieAssignment } from "./records.ts";
import { loadRecord } from "./table.ts";
import type { Ctx } from "../../kernel/scope.ts";
import { refuse } from "../../kernel/errors.ts";
import { nowStamp, today } from "../../kernel/clock.ts";
import { registerSeries, webServiceAccess, type WebServiceAccess } from "./tax-authority.ts";
import { isExpired } from "./rules.ts";
import { assignmentsOfSerie } from "./repository/series-communication.ts";
import { updateAssignment } from "./repository/numbering-series.ts";
import { resolveRef, type MixedValue } from "./references.ts";

/** The current year in Lisbon: series expire after their `valid_until` year. */
export function currentYear(ctx: Ctx): number {
  return Number(today(ctx.clock).slice(0, 4));
}

/** Registers one assignment with the authority and stores its code; refuses with the authority's refusal. */
export async function communicateAssignment(
  ctx: Ctx,
  access: WebServiceAccess,
  type: MasterRecord<"document_types">,
  serie: MasterRecord<"series">,
  assignment: SerieAssignment,
): Promise<string> {
  const result = await registerSeries(ctx, access, {
    serie: serie.description,
    documentTypeCode: type.saftInitials,
    firstNumber: assignment.lastNumber + 1,
  });
  if (!result.ok) throw result.refusal;
  await updateAssignment(ctx.tx, assignment.id, { atcud: result.validationCode, updatedAt: nowStamp(ctx.clock) });
  return result.validationCode;
}

/**
 * Communicates a series for every document type it is assigned to and has no code yet. The
 * request is all-or-nothing: when the authority refuses one type, the codes obtained for the
 * others in the same request are rolled back with it (the simulated authority's register
 * too), and the types communicated before keep theirs.
 */
export async function communicateSerie(ctx: Ctx, serieId: number): Promise<void> {
  const serie = await loadRecord(ctx, { table: "series", notFound: "serie.not_found" }, serieId);
  if (!serie.active) throw refuse("series.communication.inactive");
  if (isExpired(serie.validUntil, currentYear(ctx))) throw refuse("series.communication.expired");
  const access = await webServiceAccess(ctx);
  if (access.user === null) throw refuse("tax_authority.user.missing");
  const assignments = await assignmentsOfSerie(ctx.tx, ctx.scope.datasetId, serie.id);
  if (assignments.length === 0) throw refuse("series.communication.unassigned");
  const pending = assignments.filter((a) => a.atcud === null);
  if (pending.length === 0) throw refuse("series.communication.complete");
  for (const assignment of pending) {
    const type = await loadRecord(
      ctx,
      { table: "document_types", notFound: "document_type.not_found" },
      assignment.documentTypeId,
    );
    await communicateAssignment(ctx, access, type, serie, assignment);
  }
}

/** Communicates one series for one document type and answers the validation code. */
export async function communicateDocumentTypeSerie(ctx: Ctx, documentTypeId: number, serieId: number): Promise<string> {
  const type = await loadRecord(ctx, { table: "document_types", notFound: "document_type.not_found" }, documentTypeId);
  const serie = await loadRecord(ctx, { table: "series", notFound: "serie.not_found" }, serieId, "serieId");
  const assignment = (await assignmentsOfSerie(ctx.tx, ctx.scope.datasetId, serie.id)).find(
    (a) => a.documentTypeId === type.id,
  );
  if (!assignment)
    throw refuse("series.assignment.missing", { serie: serie.description, document_type: type.description }, "serieId");
  if (assignment.atcud !== null) throw refuse("series.atcud.exists");
  const access = await webServiceAccess(ctx);
  if (access.user === null) throw refuse("tax_authority.user.missing");
  if (!serie.active) throw refuse("series.communication.inactive");
  if (!assignment.active) throw refuse("series.assignment.inactive");
  if (isExpired(serie.validUntil, currentYear(ctx))) throw refuse("series.communication.expired");
  return communicateAssignment(ctx, access, type, serie, assignment);
}

/**
 * Refuses unless the series is communicated for the document type: its assignment to the type
 * has the validation code, so documents of the type can be finished in it (finishing refuses
 * them with the same code otherwise). A series not assigned to the type is not communicated
 * for it. Writes nothing.
 */
export async function checkSerieCommunicated(ctx: Ctx, serieId: number, documentType: MixedValue): Promise<void> {
  const serie = await loadRecord(ctx, { table: "series", notFound: "serie.not_found" }, serieId);
  const typeId = await resolveRef(ctx, "documentType", documentType, "documentType", { allowInactive: true });
  const type = await loadRecord(ctx, { table: "document_types", notFound: "document_type.not_found" }, typeId);
  const assignment = (await assignmentsOfSerie(ctx.tx, ctx.scope.datasetId, serie.id)).find(
    (a) => a.documentTypeId === type.id,
  );
  if (!assignment?.atcud)
    throw refuse(
      "document.serie.not_communicated",
      { serie: serie.description, type: type.description },
      "documentType",
    );
}
