import type { Pool } from '@journal/db';
import { ConflictError, ServiceUnavailableError } from '@journal/errors';
import type { StatusChangedEvent, SubmissionStatusCommand } from '../clients/submission-status-client';
import type { Issue } from '../repositories/issue.types';
import { markIssuePublished } from '../repositories/issues.repository';
import { releaseArticlesOfIssue } from '../repositories/issue-contents.repository';
import { papersOfIssue, type PlaceablePaper } from '../repositories/placements.repository';

export const EMPTY_ISSUE_MESSAGE = 'The issue holds no papers; place papers in it before publishing it';
export const UNREADY_PAPER_MESSAGE =
  'Every paper in the issue must be accepted or published before it is published';

/** What the articles consumer does with a status change (DOI, article, its events), run here at once. */
export type ApplyStatusChange = (event: StatusChangedEvent) => Promise<void>;

/**
 * Publishes the issue and each accepted paper in it at once: the issue is marked published, then every
 * accepted paper goes to `published` through the submission service (one status change, one event each;
 * papers already published stay), and each change's event, returned by that call, is applied here at once
 * by the articles consumer's own handler, so the articles exist when this returns (ADR 0039; the bus
 * delivery that follows is a duplicate). Refused (409, nothing changed) when the issue is empty or holds a
 * paper neither accepted nor published. Returns the issue and the ids of its papers in order.
 */
export async function publishIssue(
  pool: Pool,
  issue: Issue,
  commands: { changeStatus?: SubmissionStatusCommand; applyStatusChange: ApplyStatusChange },
  actorEmail: string,
): Promise<{ issue: Issue; papers: PlaceablePaper[] }> {
  const { changeStatus, applyStatusChange } = commands;
  const papers = await papersOfIssue(pool, issue.id);
  if (papers.length === 0) throw new ConflictError(EMPTY_ISSUE_MESSAGE);
  if (papers.some((p) => p.status !== 'accepted' && p.status !== 'published'))
    throw new ConflictError(UNREADY_PAPER_MESSAGE);
  const accepted = papers.filter((p) => p.status === 'accepted');
  if (accepted.length > 0 && !changeStatus) throw new ServiceUnavailableError();
  // The issue first: its papers' publications then find it published and stay in it (a paper published
  // into an issue still in preparation leaves it). A failure half-way leaves the issue published with
  // some papers still accepted; publishing it again moves the rest.
  const published = await markIssuePublished(pool, issue.id, new Date());
  // An issue unpublished by mistake and published again: its held articles come back as they were.
  await releaseArticlesOfIssue(pool, issue.id);
  for (const paper of accepted) {
    // Null when submission already had it published: its own event makes the article then.
    const event = await changeStatus!(paper.id, 'published', actorEmail);
    if (event) await applyStatusChange(event);
  }
  return { issue: published, papers };
}
