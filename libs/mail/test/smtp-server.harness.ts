import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO), which can differ from the headers. */
  mailFrom: string | undefined;
  rcptTo: string[];
  /** The authenticated user name, if the client logged in. */
  user: string | undefined;
  raw: Buffer;
}

export interface RunningSmtpServer {
  port: number;
  received: ReceivedMail[];
  authAttempts: { username: string | undefined; accepted: boolean }[];
  stop(): Promise<void>;
}

/** A real SMTP server on loopback (free port) that requires AUTH and records every message it accepts. */
export async function startSmtpServer(credentials: {
  user: string;
  pass: string;
}): Promise<RunningSmtpServer> {
  const received: ReceivedMail[] = [];
  const authAttempts: RunningSmtpServer['authAttempts'] = [];
  const server = new SMTPServer({
    // Plain-text loopback: no STARTTLS offered (the server's cert is self-signed), AUTH allowed without TLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      const accepted = auth.username === credentials.user && auth.password === credentials.pass;
      authAttempts.push({ username: auth.username, accepted });
      if (!accepted) return callback(new Error('Invalid username or password'));
      return callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          rcptTo: session.envelope.rcptTo.map((address) => address.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    authAttempts,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
