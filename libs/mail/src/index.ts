export type { MailAddress, Mailer, MailMessage, SendResult } from './mailer.port';
export { messageOptions, senderAddress } from './mail-sender';
export { MailConfigError } from './mail.errors';
export { SmtpMailer, type SmtpMailerOptions } from './smtp.mailer';
export { FileMailer, type FileMailerOptions, isFinishedMailFile, safeMessageId } from './file.mailer';
export { createMailer, type MailerConfig } from './mailer.factory';
export { assertSender, assertValidSmtpUrl, redactSmtpUrl } from './mail-config.util';
