// The accounts module's public surface: what the other modules, the HTTP layer and the pages use of it.
export {
  certificateForSigning,
  ownCertificate,
  refuseExpired,
  type SigningCertificate,
  storeOwnCertificate,
} from "./certificates.ts";
export { callbackSecretOf, newCallbackSecret, rotateCallbackSecret } from "./callback-secrets.ts";
export { storedKey } from "./key-digests.ts";
export { checkAllowed, type KeyOwner, ownerOfApiToken } from "./key-owners.ts";
export { type Plan, requestLimit } from "./plans.ts";
export {
  datasetKeys,
  insertDataset,
  insertLegacyCredentials,
  legacySecretEnding,
  setApiToken,
  setLegacySecret,
} from "./repository/account-credentials.ts";
export {
  accountCreation,
  accountExists,
  accountList,
  anyAccount,
  deniedOperations,
  insertAccount,
  requestCountsSince,
  updateAccount,
} from "./repository/accounts.ts";
export { companyColumns, type CompanyColumns, companyOf } from "./repository/company-columns.ts";
export { requestAccount, takeSmsCredits } from "./request-account.ts";
export { countRequest, flushRequestCounts } from "./request-counter.ts";
export { type DocumentUser, usersById } from "./users.ts";
