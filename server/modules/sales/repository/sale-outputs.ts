// What a finished sale's outputs and actions write on it (its PDF's record, its signature date,
// its Multibanco reference and MB WAY link) and read for them: its customer's contacts and the
// stored files an e-mail attaches.
import type { Selectable } from "kysely";
import type { Tx } from "../../../store/database.ts";
import type { FilesTable } from "../../../store/schema.ts";
import type { Customer } from "../../customers/index.ts";

/** The PDF of a sale as the sale records it. */
export interface SalePdfRecord {
  readonly path: string;
  /** When it was generated; also the sale's update time. */
  readonly generatedAt: string;
  /** Whether it is a draft's preview. */
  readonly previewed: boolean;
  readonly language: string;
  readonly format: string;
}

/** Records the sale's PDF on it: path, generation time, preview flag, language and format. */
export async function recordSalePdf(tx: Tx, saleId: number, pdf: SalePdfRecord): Promise<void> {
  await tx
    .updateTable("sales")
    .set({
      file_path: pdf.path,
      file_last_generated: pdf.generatedAt,
      file_previewed: pdf.previewed ? 1 : 0,
      language: pdf.language,
      format: pdf.format,
      updated_at: pdf.generatedAt,
    })
    .where("id", "=", saleId)
    .execute();
}

/** Records the sale's signed PDF and when the sale was signed. */
export async function recordSaleSigned(
  tx: Tx,
  saleId: number,
  signature: { readonly signedAt: string; readonly signedFilePath: string },
): Promise<void> {
  await tx
    .updateTable("sales")
    .set({ signed_at: signature.signedAt, signed_file_path: signature.signedFilePath })
    .where("id", "=", saleId)
    .execute();
}

/** Records the sale's Multibanco reference (entity, sub-entity, reference). */
export async function recordMultibancoReference(
  tx: Tx,
  saleId: number,
  ref: { readonly entity: string; readonly subEntity: string; readonly reference: string },
  updatedAt: string,
): Promise<void> {
  await tx
    .updateTable("sales")
    .set({
      mb_entity: ref.entity,
      mb_sub_entity: ref.subEntity,
      mb_reference: ref.reference,
      updated_at: updatedAt,
    })
    .where("id", "=", saleId)
    .execute();
}

/** Records the path of the sale's MB WAY payment page. */
export async function recordMbwayLink(tx: Tx, saleId: number, path: string, updatedAt: string): Promise<void> {
  await tx.updateTable("sales").set({ mbway_link: path, updated_at: updatedAt }).where("id", "=", saleId).execute();
}

/** The e-mail address, mobile and name of the data set's customer with this ID; undefined when there is none. */
export function customerContacts(
  tx: Tx,
  datasetId: number,
  id: number,
): Promise<Pick<Customer, "email" | "mobile" | "name"> | undefined> {
  return tx
    .selectFrom("customers")
    .select(["email", "mobile", "name"])
    .where("id", "=", id)
    .where("dataset_id", "=", datasetId)
    .executeTakeFirst();
}

/** The content type and content of the stored file at this path (below /files/); undefined when there is none. */
export function storedFile(
  tx: Tx,
  path: string,
): Promise<Pick<Selectable<FilesTable>, "content_type" | "content"> | undefined> {
  return tx.selectFrom("files").select(["content_type", "content"]).where("path", "=", path).executeTakeFirst();
}
