import { withTransaction, type Pool, type Queryable } from '@journal/db';
import { ConflictError, NotFoundError } from '@journal/errors';
import { SUBMISSION_NOT_FOUND } from '@journal/auth';
import * as contents from '../repositories/issue-contents.repository';
import type { IssuePaper } from '../repositories/issue-contents.repository';
import { lockIssue, markIssueUnpublished } from '../repositories/issues.repository';
import { findPaper, leaveUnpublishedIssue } from '../repositories/placements.repository';
import type { Issue } from '../repositories/issue.types';

export type { IssuePaper } from '../repositories/issue-contents.repository';

// The editors' Issues page: what an issue holds, what waits for one, the order, and unpublishing.

export const ORDER_MISMATCH_MESSAGE = 'Send every paper of the issue exactly once, in the new order';
export const NOT_IN_ISSUE_MESSAGE = 'This paper is not in an issue in preparation';
export const NOT_PUBLISHED_MESSAGE = 'This issue is not published';

/** The issue's papers in order, with what their publication needs. */
export function contentsOfIssue(db: Queryable, issue: Issue): Promise<IssuePaper[]> {
  return contents.papersInIssue(db, issue.id);
}

/** The journal's accepted papers that are in no issue yet. */
export function papersWaiting(db: Queryable, journalSlug: string): Promise<IssuePaper[]> {
  return contents.papersWaitingForIssue(db, journalSlug);
}

/** Where "Add to issue" puts a paper: after the issue's last one. */
export function endOfIssue(db: Queryable, issue: Issue): Promise<number> {
  return contents.nextPosition(db, issue.id);
}

/**
 * Puts the issue's papers in the order given (positions 1, 2, 3...): the list must name each of them once,
 * so a stale page (a paper added or removed meanwhile) is refused rather than half applied.
 */
export async function reorderIssue(pool: Pool, issue: Issue, ids: readonly string[]): Promise<IssuePaper[]> {
  return withTransaction(pool, async (client) => {
    await lockIssue(client, issue.id);
    const current = await contents.papersInIssue(client, issue.id);
    const known = new Set(current.map((p) => p.id));
    const sent = new Set(ids);
    if (sent.size !== ids.length || sent.size !== known.size || ids.some((id) => !known.has(id)))
      throw new ConflictError(ORDER_MISMATCH_MESSAGE);
    await contents.renumberIssue(client, issue.id, ids);
    return contents.papersInIssue(client, issue.id);
  });
}

/** Takes a paper back out of an issue still in preparation (it waits for an issue again). */
export async function removeFromIssue(
  db: Queryable,
  paperId: string,
  assertInScope: (journalId: string) => void,
): Promise<void> {
  const paper = await findPaper(db, paperId);
  if (!paper) throw new NotFoundError(SUBMISSION_NOT_FOUND);
  assertInScope(paper.journalId);
  // The same delete as a paper published on its own: only an issue in preparation lets it go.
  if (!(await leaveUnpublishedIssue(db, paper.id))) throw new ConflictError(NOT_IN_ISSUE_MESSAGE);
}

/**
 * Unpublishes an issue published by mistake, in the caller's transaction (which re-checks the manager's
 * role): the issue goes back to preparation and each of its live articles becomes a tombstone of kind
 * 'unpublished' (410 with its notice; the DOI, URL and publication date stay reserved for it) until the
 * issue is published again. Submission statuses stay `published`.
 */
export async function unpublishIssue(
  db: Queryable,
  issue: Issue,
): Promise<{ issue: Issue; heldArticleIds: string[] }> {
  const locked = await lockIssue(db, issue.id);
  if (!locked?.publishedAt) throw new ConflictError(NOT_PUBLISHED_MESSAGE);
  const unpublished = await markIssueUnpublished(db, issue.id);
  const heldArticleIds = await contents.holdArticlesOfIssue(db, issue.id);
  return { issue: unpublished!, heldArticleIds };
}
