import type { RealtimeServer, RealtimeSocket } from './socket.types';

export const DEFAULT_MAX_SOCKETS_PER_USER = 20;

export function tooManySocketsMessage(max: number): string {
  return `Too many open connections for this account (at most ${max}). Close another tab or window and try again.`;
}

/**
 * At most `max` open sockets per account on this instance (issue 26, item 9: one token opened 1,000, about
 * 36 kB each). The handshake middleware refuses the next one, so the client sees `connect_error` with the
 * message; a socket counts from its `connection` until its `disconnect`. Socket.IO connects a socket in the
 * tick after its middleware passed, before any other handshake is read, so the count cannot be raced past.
 */
export function limitSocketsPerUser(io: RealtimeServer, max: number) {
  const open = new Map<string, number>();
  io.on('connection', (socket: RealtimeSocket) => {
    const sub = socket.data.auth.sub;
    open.set(sub, (open.get(sub) ?? 0) + 1);
    socket.once('disconnect', () => {
      const left = (open.get(sub) ?? 1) - 1;
      if (left > 0) open.set(sub, left);
      else open.delete(sub);
    });
  });
  return (socket: RealtimeSocket, next: (err?: Error) => void): void => {
    if ((open.get(socket.data.auth.sub) ?? 0) >= max) return next(new Error(tooManySocketsMessage(max)));
    next();
  };
}
