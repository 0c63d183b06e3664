import type { IncomingMessage, ServerResponse } from 'node:http';

export interface BodyTimeouts {
  /** A non-multipart body (JSON) must have arrived whole within this many ms. */
  jsonBodyTimeoutMs: number;
  /** An upload (multipart) fails once no byte arrived for this many ms. */
  uploadIdleTimeoutMs: number;
}

export const DEFAULT_BODY_TIMEOUTS: BodyTimeouts = { jsonBodyTimeoutMs: 30_000, uploadIdleTimeoutMs: 30_000 };

const STALLED = JSON.stringify({
  success: false,
  message: 'The request body stopped arriving. Please try again.',
  code: 'REQUEST_TIMEOUT',
});

const hasBody = (req: IncomingMessage) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/** 408 when nothing was answered yet, then the connection is closed (the client stopped sending). */
function answerStalled(req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent) return void req.socket.destroy();
  res.writeHead(408, { 'content-type': 'application/json', connection: 'close' });
  res.end(STALLED, () => req.socket.destroy());
}

/**
 * Watches one request's body without reading it (the socket's byte count, so the routes' own parsers
 * keep the stream): a JSON body not whole within `jsonBodyTimeoutMs`, or an upload with no byte for
 * `uploadIdleTimeoutMs`, is answered 408 and its connection closed. Slow clients otherwise hold a
 * connection and a parser for Node's 300 s default.
 */
export function watchBody(req: IncomingMessage, res: ServerResponse, timeouts: BodyTimeouts): void {
  if (!hasBody(req) || req.complete) return;
  const upload = /^multipart\//i.test(req.headers['content-type'] ?? '');
  let timer: NodeJS.Timeout;
  const stop = () => clearTimeout(timer);
  // Not stopped when the answer is sent: a refused body the client keeps stalling still holds the socket.
  req.once('end', stop);
  req.socket.once('close', stop);
  if (!upload) {
    timer = setTimeout(() => !req.complete && answerStalled(req, res), timeouts.jsonBodyTimeoutMs);
    timer.unref();
    return;
  }
  const socket = req.socket;
  let seen = socket.bytesRead;
  let lastByteAt = Date.now();
  const tick = Math.max(10, Math.min(1_000, Math.floor(timeouts.uploadIdleTimeoutMs / 4)));
  const check = () => {
    if (req.complete || socket.destroyed) return;
    if (socket.bytesRead !== seen) {
      seen = socket.bytesRead;
      lastByteAt = Date.now();
    } else if (Date.now() - lastByteAt >= timeouts.uploadIdleTimeoutMs) return answerStalled(req, res);
    timer = setTimeout(check, tick);
    timer.unref();
  };
  timer = setTimeout(check, tick);
  timer.unref();
}
