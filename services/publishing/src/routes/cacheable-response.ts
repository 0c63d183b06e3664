import type { Request, Response } from 'express';
import { etagOf } from './article-page.cache';

/**
 * Sends a public document with a strong ETag of its bytes and a short shared cache life; a matching
 * If-None-Match gets 304 without the body. Pages change when an article is published, edited or
 * withdrawn, so caches revalidate after `maxAgeSeconds`.
 */
export function sendCacheable(
  req: Request,
  res: Response,
  body: string,
  options: { type: string; status?: number; maxAgeSeconds?: number; etag?: string },
): void {
  const etag = options.etag ?? etagOf(body);
  res.status(options.status ?? 200);
  res.set({
    'Content-Type': options.type,
    ETag: etag,
    'Cache-Control': `public, max-age=${options.maxAgeSeconds ?? 300}, must-revalidate`,
    Vary: 'Accept-Encoding',
  });
  if (res.statusCode === 200 && matchesIfNoneMatch(req.get('if-none-match'), etag)) {
    res.status(304).end();
    return;
  }
  res.send(body);
}

/** RFC 9110 weak comparison: `*`, or any listed tag equal to ours with or without `W/`. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
