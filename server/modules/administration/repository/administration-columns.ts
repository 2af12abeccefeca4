// How the administration tables' records (modules/administration/records.ts) are stored: each
// field's column and its form there (texts and integers as they are, flags 0/1, rates as exact
// decimal text), read into records and written back as the same text as before.
import { Decimal } from "decimal.js";
import type { AdministrationRecord, MasterRecord, MasterTable, OwnFields, RecordState } from "../records.ts";

/** A field's column: as it is (text, integer), a 0/1 flag, or a decimal kept with `places` places. */
type Column =
  | readonly [column: string]
  | readonly [column: string, form: "flag"]
  | readonly [column: string, form: "decimal", places: number];

/** Every field of a table's records but the common ones, with its column. */
type Columns<T extends MasterTable> = {
  readonly [F in Exclude<keyof MasterRecord<T>, keyof AdministrationRecord>]-?: Column;
};

const DESCRIPTION = ["description"] as const;
const DESCRIPTION_ENGLISH = ["description_english"] as const;
const IS_DEFAULT = ["is_default", "flag"] as const;
const ADDRESS = {
  country: ["country"],
  address: ["address"],
  city: ["city"],
  postalCode: ["postal_code"],
} as const;

const COLUMNS: { readonly [T in MasterTable]: Columns<T> } = {
  warehouses: { description: DESCRIPTION },
  categories: { description: DESCRIPTION, parentId: ["category_id"] },
  employees: {
    name: ["name"],
    ...ADDRESS,
    email: ["email"],
    telephone: ["telephone"],
    mobile: ["mobile"],
    bankNumber: ["bank_number"],
    isSalesman: ["is_salesman", "flag"],
  },
  payment_conditions: { description: DESCRIPTION, descriptionEnglish: DESCRIPTION_ENGLISH, days: ["days"] },
  payment_methods: {
    description: DESCRIPTION,
    descriptionEnglish: DESCRIPTION_ENGLISH,
    saftInitials: ["saft_initials"],
  },
  shipping_modes: { description: DESCRIPTION, descriptionEnglish: DESCRIPTION_ENGLISH },
  currencies: {
    description: DESCRIPTION,
    symbol: ["symbol"],
    codeIso: ["code_iso"],
    exchangeSale: ["exchange_sale", "decimal", 5],
    isDefault: IS_DEFAULT,
  },
  prices: { description: DESCRIPTION, isDefault: IS_DEFAULT },
  series: { description: DESCRIPTION, validUntil: ["valid_until"] },
  vat_rates: { description: DESCRIPTION, tax: ["tax", "decimal", 2], type: ["type"], saftRegion: ["saft_region"] },
  vehicles: { name: ["name"], licensePlate: ["license_plate"] },
  units: { description: DESCRIPTION, symbol: ["symbol"] },
  locations: { description: DESCRIPTION, ...ADDRESS, warehouseId: ["warehouse_id"], isDefault: IS_DEFAULT },
  document_types: {
    description: DESCRIPTION,
    saftInitials: ["saft_initials"],
    type: ["type"],
    printReport: ["print_report"],
    printReportWidth: ["print_report_width"],
    printPagesNumber: ["print_pages_number"],
    printMarginTop: ["print_margin_top"],
    printMarginBottom: ["print_margin_bottom"],
    printMarginRight: ["print_margin_right"],
    printMarginLeft: ["print_margin_left"],
    printAutomatic: ["print_automatic", "flag"],
    signDocumentAutomatic: ["sign_document_automatic", "flag"],
    sendEmailAutomatic: ["send_email_automatic", "flag"],
    sendSmsAutomatic: ["send_sms_automatic", "flag"],
    stockCheckNegative: ["stock_check_negative", "flag"],
    stockCheckMinimum: ["stock_check_minimum", "flag"],
  },
};

type Row = Record<string, unknown>;
type Maker = (row: Row) => unknown;

/**
 * Compiles the row -> record mapping of a table once: an object literal with every field in
 * one order, so that V8 gives the records of a table one shape.
 */
function makerOf(table: MasterTable): Maker {
  const fields = Object.entries(COLUMNS[table] as Record<string, Column>);
  const read = ([field, [column, form]]: [string, Column]) => {
    const value = `row[${JSON.stringify(column)}]`;
    const stored = form === "flag" ? `${value} === 1` : form === "decimal" ? `new Decimal(${value})` : value;
    return `${JSON.stringify(field)}: ${stored}`;
  };
  const body = [
    `id: row.id`,
    `active: row.active === 1`,
    `createdAt: row.created_at`,
    `updatedAt: row.updated_at`,
    ...fields.map(read),
  ].join(", ");
  return new Function("Decimal", `return (row) => ({ ${body} });`)(Decimal) as Maker;
}

const makers = new Map<MasterTable, Maker>();

function maker(table: MasterTable): Maker {
  let made = makers.get(table);
  if (!made) makers.set(table, (made = makerOf(table)));
  return made;
}

/** The record of a stored row of `table`. */
export function recordOf<T extends MasterTable>(table: T, row: object): MasterRecord<T> {
  return maker(table)(row as Row) as MasterRecord<T>;
}

/** Records mapped from a cached array of rows, kept as long as the array (reference-data.ts). */
const mapped = new WeakMap<readonly unknown[], readonly unknown[]>();

/**
 * The records of an array of stored rows of `table`, in its order. An array the data set's
 * reference cache holds is mapped once for as long as the cache keeps it.
 */
export function recordsOf<T extends MasterTable>(table: T, rows: readonly unknown[]): readonly MasterRecord<T>[] {
  let records = mapped.get(rows);
  if (!records) {
    const make = maker(table);
    records = rows.map((r) => make(r as Row));
    mapped.set(rows, records);
  }
  return records as readonly MasterRecord<T>[];
}

/** The columns a write of a record's own fields and state sets. */
export function columnsOf<T extends MasterTable>(
  table: T,
  fields: OwnFields<T>,
  state: RecordState,
): Record<string, unknown> {
  const columns: Record<string, unknown> = { active: state.active ? 1 : 0 };
  const values = fields as Record<string, unknown>;
  for (const [field, [column, form, places]] of Object.entries(COLUMNS[table] as Record<string, Column>)) {
    if (field === "isDefault") {
      if (state.isDefault !== undefined) columns[column] = state.isDefault ? 1 : 0;
      continue;
    }
    const value = values[field];
    columns[column] =
      form === "flag" ? (value ? 1 : 0) : form === "decimal" ? (value as Decimal).toFixed(places!) : value;
  }
  return columns;
}
