import { FileMailer } from './file.mailer';
import type { Mailer } from './mailer.port';
import { SmtpMailer } from './smtp.mailer';

export interface MailerConfig {
  /** SMTP_URL; unset or empty means write `.eml` files to `mailDir`. */
  smtpUrl?: string;
  /** DATA_DIR/mail. */
  mailDir: string;
  /** MAIL_FROM. */
  from: string;
}

export function createMailer(config: MailerConfig): Mailer {
  if (config.smtpUrl) return new SmtpMailer({ smtpUrl: config.smtpUrl, from: config.from });
  return new FileMailer({ mailDir: config.mailDir, from: config.from });
}
