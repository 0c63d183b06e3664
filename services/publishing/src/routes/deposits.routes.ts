import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  assertInEditorialScope,
  editorialGuard,
  type EditorialRoles,
  type TokenVerifier,
} from '@journal/auth';
import type { Pool } from '@journal/db';
import { NotFoundError, validate } from '@journal/errors';
import { articleForEditors } from '../domain/article-editing';
import type { DepositDesk } from '../domain/deposits/deposit-desk';
import { doajSealOf } from '../domain/doaj/doaj-seal';
import { JOURNAL_NOT_FOUND_MESSAGE } from '../domain/issue-editing';
import { listJournalArticlesForEditors } from '../domain/deposits/journal-deposits';
import { ARTICLE_NOT_FOUND_MESSAGE, type Article } from '../domain/live-article';

export interface DepositsRoutesDeps {
  pool: Pool;
  verifier: TokenVerifier;
  journalRoles?: EditorialRoles;
  deposits: DepositDesk;
  /** The site's DOI prefix (a journal without its own uses it). */
  doiPrefix: string;
}

const registryParam = z.object({
  registry: z.enum(['crossref', 'doaj', 'orcid'], {
    error: 'registry must be one of: crossref, doaj, orcid',
  }),
});

/** As the admin article routes: the article, if it exists and is of one of the caller's journals. */
async function articleOr404(pool: Pool, id: string, req: Request): Promise<Article> {
  const article = await articleForEditors(pool, id);
  if (!article) throw new NotFoundError(ARTICLE_NOT_FOUND_MESSAGE);
  assertInEditorialScope(req, article.journalId, ARTICLE_NOT_FOUND_MESSAGE);
  return article;
}

const orcidsOf = (article: Article) => article.authors.flatMap((a) => (a.orcid ? [a.orcid] : []));

/**
 * The registries' deposits (issue 43 item 1, ADR 0047), for the administrator and editors of the
 * article's journal: `GET /api/admin/articles/{id}/deposits`, `POST /api/admin/articles/{id}/deposits/{registry}`,
 * and the journal's Indexing page: `GET /api/admin/journals/{slug}/deposits`, `GET /api/admin/journals/{slug}/doaj-seal`.
 */
export function depositsRoutes(deps: DepositsRoutesDeps): Router {
  const router = Router();
  const guard = editorialGuard({ verifier: deps.verifier, roles: deps.journalRoles });

  router.get('/api/admin/articles/:id/deposits', ...guard, async (req: Request<{ id: string }>, res) => {
    const article = await articleOr404(deps.pool, req.params.id, req);
    res
      .set('Cache-Control', 'no-store')
      .json({ success: true, data: { deposits: await deps.deposits.list(article) } });
  });

  router.post(
    '/api/admin/articles/:id/deposits/:registry',
    ...guard,
    async (req: Request<{ id: string; registry: string }>, res) => {
      const { registry } = validate(registryParam, req.params);
      const article = await articleOr404(deps.pool, req.params.id, req);
      const version = await deps.deposits.request(
        { id: article.id, doi: article.doi, orcids: orcidsOf(article) },
        registry,
      );
      res.status(202).json({
        success: true,
        message: 'Deposit queued',
        data: { registry, metadataVersion: version, deposits: await deps.deposits.list(article) },
      });
    },
  );

  router.get('/api/admin/journals/:slug/deposits', ...guard, async (req: Request<{ slug: string }>, res) => {
    const articles = await listJournalArticlesForEditors(deps.pool, req.params.slug, (slug) =>
      assertInEditorialScope(req, slug, JOURNAL_NOT_FOUND_MESSAGE),
    );
    const states = await deps.deposits.listJournal(req.params.slug);
    res.set('Cache-Control', 'no-store').json({
      success: true,
      data: {
        articles: articles.map((a) => ({
          id: a.id,
          title: a.title,
          doi: a.doi,
          publishedAt: a.publishedAt.toISOString(),
          deposits: states.get(a.id) ?? deps.deposits.viewsOf([], a.publishedAt),
        })),
      },
    });
  });

  router.get('/api/admin/journals/:slug/doaj-seal', ...guard, async (req: Request<{ slug: string }>, res) => {
    const seal = await doajSealOf(deps.pool, req.params.slug, {
      siteDoiPrefix: deps.doiPrefix,
      doajConfigured: deps.deposits.isConfigured('doaj'),
      assertInScope: (slug) => assertInEditorialScope(req, slug, JOURNAL_NOT_FOUND_MESSAGE),
    });
    res.set('Cache-Control', 'no-store').json({ success: true, data: seal });
  });
  return router;
}
