import { rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';

/** A coarse per-IP ceiling on the API; login throttling proper lives in the identity service. */
export function apiRateLimit(perMinute: number): RequestHandler {
  if (perMinute === 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { success: false, message: 'Too many requests. Please slow down and try again in a minute.' },
  });
}
