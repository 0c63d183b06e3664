import { rateLimit, type Options } from 'express-rate-limit';
import type { RequestHandler } from 'express';

/**
 * A per-address limit of `perMinute` requests a minute window, with the standard `RateLimit` headers;
 * 0 turns it off. `options` say what is counted and what a refused request gets.
 */
export function perMinuteLimit(
  perMinute: number,
  options: Pick<Partial<Options>, 'skip' | 'handler' | 'message'>,
): RequestHandler {
  if (perMinute === 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...options,
  });
}

/** A coarse per-IP ceiling on the API; login throttling proper lives in the identity service. */
export function apiRateLimit(perMinute: number): RequestHandler {
  return perMinuteLimit(perMinute, {
    message: { success: false, message: 'Too many requests. Please slow down and try again in a minute.' },
  });
}
