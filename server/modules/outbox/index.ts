// The outbox module's public surface: what the other modules, the HTTP layer and the pages use of it.
export { type CallbackAttempt, recordCallbackAttempt } from "./callbacks.ts";
export { createMailer, failInterruptedDeliveries, sendEmail } from "./mail.ts";
export { emailAttachmentsOf, sentChannels } from "./repository/outbox-documents.ts";
export { isPortugueseMobile, recordSms } from "./sms.ts";
export { latestOutbox, type OutboxEntry } from "./latest.ts";
