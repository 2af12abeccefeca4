// The administration module's public surface: what the other modules, the HTTP layer and the pages use of it.
export { documentTypeView, type DocumentTypeView, documentTypeViews } from "./document-types.ts";
export { masterRecord, masterRecordsById, referencedRecord, referenceTable } from "./master-records.ts";
export { defaultLocation } from "./presets.ts";
export {
  type AdministrationRecord,
  type DocumentType,
  type Location,
  type MasterRecord,
  type MasterTable,
  type OwnFields,
  type Serie,
  type SerieAssignment,
  type Unit,
  type VatRate,
  type Warehouse,
} from "./records.ts";
export {
  findRow,
  type MixedValue,
  REF_KINDS,
  type RefKindName,
  resolveItem,
  resolveMasterRecord,
  resolveRef,
  resolveVatExemption,
} from "./references.ts";
export { recordOf, recordsOf } from "./repository/administration-columns.ts";
export { insertTableRecord } from "./repository/administration-tables.ts";
export { insertAssignment } from "./repository/numbering-series.ts";
export { customersOnIssuedDocuments } from "./repository/usage.ts";
export { hasApiSeries } from "./series.ts";
export { registerSeries, webServiceAccess } from "./tax-authority.ts";
export { isCustomerLocked, isUsed } from "./usage.ts";
