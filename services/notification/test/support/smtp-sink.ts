import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpRefusal {
  code: number;
  message: string;
}

export interface SmtpSinkOptions {
  /** Answer for a message instead of accepting it (e.g. 451 for an outage); null/undefined accepts. */
  refuse?: () => SmtpRefusal | null | undefined;
  /**
   * Awaited after a message was read and before the server accepts it. A client that went away meanwhile
   * (its process was killed) never heard the 250, and the message is dropped, as a real MTA does.
   */
  beforeAccept?: () => Promise<void>;
}

export interface SmtpSink {
  url: string;
  mails: ParsedMail[];
  /** Envelope recipients per received mail, in arrival order. */
  recipients: string[][];
  /** Messages answered with a refusal. */
  refused: number;
  /** Client connections open now. */
  connections: number;
  /** Replaces the refusal rule (null accepts everything again). */
  setRefusal(refuse: SmtpSinkOptions['refuse'] | null): void;
  stop(): Promise<void>;
}

/** A real SMTP server on loopback that parses and keeps every message it accepts. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const mails: ParsedMail[] = [];
  const recipients: string[][] = [];
  let refuse = options.refuse;
  const state = { refused: 0 };
  const closed = new Set<string>();
  // Open sessions by id: smtp-server calls onClose for every connection but onConnect only for those still
  // open after its greeting step, so a client that goes away at once must not count as -1.
  const open = new Set<string>();
  const server = new SMTPServer({
    onConnect(session, callback) {
      if (!closed.has(session.id)) open.add(session.id);
      callback();
    },
    onClose(session) {
      open.delete(session.id);
      closed.add(session.id);
    },
    disableReverseLookup: true, // loopback only: no DNS wait before the greeting
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const refusal = refuse?.();
          if (refusal) {
            state.refused += 1;
            const err = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
            return callback(err);
          }
          if (options.beforeAccept) await options.beforeAccept();
          if (closed.has(session.id)) return callback(new Error('client went away'));
          mails.push(mail);
          recipients.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  server.on('error', () => undefined); // a killed client resets its connection
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    recipients,
    get refused() {
      return state.refused;
    },
    get connections() {
      return open.size;
    },
    setRefusal: (next) => (refuse = next ?? undefined),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function header(mail: ParsedMail, name: string): string | undefined {
  const value = mail.headers.get(name.toLowerCase());
  return typeof value === 'string' ? value : undefined;
}
