import { Router, type Request } from 'express';
import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import { articlePage, notFoundPage, withdrawnPage } from '../domain/article-page.view';
import type { PublicLinks } from '../public-links';
import type { SiteName } from '../domain/site-name';
import { warnOfDroppedCharacters } from '../domain/dropped-characters';
import type { RecordUsage } from '../domain/usage/usage-recorder';
import { articlePageContent, articlePageVersion } from '../domain/article-page.content';
import { ArticlePageCache, etagOf } from './article-page.cache';
import { sendCacheable } from './cacheable-response';
import { UsageTotalsCache } from './usage-totals.cache';
import type { UsageTotalsOf, ViewsAndDownloads } from '../clients/statistics-usage.client';

const sameCounts = (a: ViewsAndDownloads | undefined, b: ViewsAndDownloads | undefined) =>
  a?.investigations === b?.investigations && a?.requests === b?.requests;

const HTML = 'text/html; charset=utf-8';

/** `/articles/{id}`: the page crawlers read, rendered on the server; 410 with a notice once withdrawn. */
export function articlePagesRoutes(deps: {
  pool: Pool;
  links: PublicLinks;
  /** DC.publisher and citation_publisher (PUBLISHER_NAME). */
  publisherName: string;
  /** The site's name in the title and og:site_name: a new one renders the page again. */
  siteName: SiteName;
  pageCache?: ArticlePageCache;
  recordUsage: RecordUsage;
  /** Views and downloads, asked of the statistics service (ADR 0040); unset, the page shows none. */
  usageTotals?: UsageTotalsOf;
  /** The clock of the counts' minute (tests move it with the recorder's). */
  now?: () => Date;
  logger: Logger;
}): Router {
  const router = Router();
  const cache = deps.pageCache ?? new ArticlePageCache();
  const totals = new UsageTotalsCache(deps.usageTotals, deps.logger, deps.now);
  const notFound = (res: import('express').Response) =>
    res.status(404).type('html').set('Cache-Control', 'no-cache').send(notFoundPage());

  router.get('/articles/:id', async (req: Request<{ id: string }>, res) => {
    const { id } = req.params;
    const siteName = await deps.siteName.current();
    // A page in the cache costs one narrow read to check it is current; without one, a single full read.
    // The site's name is part of the version: a renamed site renders the page again.
    const versionOf = (version: string) => `${version} ${siteName}`;
    let page = cache.has(id)
      ? cache.get(id, versionOf((await articlePageVersion(deps.pool, id)) ?? ''))
      : undefined;
    // Its views and downloads are read at most once a minute; new counts render the page again.
    if (page?.status === 200 && !sameCounts(page.counts, await totals.of(id))) page = undefined;
    if (!page) {
      const found = await articlePageContent(deps.pool, id);
      // Only an existing article's counts are read, so made-up ids cost one query and fill no cache.
      if (!found) return notFound(res);
      const { article, version, fullText } = found;
      const counts = article.withdrawnAt ? undefined : await totals.of(id);
      // Once per rendering: a cached page is not rendered (nor warned of) again.
      warnOfDroppedCharacters(deps.logger, 'article page', [{ id, content: [article, fullText] }]);
      const body = article.withdrawnAt
        ? withdrawnPage(article, deps.links, siteName)
        : articlePage(article, deps.links, deps.publisherName, counts, fullText, siteName);
      const status = article.withdrawnAt ? 410 : 200;
      const hasFullText = fullText !== null;
      page = {
        version: versionOf(version),
        status,
        journalSlug: article.journalId,
        hasFullText,
        body,
        etag: etagOf(body),
        counts,
      };
      cache.set(id, page);
    }
    if (page.status === 200) {
      // A page with the full text on it is a full-text view: a request (which also counts as an investigation).
      const metricKind = page.hasFullText ? 'request' : 'investigation';
      deps.recordUsage(req, { articleId: id, journalSlug: page.journalSlug, metricKind });
    }
    sendCacheable(req, res, page.body, { type: HTML, status: page.status, etag: page.etag });
  });
  return router;
}
