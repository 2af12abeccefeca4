// Shared column conventions of every table (see ../schema.ts).
import type { Generated } from "kysely";

/** 0 or 1. */
export type Flag = number;
/** An exact decimal as text, e.g. "12.50000". */
export type DecimalText = string;

export interface Stamped {
  created_at: string;
  updated_at: string;
}

/** Columns of every record that belongs to a data set. */
export interface DatasetRow extends Stamped {
  id: Generated<number>;
  dataset_id: number;
  active: Flag;
}
