import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, ValidationError, TooManyRequestsError } from './app-error';
import { MALFORMED_PATH_MESSAGE } from './malformed-url';

interface LoggableRequest {
  id?: unknown;
  log?: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

/** Errors raised by Express' own middleware (body parsers, static files) carry a status; map them to clear client errors. */
function fromHttpError(err: { type?: string; status?: number; expose?: boolean }): AppError | undefined {
  // Express' router throws URIError for a path parameter whose percent-encoding does not decode.
  if (err instanceof URIError) return new ValidationError(MALFORMED_PATH_MESSAGE);
  if (err.type === 'entity.too.large')
    return new AppError('Request body is too large', 413, 'PAYLOAD_TOO_LARGE');
  if (err.type === 'entity.parse.failed') return new ValidationError('Request body is not valid JSON');
  if (typeof err.status !== 'number' || err.status < 400 || err.status >= 500) return undefined;
  if (err.status === 404) return new AppError('Not found', 404, 'NOT_FOUND'); // e.g. a missing static asset
  // Client errors raised by Express' own middleware (body parsers, static files) are safe to report.
  if (err.type || err.expose) return new AppError('Bad request', err.status, 'BAD_REQUEST');
  return undefined;
}

/** The one place errors become HTTP responses: `{ success: false, message }`, logged once here. */
export function errorMiddleware(): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const request = req as typeof req & LoggableRequest;
    const known = err instanceof AppError ? err : fromHttpError(err ?? {});
    if (res.headersSent) {
      request.log?.error({ err }, 'error after response started');
      res.destroy();
      return;
    }
    if (known) {
      if (known.status >= 500) request.log?.error({ err }, known.message);
      else request.log?.warn({ code: known.code, status: known.status }, known.message);
      if (known instanceof TooManyRequestsError && known.retryAfterSeconds)
        res.setHeader('Retry-After', String(known.retryAfterSeconds));
      const body: Record<string, unknown> = { success: false, message: known.message, code: known.code };
      // `field`: the first field in error, which a form marks (the rest are in `errors`).
      if (known instanceof ValidationError && known.fieldErrors.length) {
        body.field = known.fieldErrors[0]!.field;
        body.errors = known.fieldErrors;
      }
      res.status(known.status).json(body);
      return;
    }
    request.log?.error({ err }, 'unhandled error');
    res.status(500).json({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
      requestId: request.id,
    });
  };
}

/** 404 for unknown API paths, in the same JSON shape. */
export function notFoundHandler(): RequestHandler {
  return (req, res) => {
    res.status(404).json({
      success: false,
      message: `No API route for ${req.method} ${req.originalUrl.split('?')[0]}`,
      code: 'NOT_FOUND',
    });
  };
}
