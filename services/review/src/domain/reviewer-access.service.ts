import { randomUUID } from 'node:crypto';
import { withTransaction, type PoolClient } from '@journal/db';
import { AppError, ConflictError } from '@journal/errors';
import { assignmentContext, recordReviewEvent, type PaperLabel } from '../events/review-events.publisher';
import {
  findAssignment,
  findAssignmentByTokenHash,
  listAssignments,
  updateAssignmentState,
} from '../repositories/assignments.repository';
import { findRoundDecision } from '../repositories/decisions.repository';
import { findReportOf, insertReport, listReports } from '../repositories/reports.repository';
import { lockReviewSubmission } from '../repositories/review-submissions.repository';
import { findAttachmentOf } from '../repositories/report-attachments.repository';
import { hashLinkToken, looksLikeLinkToken } from './link-token';
import { isAuthorOf } from './mailbox';
import { parseCompetingInterests, parseDeclineReason, parseReport } from './report-input';
import { parseAnswers } from './review-form/review-answers.input';
import type { ReviewAnswers } from './review-form/review-question.types';
import { roundAccess, type RoundAccess } from './review-round';
import { neutralFileName, reviewerView } from './review.views';
import {
  reviewerLabel,
  type Assignment,
  type AssignmentServiceDeps,
  type SubmissionSnapshot,
} from './review.types';

import { PEER_REVIEW_ACTOR, type EventEnvelope } from '@journal/events';
import type { Logger } from '@journal/logger';

export { PEER_REVIEW_ACTOR };

export const REVIEWER_MESSAGES = {
  unknown: 'This review link is not valid.',
  cancelled: 'This review invitation has been cancelled.',
  expired: 'This review link has expired.',
  acceptFirst: 'Please accept the invitation before submitting a report',
  acceptBeforeDownload: 'Please accept the invitation before downloading the manuscript',
  declined: 'This invitation has already been declined',
  accepted: 'This invitation has already been accepted',
  reported: 'A report has already been submitted for this review',
  accept: 'Thank you for accepting this review',
  decline: 'You have declined this review',
  report: 'Thank you, your report has been submitted',
  closed: 'This review round is closed',
  author: 'A reviewer cannot be an author of the paper',
} as const;

const linkError = (code: string, message: string) => new AppError(message, 404, code);

/** Everything a reviewer does with the link: the link is the key, no account. */
export class ReviewerAccessService {
  constructor(private readonly deps: AssignmentServiceDeps & { logger?: Pick<Logger, 'warn'> }) {}

  /** The assignment the token opens, or a 404 that says why (unknown, cancelled, expired). */
  async resolve(token: string): Promise<Assignment> {
    const assignment = looksLikeLinkToken(token)
      ? await findAssignmentByTokenHash(this.deps.pool, hashLinkToken(token))
      : undefined;
    if (!assignment) throw linkError('REVIEW_LINK_UNKNOWN', REVIEWER_MESSAGES.unknown);
    if (assignment.state === 'cancelled')
      throw linkError('REVIEW_LINK_CANCELLED', REVIEWER_MESSAGES.cancelled);
    if (assignment.expiresAt <= this.deps.clock())
      throw linkError('REVIEW_LINK_EXPIRED', REVIEWER_MESSAGES.expired);
    return assignment;
  }

  async view(token: string) {
    const assignment = await this.resolve(token);
    return this.viewOf(assignment);
  }

  async accept(token: string, body: unknown) {
    let competingInterests = '';
    let event: EventEnvelope | undefined;
    const { assignment: a, snapshot } = await this.transition(
      token,
      (current, snapshot) => {
        assertNotAuthor(current, snapshot);
        if (current.state === 'declined') throw new ConflictError(REVIEWER_MESSAGES.declined);
        if (current.state !== 'invited') throw new ConflictError(REVIEWER_MESSAGES.accepted);
        // After the link's and the state's checks: a dead or answered link says so, not "declare".
        competingInterests = parseCompetingInterests(body);
      },
      async (client, current, paper) => {
        const accepted = await updateAssignmentState(client, current.id, 'accepted', { competingInterests });
        event = await recordReviewEvent(client, 'review.reviewer_accepted.v1', current.submissionId, {
          ...assignmentContext(accepted, paper),
          respondedAt: accepted.respondedAt!.toISOString(),
          competingInterests,
        });
        return accepted;
      },
    );
    // The acceptance starts the review of a `submitted` paper (any other status stays): its event is
    // handed to the submission service once (ADR 0039), so an editor acting right after it sees
    // `under_review`; the submission service's `submission.review-starts` group gets the same event from
    // the bus, which applies it when this call failed and changes nothing otherwise.
    if (snapshot.status === 'submitted' && event)
      await this.deps.submissions
        .handOver(event)
        .catch((err: unknown) =>
          this.deps.logger?.warn(
            { err, submissionId: a.submissionId, assignmentId: a.id },
            'acceptance recorded; the submission service did not answer, its consumer starts the review',
          ),
        );
    return this.viewOf(a);
  }

  async decline(token: string, body: unknown) {
    const reason = parseDeclineReason(body);
    const { assignment } = await this.transition(
      token,
      (current) => {
        if (current.state === 'declined') throw new ConflictError(REVIEWER_MESSAGES.declined);
        if (current.state !== 'invited') throw new ConflictError(REVIEWER_MESSAGES.accepted);
      },
      async (client, current, paper) => {
        const declined = await updateAssignmentState(client, current.id, 'declined', {
          declineReason: reason,
        });
        await recordReviewEvent(client, 'review.reviewer_declined.v1', current.submissionId, {
          ...assignmentContext(declined, paper),
          reason,
          respondedAt: declined.respondedAt!.toISOString(),
        });
        return declined;
      },
    );
    return this.viewOf(assignment);
  }

  async report(token: string, body: unknown) {
    const input = parseReport(body);
    let answers: ReviewAnswers = {};
    const { assignment } = await this.transition(
      token,
      (current, snapshot) => {
        assertNotAuthor(current, snapshot);
        if (current.state === 'report_submitted') throw new ConflictError(REVIEWER_MESSAGES.reported);
        if (current.state !== 'accepted') throw new ConflictError(REVIEWER_MESSAGES.acceptFirst);
        // Against the questions this invitation was sent with, never the journal's form of today.
        answers = parseAnswers(current.questions, (body as { answers?: unknown } | null)?.answers);
      },
      async (client, current, paper) => {
        const report = await insertReport(client, {
          id: randomUUID(),
          assignmentId: current.id,
          submissionId: current.submissionId,
          round: current.round,
          ...input,
          answers,
          questions: current.questions,
        });
        const done = await updateAssignmentState(client, current.id, 'report_submitted');
        // Under the submission's lock: no invitation of the round changes meanwhile (issue 29's mails).
        const roundComplete = (await listAssignments(client, current.submissionId))
          .filter((a) => a.round === current.round)
          .every((a) => a.state === 'report_submitted' || a.state === 'declined' || a.state === 'cancelled');
        await recordReviewEvent(client, 'review.report_submitted.v1', current.submissionId, {
          ...assignmentContext(done, paper),
          reportId: report.id,
          reviewerNumber: done.reviewerNumber,
          recommendation: report.recommendation,
          submittedAt: report.submittedAt.toISOString(),
          roundComplete,
        });
        return done;
      },
    );
    return this.viewOf(assignment);
  }

  /**
   * The bytes of the assignment's round (never a later version) under a neutral name; only once the
   * invitation is accepted, and 410 once the link no longer serves it (see roundAccess).
   */
  async file(token: string) {
    const assignment = await this.resolve(token);
    const { paper, access } = await this.accessOf(assignment);
    if (!access.downloadable) {
      if (access.closed) throw new AppError(REVIEWER_MESSAGES.closed, 410, 'REVIEW_ROUND_CLOSED');
      throw new ConflictError(REVIEWER_MESSAGES.acceptBeforeDownload);
    }
    if (!paper.file) throw new AppError('No file is attached to this submission', 404, 'NOT_FOUND');
    // The anonymous copy of the assignment's own round, never a later version (issue 26, items 1 and 4).
    const response = await this.deps.submissions.reviewerCopy(paper.id, assignment.round);
    const extension = response.headers.get('x-file-extension') ?? paper.file.extension;
    return { response, fileName: neutralFileName(paper.id, assignment.round, extension) };
  }

  private async viewOf(assignment: Assignment) {
    const { paper, access } = await this.accessOf(assignment);
    const file = access.downloadable || !access.closed ? await this.roundFile(assignment, paper) : null;
    return {
      ...reviewerView(
        assignment,
        paper,
        await findReportOf(this.deps.pool, assignment.id),
        access,
        file,
        await findAttachmentOf(this.deps.pool, assignment.id),
      ),
      previous_round: await this.previousRound(assignment),
    };
  }

  /**
   * A re-review (round 2 on, issue 29 item 8): the authors' response to the reviewers that came with this
   * round's version, and the previous round's reports as the authors read them (numbered, comments to
   * the author only). Null in round 1.
   */
  private async previousRound(assignment: Assignment) {
    if (assignment.round < 2) return null;
    const version = (await this.deps.submissions.versions(assignment.submissionId)).find(
      (v) => v.number === assignment.round,
    );
    const reports = await listReports(this.deps.pool, assignment.submissionId, assignment.round - 1);
    const numbers = new Map(
      (await listAssignments(this.deps.pool, assignment.submissionId)).map((a) => [a.id, a.reviewerNumber]),
    );
    return {
      round: assignment.round - 1,
      response_to_reviewers: version?.response_to_reviewers ?? null,
      reports: reports.map((r) => ({
        reviewer: reviewerLabel(numbers.get(r.assignmentId) ?? 0),
        recommendation: r.recommendation,
        comments_to_author: r.commentsToAuthor,
      })),
    };
  }

  private async accessOf(
    assignment: Assignment,
  ): Promise<{ paper: SubmissionSnapshot; access: RoundAccess }> {
    const paper = await this.deps.submissions.snapshot(assignment.submissionId);
    const decision = await findRoundDecision(this.deps.pool, assignment.submissionId, assignment.round);
    return { paper, access: roundAccess(assignment, paper, decision) };
  }

  /** The round's version as the link shows it: its neutral name, number and size. */
  private async roundFile(assignment: Assignment, paper: SubmissionSnapshot) {
    if (!paper.file) return null;
    if (assignment.round === paper.current_version)
      return { version: assignment.round, extension: paper.file.extension, size: paper.file.size };
    const version = (await this.deps.submissions.versions(paper.id)).find(
      (v) => v.number === assignment.round,
    );
    return version
      ? { version: version.number, extension: extensionOf(version.name), size: version.size }
      : null;
  }

  /**
   * Resolves the token, then checks and changes the locked assignment in one transaction. The submission's
   * review row is locked too (after the assignment, as cancellation does), so a response and the round's
   * decision are ordered: a response after the decision finds the round closed.
   */
  private async transition(
    token: string,
    check: (current: Assignment, snapshot: SubmissionSnapshot) => void,
    change: (client: PoolClient, current: Assignment, paper: PaperLabel) => Promise<Assignment>,
  ): Promise<{ assignment: Assignment; snapshot: SubmissionSnapshot }> {
    const resolved = await this.resolve(token);
    const snapshot = await this.deps.submissions.snapshot(resolved.submissionId);
    const paper = { paperTitle: snapshot.paper_title, journalName: snapshot.journal_name };
    const assignment = await withTransaction(this.deps.pool, async (client) => {
      const current = (await findAssignment(client, resolved.id, true))!;
      if (current.state === 'cancelled')
        throw linkError('REVIEW_LINK_CANCELLED', REVIEWER_MESSAGES.cancelled);
      await lockReviewSubmission(client, current.submissionId);
      const decision = await findRoundDecision(client, current.submissionId, current.round);
      if (roundAccess(current, snapshot, decision).closed) throw new ConflictError(REVIEWER_MESSAGES.closed);
      check(current, snapshot);
      return change(client, current, paper);
    });
    this.deps.afterCommit(assignment);
    return { assignment, snapshot };
  }
}

/** Run again at acceptance and at the report: the authors may have changed since the invitation. */
function assertNotAuthor(assignment: Assignment, paper: SubmissionSnapshot): void {
  if (isAuthorOf(assignment.reviewerEmail, paper)) throw new ConflictError(REVIEWER_MESSAGES.author);
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
