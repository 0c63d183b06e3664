import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import type { FileStorage } from '@journal/storage';
import { warnOfDroppedCharacters } from '../domain/dropped-characters';
import { authenticatedOrcidsOf } from '../domain/authenticated-orcids';
import { fullTextHtml } from '../domain/fulltext/fulltext.html';
import { jatsXml, JATS_CONTENT_TYPE } from '../domain/jats/jats.xml';
import { fullTextImagesPath, type PublicLinks } from '../public-links';
import { fullTextImageKey } from '../jobs/fulltext-queue';
import { publicFullTextOf } from '../domain/fulltext/public-full-text';
import { liveArticleOf, type Article } from '../domain/live-article';
import type { RecordUsage } from '../domain/usage/usage-recorder';

/** The article when it is live; otherwise answers 404 (unknown) or 410 (withdrawn) and gives undefined. */
async function liveArticle(pool: Pool, id: string, res: Response): Promise<Article | undefined> {
  const live = await liveArticleOf(pool, id);
  if ('article' in live) return live.article;
  const withdrawn = live.refused === 'withdrawn';
  res
    .status(withdrawn ? 410 : 404)
    .type('text/plain')
    .set('Cache-Control', 'no-cache')
    .send(withdrawn ? 'This article has been withdrawn\n' : 'Not found\n');
  return undefined;
}

/**
 * `/articles/{id}/jats.xml` (JATS 1.3, front matter always, body and back with a converted full text)
 * `/api/articles/{id}/fulltext` (the page's full-text HTML for the SPA, null without one) and
 * `/articles/{id}/figures/{name}` (the full text's images, with their stored type).
 */
export function fullTextRoutes(deps: {
  pool: Pool;
  storage: FileStorage;
  links: PublicLinks;
  publisherName: string;
  /** JATS downloads and full-text views are COUNTER requests (issue 32). */
  recordUsage: RecordUsage;
  logger: Logger;
}): Router {
  const router = Router();

  router.get('/articles/:id/jats.xml', async (req: Request<{ id: string }>, res) => {
    const article = await liveArticle(deps.pool, req.params.id, res);
    if (!article) return;
    deps.recordUsage(req, { articleId: article.id, journalSlug: article.journalId, metricKind: 'request' });
    const ready = await publicFullTextOf(deps.pool, article.id);
    warnOfDroppedCharacters(deps.logger, 'JATS download', [
      { id: article.id, content: [article, ready?.fullText] },
    ]);
    const xml = jatsXml(article, ready?.fullText ?? null, {
      publisherName: deps.publisherName,
      links: deps.links,
      authenticatedOrcids: await authenticatedOrcidsOf(deps.pool, article),
    });
    res
      .status(200)
      .type(`${JATS_CONTENT_TYPE}; charset=utf-8`)
      .set('Cache-Control', 'public, max-age=300')
      .send(xml);
  });

  router.get('/api/articles/:id/fulltext', async (req: Request<{ id: string }>, res) => {
    const article = await liveArticle(deps.pool, req.params.id, res);
    if (!article) return;
    const ready = await publicFullTextOf(deps.pool, article.id);
    warnOfDroppedCharacters(deps.logger, 'full-text HTML', [{ id: article.id, content: ready?.fullText }]);
    const html = ready ? fullTextHtml(ready.fullText, fullTextImagesPath(article.id)) : null;
    if (html)
      deps.recordUsage(req, { articleId: article.id, journalSlug: article.journalId, metricKind: 'request' });
    res.set('Cache-Control', 'public, max-age=300').json({ success: true, data: { html } });
  });

  router.get('/articles/:id/figures/:name', async (req: Request<{ id: string; name: string }>, res) => {
    const article = await liveArticle(deps.pool, req.params.id, res);
    if (!article) return;
    const ready = await publicFullTextOf(deps.pool, article.id);
    const image = ready?.fullText.images.find((i) => i.name === req.params.name);
    if (!ready || !image) {
      res.status(404).type('text/plain').set('Cache-Control', 'no-cache').send('Not found\n');
      return;
    }
    const body = await deps.storage.get(fullTextImageKey(article.id, ready.generation, image.name));
    res.status(200).set({
      'Content-Type': image.contentType,
      'Content-Length': String(image.size),
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    });
    await pipeline(body, res);
  });
  return router;
}
