import { DAY_MS } from '@journal/config/utc-calendar';
import type { EventPayload, KnownEvent, SubmissionStatus } from '@journal/events';
import type { MailJob } from '../../repositories/mail-job';
import { metadataCorrectedMail } from './metadata-corrected-mail';

/** A cancellation older than this is not mailed any more (see review.invitation_cancelled.v1 below). */
const STALE_CANCELLATION_MS = 2 * DAY_MS;

/** Whom a mail goes to, and the event that caused it (with `kind` and `to`, what identifies the mail). */
function recipientFields(eventId: string, person: { email: string; givenNames: string; familyName: string }) {
  return { eventId, to: person.email, givenNames: person.givenNames, familyName: person.familyName };
}

/** One notice per listed co-author (issue 11), each identified by event and recipient (mailKey). */
function coAuthorNotices(
  eventId: string,
  p: EventPayload<'submission.created.v1'> | EventPayload<'submission.status_changed.v1'>,
  newStatus?: SubmissionStatus,
): MailJob[] {
  return p.coAuthors.map((coAuthor) => ({
    kind: 'co-author-notice',
    reason: newStatus ? 'status-change' : 'submitted',
    ...recipientFields(eventId, coAuthor),
    paperTitle: p.paperTitle,
    journalName: p.journalName,
    authorName: `${p.givenNames} ${p.familyName}`.trim(),
    ...(newStatus ? { newStatus } : {}),
  }));
}

/**
 * Issue 43 item 6: on acceptance each co-author is invited to authenticate their ORCID iD for the paper.
 * The link is asked of identity when the mail is sent; without one (ORCID not set up, iD already connected)
 * nothing is sent.
 */
function orcidInvitations(
  eventId: string,
  p: {
    submissionId: string;
    journalId?: string;
    paperTitle: string;
    journalName: string;
    coAuthors: readonly { email: string; givenNames: string; familyName: string }[];
  },
): MailJob[] {
  return p.coAuthors.map((coAuthor) => ({
    kind: 'orcid-invitation' as const,
    ...recipientFields(eventId, coAuthor),
    submissionId: p.submissionId,
    ...(p.journalId ? { journalId: p.journalId } : {}),
    paperTitle: p.paperTitle,
    journalName: p.journalName,
  }));
}

/** The fields of a mail to the submitting author about their paper (its journal's templates apply). */
function toTheAuthor(
  eventId: string,
  p: Pick<
    EventPayload<'submission.created.v1'>,
    'submissionId' | 'journalId' | 'authorEmail' | 'givenNames' | 'familyName' | 'paperTitle' | 'journalName'
  >,
) {
  return {
    eventId,
    submissionId: p.submissionId,
    journalId: p.journalId,
    to: p.authorEmail,
    givenNames: p.givenNames,
    familyName: p.familyName,
    paperTitle: p.paperTitle,
    journalName: p.journalName,
  };
}

/** What every proof mail (issue 31) says of its recipient and paper. */
export function proofMailFields(
  eventId: string,
  to: { email: string; givenNames: string; familyName: string },
  p: { submissionId: string; title: string; journalName: string },
) {
  return {
    ...recipientFields(eventId, to),
    submissionId: p.submissionId,
    paperTitle: p.title,
    journalName: p.journalName,
  };
}

/**
 * The mails an event causes (none for a profile update: an address change is mailed when requested);
 * co-authors get their own. No call out: a mail with a link names what its token is fetched by (the
 * verification reference, the assignment), and the mail worker fetches it when it sends (issue 27).
 */
export function mailJobsForEvent(event: KnownEvent): MailJob[] {
  switch (event.type) {
    case 'identity.user.registered.v1': {
      const p = event.payload;
      return [
        {
          kind: 'verify-email',
          reason: 'registration',
          ...recipientFields(event.id, p),
          verificationRef: p.verificationRef,
        },
      ];
    }
    case 'identity.user.email_change_requested.v1': {
      const p = event.payload;
      const person = { eventId: event.id, givenNames: p.givenNames, familyName: p.familyName };
      const notice: MailJob = { kind: 'email-change-notice', ...person, to: p.email, newEmail: p.newEmail };
      return [
        {
          kind: 'verify-email',
          reason: 'email-change',
          ...person,
          to: p.newEmail,
          verificationRef: p.verificationRef,
        },
        notice,
      ];
    }
    case 'identity.account.password_reset_requested.v1': {
      const p = event.payload;
      return [
        {
          kind: 'password-reset',
          ...recipientFields(event.id, p),
          accountKind: p.accountKind,
          resetRef: p.resetRef,
        },
      ];
    }
    case 'submission.created.v1': {
      const p = event.payload;
      return [
        { kind: 'submission-confirmation', ...toTheAuthor(event.id, p), submittedAt: p.submittedAt },
        ...coAuthorNotices(event.id, p),
      ];
    }
    case 'submission.status_changed.v1': {
      const p = event.payload;
      // One mail per event per person (issue 29, item 8): a decision's letter and the publication mail
      // (publishing.article_published.v1) already tell the author and each co-author of this change.
      // An editor's accept decision invites through review.decision_recorded.v1 below.
      if (p.decisionId !== undefined || p.newStatus === 'published') return [];
      const invitations = p.newStatus === 'accepted' ? orcidInvitations(event.id, p) : [];
      return [
        {
          kind: 'status-change',
          ...toTheAuthor(event.id, p),
          oldStatus: p.oldStatus,
          newStatus: p.newStatus,
          changedAt: p.changedAt,
        },
        ...coAuthorNotices(event.id, p, p.newStatus),
        ...invitations,
      ];
    }
    case 'submission.metadata_updated.v1':
      return metadataCorrectedMail(event.id, event.payload);
    case 'submission.transfer_offered.v1': {
      const p = event.payload;
      return [
        {
          kind: 'transfer-offered',
          ...toTheAuthor(event.id, p),
          toJournalName: p.toJournalName,
          message: p.message,
        },
      ];
    }
    case 'submission.revision_submitted.v1': {
      const p = event.payload;
      return [{ kind: 'revision-receipt', ...toTheAuthor(event.id, p), fileVersion: p.fileVersion }];
    }
    case 'review.reviewer_invited.v1':
    case 'review.reminder_due.v1': {
      const p = event.payload;
      const common = {
        eventId: event.id,
        to: p.reviewerEmail,
        givenNames: p.reviewerGivenNames,
        familyName: p.reviewerFamilyName,
        submissionId: p.submissionId,
        paperTitle: p.paperTitle,
        journalName: p.journalName,
        dueDate: p.dueDate,
        assignmentId: p.assignmentId,
      };
      return event.type === 'review.reviewer_invited.v1'
        ? [{ kind: 'review-invitation', ...common, round: event.payload.round }]
        : [{ kind: 'review-reminder', reason: event.payload.kind, ...common }];
    }
    case 'review.invitation_cancelled.v1': {
      const p = event.payload;
      // The group reading these is new (issue 42): on an upgraded site it reads old cancellations too.
      if (Date.now() - Date.parse(p.cancelledAt) > STALE_CANCELLATION_MS) return [];
      return [
        {
          kind: 'review-cancelled',
          eventId: event.id,
          to: p.reviewerEmail,
          givenNames: p.reviewerGivenNames,
          familyName: p.reviewerFamilyName,
          submissionId: p.submissionId,
          paperTitle: p.paperTitle,
          journalName: p.journalName,
        },
      ];
    }
    case 'review.decision_recorded.v1': {
      const p = event.payload;
      const letter = {
        kind: 'decision-letter' as const,
        eventId: event.id,
        submissionId: p.submissionId,
        paperTitle: p.paperTitle,
        journalName: p.journalName,
        ...(p.journalId ? { journalId: p.journalId } : {}),
        decision: p.decision,
        message: p.message,
        comments: p.comments,
      };
      return [
        { ...letter, to: p.authorEmail, givenNames: p.givenNames, familyName: p.familyName },
        ...p.coAuthors.map((c) => ({ ...letter, ...recipientFields(event.id, c) })),
        ...(p.decision === 'accept' ? orcidInvitations(event.id, p) : []),
        ...(p.reviewers ?? []).map((r) => ({
          kind: 'reviewer-thanks' as const,
          ...recipientFields(event.id, r),
          ...(p.journalId ? { journalId: p.journalId } : {}),
          submissionId: p.submissionId,
          paperTitle: p.paperTitle,
          journalName: p.journalName,
          decision: p.decision,
        })),
      ];
    }
    case 'publishing.article_published.v1': {
      const p = event.payload;
      // One mail per address, even if the author also listed themself as a co-author.
      const recipients = new Map<string, (typeof p.recipients)[number]>();
      for (const r of p.recipients)
        if (!recipients.has(r.email.toLowerCase())) recipients.set(r.email.toLowerCase(), r);
      return [...recipients.values()].map((r) => ({
        kind: 'article-published' as const,
        ...recipientFields(event.id, r),
        submissionId: p.submissionId,
        journalId: p.journalId,
        paperTitle: p.title,
        journalName: p.journalName,
        doi: p.doi,
        articleUrl: p.articleUrl,
      }));
    }
    case 'publishing.proof_sent.v1': {
      const p = event.payload;
      const recipients = new Map(p.recipients.map((r) => [r.email.toLowerCase(), r]));
      return [...recipients.values()].map((r) => ({
        kind: 'proof-ready' as const,
        ...proofMailFields(event.id, r, p),
        previewUrl: p.previewUrl,
        generation: p.generation,
      }));
    }
    // publishing.proof_answered.v1: its recipients come from the editor directory (proof-answer-mails.ts).
    case 'journals.member_added.v1': {
      const p = event.payload;
      return [
        {
          kind: 'editorial-role-granted',
          ...recipientFields(event.id, p),
          journalId: p.journalSlug,
          journalName: p.journalName,
          role: p.role,
        },
      ];
    }
    case 'journals.member_invited.v1': {
      const p = event.payload;
      return [
        {
          kind: 'editorial-invitation',
          eventId: event.id,
          journalId: p.journalSlug,
          to: p.email,
          givenNames: '',
          familyName: '',
          journalName: p.journalName,
          role: p.role,
        },
      ];
    }
    default:
      return [];
  }
}
