import { pipeline } from 'node:stream/promises';
import { Router, type Request } from 'express';
import {
  assertInEditorialScope,
  authOf,
  editorialGuard,
  SUBMISSION_NOT_FOUND,
  type EditorialRoles,
  type TokenVerifier,
} from '@journal/auth';
import type { Pool } from '@journal/db';
import { NotFoundError, validate } from '@journal/errors';
import type { FileStorage } from '@journal/storage';
import { addIssueContentsRoutes } from './admin-issue-contents.routes';
import { addIssueCoverRoutes } from './issue-cover.routes';
import type { SubmissionStatusCommand } from '../clients/submission-status-client';
import { supplementaryFileStream } from '../clients/submission-files.client';
import type { InternalClient } from '@journal/http';
import { issueArchive } from '../domain/archive/issue-archive';
import { articleJson } from '../domain/article.json';
import { issueChangeBody, newIssueBody, placementBody } from '../domain/issue.input';
import { issueJson, placementJson } from '../domain/issue.json';
import type { PublicLinks } from '../public-links';
import { publishIssue, type ApplyStatusChange } from '../domain/publish-issue';
import {
  changeIssue,
  createIssue,
  deleteUnpublishedIssue,
  ISSUE_NOT_FOUND_MESSAGE,
  issueOfJournal,
  issuesOfJournal,
  JOURNAL_NOT_FOUND_MESSAGE,
  journalOfIssues,
  liveArticlesOf,
  placeInIssue,
  type Issue,
} from '../domain/issue-editing';

export interface AdminIssuesDeps {
  pool: Pool;
  verifier: TokenVerifier;
  journalRoles?: EditorialRoles;
  /** publishing -> submission status command; unset, publishing an issue with accepted papers answers 503. */
  submissionStatus?: SubmissionStatusCommand;
  /** The articles consumer's handler for one status change (publishing an issue applies each at once). */
  applyStatusChange: ApplyStatusChange;
  /** An issue's archive: the stored galleys and figures, the publisher and addresses its bag names. */
  storage: FileStorage;
  links: PublicLinks;
  publisherName: string;
  /** The submission service, which keeps supplementary files; unset, a bag holds none (JATS links them). */
  submission?: InternalClient;
}

type SlugRequest = Request<{ slug: string; issueId?: string; paperId?: string }>;

/**
 * Editors' issues (issue 30): `/api/admin/journals/{slug}/issues[/{issueId}[/publish|/archive.zip]]` (the
 * Issues page's own calls in admin-issue-contents.routes.ts) and
 * `/api/admin/submissions/{id}/placement`, for the administrator or an editor of the journal.
 */
export function adminIssuesRoutes(deps: AdminIssuesDeps): Router {
  const router = Router();
  const guard = editorialGuard({ verifier: deps.verifier, roles: deps.journalRoles });
  router.use('/api/admin/journals/:slug/issues', ...guard);
  router.use('/api/admin/submissions/:id/placement', ...guard);

  const journalOf = async (req: SlugRequest) => {
    const journal = await journalOfIssues(deps.pool, req.params.slug);
    if (!journal) throw new NotFoundError(JOURNAL_NOT_FOUND_MESSAGE);
    assertInEditorialScope(req, journal.slug, JOURNAL_NOT_FOUND_MESSAGE);
    return journal;
  };
  const journalIssueOf = async (req: SlugRequest) => {
    const journal = await journalOf(req);
    const issue = await issueOfJournal(deps.pool, journal.slug, req.params.issueId ?? '');
    if (!issue) throw new NotFoundError(ISSUE_NOT_FOUND_MESSAGE);
    return { journal, issue };
  };
  const issueOf = async (req: SlugRequest): Promise<Issue> => (await journalIssueOf(req)).issue;

  addIssueContentsRoutes(router, { pool: deps.pool, journalOf, issueOf });
  addIssueCoverRoutes(router, { pool: deps.pool, storage: deps.storage, issueOf });

  router.get('/api/admin/journals/:slug/issues', async (req: SlugRequest, res) => {
    const journal = await journalOf(req);
    const issues = await issuesOfJournal(deps.pool, journal.slug);
    res.set('Cache-Control', 'no-store').json({
      success: true,
      data: {
        publicationModel: journal.publicationModel,
        issues: issues.map((i) => ({ ...issueJson(i), paperCount: i.paperCount })),
      },
    });
  });

  router.post('/api/admin/journals/:slug/issues', async (req: SlugRequest, res) => {
    const body = validate(newIssueBody, req.body);
    const journal = await journalOf(req);
    const issue = await createIssue(deps.pool, journal.slug, body);
    res.status(201).json({ success: true, data: { issue: issueJson(issue) } });
  });

  router.put('/api/admin/journals/:slug/issues/:issueId', async (req: SlugRequest, res) => {
    const change = validate(issueChangeBody, req.body);
    const issue = await issueOf(req);
    const updated = await changeIssue(deps.pool, issue, change);
    res.json({ success: true, data: { issue: issueJson(updated) } });
  });

  router.delete('/api/admin/journals/:slug/issues/:issueId', async (req: SlugRequest, res) => {
    const issue = await issueOf(req);
    await deleteUnpublishedIssue(deps.pool, issue);
    res.json({ success: true, message: 'Issue deleted' });
  });

  router.post('/api/admin/journals/:slug/issues/:issueId/publish', async (req: SlugRequest, res) => {
    const issue = await issueOf(req);
    const published = await publishIssue(
      deps.pool,
      issue,
      { changeStatus: deps.submissionStatus, applyStatusChange: deps.applyStatusChange },
      authOf(req).email,
    );
    const ids = published.papers.map((p) => p.id);
    const articles = (await liveArticlesOf(deps.pool, ids)).map((article) => articleJson(article));
    res.json({ success: true, data: { issue: issueJson(published.issue), articles } });
  });

  // The issue's BagIt bag for a preservation archive, hashed before the first byte and zipped as it is sent.
  router.get('/api/admin/journals/:slug/issues/:issueId/archive.zip', async (req: SlugRequest, res) => {
    const { journal, issue } = await journalIssueOf(req);
    const { submission } = deps;
    const bag = await issueArchive(deps.pool, deps.storage, journal, issue, {
      ...deps,
      ...(submission
        ? {
            openSupplementary: (id: string, fileId: string) =>
              supplementaryFileStream(submission, id, fileId),
          }
        : {}),
    });
    res.status(200).set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${bag.name}.zip"`,
      'Cache-Control': 'no-store',
    });
    await pipeline(bag.zip(), res);
  });

  router.put('/api/admin/submissions/:id/placement', async (req: Request<{ id: string }>, res) => {
    const body = validate(placementBody, req.body);
    const placement = await placeInIssue(deps.pool, req.params.id, body, (journalId) =>
      assertInEditorialScope(req, journalId, SUBMISSION_NOT_FOUND),
    );
    res.json({ success: true, data: { placement: placementJson(placement) } });
  });
  return router;
}
