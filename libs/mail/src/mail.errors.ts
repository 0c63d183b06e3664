export class MailConfigError extends Error {
  readonly code = 'MAIL_CONFIG';

  constructor(message: string) {
    super(message);
    this.name = 'MailConfigError';
  }
}
