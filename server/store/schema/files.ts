// Files the API serves (item images, document PDFs, statements), kept in the database so they
// are written in the same transaction as the records that point at them.
import type { Generated } from "kysely";

export interface FilesTable {
  id: Generated<number>;
  dataset_id: number;
  /** Path below /files/, unguessable: `<kind>/<random>/<name>`. */
  path: string;
  content_type: string;
  content: Buffer;
  created_at: string;
}

export interface FileTables {
  files: FilesTable;
}
