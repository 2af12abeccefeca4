// The customers module's public surface: what the other modules, the HTTP layer and the pages use of it.
export {
  customerAddresses,
  type CustomerView,
  customerViewsById,
  FINAL_CONSUMER_CODE,
  finalConsumerId,
  getCustomer,
  loadCustomer,
} from "./customers.ts";
export { type Customer, type CustomerAddress } from "./records.ts";
export { customerOf, customerRecord } from "./repository/customers.ts";
