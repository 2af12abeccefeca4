// The bookings module's public surface: what the other modules, the HTTP layer and the pages use of it.
export { DEFAULT_OPENING_HOURS } from "./rules.ts";
