import type { TokenVerifier } from '@journal/auth';
import type { RealtimeSocket } from './socket.types';

/** The client sees `connect_error` with message "unauthorized" and the reason in `err.data.message`. */
function unauthorized(reason: string): Error & { data: { message: string } } {
  return Object.assign(new Error('unauthorized'), { data: { message: reason } });
}

/**
 * Handshake check: `auth: { token }` must be a valid identity JWT (signature, issuer, audience, expiry),
 * otherwise the connection is refused before any event is accepted.
 */
export function socketAuth(verifier: TokenVerifier) {
  return (socket: RealtimeSocket, next: (err?: Error) => void): void => {
    const auth: unknown = socket.handshake.auth;
    const token = auth && typeof auth === 'object' ? (auth as { token?: unknown }).token : undefined;
    if (typeof token !== 'string' || token.length === 0)
      return next(unauthorized('No authentication token found'));
    try {
      socket.data.auth = verifier.verify(token);
    } catch (error) {
      return next(unauthorized(error instanceof Error ? error.message : 'Invalid authentication token'));
    }
    next();
  };
}
