import type { Pool } from '@journal/db';
import { ConflictError, ServiceUnavailableError } from '@journal/errors';
import type { SubmissionStatusCommand } from '../clients/submission-status-client';
import type { Issue } from './issue.types';
import { markIssuePublished } from '../repositories/issues.repository';
import { papersOfIssue, type PlaceablePaper } from '../repositories/placements.repository';

export const EMPTY_ISSUE_MESSAGE = 'The issue holds no papers; place papers in it before publishing it';
export const UNREADY_PAPER_MESSAGE =
  'Every paper in the issue must be accepted or published before it is published';

/** How long the answer waits for the articles the status events make (as ADR 0027's waits). */
const ARTICLES_WAIT_MS = 5000;

/**
 * Publishes the issue and each accepted paper in it at once: the issue is marked published, then every
 * accepted paper goes to `published` through the submission service (one status change, one event each;
 * papers already published stay). Refused (409, nothing changed) when the issue is empty or holds a
 * paper neither accepted nor published. Returns the issue and the ids of its papers in order; the caller
 * waits for their articles.
 */
export async function publishIssue(
  pool: Pool,
  issue: Issue,
  changeStatus: SubmissionStatusCommand | undefined,
  actorEmail: string,
): Promise<{ issue: Issue; papers: PlaceablePaper[] }> {
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
  for (const paper of accepted) await changeStatus!(paper.id, 'published', actorEmail);
  return { issue: published, papers };
}

/** Waits (at most ARTICLES_WAIT_MS) until each paper has its live article; returns whether they all do. */
export async function waitForArticles(pool: Pool, ids: string[]): Promise<boolean> {
  const deadline = Date.now() + ARTICLES_WAIT_MS;
  for (;;) {
    const { rows } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM publishing.articles WHERE id = ANY($1::uuid[]) AND withdrawn_at IS NULL',
      [ids],
    );
    if (rows[0]!.n === ids.length) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
