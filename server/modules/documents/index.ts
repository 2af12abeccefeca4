// The documents module's public surface: what the other modules, the HTTP layer and the pages use of it.
export {
  checkIssueDateAfter,
  checkIssueDateOrder,
  documentNumber,
  idsWithNumber,
  parseDocumentNumber,
  salesBefore,
  signedGrossTotal,
  signSale,
  takeNumber,
} from "./finishing.ts";
export {
  BILLING,
  CORRECTABLE,
  CORRECTIVE,
  GLOBAL_GUIDES,
  GUIDES,
  type Initials,
  isSigned,
  OPENS_ACCOUNT,
  PAYABLE_BY_REFERENCE,
  stockDirection,
} from "./kinds.ts";
export { emailedWithFile, type MessagesSent, messagesSentOf } from "./messages-sent.ts";
export {
  customerParty,
  documentCurrency,
  documentParty,
  documentSeries,
  FINAL_CONSUMER_PARTY,
  keepOmitted,
  originLocation,
  type Party,
  PARTY_FIELDS,
  partyVatNumber,
} from "./parts.ts";
export {
  buyerNif,
  type DocumentCancellation,
  type DocumentFile,
  type DocumentFinishing,
  type DocumentLifecycle,
  type DocumentParty,
  type DocumentStatus,
  FINAL_CONSUMER_NAME,
  originOf,
  type PrintInput,
  printInputOf,
  type PrintSettings,
  requestedPrintSettings,
} from "./records.ts";
export {
  cancellationColumns,
  draftColumns,
  fileColumns,
  finishingColumns,
  lifecycleOf,
  partyColumns,
  partyOf,
  printSettingsColumns,
  printSettingsOf,
  UNFINISHED_COLUMNS,
} from "./repository/document-columns.ts";
export { certificationLine, ensureSigningKey, hashCharacters } from "./signature.ts";
export { reserveSignedPdf, storedSignedPdf } from "./signed-pdfs.ts";
