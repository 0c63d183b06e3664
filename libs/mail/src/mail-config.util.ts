import { MailConfigError } from './mail.errors';

/** The URL with its password masked, for startup logs and error messages. */
export function redactSmtpUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparseable SMTP URL)';
  }
}

/** Throws MailConfigError unless `raw` is an smtp:// or smtps:// URL with a host; never echoes the password. */
export function assertValidSmtpUrl(raw: string): void {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new MailConfigError(
      'SMTP_URL must be a URL like smtp://user:pass@host:587 (percent-encode special characters)',
    );
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new MailConfigError(`SMTP_URL must start with smtp:// or smtps://, got ${redactSmtpUrl(raw)}`);
  }
  if (!url.hostname) {
    throw new MailConfigError(`SMTP_URL has no host: ${redactSmtpUrl(raw)}`);
  }
}

/** MAIL_FROM must name a sender; an empty one makes servers reject every mail much later. */
export function assertSender(from: string): void {
  if (!/\S+@\S+/.test(from)) {
    throw new MailConfigError(
      `MAIL_FROM must contain a sender address like "Journal" <no-reply@journal.example>, got "${from}"`,
    );
  }
}

/**
 * Message defaults both transports share. textEncoding: nodemailer otherwise counts every letter of each
 * text part and header with regular expressions to choose between quoted-printable and base64, a large
 * part of its cost per mail; quoted-printable is valid for any text and readable in the raw message.
 */
export const MESSAGE_DEFAULTS = { textEncoding: 'quoted-printable' } as const;
