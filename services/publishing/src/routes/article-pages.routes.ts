import { Router, type Request } from 'express';
import type { Pool } from '@journal/db';
import { articlePage, notFoundPage, withdrawnPage } from '../domain/article-page.view';
import type { PublicLinks } from '../domain/public-links';
import { findArticle } from '../repositories/article-reads.repository';
import { sendCacheable } from './cacheable-response';

/** `/articles/{id}`: the page crawlers read, rendered on the server; 410 with a notice once withdrawn. */
export function articlePagesRoutes(deps: { pool: Pool; links: PublicLinks }): Router {
  const router = Router();
  router.get('/articles/:id', async (req: Request<{ id: string }>, res) => {
    const article = await findArticle(deps.pool, req.params.id);
    if (!article) {
      res.status(404).type('html').set('Cache-Control', 'no-cache').send(notFoundPage());
      return;
    }
    if (article.withdrawnAt)
      return sendCacheable(req, res, withdrawnPage(article, deps.links), {
        type: 'text/html; charset=utf-8',
        status: 410,
      });
    sendCacheable(req, res, articlePage(article, deps.links), { type: 'text/html; charset=utf-8' });
  });
  return router;
}
