import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pinoHttp from 'pino-http';
import { stdSerializers, type Logger } from 'pino';
import { redactErrorText } from './redact-error-text';
import { redactUrl } from './redact-url';
import { redactingSerializer } from './secret-redaction';

export { redactUrl };

const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Keeps a caller's request id when it looks sane (so ids follow a request across services), else makes one. */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** Express middleware: assigns `req.id`, echoes it in `X-Request-Id`, logs one line per request. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdFor(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // pino-http's own error serializer, not the logger's: searched for secrets the same way.
      err: redactingSerializer((err: Error) => redactErrorText(stdSerializers.err(err))),
    },
  });
}
