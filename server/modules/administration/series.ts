// Document series: unique names fit for document numbers (`FT 2027/1`), the last year they may
// be used, their assignment to document types (optionally as the types' preset series) and,
// on creation, their communication to the tax authority.
import {
  assignmentOfTypeSerie,
  clearOtherDefaultAssignments,
  deleteSerieAssignments,
  hasPresetSeries,
  insertAssignment,
  serieCommunicated,
  serieHasIssued,
  seriesAssignedTo,
  updateAssignment,
} from "./repository/numbering-series.ts";
import type { CommonInput, TableDef } from "./table.ts";
import type { MasterRecord, SerieAssignment } from "./records.ts";
import { createRecord, loadRecord, allRecords } from "./table.ts";
import type { Ctx } from "../../kernel/scope.ts";
import { refuse } from "../../kernel/errors.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { resolveRef, type MixedValue } from "./references.ts";
import { webServiceAccess } from "./tax-authority.ts";
import { requiredText } from "./fields.ts";
import { checkSerieDescription, checkValidUntil } from "./rules.ts";
import { communicateAssignment, currentYear } from "./series-communication.ts";

export interface SerieInput extends CommonInput {
  description?: string;
  validUntil?: number;
}

export const SERIES: TableDef<"series", SerieInput> = {
  table: "series",
  notFound: "serie.not_found",
  // The service words this refusal for series ("Já existe uma série com este descritivo").
  unique: [{ field: "description", taken: "series.description.taken" }],
  searchIn: ["description"],
  async fields(ctx, input, current) {
    const description = requiredText(input.description, "description");
    checkSerieDescription(description);
    if (input.validUntil === undefined) throw refuse("request.field.required", {}, "validUntil");
    checkValidUntil(input.validUntil, currentYear(ctx), current === null);
    if (current !== null && current.description !== description)
      await checkRenamable(ctx, current.id, current.description);
    return { description, validUntil: input.validUntil };
  },
  // Assignments belong to the series; documents issued in it (sales, receipts) keep it.
  async beforeDelete(ctx, serie) {
    await deleteSerieAssignments(ctx.tx, ctx.scope.datasetId, serie.id);
  },
};

/**
 * Inferred: the series name is part of every document number issued in it (`FT 2026/12`) and
 * of its communication to the tax authority, so a series that was communicated or has
 * finished documents keeps its name (renaming it would change issued document numbers and
 * break their signatures and ATCUD).
 */
async function checkRenamable(ctx: Ctx, id: number, name: string): Promise<void> {
  const datasetId = ctx.scope.datasetId;
  if (
    (await serieCommunicated(ctx.tx, datasetId, id)) ||
    (await serieHasIssued(ctx.tx, datasetId, "sales", id)) ||
    (await serieHasIssued(ctx.tx, datasetId, "receipts", id))
  ) {
    throw refuse("series.description.locked", { value: name }, "description");
  }
}

export interface SerieCreateOptions {
  /** Assign the series to every document type. */
  assignToAll?: boolean;
  /** Make it the preset series of the types it is assigned to. */
  assignAsDefault?: boolean;
  /** Communicate it to the tax authority for `communicateTypes` right away. */
  communicate?: boolean;
  /** Document types (ID or name) to communicate it for; they get it assigned. */
  communicateTypes?: readonly MixedValue[];
}

/** Whether some document type has an active preset series: one a document naming no series is numbered in. */
export function hasApiSeries(ctx: Ctx): Promise<boolean> {
  return hasPresetSeries(ctx.tx, ctx.scope.datasetId);
}

/** Assigns a series to a document type (starting at number 1), or returns the existing assignment. */
export async function assignSerie(
  ctx: Ctx,
  documentTypeId: number,
  serieId: number,
  asDefault: boolean,
): Promise<SerieAssignment> {
  const stamp = nowStamp(ctx.clock);
  if (asDefault) {
    await clearOtherDefaultAssignments(ctx.tx, ctx.scope.datasetId, documentTypeId, serieId, stamp);
  }
  const existing = await assignmentOfTypeSerie(ctx.tx, ctx.scope.datasetId, documentTypeId, serieId);
  if (existing) {
    if (asDefault && !existing.isDefault) {
      await updateAssignment(ctx.tx, existing.id, { isDefault: true, updatedAt: stamp });
      return { ...existing, isDefault: true, updatedAt: stamp };
    }
    return existing;
  }
  return insertAssignment(ctx.tx, ctx.scope.datasetId, {
    documentTypeId,
    serieId,
    lastNumber: 0,
    atcud: null,
    isDefault: asDefault,
    active: true,
    createdAt: stamp,
    updatedAt: stamp,
  });
}

/**
 * Creates a series, assigns it as asked and communicates it. Every refusal that does not
 * depend on the authority's answer comes before any write; a refused communication rolls the
 * whole creation back.
 */
export async function createSerie(
  ctx: Ctx,
  input: SerieInput,
  options: SerieCreateOptions,
): Promise<MasterRecord<"series">> {
  const toCommunicate: number[] = [];
  const access = options.communicate ? await webServiceAccess(ctx) : undefined;
  if (access) {
    if (access.user === null) throw refuse("tax_authority.user.missing");
    if (input.active === false) throw refuse("series.communication.inactive", {}, "active");
    const types = options.communicateTypes ?? [];
    if (types.length === 0) throw refuse("series.communication.types_required", {}, "communicateTypes");
    for (const [index, value] of types.entries()) {
      const id = await resolveRef(ctx, "documentType", value, `communicateTypes[${index}]`);
      if (!toCommunicate.includes(id)) toCommunicate.push(id);
    }
  }

  const serie = await createRecord(ctx, SERIES, input);
  const assignTo = options.assignToAll ? (await allRecords(ctx, "document_types")).map((t) => t.id) : [];
  for (const id of toCommunicate) if (!assignTo.includes(id)) assignTo.push(id);
  const assignments = new Map<number, SerieAssignment>();
  for (const typeId of assignTo)
    assignments.set(typeId, await assignSerie(ctx, typeId, serie.id, options.assignAsDefault === true));

  if (access) {
    for (const typeId of toCommunicate) {
      const type = await loadRecord(ctx, { table: "document_types", notFound: "document_type.not_found" }, typeId);
      await communicateAssignment(ctx, access, type, serie, assignments.get(typeId)!);
    }
  }
  return serie;
}

/** Every series assigned to a document type (named by ID or name), active or not, by ID. */
export async function seriesOfDocumentType(
  ctx: Ctx,
  documentTypeId: MixedValue,
): Promise<readonly MasterRecord<"series">[]> {
  const typeId = await resolveRef(ctx, "documentType", documentTypeId, "documentTypeId", { allowInactive: true });
  return seriesAssignedTo(ctx.tx, ctx.scope.datasetId, typeId);
}
