import { io, type Socket } from 'socket.io-client';
import type { JoinResult, StatusUpdatePayload } from '../../src/routes/realtime/socket.types';

export interface TestSocket {
  socket: Socket;
  updates: StatusUpdatePayload[];
  errors: { message: string }[];
  join(event: 'join-user-room' | 'join-admin-room', email: unknown): Promise<JoinResult>;
  close(): void;
}

/** A real socket.io-client over WebSocket to `baseUrl` (connecting as the SPA does), recording status updates and error events. */
export function connectSocket(
  baseUrl: string,
  token: string | undefined,
  options: { timeoutMs?: number } = {},
): Promise<TestSocket> {
  const socket = io(baseUrl, {
    path: '/socket.io/',
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    // As the SPA does: the token on the Engine.IO handshake too, so signed-in sockets are not counted
    // as anonymous handshakes of this address.
    ...(token === undefined ? {} : { query: { token } }),
    reconnection: false,
    timeout: options.timeoutMs ?? 5_000,
    forceNew: true,
  });
  const updates: StatusUpdatePayload[] = [];
  const errors: { message: string }[] = [];
  socket.on('submission-status-updated', (payload: StatusUpdatePayload) => updates.push(payload));
  socket.on('error', (error: { message: string }) => errors.push(error));
  return new Promise((resolve, reject) => {
    socket.once('connect', () =>
      resolve({
        socket,
        updates,
        errors,
        join: (event, email) => socket.timeout(5_000).emitWithAck(event, email) as Promise<JoinResult>,
        close: () => void socket.close(),
      }),
    );
    socket.once('connect_error', (err: Error & { data?: { message?: string } }) => {
      socket.close();
      reject(err);
    });
  });
}

/** The refusal a connection attempt ended with (fails if it connected). */
export async function connectionRefusal(
  baseUrl: string,
  token: string | undefined,
): Promise<Error & { data?: { message?: string } }> {
  try {
    const connected = await connectSocket(baseUrl, token);
    connected.close();
  } catch (error) {
    return error as Error & { data?: { message?: string } };
  }
  throw new Error('the connection was accepted');
}
