import type { Request, RequestHandler } from 'express';
import { perMinuteLimit } from './rate-limit';

export const PUBLIC_RATE_LIMIT_MESSAGE = 'Too many requests. Please slow down and try again in a minute.\n';

/**
 * What the public limit leaves alone: the API has its own limit (`apiRateLimit`), Socket.IO its
 * per-account cap, and the SPA's hashed assets are immutable files a page load fetches by the dozen.
 */
function exempt(req: Request): boolean {
  return /^\/(api|socket\.io|assets)(\/|$)/.test(req.path);
}

/**
 * A per-address ceiling on the public pages outside `/api` (issue 26, item 9): article pages and
 * galleys, `/oai`, `/sitemap.xml`, feeds and the SPA's pages, which crawlers and harvesters request by
 * the thousand. Past the limit: 429 with `Retry-After` (seconds to the window's end) and the standard
 * `RateLimit` headers. The address is the client's as `trust proxy` reads it. 0 turns it off.
 */
export function publicRateLimit(perMinute: number): RequestHandler {
  return perMinuteLimit(perMinute, {
    skip: exempt,
    handler: (_req, res) => {
      res.status(429).type('text/plain').set('Cache-Control', 'no-store').send(PUBLIC_RATE_LIMIT_MESSAGE);
    },
  });
}
