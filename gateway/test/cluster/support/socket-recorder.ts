import { io, type Socket } from 'socket.io-client';

export interface StatusNotice {
  id: string;
  status: string;
  paperTitle: string;
  journalName: string;
  actorEmail?: string;
  updatedAt?: string;
}

export interface RecordedSocket {
  label: string;
  socket: Socket;
  /** Every `submission-status-updated` received, with the time it arrived. */
  notices: { at: number; payload: StatusNotice }[];
  disconnects: number;
  /** The Engine.IO session id of the first connection (what the gateway pins). */
  firstSid: string;
  close(): void;
}

export interface SocketOptions {
  label: string;
  token: string;
  email: string;
  room: 'user' | 'admin';
  transports: ('websocket' | 'polling')[];
}

/**
 * A socket.io-client through the gateway that joins its room on every (re)connection, like the SPA,
 * and records the notices it receives. Resolves once the first join was acknowledged.
 */
export async function connectRecorded(baseUrl: string, options: SocketOptions): Promise<RecordedSocket> {
  const socket = io(baseUrl, {
    path: '/socket.io/',
    transports: options.transports,
    auth: { token: options.token },
    query: { token: options.token }, // on the handshake too, as the SPA sends it
    reconnectionDelay: 300,
    reconnectionDelayMax: 1_000,
    timeout: 10_000,
    forceNew: true,
  });
  const recorded: RecordedSocket = {
    label: options.label,
    socket,
    notices: [],
    disconnects: 0,
    firstSid: '',
    close: () => socket.close(),
  };
  socket.on('submission-status-updated', (payload: StatusNotice) =>
    recorded.notices.push({ at: Date.now(), payload }),
  );
  socket.on('disconnect', () => (recorded.disconnects += 1));
  const join = () =>
    new Promise<void>((resolve, reject) => {
      socket
        .timeout(10_000)
        .emit(
          options.room === 'admin' ? 'join-admin-room' : 'join-user-room',
          options.email,
          (err: Error | null, ack: { success: boolean; message: string }) => {
            if (err) return reject(err);
            if (!ack.success) return reject(new Error(`${options.label}: join refused: ${ack.message}`));
            resolve();
          },
        );
    });
  socket.on('connect', () => {
    if (recorded.firstSid) void join().catch(() => undefined); // rejoin after a reconnection
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${options.label}: no connection within 15 s`)), 15_000);
    // Only the first connection decides; later connect_errors are reconnection attempts.
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.off('connect', onConnect);
      socket.close();
      reject(error);
    };
    const onConnect = () => {
      clearTimeout(timer);
      socket.off('connect_error', fail);
      recorded.firstSid = socket.io.engine.id ?? '';
      join().then(resolve, reject);
    };
    socket.once('connect', onConnect);
    socket.once('connect_error', fail);
  });
  return recorded;
}

/** Resolves when `predicate` holds, polling every 50 ms; rejects with `describe()` after `timeoutMs`. */
export async function waitFor(
  predicate: () => boolean | Promise<boolean>,
  timeoutMs: number,
  describe: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
