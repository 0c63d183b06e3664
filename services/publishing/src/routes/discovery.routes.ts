import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import {
  articleSitemapEntries,
  articleSitemapVersion,
  journalFeedContent,
  journalSitemapEntries,
} from '../domain/discovery.content';
import { journalFeed, robotsTxt, sitemapIndex, urlset, type SitemapEntry } from '../domain/discovery.views';
import type { PublicLinks } from '../public-links';
import { warnOfDroppedCharactersIn } from '../domain/dropped-characters';
import { sendCacheable } from './cacheable-response';
import { VersionedTextCache } from './versioned-text.cache';

const XML = 'application/xml; charset=utf-8';
export const FEED_SIZE = 50;

function notFound(res: Response): void {
  res.status(404).type('text/plain').set('Cache-Control', 'no-cache').send('Not found\n');
}

/** `articles-{n}.xml` (n from 1) names a part of the article sitemap; any other file name is a 404. */
const articlesPart = z
  .string()
  .regex(/^articles-[1-9]\d{0,5}\.xml$/)
  .transform((file) => Number(file.slice('articles-'.length, -'.xml'.length)));

/**
 * `/sitemap.xml` (one urlset while everything fits in `maxUrls`, else an index of `/sitemaps/journals.xml`
 * and `/sitemaps/articles-N.xml` parts), `/robots.txt`, `/journals/{id}/feed.atom`. Read from the
 * database on every request with a one-minute shared cache, so a publication or withdrawal shows at once
 * to a client that revalidates.
 */
export function discoveryRoutes(deps: {
  pool: Pool;
  links: PublicLinks;
  publisherName: string;
  /** URLs per sitemap file (the protocol's limit is 50,000; tests lower it). */
  sitemapMaxUrls?: number;
  logger: Logger;
}): Router {
  const router = Router();
  const maxUrls = deps.sitemapMaxUrls ?? 50_000;
  const cache = { maxAgeSeconds: 60 };
  const journalPages = () => journalSitemapEntries(deps.pool, deps.links);
  const articleEntries = (offset: number, limit: number): Promise<SitemapEntry[]> =>
    articleSitemapEntries(deps.pool, deps.links, offset, limit);
  // Files listing articles are rendered again only when the live articles changed (issue 45: 50,000 URLs
  // took seconds to build on every request); the journals' few entries are read each time.
  const rendered = new VersionedTextCache();

  router.get('/sitemap.xml', async (req, res) => {
    const [journals, { count: articles, version }] = await Promise.all([
      journalPages(),
      articleSitemapVersion(deps.pool),
    ]);
    if (journals.length + articles <= maxUrls) {
      const text = await rendered.get('sitemap.xml', `${version} ${JSON.stringify(journals)}`, async () =>
        urlset([...journals, ...(await articleEntries(0, articles))]),
      );
      return sendCacheable(req, res, text.body, { type: XML, etag: text.etag, ...cache });
    }
    const parts = Math.ceil(articles / maxUrls);
    const index = [
      { loc: `${deps.links.origin}/sitemaps/journals.xml` },
      ...Array.from({ length: parts }, (_, i) => ({ loc: deps.links.sitemap(i + 1) })),
    ];
    sendCacheable(req, res, sitemapIndex(index), { type: XML, ...cache });
  });

  router.get('/sitemaps/journals.xml', async (req, res) => {
    sendCacheable(req, res, urlset(await journalPages()), { type: XML, ...cache });
  });

  router.get('/sitemaps/:file', async (req: Request<{ file: string }>, res) => {
    const part = articlesPart.safeParse(req.params.file);
    if (!part.success) return notFound(res);
    const { count, version } = await articleSitemapVersion(deps.pool);
    const offset = (part.data - 1) * maxUrls;
    if (offset >= count) return notFound(res);
    const text = await rendered.get(req.params.file, version, async () =>
      urlset(await articleEntries(offset, maxUrls)),
    );
    sendCacheable(req, res, text.body, { type: XML, etag: text.etag, ...cache });
  });

  router.get('/robots.txt', (req, res) => {
    sendCacheable(req, res, robotsTxt(deps.links), {
      type: 'text/plain; charset=utf-8',
      maxAgeSeconds: 3600,
    });
  });

  router.get('/journals/:journalId/feed.atom', async (req: Request<{ journalId: string }>, res) => {
    const found = await journalFeedContent(deps.pool, req.params.journalId, FEED_SIZE);
    if (!found) return notFound(res);
    const { journal, articles } = found;
    const feedJournal = { id: journal.slug, name: journal.name, fullTitle: journal.fullTitle };
    warnOfDroppedCharactersIn(deps.logger, 'journal Atom feed', articles);
    sendCacheable(req, res, journalFeed(feedJournal, articles, deps.links, deps.publisherName), {
      type: 'application/atom+xml; charset=utf-8',
      ...cache,
    });
  });
  return router;
}
