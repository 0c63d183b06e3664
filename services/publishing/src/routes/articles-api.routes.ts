import { pipeline } from 'node:stream/promises';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { Pool } from '@journal/db';
import { ServiceUnavailableError, safeText, validate } from '@journal/errors';
import { attachmentDisposition, type InternalClient } from '@journal/http';
import { supplementaryFileStream } from '../clients/submission-files.client';
import { publicSupplementaryFile } from '../domain/supplementary-download';
import { SEARCH_PAGE_SIZE, searchLiveArticles } from '../domain/article-search';
import { CITATION_FORMATS, CITATION_MEDIA, formatCitation } from '../domain/citations/citation.formats';
import { cslJson } from '../domain/citations/csl-item';
import { articleDetailJson, articleJson } from '../domain/article.json';
import type { PublicLinks } from '../public-links';
import type { RecordUsage } from '../domain/usage/usage-recorder';
import { liveArticle } from '../domain/live-article';

const searchQuery = z.object({
  // Control characters (NUL breaks Postgres text) are refused like in every other single-line field.
  q: safeText('The search text').max(200, 'The search text may be at most 200 characters').default(''),
  journal: z.string().optional(),
  // Issue 30's /search filters: a publication year and one keyword (any case).
  year: z.coerce
    .number({ error: 'year must be a year between 1900 and 2200' })
    .int('year must be a year between 1900 and 2200')
    .min(1900, 'year must be a year between 1900 and 2200')
    .max(2200, 'year must be a year between 1900 and 2200')
    .optional(),
  keyword: safeText('The keyword').max(60, 'The keyword may be at most 60 characters').optional(),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(10_000, 'page may be at most 10000')
    .default(1),
});

const citationQuery = z.object({
  format: z.enum(CITATION_FORMATS, { error: `format must be one of ${CITATION_FORMATS.join(', ')}` }),
});

/** `/api/articles`: search, one article, its citation. Public, no token. */
export function articlesApiRoutes(deps: {
  pool: Pool;
  links: PublicLinks;
  recordUsage: RecordUsage;
  /** The submission service, which keeps supplementary files' bytes; unset: their downloads answer 503. */
  submission?: InternalClient;
}): Router {
  const router = Router();

  router.get('/api/articles', async (req, res) => {
    const query = validate(searchQuery, req.query);
    const result = await searchLiveArticles(deps.pool, query);
    res.json({
      success: true,
      data: {
        articles: result.hits.map((hit) => ({
          ...articleJson(hit.article),
          rank: hit.rank,
          snippet: hit.snippet,
        })),
        pagination: {
          page: query.page,
          pageSize: SEARCH_PAGE_SIZE,
          totalItems: result.total,
          totalPages: Math.ceil(result.total / SEARCH_PAGE_SIZE),
          // More articles match than are ranked: totalItems is then "at least".
          capped: result.capped,
        },
      },
    });
  });

  router.get('/api/articles/:id', async (req: Request<{ id: string }>, res) => {
    const article = await liveArticle(deps.pool, req.params.id);
    deps.recordUsage(req, {
      articleId: article.id,
      journalSlug: article.journalId,
      metricKind: 'investigation',
    });
    res.json({ success: true, article: articleDetailJson(article, deps.links) });
  });

  // Issue 42 item 8: a published article's supplementary file, streamed from the submission service.
  router.get(
    '/api/articles/:id/supplementary/:fileId',
    async (req: Request<{ id: string; fileId: string }>, res) => {
      const file = await publicSupplementaryFile(deps.pool, req.params.id, req.params.fileId);
      if (!deps.submission) throw new ServiceUnavailableError();
      const stream = await supplementaryFileStream(deps.submission, req.params.id, file.id);
      res.setHeader('Content-Type', file.mediaType);
      res.setHeader('Content-Length', String(file.size));
      res.setHeader('Content-Disposition', attachmentDisposition(file.name, 'supplementary'));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // A withdrawal must stop it soon: cached briefly, like the article's JSON.
      res.setHeader('Cache-Control', 'public, max-age=300');
      await pipeline(stream, res);
    },
  );

  router.get('/api/articles/:id/citation', async (req: Request<{ id: string }>, res) => {
    const { format } = validate(citationQuery, req.query);
    const article = await liveArticle(deps.pool, req.params.id);
    const media = CITATION_MEDIA[format];
    res.type(media.type);
    res.set(
      'Content-Disposition',
      `inline; filename="${article.doi.replace(/[^\w.-]+/g, '_')}.${media.extension}"`,
    );
    res.send(formatCitation(format, cslJson(article, deps.links.article(article.id))));
  });
  return router;
}
