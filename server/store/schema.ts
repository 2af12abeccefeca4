// Table types of the store, as Kysely sees them, composed from one file per area. Conventions
// that keep one schema portable between SQLite and PostgreSQL: decimals are TEXT holding exact
// decimal strings, booleans INTEGER 0/1, timestamps TEXT `YYYY-MM-DD HH:mm:ss` (Europe/Lisbon),
// dates `YYYY-MM-DD`.
import type { CoreTables } from "./schema/core.ts";
import type { MasterTables } from "./schema/master.ts";
import type { FileTables } from "./schema/files.ts";
import type { ItemTables } from "./schema/items.ts";
import type { DocumentTables } from "./schema/documents.ts";
import type { BookingTables } from "./schema/bookings.ts";
import type { IdempotencyTables } from "./schema/idempotency.ts";
import type { CertificateTables } from "./schema/certificates.ts";
import type { CallbackTables } from "./schema/callbacks.ts";

export type { Flag, DecimalText } from "./schema/columns.ts";
export type * from "./schema/core.ts";
export type * from "./schema/master.ts";
export type * from "./schema/files.ts";
export type * from "./schema/items.ts";
export type * from "./schema/documents.ts";
export type * from "./schema/certificates.ts";
export type * from "./schema/callbacks.ts";

export interface Database
  extends
    CoreTables,
    MasterTables,
    FileTables,
    ItemTables,
    DocumentTables,
    BookingTables,
    IdempotencyTables,
    CertificateTables,
    CallbackTables {}
