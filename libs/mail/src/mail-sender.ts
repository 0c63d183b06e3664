import addressparser from 'nodemailer/lib/addressparser';
import type Mail from 'nodemailer/lib/mailer';
import { MailConfigError } from './mail.errors';
import type { MailMessage } from './mailer.port';

/**
 * The bare address of MAIL_FROM (`"Journal" <no-reply@journal.example>` -> `no-reply@journal.example`):
 * a message that names its own sender keeps this address and replaces only the display name.
 */
export function senderAddress(from: string): string {
  const address = addressparser(from, { flatten: true })[0]?.address;
  if (!address) throw new MailConfigError(`MAIL_FROM must contain a sender address, got "${from}"`);
  return address;
}

/**
 * nodemailer's options for one message. Names go in as address objects, never as header text: nodemailer
 * quotes or MIME-encodes them, so a journal's name with quotes, commas or accents can neither break nor
 * add to the header. Without `fromName` the transport's default sender (MAIL_FROM as configured) applies.
 */
export function messageOptions(message: MailMessage, address: string): Mail.Options {
  const { fromName, replyTo, ...rest } = message;
  return {
    ...rest,
    headers: message.headers ?? {},
    ...(fromName ? { from: { name: fromName, address } } : {}),
    ...(replyTo ? { replyTo: { name: replyTo.name ?? '', address: replyTo.address } } : {}),
  };
}
