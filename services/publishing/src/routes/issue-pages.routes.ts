import { Router, type Request, type Response } from 'express';
import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import { notFoundPage } from '../domain/article-page.view';
import { issueFeed } from '../domain/discovery.views';
import { issueLabel, issuesPage, issueTocPage } from '../domain/issue-pages.view';
import { lockssPage } from '../domain/lockss-page.view';
import type { PublicLinks } from '../public-links';
import type { SiteName } from '../domain/site-name';
import { warnOfDroppedCharactersIn } from '../domain/dropped-characters';
import {
  articlesOfPublishedIssue,
  publishedIssueOf,
  publishedIssuesOf,
  type PublishedIssues,
  tableOfContents,
} from '../domain/published-issues';

/** Short: a newly published issue or article shows within the minute. */
const CACHE = 'public, max-age=60';

/**
 * `/journals/{slug}/issues` and `/journals/{slug}/issues/{volume}/{number}` (issue 30): the issue list
 * and a table of contents rendered on the server for crawlers, in the SPA's `#root` like article pages;
 * `/journals/{slug}/issues/{volume}/{number}/feed.atom`, the issue's Atom feed; `/journals/{slug}/lockss`,
 * the LOCKSS/CLOCKSS permission page linking every published issue.
 */
export function issuePagesRoutes(deps: {
  pool: Pool;
  links: PublicLinks;
  publisherName: string;
  /** The site's name in titles and og:site_name. */
  siteName: SiteName;
  logger: Logger;
}): Router {
  const router = Router();
  const notFound = (res: Response) =>
    res.status(404).type('html').set('Cache-Control', 'no-cache').send(notFoundPage());

  /** A page over the journal and its published issues (the issues list, the LOCKSS permission page). */
  const journalIssuesPage =
    (render: (found: PublishedIssues, siteName: string) => string) =>
    async (req: Request<{ slug: string }>, res: Response) => {
      const found = await publishedIssuesOf(deps.pool, req.params.slug);
      if (!found) return notFound(res);
      res
        .type('html')
        .set('Cache-Control', CACHE)
        .send(render(found, await deps.siteName.current()));
    };

  router.get(
    '/journals/:slug/issues',
    journalIssuesPage(({ journal, issues }, siteName) => issuesPage(journal, issues, deps.links, siteName)),
  );
  router.get(
    '/journals/:slug/lockss',
    journalIssuesPage(({ journal, issues }, siteName) =>
      lockssPage(journal, issues, deps.links, deps.publisherName, siteName),
    ),
  );

  type IssueParams = { slug: string; volume: string; number: string };
  const publishedIssue = async (params: IssueParams) => {
    const { journal, issue } = await publishedIssueOf(deps.pool, params.slug, params.volume, params.number);
    return journal && issue ? { journal, issue } : undefined;
  };

  router.get('/journals/:slug/issues/:volume/:number', async (req: Request<IssueParams>, res) => {
    const found = await publishedIssue(req.params);
    if (!found) return notFound(res);
    const { journal, issue } = found;
    const articles = await tableOfContents(deps.pool, issue.id);
    warnOfDroppedCharactersIn(deps.logger, 'issue table of contents', articles);
    res
      .type('html')
      .set('Cache-Control', CACHE)
      .send(issueTocPage(journal, issue, articles, deps.links, await deps.siteName.current()));
  });

  router.get('/journals/:slug/issues/:volume/:number/feed.atom', async (req: Request<IssueParams>, res) => {
    const found = await publishedIssue(req.params);
    if (!found)
      return res.status(404).type('text/plain').set('Cache-Control', 'no-cache').send('Not found\n');
    const { journal, issue } = found;
    const articles = await articlesOfPublishedIssue(deps.pool, issue.id);
    warnOfDroppedCharactersIn(deps.logger, 'issue Atom feed', articles);
    const feedIssue = { volume: issue.volume, number: issue.number, label: issueLabel(issue) };
    res
      .type('application/atom+xml; charset=utf-8')
      .set('Cache-Control', CACHE)
      .send(issueFeed(journal, feedIssue, articles, deps.links, deps.publisherName));
  });
  return router;
}
