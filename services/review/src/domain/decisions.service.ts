import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { withTransaction, type Pool, type PoolClient } from '@journal/db';
import { AppError, ConflictError, NotFoundError, assertSafeText } from '@journal/errors';
import { EDITOR_DECISIONS, type EditorDecision, type EventEnvelope } from '@journal/events';
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
import { findDecisionEvent } from '../repositories/decision-events.repository';
import { listReports } from '../repositories/reports.repository';
import { lockReviewSubmission } from '../repositories/review-submissions.repository';
import { IDEMPOTENCY_MESSAGES, requestFingerprint } from './idempotency-key';
import { decisionView } from './review.views';
import { reviewerLabel, type Decision, type SubmissionSnapshot } from './review.types';
import { isUuid } from './ids';
import { parseInput } from './parse-input';
import { answersForAuthors } from './review-form/report-answers.view';

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

/**
 * An editor's decision on the current round: one per round, taken under the submission's review row lock,
 * recorded with its event. After the commit the event is handed to the submission service once (status,
 * revision window, the author's copy; ADR 0039), which answers the paper's status; the bus delivers the
 * same event later and changes nothing then, or applies it when that call failed. The answer is 201 once
 * the decision is committed, with the status (null when the call failed). With an Idempotency-Key, a
 * retried request answers the first request's body.
 */
export class DecisionsService {
  constructor(
    private readonly deps: {
      pool: Pool;
      submissions: SubmissionClient;
      logger: Logger;
      afterCommit: () => void;
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
      const recorded = await this.record(client, paper, round, input, adminEmail);
      if (request)
        await insertDecisionRequest(client, { submissionId, ...request, decisionId: recorded.decision.id });
      return recorded;
    });
    if (outcome.earlier) return this.replay(outcome.earlier, request!.fingerprint);
    this.deps.afterCommit();
    const submission = await this.ask(outcome.decision, () => this.deps.submissions.handOver(outcome.event));
    return this.answer(outcome.decision, request?.key, submission);
  }

  private async record(
    client: PoolClient,
    paper: SubmissionSnapshot,
    round: number,
    input: { decision: EditorDecision; message: string },
    adminEmail: string,
  ): Promise<{ decision: Decision; event: EventEnvelope; earlier?: undefined }> {
    const submissionId = paper.id;
    const reviewers = new Map((await listAssignments(client, submissionId)).map((a) => [a.id, a]));
    // The letter quotes this round's reports, numbered ('Reviewer 1'), never the comments to the editor.
    const comments = (await listReports(client, submissionId, round)).map((r) => {
      // Only the answers to questions the form shows the authors (issue 42, item 5).
      const answers = answersForAuthors(r);
      return {
        reviewer: reviewerLabel(reviewers.get(r.assignmentId)!.reviewerNumber),
        commentsToAuthor: r.commentsToAuthor,
        ...(answers.length ? { answers } : {}),
      };
    });
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
    const event = await recordReviewEvent(client, 'review.decision_recorded.v1', submissionId, {
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
    return { decision: recorded, event };
  }

  /** The same key again: the first answer, or 422 when the key came with another request. */
  private async replay(earlier: DecisionRequest, fingerprint: string): Promise<Record<string, unknown>> {
    if (earlier.fingerprint !== fingerprint)
      throw new AppError(IDEMPOTENCY_MESSAGES.reused, 422, 'IDEMPOTENCY_KEY_REUSED');
    if (earlier.response) return earlier.response;
    // The first request committed but has not stored its answer (still running, or it died): build it.
    const decision = (await findDecision(this.deps.pool, earlier.decisionId))!;
    // Its event handed over again (applied once, whoever is first), or, once purged, the status read.
    const event = await findDecisionEvent(this.deps.pool, decision.submissionId, decision.id);
    const submission = await this.ask(decision, () =>
      event ? this.deps.submissions.handOver(event) : this.deps.submissions.appliedDecision(decision),
    );
    return this.answer(decision, earlier.key, submission);
  }

  /** The 201 body: the decision and, when the submission service answered, the paper's status. */
  private async answer(
    decision: Decision,
    key: string | undefined,
    submission: { id: string; status: string } | null,
  ): Promise<Record<string, unknown>> {
    const body = {
      success: true,
      message: DECISION_MESSAGES.recorded,
      decision: decisionView(decision),
      submission,
    };
    return key ? storeResponseOnce(this.deps.pool, decision.submissionId, key, body) : body;
  }

  /** One call to the submission service; null when it fails (the event still applies the decision). */
  private async ask(
    decision: Decision,
    call: () => Promise<{ id: string; status: string } | null>,
  ): Promise<{ id: string; status: string } | null> {
    return call().catch((err: unknown) => {
      this.deps.logger.warn(
        { err, decisionId: decision.id, submissionId: decision.submissionId },
        'decision recorded; the submission service did not answer, its consumer applies the decision',
      );
      return null;
    });
  }
}
