import { Router, type Request } from 'express';
import type { Pool } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import { issueArticleJson, issueJson } from '../domain/issue.json';
import { findPublishedIssue, listPublishedIssues } from '../repositories/issues.repository';
import { findJournal } from '../repositories/journals.repository';
import { articlesOfIssue } from '../repositories/placements.repository';
import { ISSUE_NOT_FOUND_MESSAGE, JOURNAL_NOT_FOUND_MESSAGE } from './admin-issues.routes';

/** Public issues of a journal (issue 30): published ones only. No token. */
export function issuesApiRoutes(deps: { pool: Pool }): Router {
  const router = Router();

  const journalOf = async (slug: string) => {
    const journal = await findJournal(deps.pool, slug);
    if (!journal) throw new NotFoundError(JOURNAL_NOT_FOUND_MESSAGE);
    return journal;
  };

  router.get('/api/journals/:slug/issues', async (req: Request<{ slug: string }>, res) => {
    const journal = await journalOf(req.params.slug);
    const issues = await listPublishedIssues(deps.pool, journal.slug);
    res.json({
      success: true,
      data: {
        issues: issues.map((i) => ({
          id: i.id,
          volume: i.volume,
          number: i.number,
          year: i.year,
          title: i.title,
          publishedAt: i.publishedAt!.toISOString(),
          articleCount: i.articleCount,
        })),
      },
    });
  });

  router.get(
    '/api/journals/:slug/issues/:volume/:number',
    async (req: Request<{ slug: string; volume: string; number: string }>, res) => {
      const journal = await journalOf(req.params.slug);
      const { volume, number } = req.params;
      const issue = await findPublishedIssue(deps.pool, journal.slug, volume, number);
      if (!issue) throw new NotFoundError(ISSUE_NOT_FOUND_MESSAGE);
      const articles = await articlesOfIssue(deps.pool, issue.id);
      res.json({
        success: true,
        data: { issue: issueJson(issue), articles: articles.map(issueArticleJson) },
      });
    },
  );
  return router;
}
