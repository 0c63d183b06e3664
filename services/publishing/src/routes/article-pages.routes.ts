import { Router, type Request } from 'express';
import type { Pool } from '@journal/db';
import { articlePage, notFoundPage, withdrawnPage } from '../domain/article-page.view';
import type { PublicLinks } from '../domain/public-links';
import { articleVersion, findArticle } from '../repositories/article-reads.repository';
import { ArticlePageCache, etagOf } from './article-page.cache';
import { sendCacheable } from './cacheable-response';

const HTML = 'text/html; charset=utf-8';

/** `/articles/{id}`: the page crawlers read, rendered on the server; 410 with a notice once withdrawn. */
export function articlePagesRoutes(deps: {
  pool: Pool;
  links: PublicLinks;
  pageCache?: ArticlePageCache;
}): Router {
  const router = Router();
  const cache = deps.pageCache ?? new ArticlePageCache();
  const notFound = (res: import('express').Response) =>
    res.status(404).type('html').set('Cache-Control', 'no-cache').send(notFoundPage());

  router.get('/articles/:id', async (req: Request<{ id: string }>, res) => {
    const version = await articleVersion(deps.pool, req.params.id);
    if (version === undefined) return notFound(res);
    let page = cache.get(req.params.id, version);
    if (!page) {
      const article = await findArticle(deps.pool, req.params.id);
      if (!article) return notFound(res);
      const body = article.withdrawnAt
        ? withdrawnPage(article, deps.links)
        : articlePage(article, deps.links);
      page = {
        version,
        status: article.withdrawnAt ? 410 : 200,
        body,
        etag: etagOf(body),
      };
      cache.set(req.params.id, page);
    }
    sendCacheable(req, res, page.body, { type: HTML, status: page.status, etag: page.etag });
  });
  return router;
}
