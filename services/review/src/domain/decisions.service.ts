import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { withTransaction, type Pool, type PoolClient } from '@journal/db';
import { AppError, ConflictError, NotFoundError, assertSafeText } from '@journal/errors';
import { EDITOR_DECISIONS, type EditorDecision } from '@journal/events';
import type { Logger } from '@journal/logger';
import type { SubmissionClient } from '../clients/submission.client';
import { recordReviewEvent } from '../events/review-events.publisher';
import { listAssignments } from '../repositories/assignments.repository';
import {
  findDecisionRequest,
  insertDecisionRequest,
  storeResponseOnce,
  type DecisionRequest,
} from '../repositories/decision-requests.repository';
import { findDecision, findRoundDecision, insertDecision } from '../repositories/decisions.repository';
import { listReports } from '../repositories/reports.repository';
import { lockReviewSubmission } from '../repositories/review-submissions.repository';
import { IDEMPOTENCY_MESSAGES, requestFingerprint } from './idempotency-key';
import { decisionView } from './review.views';
import { reviewerLabel, type Decision, type SubmissionSnapshot } from './review.types';
import { isUuid } from './ids';
import { parseInput } from './parse-input';

export const DECISION_MESSAGES = {
  decision: `Decision must be one of ${EDITOR_DECISIONS.join(', ')}`,
  message: 'Please enter a message to the author',
  tooLong: 'The message must be at most 20,000 characters',
  status: 'A decision can only be recorded while the paper is Submitted or Under Review',
  alreadyDecided: 'A decision has already been recorded for this round',
  recorded: 'Decision recorded',
} as const;

const decisionSchema = z.object({
  decision: z.enum(EDITOR_DECISIONS, { error: DECISION_MESSAGES.decision }),
  message: z
    .preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string())
    .pipe(z.string().min(1, DECISION_MESSAGES.message))
    .pipe(z.string().max(20_000, DECISION_MESSAGES.tooLong)),
});

function parseDecision(body: unknown): { decision: EditorDecision; message: string } {
  const input = parseInput(decisionSchema, body);
  assertSafeText('message', 'The message', input.message, 'multi-line');
  return input;
}

/** How long the answer waits for the submission service to apply the decision before answering anyway. */
const APPLY_WAIT_MS = 5_000;

/**
 * An editor's decision on the current round: one per round, taken under the submission's review row lock,
 * recorded with its event, which is the one way it reaches the submission service (status, revision
 * window, the author's copy; ADR 0027). The answer is 201 once the decision is committed and carries the
 * paper's status once that service has applied it (null if it has not within a few seconds: the event
 * still applies it). With an Idempotency-Key, a retried request answers the first request's body.
 */
export class DecisionsService {
  constructor(
    private readonly deps: {
      pool: Pool;
      submissions: SubmissionClient;
      logger: Logger;
      afterCommit: () => void;
      applyWaitMs?: number;
    },
  ) {}

  async decide(submissionId: string, body: unknown, adminEmail: string, idempotencyKey?: string) {
    const input = parseDecision(body);
    if (!isUuid(submissionId)) throw new NotFoundError('Submission not found');
    const request = idempotencyKey
      ? {
          key: idempotencyKey,
          fingerprint: requestFingerprint([input.decision, input.message, adminEmail.toLowerCase()]),
        }
      : undefined;
    if (request) {
      const earlier = await findDecisionRequest(this.deps.pool, submissionId, request.key);
      if (earlier) return this.replay(earlier, request.fingerprint);
    }
    const paper = await this.deps.submissions.snapshot(submissionId);
    if (paper.status !== 'submitted' && paper.status !== 'under_review')
      throw new ConflictError(DECISION_MESSAGES.status);
    const round = paper.current_version;
    const outcome = await withTransaction(this.deps.pool, async (client) => {
      // Every decision and reviewer response of this submission queues here; the checks below see
      // whatever committed before.
      await lockReviewSubmission(client, submissionId);
      if (request) {
        const earlier = await findDecisionRequest(client, submissionId, request.key);
        if (earlier) return { earlier };
      }
      if (await findRoundDecision(client, submissionId, round))
        throw new ConflictError(DECISION_MESSAGES.alreadyDecided);
      const decision = await this.record(client, paper, round, input, adminEmail);
      if (request) await insertDecisionRequest(client, { submissionId, ...request, decisionId: decision.id });
      return { decision };
    });
    if (outcome.earlier) return this.replay(outcome.earlier, request!.fingerprint);
    this.deps.afterCommit();
    return this.answer(outcome.decision, request?.key);
  }

  private async record(
    client: PoolClient,
    paper: SubmissionSnapshot,
    round: number,
    input: { decision: EditorDecision; message: string },
    adminEmail: string,
  ): Promise<Decision> {
    const submissionId = paper.id;
    const reviewers = new Map((await listAssignments(client, submissionId)).map((a) => [a.id, a]));
    // The letter quotes this round's reports, numbered ('Reviewer 1'), never the comments to the editor.
    const comments = (await listReports(client, submissionId, round)).map((r) => ({
      reviewer: reviewerLabel(reviewers.get(r.assignmentId)!.reviewerNumber),
      commentsToAuthor: r.commentsToAuthor,
    }));
    comments.sort((a, b) => a.reviewer.localeCompare(b.reviewer, 'en', { numeric: true }));
    // Issue 29, item 8: the round's reviewers who reported get a thank-you with the decision.
    const thanked = (await listReports(client, submissionId, round)).map(
      (r) => reviewers.get(r.assignmentId)!,
    );
    const recorded = await insertDecision(client, {
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
      reviewers: thanked.map((a) => ({
        email: a.reviewerEmail,
        givenNames: a.givenNames,
        familyName: a.familyName,
      })),
      paperTitle: paper.paper_title,
      journalName: paper.journal_name,
      journalId: paper.journal_id,
    });
    return recorded;
  }

  /** The same key again: the first answer, or 422 when the key came with another request. */
  private async replay(earlier: DecisionRequest, fingerprint: string): Promise<Record<string, unknown>> {
    if (earlier.fingerprint !== fingerprint)
      throw new AppError(IDEMPOTENCY_MESSAGES.reused, 422, 'IDEMPOTENCY_KEY_REUSED');
    if (earlier.response) return earlier.response;
    // The first request committed but has not stored its answer (still running, or it died): build it.
    const decision = (await findDecision(this.deps.pool, earlier.decisionId))!;
    return this.answer(decision, earlier.key);
  }

  /** The 201 body: the decision and, when the submission service answered in time, the paper's status. */
  private async answer(decision: Decision, key: string | undefined): Promise<Record<string, unknown>> {
    const body = {
      success: true,
      message: DECISION_MESSAGES.recorded,
      decision: decisionView(decision),
      submission: await this.applied(decision),
    };
    return key ? storeResponseOnce(this.deps.pool, decision.submissionId, key, body) : body;
  }

  /**
   * Waits (up to APPLY_WAIT_MS) until the submission service has handled the decision's event, so the
   * answer carries the paper's new status and the author's revision window is open when the editor sees
   * 201; null when it has not by then (it still will: the event stays until handled, ADR 0027).
   */
  private async applied(decision: Decision): Promise<{ id: string; status: string } | null> {
    const deadline = Date.now() + (this.deps.applyWaitMs ?? APPLY_WAIT_MS);
    for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
      const seen = await this.deps.submissions.appliedDecision(decision).catch((err: unknown) => {
        this.deps.logger.warn(
          { err, decisionId: decision.id, submissionId: decision.submissionId },
          'decision recorded; could not ask whether the submission service has applied it yet',
        );
        return null;
      });
      if (seen) return seen;
      const left = deadline - Date.now();
      if (left <= 0) return null;
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    }
  }
}
