import { simpleParser } from 'mailparser';
import { SmtpMailer } from '../src';
import { FROM, mailerContract } from './mailer.contract';
import { type RunningSmtpServer, startSmtpServer } from './smtp-server.harness';

// '@' and ':' in the password must survive percent-encoding in SMTP_URL.
const USER = 'journal';
const PASS = 'p@ss:w0rd/secret';
const smtpUrl = (port: number, pass = PASS) => `smtp://${USER}:${encodeURIComponent(pass)}@127.0.0.1:${port}`;

mailerContract('smtp (smtp-server on loopback)', async () => {
  const server = await startSmtpServer({ user: USER, pass: PASS });
  return {
    mailer: new SmtpMailer({ smtpUrl: smtpUrl(server.port), from: FROM }),
    delivered: async () => server.received.map((mail) => mail.raw),
    stop: () => server.stop(),
  };
});

describe('SmtpMailer specifics', () => {
  let server: RunningSmtpServer;

  beforeAll(async () => {
    server = await startSmtpServer({ user: USER, pass: PASS });
  });

  afterAll(async () => {
    await server.stop();
  });

  it('logs in with the URL credentials and uses the right envelope', async () => {
    const mailer = new SmtpMailer({ smtpUrl: smtpUrl(server.port), from: FROM });

    await mailer.send({ to: 'grace.hopper@example.org', subject: 'Envelope', text: 'e', html: '<p>e</p>' });

    const mail = server.received.at(-1);
    expect(mail).toMatchObject({
      user: USER,
      mailFrom: 'no-reply@journal.test',
      rcptTo: ['grace.hopper@example.org'],
    });
    const parsed = await simpleParser(mail?.raw as Buffer);
    expect(parsed.subject).toBe('Envelope');
  });

  it('fails on a wrong password without revealing it, and sends nothing', async () => {
    const wrong = 'not-the-password-42';
    const mailer = new SmtpMailer({ smtpUrl: smtpUrl(server.port, wrong), from: FROM });
    const before = server.received.length;

    const error = await mailer.send({ to: 'x@example.org', subject: 's', text: 't', html: '<p>t</p>' }).then(
      () => null,
      (caught: unknown) => caught as Error & { code?: string },
    );

    expect(error?.code).toBe('EAUTH');
    expect(`${error?.message} ${JSON.stringify(error)}`).not.toContain(wrong);
    expect(server.received.length).toBe(before);
    await expect(mailer.verify()).rejects.toMatchObject({ code: 'EAUTH' });
  });

  it('fails verify when nothing listens', async () => {
    // Port 9 (discard) on loopback: nothing listens there on these machines.
    const mailer = new SmtpMailer({ smtpUrl: smtpUrl(9), from: FROM });

    await expect(mailer.verify()).rejects.toMatchObject({ code: 'ESOCKET' });
  });

  it('prints nothing: neither the body nor the credentials reach stdout or stderr', async () => {
    const written: string[] = [];
    const spies = [
      jest
        .spyOn(process.stdout, 'write')
        .mockImplementation((chunk: string | Uint8Array) => (written.push(String(chunk)), true)),
      jest
        .spyOn(process.stderr, 'write')
        .mockImplementation((chunk: string | Uint8Array) => (written.push(String(chunk)), true)),
      ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
        jest
          .spyOn(console, method)
          .mockImplementation((...args: unknown[]) => void written.push(args.map(String).join(' '))),
      ),
    ];
    try {
      const mailer = new SmtpMailer({ smtpUrl: smtpUrl(server.port), from: FROM });
      await mailer.verify();
      await mailer.send({
        to: 'quiet@example.org',
        subject: 'Quiet',
        text: 'secret body text',
        html: '<p>secret body html</p>',
      });
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }

    expect(written).toEqual([]);
  });
});
