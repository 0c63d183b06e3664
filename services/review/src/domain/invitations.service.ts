import { randomUUID } from 'node:crypto';
import { utcDayOf } from '@journal/config';
import { withTransaction } from '@journal/db';
import { AppError, ConflictError, NotFoundError } from '@journal/errors';
import { assignmentContext, recordReviewEvent } from '../events/review-events.publisher';
import { recordInvitedPerson, reviewsInProgress } from '../repositories/pool-people.repository';
import { findPoolSettings } from '../repositories/pool-settings.repository';
import {
  findAssignment,
  insertAssignment,
  insertLinkToken,
  listAssignments,
  updateAssignmentState,
} from '../repositories/assignments.repository';
import { findRoundDecision } from '../repositories/decisions.repository';
import { lockAndBumpVersion, reviewerNumber } from '../repositories/review-submissions.repository';
import { findReviewForm } from '../repositories/review-forms.repository';
import { parseInvitation } from './invitation-input';
import { bodyFindings } from './reviewer-copy-findings';
import { hashLinkToken, linkExpiry, newLinkToken } from './link-token';
import { assignmentView } from './review.views';
import type { AssignmentServiceDeps } from './review.types';
import { isUuid } from './ids';
import { isAuthorOf } from './mailbox';
import type { ReviewerPoolService } from './reviewer-pool/reviewer-pool.service';

export const INVITE_MESSAGES = {
  author: 'A reviewer cannot be an author of the paper',
  twice: 'This reviewer is already invited for this round',
  status: 'Reviewers can only be invited while the paper is Submitted or Under Review',
  notFound: 'Invitation not found',
  alreadyCancelled: 'This invitation is already cancelled',
  reported: 'A review whose report is in cannot be cancelled',
  decided: 'This round has been decided: invite reviewers for the revised version once it is in',
  conflict: 'This reviewer has a conflict of interest with the paper',
  namesAuthors: "The reviewers' copy still names the authors",
} as const;

/** The 409 of an invitation at the load limit: the reviewer's reviews in progress, across the family. */
export const loadMessage = (inProgress: number) =>
  `This reviewer already has ${inProgress} ${inProgress === 1 ? 'review' : 'reviews'} in progress`;

/** Editors invite reviewers and cancel invitations; notification asks here for each mail's link token. */
export class InvitationsService {
  constructor(
    private readonly deps: AssignmentServiceDeps & {
      /** The pool's conflict rules (issue 29, item 4). */
      conflicts: Pick<ReviewerPoolService, 'conflictsFor'>;
    },
  ) {}

  async invite(submissionId: string, body: unknown, adminEmail: string) {
    const input = parseInvitation(body, utcDayOf(this.deps.clock()));
    if (!isUuid(submissionId)) throw new NotFoundError('Submission not found');
    const paper = await this.deps.submissions.snapshot(submissionId);
    if (isAuthorOf(input.reviewerEmail, paper)) throw new ConflictError(INVITE_MESSAGES.author);
    if (paper.status !== 'submitted' && paper.status !== 'under_review')
      throw new ConflictError(INVITE_MESSAGES.status);
    // Asked before anything is written: an unconfirmed conflict changes nothing (issue 29, item 4).
    const conflicts = await this.deps.conflicts.conflictsFor(paper, input.reviewerEmail);
    if (conflicts.length > 0 && input.overrideConflict !== true)
      throw new AppError(INVITE_MESSAGES.conflict, 409, 'CONFLICT_OF_INTEREST');
    // What the copy's body still names is the editor's to confirm; other places are redacted (issue 42).
    const named = await bodyFindings(this.deps.submissions, submissionId);
    if (named.length > 0 && input.confirmFindings !== true)
      throw new AppError(INVITE_MESSAGES.namesAuthors, 409, 'REVIEWER_COPY_NAMES_AUTHORS');
    // The publisher's load limit across the family, asked before anything is written (issue 44 item 2).
    if (input.confirmLoad !== true) {
      const inProgress = await reviewsInProgress(this.deps.pool, input.reviewerEmail);
      if (inProgress >= (await findPoolSettings(this.deps.pool)).loadLimit)
        throw new AppError(loadMessage(inProgress), 409, 'REVIEWER_LOAD');
    }
    const round = paper.current_version;
    const assignment = await withTransaction(this.deps.pool, async (client) => {
      await lockAndBumpVersion(client, submissionId); // serialises invitations of this submission
      // A decided round takes no new reviewers: their link would be closed from the start (issue 26).
      if (await findRoundDecision(client, submissionId, round))
        throw new ConflictError(INVITE_MESSAGES.decided);
      const live = (await listAssignments(client, submissionId)).some(
        (a) =>
          a.round === round &&
          a.reviewerEmail.toLowerCase() === input.reviewerEmail &&
          a.state !== 'cancelled' &&
          a.state !== 'declined',
      );
      if (live) throw new ConflictError(INVITE_MESSAGES.twice);
      const created = await insertAssignment(client, {
        id: randomUUID(),
        submissionId,
        round,
        reviewerEmail: input.reviewerEmail,
        givenNames: input.givenNames,
        familyName: input.familyName,
        journalId: paper.journal_id,
        reviewerNumber: await reviewerNumber(client, submissionId, input.reviewerEmail),
        dueDate: input.dueDate,
        expiresAt: linkExpiry(input.dueDate),
        invitedBy: adminEmail,
        // The form as it is now: a later change of it never reaches this invitation (issue 42, item 5).
        questions: paper.journal_id ? await findReviewForm(client, paper.journal_id) : [],
      });
      await recordInvitedPerson(client, {
        email: input.reviewerEmail,
        givenNames: input.givenNames,
        familyName: input.familyName,
      });
      await recordReviewEvent(client, 'review.reviewer_invited.v1', submissionId, {
        ...assignmentContext(created, { paperTitle: paper.paper_title, journalName: paper.journal_name }),
        invitedBy: adminEmail,
        invitedAt: created.invitedAt.toISOString(),
        ...(conflicts.length > 0 ? { conflictOverridden: true, conflicts } : {}),
        ...(named.length > 0 ? { findingsConfirmed: true, findings: named } : {}),
      });
      return created;
    });
    this.deps.afterCommit(assignment);
    return assignmentView(assignment);
  }

  async cancel(submissionId: string, assignmentId: string) {
    if (!isUuid(submissionId) || !isUuid(assignmentId)) throw new NotFoundError(INVITE_MESSAGES.notFound);
    const paper = await this.deps.submissions.snapshot(submissionId);
    const assignment = await withTransaction(this.deps.pool, async (client) => {
      const current = await findAssignment(client, assignmentId, true);
      if (!current || current.submissionId !== submissionId)
        throw new NotFoundError(INVITE_MESSAGES.notFound);
      if (current.state === 'cancelled') throw new ConflictError(INVITE_MESSAGES.alreadyCancelled);
      if (current.state === 'report_submitted') throw new ConflictError(INVITE_MESSAGES.reported);
      const cancelled = await updateAssignmentState(client, assignmentId, 'cancelled');
      await recordReviewEvent(client, 'review.invitation_cancelled.v1', submissionId, {
        ...assignmentContext(cancelled, { paperTitle: paper.paper_title, journalName: paper.journal_name }),
        cancelledAt: cancelled.cancelledAt!.toISOString(),
      });
      return cancelled;
    });
    this.deps.afterCommit(assignment);
    return assignmentView(assignment);
  }

  /**
   * A fresh link token for a mail about the assignment (invitation, reminder); only its hash is kept.
   * 404 once the assignment is cancelled or expired: such a mail is not worth sending.
   */
  async issueLinkToken(assignmentId: string): Promise<string> {
    if (!isUuid(assignmentId)) throw new NotFoundError(INVITE_MESSAGES.notFound);
    const assignment = await findAssignment(this.deps.pool, assignmentId);
    if (!assignment || assignment.state === 'cancelled' || assignment.expiresAt <= this.deps.clock())
      throw new NotFoundError(INVITE_MESSAGES.notFound);
    const token = newLinkToken();
    await insertLinkToken(this.deps.pool, assignmentId, hashLinkToken(token));
    return token;
  }
}
