// The provisioning module's public surface: what the other modules, the HTTP layer and the pages use of it.
export { createAccount } from "./account-commands.ts";
