// What the domain hands to e-mail delivery: the message, its attachments (bytes, or a file
// produced after the commit), the document it is about, and the Mailer port that delivers it
// (modules/outbox/mail.ts implements it over SMTP).
export interface EmailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Buffer;
}

/** An attachment to send: its bytes, or the bytes of a file produced after the commit (a rendered PDF). */
export interface OutgoingAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Buffer | (() => Promise<Buffer>);
}

/** The document a message carries or is about: its record then says it was e-mailed or texted. */
export interface MessageDocument {
  readonly kind: "sale" | "receipt";
  readonly id: number;
}

export interface EmailMessage {
  readonly to: readonly { readonly name: string; readonly email: string }[];
  readonly cc: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly attachments: readonly EmailAttachment[];
  /** The sale or receipt the e-mail sends, if any. */
  readonly document?: MessageDocument;
}

/** An e-mail as the domain sends it: attachments may still be produced after the commit. */
export interface OutgoingEmail extends Omit<EmailMessage, "attachments"> {
  readonly attachments: readonly OutgoingAttachment[];
}

export interface Mailer {
  /** False when no SMTP server is configured: `send` then does nothing. */
  readonly delivers: boolean;
  send(message: EmailMessage): Promise<void>;
}
