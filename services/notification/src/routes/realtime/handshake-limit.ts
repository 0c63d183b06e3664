import { ServerResponse, type IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { TokenVerifier } from '@journal/auth';

/** Engine.IO handshakes without a valid token one address may open per minute (SOCKET_ANONYMOUS_HANDSHAKES_PER_MINUTE). */
export const DEFAULT_ANONYMOUS_HANDSHAKES_PER_MINUTE = 30;
const WINDOW_MS = 60_000;
/** Addresses remembered at most: beyond it the oldest window is forgotten (memory stays bounded). */
const MAX_ADDRESSES = 50_000;

/** A peer on loopback or a private network is our own gateway: its X-Forwarded-For names the client. */
function isInternal(address: string): boolean {
  const bare = address.replace(/^::ffff:/, '');
  if (bare === '::1' || bare.startsWith('127.')) return true;
  if (isIP(bare) !== 4) return bare.startsWith('fc') || bare.startsWith('fd');
  return /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(bare);
}

function clientAddress(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  const forwarded = req.headers['x-forwarded-for'];
  if (!forwarded || !isInternal(peer)) return peer;
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',');
  return hops[hops.length - 1]!.trim() || peer;
}

/** A token sent with the handshake itself (header or query); the Socket.IO `auth` payload comes later. */
function hasValidToken(req: IncomingMessage, verifier: TokenVerifier): boolean {
  const header = req.headers.authorization;
  const query = new URL(req.url ?? '/', 'http://x').searchParams.get('token');
  const token = header?.startsWith('Bearer ') ? header.slice(7) : query;
  if (!token) return false;
  try {
    verifier.verify(token);
    return true;
  } catch {
    return false;
  }
}

type EngineMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: Error) => void) => void;

/**
 * Engine.IO middleware (io.engine.use): a new session (a request without `sid`) that carries no valid
 * token counts against its address, `perMinute` per fixed minute; beyond it the handshake is answered
 * 429 with Retry-After (a WebSocket upgrade gets the same status line on its socket). Requests of open
 * sessions are never counted. 0 turns the limit off.
 */
export function limitAnonymousHandshakes(verifier: TokenVerifier, perMinute: number): EngineMiddleware {
  const windows = new Map<string, { start: number; count: number }>();
  return (req, res, next) => {
    if (perMinute <= 0) return next();
    if (new URL(req.url ?? '/', 'http://x').searchParams.has('sid')) return next();
    if (hasValidToken(req, verifier)) return next();
    const now = Date.now();
    const address = clientAddress(req);
    let window = windows.get(address);
    if (!window || now - window.start >= WINDOW_MS) {
      windows.delete(address);
      if (windows.size >= MAX_ADDRESSES) windows.delete(windows.keys().next().value!);
      window = { start: now, count: 0 };
      windows.set(address, window);
    }
    window.count++;
    if (window.count <= perMinute) return next();
    const retryAfter = Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
    refuse(req, res, retryAfter);
  };
}

function refuse(req: IncomingMessage, res: ServerResponse, retryAfter: number): void {
  const body = JSON.stringify({ success: false, message: 'Too many connection attempts. Please wait.' });
  if (res instanceof ServerResponse) {
    res.writeHead(429, {
      'content-type': 'application/json',
      'retry-after': String(retryAfter),
      connection: 'close',
    });
    res.end(body);
    return;
  }
  // A WebSocket upgrade has no response object of its own: the request's socket is the raw connection.
  req.socket.end(
    `HTTP/1.1 429 Too Many Requests\r\nRetry-After: ${retryAfter}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
