// Administration tables and customers.
import type { Generated } from "kysely";
import type { DatasetRow, DecimalText, Flag } from "./columns.ts";

export interface WarehousesTable extends DatasetRow {
  description: string;
}

export interface CategoriesTable extends DatasetRow {
  description: string;
  category_id: number | null;
}

export interface EmployeesTable extends DatasetRow {
  name: string;
  country: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  email: string | null;
  telephone: string | null;
  mobile: string | null;
  bank_number: string | null;
  is_salesman: Flag;
}

export interface PaymentConditionsTable extends DatasetRow {
  description: string;
  description_english: string | null;
  days: number;
}

export interface PaymentMethodsTable extends DatasetRow {
  description: string;
  description_english: string | null;
  saft_initials: string | null;
}

export interface ShippingModesTable extends DatasetRow {
  description: string;
  description_english: string | null;
}

export interface CurrenciesTable extends DatasetRow {
  description: string;
  symbol: string;
  code_iso: string;
  exchange_sale: DecimalText;
  is_default: Flag;
}

export interface PricesTable extends DatasetRow {
  description: string;
  is_default: Flag;
}

export interface SeriesTable extends DatasetRow {
  description: string;
  valid_until: number;
}

export interface VatRatesTable extends DatasetRow {
  description: string;
  tax: DecimalText;
  type: string;
  saft_region: string;
}

export interface VehiclesTable extends DatasetRow {
  name: string;
  license_plate: string;
}

export interface UnitsTable extends DatasetRow {
  description: string;
  symbol: string;
}

export interface LocationsTable extends DatasetRow {
  description: string;
  country: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  warehouse_id: number | null;
  is_default: Flag;
}

export interface DocumentTypesTable extends DatasetRow {
  description: string;
  saft_initials: string;
  /** Facturação, Orçamentos, Encomendas, Guias or Recibos. */
  type: string;
  print_report: string;
  print_report_width: number | null;
  print_pages_number: number | null;
  print_margin_top: number | null;
  print_margin_bottom: number | null;
  print_margin_right: number | null;
  print_margin_left: number | null;
  print_automatic: Flag;
  sign_document_automatic: Flag;
  send_email_automatic: Flag;
  send_sms_automatic: Flag;
  stock_check_negative: Flag;
  stock_check_minimum: Flag;
}

export interface DocumentTypeSeriesTable extends DatasetRow {
  document_type_id: number;
  serie_id: number;
  /** Last number issued (0 before the first). */
  document_number: number;
  /** Validation code from the tax authority; null until the series is communicated. */
  atcud: string | null;
  is_default: Flag;
}

export interface CustomersTable extends DatasetRow {
  code: string;
  name: string;
  vat_number: string;
  country: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  email: string | null;
  telephone: string | null;
  mobile: string | null;
  type: string;
  vat_type: string;
  irs_retention_tax: DecimalText;
  observations: string | null;
  contact: string | null;
  other_emails: string | null;
  receive_sms: Flag;
  receive_emails: Flag;
  language: string;
  currency_id: number | null;
  payment_method_id: number | null;
  payment_condition_id: number | null;
  shipping_mode_id: number | null;
  price_id: number | null;
  employee_id: number | null;
  vat_exemption_id: number;
}

export interface CustomerAddressesTable {
  id: Generated<number>;
  customer_id: number;
  position: number;
  country: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
}

/**
 * The simulated tax authority's register of communicated series, per data set (production and
 * demo talk to separate authority environments).
 */
export interface TaxAuthoritySeriesTable {
  id: Generated<number>;
  dataset_id: number;
  /** Series identifier as communicated (the series description at that time). */
  serie: string;
  /** SAF-T code of the document type, e.g. FT. */
  document_type_code: string;
  /** First sequential number the series was registered to use. */
  first_number: number;
  validation_code: string;
  registered_at: string;
}

export interface MasterTables {
  warehouses: WarehousesTable;
  categories: CategoriesTable;
  employees: EmployeesTable;
  payment_conditions: PaymentConditionsTable;
  payment_methods: PaymentMethodsTable;
  shipping_modes: ShippingModesTable;
  currencies: CurrenciesTable;
  prices: PricesTable;
  series: SeriesTable;
  vat_rates: VatRatesTable;
  vehicles: VehiclesTable;
  units: UnitsTable;
  locations: LocationsTable;
  document_types: DocumentTypesTable;
  document_type_series: DocumentTypeSeriesTable;
  customers: CustomersTable;
  customer_addresses: CustomerAddressesTable;
  tax_authority_series: TaxAuthoritySeriesTable;
}
