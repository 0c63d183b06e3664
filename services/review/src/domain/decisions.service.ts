import { randomUUID } from 'node:crypto';
import { withTransaction, type Pool } from '@journal/db';
import { ConflictError, NotFoundError, ValidationError, assertSafeText } from '@journal/errors';
import { EDITOR_DECISIONS, type EditorDecision } from '@journal/events';
import type { SubmissionClient } from '../clients/submission.client';
import { recordReviewEvent } from '../events/review-events.publisher';
import { listAssignments } from '../repositories/assignments.repository';
import { insertDecision } from '../repositories/decisions.repository';
import { listReports } from '../repositories/reports.repository';
import { decisionView } from './review.views';
import { reviewerLabel, type Decision } from './review.types';
import { isUuid } from './ids';

export const DECISION_MESSAGES = {
  decision: `Decision must be one of ${EDITOR_DECISIONS.join(', ')}`,
  message: 'Please enter a message to the author',
  tooLong: 'The message must be at most 20,000 characters',
  status: 'A decision can only be recorded while the paper is Submitted or Under Review',
  recorded: 'Decision recorded',
} as const;

function parseDecision(body: unknown): { decision: EditorDecision; message: string } {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const fail = (field: string, message: string): never => {
    throw new ValidationError(message, [{ field, message }]);
  };
  if (typeof b.decision !== 'string' || !(EDITOR_DECISIONS as readonly string[]).includes(b.decision))
    fail('decision', DECISION_MESSAGES.decision);
  const message = typeof b.message === 'string' ? b.message.trim() : '';
  if (!message) fail('message', DECISION_MESSAGES.message);
  if (message.length > 20_000) fail('message', DECISION_MESSAGES.tooLong);
  assertSafeText('message', 'The message', message, 'multi-line');
  return { decision: b.decision as EditorDecision, message };
}

/**
 * An editor's decision on the current round: recorded here with its event (the decision letter, the
 * author's profile), then applied by the submission service (status, revision window). Should that call
 * fail, the event applies it later; the decision id makes both arrivals one.
 */
export class DecisionsService {
  constructor(
    private readonly deps: { pool: Pool; submissions: SubmissionClient; afterCommit: () => void },
  ) {}

  async decide(submissionId: string, body: unknown, adminEmail: string) {
    const input = parseDecision(body);
    if (!isUuid(submissionId)) throw new NotFoundError('Submission not found');
    const paper = await this.deps.submissions.snapshot(submissionId);
    if (paper.status !== 'submitted' && paper.status !== 'under_review')
      throw new ConflictError(DECISION_MESSAGES.status);
    const round = paper.current_version;
    const decision = await withTransaction(this.deps.pool, async (client) => {
      const reviewers = new Map((await listAssignments(client, submissionId)).map((a) => [a.id, a]));
      // The letter quotes this round's reports, numbered ('Reviewer 1'), never the comments to the editor.
      const comments = (await listReports(client, submissionId, round)).map((r) => ({
        reviewer: reviewerLabel(reviewers.get(r.assignmentId)!.reviewerNumber),
        commentsToAuthor: r.commentsToAuthor,
      }));
      comments.sort((a, b) => a.reviewer.localeCompare(b.reviewer, 'en', { numeric: true }));
      const recorded: Decision = await insertDecision(client, {
        id: randomUUID(),
        submissionId,
        round,
        decision: input.decision,
        message: input.message,
        decidedBy: adminEmail,
        comments,
      });
      await recordReviewEvent(client, 'review.decision_recorded.v1', submissionId, {
        decisionId: recorded.id,
        submissionId,
        round,
        decision: recorded.decision,
        message: recorded.message,
        decidedBy: adminEmail,
        decidedAt: recorded.decidedAt.toISOString(),
        comments,
        authorId: paper.author_id,
        authorEmail: paper.author_email,
        givenNames: paper.given_names,
        familyName: paper.family_name,
        coAuthors: paper.co_authors.map((c) => ({
          givenNames: c.given_names,
          familyName: c.family_name,
          email: c.email,
          affiliation: c.affiliation,
          orcid: c.orcid,
        })),
        paperTitle: paper.paper_title,
        journalName: paper.journal_name,
      });
      return recorded;
    });
    this.deps.afterCommit();
    const submission = await this.deps.submissions.applyDecision(decision);
    return { decision: decisionView(decision), submission };
  }
}
