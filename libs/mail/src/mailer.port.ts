/** One outgoing mail; `from` is fixed per mailer (MAIL_FROM). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. an event id for tracing (`X-Journal-Event-Id`). */
  headers?: Record<string, string>;
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
