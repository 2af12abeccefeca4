// Every migration of the store, in order. Names are their version; a new migration is a new
// file and a new line here, never an edit of one that has shipped.
import type { Migration } from "kysely";
import * as m001 from "./001_initial.ts";
import * as m002 from "./002_files.ts";
import * as m003 from "./003_documents.ts";
import * as m004 from "./004_items_stock.ts";
import * as m005 from "./005_administration.ts";
import * as m006 from "./006_bookings.ts";
import * as m007 from "./007_reprints.ts";
import * as m008 from "./008_idempotency.ts";
import * as m009 from "./009_outbox_documents.ts";
import * as m010 from "./010_document_indexes.ts";
import * as m011 from "./011_reference_version.ts";
import * as m012 from "./012_payment_methods_reference.ts";
import * as m013 from "./013_hashed_keys.ts";
import * as m014 from "./014_signed_documents.ts";
import * as m015 from "./015_sale_callbacks.ts";
import * as m016 from "./016_idempotency_headers.ts";

export const MIGRATIONS: Record<string, Migration> = {
  "001_initial": m001,
  "002_files": m002,
  "003_documents": m003,
  "004_items_stock": m004,
  "005_administration": m005,
  "006_bookings": m006,
  "007_reprints": m007,
  "008_idempotency": m008,
  "009_outbox_documents": m009,
  "010_document_indexes": m010,
  "011_reference_version": m011,
  "012_payment_methods_reference": m012,
  "013_hashed_keys": m013,
  "014_signed_documents": m014,
  "015_sale_callbacks": m015,
  "016_idempotency_headers": m016,
};
