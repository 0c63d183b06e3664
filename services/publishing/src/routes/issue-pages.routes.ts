import { Router, type Request, type Response } from 'express';
import type { Pool } from '@journal/db';
import { notFoundPage } from '../domain/article-page.view';
import { issuesPage, issueTocPage } from '../domain/issue-pages.view';
import type { PublicLinks } from '../domain/public-links';
import { findPublishedIssue, listPublishedIssues } from '../repositories/issues.repository';
import { findJournal } from '../repositories/journals.repository';
import { articlesOfIssue } from '../repositories/placements.repository';

/** Short: a newly published issue or article shows within the minute. */
const CACHE = 'public, max-age=60';

/**
 * `/journals/{slug}/issues` and `/journals/{slug}/issues/{volume}/{number}` (issue 30): the issue list
 * and a table of contents rendered on the server for crawlers, in the SPA's `#root` like article pages.
 */
export function issuePagesRoutes(deps: { pool: Pool; links: PublicLinks }): Router {
  const router = Router();
  const notFound = (res: Response) =>
    res.status(404).type('html').set('Cache-Control', 'no-cache').send(notFoundPage());

  router.get('/journals/:slug/issues', async (req: Request<{ slug: string }>, res) => {
    const journal = await findJournal(deps.pool, req.params.slug);
    if (!journal) return notFound(res);
    const issues = await listPublishedIssues(deps.pool, journal.slug);
    res
      .type('html')
      .set('Cache-Control', CACHE)
      .send(issuesPage(journal, issues, deps.links));
  });

  router.get(
    '/journals/:slug/issues/:volume/:number',
    async (req: Request<{ slug: string; volume: string; number: string }>, res) => {
      const journal = await findJournal(deps.pool, req.params.slug);
      const issue = journal
        ? await findPublishedIssue(deps.pool, journal.slug, req.params.volume, req.params.number)
        : undefined;
      if (!journal || !issue) return notFound(res);
      const articles = await articlesOfIssue(deps.pool, issue.id);
      res
        .type('html')
        .set('Cache-Control', CACHE)
        .send(issueTocPage(journal, issue, articles, deps.links));
    },
  );
  return router;
}
