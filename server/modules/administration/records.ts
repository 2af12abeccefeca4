// The administration tables' records as the domain reads and writes them: document types and
// their automatic actions, series, VAT rates, currencies, units, warehouses, locations,
// employees, price tables and the rest, with flags as booleans and rates as `Decimal`. The
// store maps them to rows and back (modules/administration/repository/administration-columns.ts).
import type { Decimal } from "decimal.js";

/** What every administration record has besides its own fields. */
export interface AdministrationRecord {
  readonly id: number;
  readonly active: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface Warehouse extends AdministrationRecord {
  readonly description: string;
}

export interface Category extends AdministrationRecord {
  readonly description: string;
  /** The category it is nested under; null at the top level. */
  readonly parentId: number | null;
}

export interface Employee extends AdministrationRecord {
  readonly name: string;
  readonly country: string | null;
  readonly address: string | null;
  readonly city: string | null;
  readonly postalCode: string | null;
  readonly email: string | null;
  readonly telephone: string | null;
  readonly mobile: string | null;
  readonly bankNumber: string | null;
  readonly isSalesman: boolean;
}

export interface PaymentCondition extends AdministrationRecord {
  readonly description: string;
  readonly descriptionEnglish: string | null;
  /** Days from the issue date until payment is due. */
  readonly days: number;
}

export interface PaymentMethod extends AdministrationRecord {
  readonly description: string;
  readonly descriptionEnglish: string | null;
  /** SAF-T payment mechanism (NU, CC, MB...). */
  readonly saftInitials: string | null;
}

export interface ShippingMode extends AdministrationRecord {
  readonly description: string;
  readonly descriptionEnglish: string | null;
}

export interface Currency extends AdministrationRecord {
  readonly description: string;
  readonly symbol: string;
  readonly codeIso: string;
  /** Units of this currency per unit of the default one (5 decimal places). */
  readonly exchangeSale: Decimal;
  readonly isDefault: boolean;
}

export interface PriceTable extends AdministrationRecord {
  readonly description: string;
  readonly isDefault: boolean;
}

export interface Serie extends AdministrationRecord {
  /** Part of every document number issued in it (`FT 2027/1`). */
  readonly description: string;
  /** The last calendar year documents may be issued in it. */
  readonly validUntil: number;
}

export type VatRateType = "Normal" | "Intermédia" | "Isenta" | "Reduzida";

export interface VatRate extends AdministrationRecord {
  readonly description: string;
  /** Percent, 2 decimal places. */
  readonly tax: Decimal;
  readonly type: VatRateType;
  /** SAF-T fiscal region: PT, PT-AC, PT-MA or an ISO 3166-1 alpha-2 code. */
  readonly saftRegion: string;
}

export interface Vehicle extends AdministrationRecord {
  readonly name: string;
  readonly licensePlate: string;
}

export interface Unit extends AdministrationRecord {
  readonly description: string;
  readonly symbol: string;
}

export interface Location extends AdministrationRecord {
  readonly description: string;
  readonly country: string | null;
  readonly address: string | null;
  readonly city: string | null;
  readonly postalCode: string | null;
  /** The warehouse its documents move stock through. */
  readonly warehouseId: number | null;
  readonly isDefault: boolean;
}

export type PrintFormat = "A4" | "POS";

export interface DocumentType extends AdministrationRecord {
  readonly description: string;
  /** SAF-T code of the type (FT, FR, FS, NC, ND, RG, GT...). */
  readonly saftInitials: string;
  /** Facturação, Orçamentos, Encomendas, Guias or Recibos. */
  readonly type: string;
  readonly printReport: PrintFormat;
  /** Measures of the printed document (POS width, A4 pages, margins); null when unset. */
  readonly printReportWidth: number | null;
  readonly printPagesNumber: number | null;
  readonly printMarginTop: number | null;
  readonly printMarginBottom: number | null;
  readonly printMarginRight: number | null;
  readonly printMarginLeft: number | null;
  /** What finishing a document of the type does unless the request says otherwise. */
  readonly printAutomatic: boolean;
  readonly signDocumentAutomatic: boolean;
  readonly sendEmailAutomatic: boolean;
  readonly sendSmsAutomatic: boolean;
  /** Finishing may leave an item's stock below zero. */
  readonly stockCheckNegative: boolean;
  /** Warn when an item's stock passes its minimum. */
  readonly stockCheckMinimum: boolean;
}

/** A series' assignment to a document type: the numbering of that type's documents in it. */
export interface SerieAssignment {
  readonly id: number;
  readonly documentTypeId: number;
  readonly serieId: number;
  /** Last number issued (0 before the first). */
  readonly lastNumber: number;
  /** Validation code from the tax authority; null until the series is communicated for the type. */
  readonly atcud: string | null;
  /** The type's preset series, used when a document names none. */
  readonly isDefault: boolean;
  readonly active: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** The records of each administration table, by table. */
export interface AdministrationRecords {
  warehouses: Warehouse;
  categories: Category;
  employees: Employee;
  payment_conditions: PaymentCondition;
  payment_methods: PaymentMethod;
  shipping_modes: ShippingMode;
  currencies: Currency;
  prices: PriceTable;
  series: Serie;
  vat_rates: VatRate;
  vehicles: Vehicle;
  units: Unit;
  locations: Location;
  document_types: DocumentType;
}

export type MasterTable = keyof AdministrationRecords;
export type MasterRecord<T extends MasterTable> = AdministrationRecords[T];

/** A table's own fields: what a write sets besides the record's state (active, default) and stamps. */
export type OwnFields<T extends MasterTable> = Omit<MasterRecord<T>, keyof AdministrationRecord | "isDefault">;

/** The state a write sets besides the fields: active, and default for the tables that have one. */
export interface RecordState {
  readonly active: boolean;
  /** Tables with a default record only. */
  readonly isDefault?: boolean;
}
