import { Router, type Request } from 'express';
import type { Pool } from '@journal/db';
import type { FileStorage } from '@journal/storage';
import { openCoverOfIssue } from '../domain/issue-covers';
import { sendCover } from './issue-cover.routes';
import { NotFoundError } from '@journal/errors';
import { issueArticleJson, issueJson } from '../domain/issue.json';
import { publishedIssueOf, publishedIssuesOf, tableOfContents } from '../domain/published-issues';
import { sectionsOfContents } from '../domain/toc-sections';
import { ISSUE_NOT_FOUND_MESSAGE, JOURNAL_NOT_FOUND_MESSAGE } from '../domain/issue-editing';

/** Public issues of a journal (issue 30): published ones only. No token. */
export function issuesApiRoutes(deps: { pool: Pool; storage: FileStorage }): Router {
  const router = Router();

  router.get('/api/journals/:slug/issues', async (req: Request<{ slug: string }>, res) => {
    const found = await publishedIssuesOf(deps.pool, req.params.slug);
    if (!found) throw new NotFoundError(JOURNAL_NOT_FOUND_MESSAGE);
    const { issues } = found;
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
      const { slug, volume, number } = req.params;
      const { journal, issue } = await publishedIssueOf(deps.pool, slug, volume, number);
      if (!journal) throw new NotFoundError(JOURNAL_NOT_FOUND_MESSAGE);
      if (!issue) throw new NotFoundError(ISSUE_NOT_FOUND_MESSAGE);
      const articles = await tableOfContents(deps.pool, issue.id);
      res.json({
        success: true,
        data: {
          issue: issueJson(issue),
          articles: articles.map(issueArticleJson),
          sections: sectionsOfContents(articles),
        },
      });
    },
  );
  // A published issue's cover (issue 42 item 1); the JSON's coverUrl adds a version to the address.
  router.get(
    '/api/journals/:slug/issues/:volume/:number/cover',
    async (req: Request<{ slug: string; volume: string; number: string }>, res) => {
      const { slug, volume, number } = req.params;
      const { journal, issue } = await publishedIssueOf(deps.pool, slug, volume, number);
      if (!journal) throw new NotFoundError(JOURNAL_NOT_FOUND_MESSAGE);
      if (!issue) throw new NotFoundError(ISSUE_NOT_FOUND_MESSAGE);
      sendCover(res, await openCoverOfIssue(deps, issue.id), true);
    },
  );
  return router;
}
