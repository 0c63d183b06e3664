import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  mails: ParsedMail[];
  /** Envelope recipients per received mail, in arrival order. */
  recipients: string[][];
  stop(): Promise<void>;
}

/** A real SMTP server on loopback that parses and keeps every message it accepts. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ParsedMail[] = [];
  const recipients: string[][] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          recipients.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    recipients,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function header(mail: ParsedMail, name: string): string | undefined {
  const value = mail.headers.get(name.toLowerCase());
  return typeof value === 'string' ? value : undefined;
}
