// The write that makes a sale finished: its status, number, ATCUD and signature.
import type { Selectable } from "kysely";
import type { Tx } from "../../../store/database.ts";
import { preparedWrite } from "../../../store/prepared.ts";
import type { SalesTable } from "../../../store/schema.ts";
import type { Sale } from "../records.ts";

/** What finishing writes in a sale's row besides its status. */
export interface Finishing {
  readonly stamp: string;
  readonly number: number;
  readonly atcud: string;
  /** `YYYY-MM-DDTHH:mm:ss`. */
  readonly systemEntryDate: string;
  readonly hash: string | null;
  readonly hashControl: string | null;
  /** The account that finished it. */
  readonly finishedBy: number;
}

function finishedColumns(
  stamp: string,
  number: number,
  atcud: string,
  systemEntryDate: string,
  hash: string | null,
  hashControl: string | null,
  finishedBy: number,
) {
  return {
    status: "Terminado",
    status_last_change: stamp,
    number,
    atcud,
    system_entry_date: systemEntryDate,
    hash,
    hash_control: hashControl,
    finished_by: finishedBy,
    updated_at: stamp,
  } satisfies Partial<Selectable<SalesTable>>;
}

const setFinished = preparedWrite((tx: Tx, saleId: number, ...columns: Parameters<typeof finishedColumns>) =>
  tx
    .updateTable("sales")
    .set(finishedColumns(...columns))
    .where("id", "=", saleId),
);

/** Makes the sale finished with its number and signature; answers what it changed of the sale. */
export async function finishSaleRow(tx: Tx, saleId: number, f: Finishing): Promise<SaleFinished> {
  const args = [f.stamp, f.number, f.atcud, f.systemEntryDate, f.hash, f.hashControl, f.finishedBy] as const;
  // Not read back (returning): the columns are text and integers, stored as given, and the
  // 110 columns of a sale cost more to return than to write (pg describes every one of them).
  await setFinished(tx, saleId, ...args);
  return {
    status: "Terminado",
    statusLastChange: f.stamp,
    number: f.number,
    atcud: f.atcud,
    systemEntryDate: f.systemEntryDate,
    hash: f.hash,
    hashControl: f.hashControl,
    finishedBy: f.finishedBy,
    updatedAt: f.stamp,
  };
}

/** What finishing changes of a sale. */
export type SaleFinished = Pick<
  Sale,
  | "status"
  | "statusLastChange"
  | "number"
  | "atcud"
  | "systemEntryDate"
  | "hash"
  | "hashControl"
  | "finishedBy"
  | "updatedAt"
>;
