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
import { ConflictError, NotFoundError, validate } from '@journal/errors';
import type { SubmissionStatusCommand } from '../clients/submission-status-client';
import { articleJson } from '../domain/article.json';
import { issueChangeBody, newIssueBody, placementBody } from '../domain/issue.input';
import { issueJson, placementJson } from '../domain/issue.json';
import type { Issue } from '../domain/issue.types';
import { publishIssue, type ApplyStatusChange } from '../domain/publish-issue';
import { findArticle } from '../repositories/article-reads.repository';
import {
  deleteIssue,
  findIssue,
  insertIssue,
  isDuplicateIssue,
  listIssues,
  updateIssue,
} from '../repositories/issues.repository';
import { findJournal } from '../repositories/journals.repository';
import { findPaper, hasLiveArticle, placePaper } from '../repositories/placements.repository';

export const JOURNAL_NOT_FOUND_MESSAGE = 'Journal not found';
export const ISSUE_NOT_FOUND_MESSAGE = 'Issue not found';
export const PUBLISHED_ISSUE_DELETE_MESSAGE = 'A published issue cannot be deleted';
export const PUBLISHED_ISSUE_NUMBERING_MESSAGE =
  'A published issue keeps its volume, number and year; only its title and description may change';
export const PUBLISHED_NEEDS_PUBLISHED_ISSUE = 'A published article can only move to a published issue';
export const NOT_PLACEABLE_MESSAGE = 'Only accepted or published papers can be placed in an issue';
const duplicateMessage = (volume: number, number: number) =>
  `Volume ${volume}, number ${number} already exists in this journal`;

export interface AdminIssuesDeps {
  pool: Pool;
  verifier: TokenVerifier;
  journalRoles?: EditorialRoles;
  /** publishing -> submission status command; unset, publishing an issue with accepted papers answers 503. */
  submissionStatus?: SubmissionStatusCommand;
  /** The articles consumer's handler for one status change (publishing an issue applies each at once). */
  applyStatusChange: ApplyStatusChange;
}

type SlugRequest = Request<{ slug: string; issueId?: string }>;

/**
 * Editors' issues (issue 30): `/api/admin/journals/{slug}/issues[/{issueId}[/publish]]` and
 * `/api/admin/submissions/{id}/placement`, for the administrator or an editor of the journal.
 */
export function adminIssuesRoutes(deps: AdminIssuesDeps): Router {
  const router = Router();
  const guard = editorialGuard({ verifier: deps.verifier, roles: deps.journalRoles });
  router.use('/api/admin/journals/:slug/issues', ...guard);
  router.use('/api/admin/submissions/:id/placement', ...guard);

  const journalOf = async (req: SlugRequest) => {
    const journal = await findJournal(deps.pool, req.params.slug);
    if (!journal) throw new NotFoundError(JOURNAL_NOT_FOUND_MESSAGE);
    assertInEditorialScope(req, journal.slug, JOURNAL_NOT_FOUND_MESSAGE);
    return journal;
  };
  const issueOf = async (req: SlugRequest): Promise<Issue> => {
    const journal = await journalOf(req);
    const issue = await findIssue(deps.pool, journal.slug, req.params.issueId ?? '');
    if (!issue) throw new NotFoundError(ISSUE_NOT_FOUND_MESSAGE);
    return issue;
  };
  const unique = async <T>(volume: number, number: number, write: () => Promise<T>) =>
    write().catch((err: unknown) => {
      throw isDuplicateIssue(err) ? new ConflictError(duplicateMessage(volume, number)) : err;
    });

  router.get('/api/admin/journals/:slug/issues', async (req: SlugRequest, res) => {
    const journal = await journalOf(req);
    const issues = await listIssues(deps.pool, journal.slug);
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
    const issue = await unique(body.volume, body.number, () => insertIssue(deps.pool, journal.slug, body));
    res.status(201).json({ success: true, data: { issue: issueJson(issue) } });
  });

  router.put('/api/admin/journals/:slug/issues/:issueId', async (req: SlugRequest, res) => {
    const change = validate(issueChangeBody, req.body);
    const issue = await issueOf(req);
    const renumbered = (['volume', 'number', 'year'] as const).some(
      (key) => change[key] !== undefined && change[key] !== issue[key],
    );
    if (issue.publishedAt && renumbered) throw new ConflictError(PUBLISHED_ISSUE_NUMBERING_MESSAGE);
    const updated = await unique(change.volume ?? issue.volume, change.number ?? issue.number, () =>
      updateIssue(deps.pool, issue.id, change),
    );
    res.json({ success: true, data: { issue: issueJson(updated) } });
  });

  router.delete('/api/admin/journals/:slug/issues/:issueId', async (req: SlugRequest, res) => {
    const issue = await issueOf(req);
    if (issue.publishedAt) throw new ConflictError(PUBLISHED_ISSUE_DELETE_MESSAGE);
    await deleteIssue(deps.pool, issue.id);
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
    const articles = [];
    for (const id of ids) {
      const article = await findArticle(deps.pool, id);
      if (article && !article.withdrawnAt) articles.push(articleJson(article));
    }
    res.json({ success: true, data: { issue: issueJson(published.issue), articles } });
  });

  router.put('/api/admin/submissions/:id/placement', async (req: Request<{ id: string }>, res) => {
    const body = validate(placementBody, req.body);
    const paper = await findPaper(deps.pool, req.params.id);
    if (!paper) throw new NotFoundError(SUBMISSION_NOT_FOUND);
    assertInEditorialScope(req, paper.journalId, SUBMISSION_NOT_FOUND);
    if (paper.status !== 'accepted' && paper.status !== 'published')
      throw new ConflictError(NOT_PLACEABLE_MESSAGE);
    const issue = await findIssue(deps.pool, paper.journalId, body.issueId);
    if (!issue) throw new NotFoundError(ISSUE_NOT_FOUND_MESSAGE);
    // Its record would cite a volume that answers 404, and it would leave its real issue's contents.
    const published = paper.status === 'published' || (await hasLiveArticle(deps.pool, paper.id));
    if (published && !issue.publishedAt) throw new ConflictError(PUBLISHED_NEEDS_PUBLISHED_ISSUE);
    const placement = await placePaper(deps.pool, paper.id, body);
    res.json({ success: true, data: { placement: placementJson(placement) } });
  });
  return router;
}
