import {
  assertValidSmtpUrl,
  createMailer,
  FileMailer,
  MailConfigError,
  redactSmtpUrl,
  SmtpMailer,
} from '../src';

const FROM = 'Journal <no-reply@journal.test>';

describe('createMailer', () => {
  it('uses SMTP when SMTP_URL is set', () => {
    const mailer = createMailer({ smtpUrl: 'smtp://u:p@127.0.0.1:2525', mailDir: '/tmp/unused', from: FROM });

    expect(mailer).toBeInstanceOf(SmtpMailer);
    expect(mailer.kind).toBe('smtp');
  });

  it.each([undefined, ''])('writes .eml files when SMTP_URL is %j', (smtpUrl) => {
    const mailer = createMailer({
      ...(smtpUrl === undefined ? {} : { smtpUrl }),
      mailDir: '/tmp/unused',
      from: FROM,
    });

    expect(mailer).toBeInstanceOf(FileMailer);
    expect(mailer.kind).toBe('file');
  });

  it('rejects a sender without an address', () => {
    expect(() => createMailer({ mailDir: '/tmp/unused', from: '' })).toThrow(MailConfigError);
    expect(() => createMailer({ smtpUrl: 'smtp://h:25', mailDir: '/tmp/unused', from: 'Journal' })).toThrow(
      /MAIL_FROM/,
    );
  });
});

describe('SMTP URL checks', () => {
  it.each(['http://user:hunter2@mail.example:25', 'not a url', 'smtp://'])(
    'rejects %j without echoing the password',
    (url) => {
      expect(() => assertValidSmtpUrl(url)).toThrow(MailConfigError);
      expect(() => assertValidSmtpUrl(url)).not.toThrow(/hunter2/);
    },
  );

  it.each([
    'smtp://mail.example:587',
    'smtps://user:pa%40ss@mail.example:465',
    'smtp://127.0.0.1:2525?ignoreTLS=true',
  ])('accepts %j', (url) => {
    expect(() => assertValidSmtpUrl(url)).not.toThrow();
  });

  it('masks the password for logs', () => {
    expect(redactSmtpUrl('smtp://user:hunter2@mail.example:587')).toBe('smtp://user:***@mail.example:587');
    expect(redactSmtpUrl('smtp://mail.example:25')).toBe('smtp://mail.example:25');
  });
});
