import { createTransport, type Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Mailer, MailMessage, SendResult } from './mailer.port';
import { messageOptions, senderAddress } from './mail-sender';
import { MESSAGE_DEFAULTS, assertSender, assertValidSmtpUrl } from './mail-config.util';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port or smtps://... ; nodemailer query options (e.g. `?tls.rejectUnauthorized=false`) pass through. */
  smtpUrl: string;
  /** MAIL_FROM, e.g. `"Journal" <no-reply@journal.example>`. */
  from: string;
}

/** Sends through an SMTP server with nodemailer (one connection per mail: mail volume is low). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo>;
  /** MAIL_FROM's bare address, kept when a message names its own sender. */
  private readonly address: string;

  constructor(options: SmtpMailerOptions) {
    assertValidSmtpUrl(options.smtpUrl);
    assertSender(options.from);
    this.address = senderAddress(options.from);
    this.transport = createTransport(
      new SMTPTransport({
        url: options.smtpUrl,
        // Fail within seconds so a queued job retries, instead of nodemailer's minutes-long defaults.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
        // nodemailer's own logger would print recipients and, with debug, whole messages and AUTH lines.
        logger: false,
        debug: false,
      }),
      { ...MESSAGE_DEFAULTS, from: options.from },
    );
  }

  async send(message: MailMessage): Promise<SendResult> {
    const info = await this.transport.sendMail(messageOptions(message, this.address));
    return { messageId: info.messageId };
  }

  async verify(): Promise<void> {
    await this.transport.verify();
  }
}
