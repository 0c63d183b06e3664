/** A person or office by address, with an optional display name (encoded by the mailer, never by hand). */
export interface MailAddress {
  name?: string;
  address: string;
}

/** One outgoing mail; the sender's address is fixed per mailer (MAIL_FROM), its display name may vary. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. an event id for tracing (`X-Journal-Event-Id`). */
  headers?: Record<string, string>;
  /** The sender's display name for this mail (e.g. the journal's name); unset: MAIL_FROM as configured. */
  fromName?: string;
  /** Whom a reply reaches; unset: no Reply-To header. */
  replyTo?: MailAddress;
}

export interface SendResult {
  /** The RFC 5322 Message-ID, angle brackets included (`<...@...>`). */
  messageId: string;
}

/** Mail transport port. Adapters: SmtpMailer (SMTP_URL) and FileMailer (.eml files under DATA_DIR/mail). */
export interface Mailer {
  readonly kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<SendResult>;
  /** Resolves when the transport can deliver (SMTP connects and authenticates; the mail directory is writable). */
  verify(): Promise<void>;
}
