import type { RealtimeSocket } from './socket.types';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
// setTimeout overflows above 2^31-1 ms; tokens live one hour, so the cap never matters in practice.
const MAX_TIMER_MS = 2_147_483_647;

/** Seconds-since-epoch expiry of an already verified JWT. */
export function tokenExpiry(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A socket outliving its token would keep receiving notices after the session ended; it is closed when
 * the token expires (the client reconnects with a fresh token or is refused).
 */
export function closeOnExpiry(socket: RealtimeSocket, token: string, now = Date.now()): void {
  const exp = tokenExpiry(token);
  if (exp === undefined) return;
  const timer = setTimeout(
    () => {
      socket.emit('error', { message: SESSION_EXPIRED });
      socket.disconnect(true);
    },
    Math.min(MAX_TIMER_MS, Math.max(0, exp * 1000 - now)),
  );
  timer.unref();
  socket.once('disconnect', () => clearTimeout(timer));
}
