// Unavailability periods of an employee, a location, or (naming neither) the whole agenda:
// created one per period sent, updated and deleted one at a time. Bookings cannot take them.
import type { Ctx } from "../../kernel/scope.ts";
import {
  deleteUnavailabilityRow,
  insertUnavailability,
  unavailabilityById,
  updateUnavailability as storeUnavailability,
} from "./repository/unavailabilities.ts";
import { Refusal, refuse } from "../../kernel/errors.ts";
import { nowStamp } from "../../kernel/clock.ts";
import { resolveRef, type MixedValue } from "../administration/index.ts";
import { masterRecord, type MasterRecord } from "../administration/index.ts";
import { clean } from "../../kernel/text.ts";
import { readPeriod } from "./rules.ts";
import { UNAVAILABILITY_REASONS, type Unavailability, type UnavailabilityReason } from "./records.ts";

/** An unavailability as create and update send it. */
export interface UnavailabilityInput {
  readonly reason: string | undefined;
  readonly location?: MixedValue | null;
  readonly employee?: MixedValue | null;
  readonly observations?: string | null;
}

export interface UnavailabilityView {
  readonly unavailability: Unavailability;
  readonly employee: MasterRecord<"employees"> | null;
  readonly location: MasterRecord<"locations"> | null;
}

function checkReason(reason: string | undefined): UnavailabilityReason {
  if (reason === undefined || reason.trim() === "") throw refuse("request.field.required", {}, "reason");
  if (!(UNAVAILABILITY_REASONS as readonly string[]).includes(reason)) {
    throw refuse(
      "unavailability.reason.invalid",
      { value: reason, allowed: UNAVAILABILITY_REASONS.join(", ") },
      "reason",
    );
  }
  return reason as UnavailabilityReason;
}

async function optionalRef(
  ctx: Ctx,
  kind: "employee" | "location",
  value: MixedValue | null | undefined,
): Promise<number | null> {
  if (value === undefined || value === null || value === "") return null;
  return resolveRef(ctx, kind, value, kind);
}

/** A period of the `dates` array: its refusals name the entry's field (`dates[1].endAt`). */
function readDatesEntry(entry: { startAt: string; endAt: string }, index: number) {
  try {
    return readPeriod(entry.startAt, entry.endAt);
  } catch (err) {
    if (err instanceof Refusal) throw err.under(`dates[${index}]`);
    throw err;
  }
}

async function load(ctx: Ctx, id: number): Promise<Unavailability> {
  const unavailability = await unavailabilityById(ctx.tx, ctx.scope.datasetId, id);
  if (!unavailability) throw refuse("unavailability.not_found", { value: id }, "id");
  return unavailability;
}

/** One unavailability per entry of `dates`, with the same reason, location, employee and remarks. */
export async function createUnavailabilities(
  ctx: Ctx,
  fields: UnavailabilityInput,
  dates: readonly { startAt: string; endAt: string }[] | undefined,
): Promise<number[]> {
  const reason = checkReason(fields.reason);
  if (!Array.isArray(dates) || dates.length === 0) throw refuse("request.field.required", {}, "dates");
  const periods = dates.map(readDatesEntry);
  const locationId = await optionalRef(ctx, "location", fields.location);
  const employeeId = await optionalRef(ctx, "employee", fields.employee);
  const stamp = nowStamp(ctx.clock);
  const ids: number[] = [];
  const observations = clean(fields.observations);
  for (const period of periods) {
    const id = await insertUnavailability(
      ctx.tx,
      ctx.scope.datasetId,
      { period, reason, observations, employeeId, locationId },
      stamp,
    );
    ids.push(id);
  }
  return ids;
}

/**
 * Changes the period and reason of an unavailability; location, employee and remarks left
 * undefined keep their stored values, and sent empty clear them.
 */
export async function updateUnavailability(
  ctx: Ctx,
  id: number,
  fields: UnavailabilityInput & { startAt: string; endAt: string },
): Promise<void> {
  const current = await load(ctx, id);
  const period = readPeriod(fields.startAt, fields.endAt);
  const reason = checkReason(fields.reason);
  const keepOr = async (value: MixedValue | null | undefined, kind: "employee" | "location", stored: number | null) =>
    value === undefined ? stored : optionalRef(ctx, kind, value);
  await storeUnavailability(
    ctx.tx,
    ctx.scope.datasetId,
    id,
    {
      period,
      reason,
      observations: fields.observations === undefined ? current.observations : clean(fields.observations),
      employeeId: await keepOr(fields.employee, "employee", current.employeeId),
      locationId: await keepOr(fields.location, "location", current.locationId),
    },
    nowStamp(ctx.clock),
  );
}

export async function deleteUnavailability(ctx: Ctx, id: number): Promise<void> {
  await load(ctx, id);
  await deleteUnavailabilityRow(ctx.tx, ctx.scope.datasetId, id);
}

export async function getUnavailability(ctx: Ctx, id: number): Promise<UnavailabilityView> {
  const unavailability = await load(ctx, id);
  return {
    unavailability,
    employee: await masterRecord(ctx, "employees", unavailability.employeeId),
    location: await masterRecord(ctx, "locations", unavailability.locationId),
  };
}
