import type { EventPayload, KnownEvent, SubmissionStatus } from '@journal/events';
import type { MailJob } from './mail-job';

/**
 * The token to put in a verification mail, asked of identity by the event's reference (events never
 * carry it); undefined when the verification is no longer pending (used, expired, superseded).
 */
export type VerificationTokens = (reference: string) => Promise<string | undefined>;

/** One notice per listed co-author (issue 11), each identified by event and recipient (mailKey). */
function coAuthorNotices(
  eventId: string,
  p: EventPayload<'submission.created.v1'> | EventPayload<'submission.status_changed.v1'>,
  newStatus?: SubmissionStatus,
): MailJob[] {
  return p.coAuthors.map((coAuthor) => ({
    kind: 'co-author-notice',
    reason: newStatus ? 'status-change' : 'submitted',
    eventId,
    to: coAuthor.email,
    givenNames: coAuthor.givenNames,
    familyName: coAuthor.familyName,
    paperTitle: p.paperTitle,
    journalName: p.journalName,
    authorName: `${p.givenNames} ${p.familyName}`.trim(),
    ...(newStatus ? { newStatus } : {}),
  }));
}

/** The mails an event causes (none for a profile update: an address change is mailed when requested); co-authors get their own. */
export async function mailJobsForEvent(event: KnownEvent, tokens: VerificationTokens): Promise<MailJob[]> {
  switch (event.type) {
    case 'identity.user.registered.v1': {
      const p = event.payload;
      const verificationToken = await tokens(p.verificationRef);
      if (!verificationToken) return [];
      return [
        {
          kind: 'verify-email',
          reason: 'registration',
          eventId: event.id,
          to: p.email,
          givenNames: p.givenNames,
          familyName: p.familyName,
          verificationToken,
        },
      ];
    }
    case 'identity.user.email_change_requested.v1': {
      const p = event.payload;
      const person = { eventId: event.id, givenNames: p.givenNames, familyName: p.familyName };
      const notice: MailJob = { kind: 'email-change-notice', ...person, to: p.email, newEmail: p.newEmail };
      const verificationToken = await tokens(p.verificationRef);
      if (!verificationToken) return [notice];
      return [
        { kind: 'verify-email', reason: 'email-change', ...person, to: p.newEmail, verificationToken },
        notice,
      ];
    }
    case 'submission.created.v1': {
      const p = event.payload;
      return [
        {
          kind: 'submission-confirmation',
          eventId: event.id,
          submissionId: p.submissionId,
          to: p.authorEmail,
          givenNames: p.givenNames,
          familyName: p.familyName,
          paperTitle: p.paperTitle,
          journalName: p.journalName,
          submittedAt: p.submittedAt,
        },
        ...coAuthorNotices(event.id, p),
      ];
    }
    case 'submission.status_changed.v1': {
      const p = event.payload;
      return [
        {
          kind: 'status-change',
          eventId: event.id,
          submissionId: p.submissionId,
          to: p.authorEmail,
          givenNames: p.givenNames,
          familyName: p.familyName,
          paperTitle: p.paperTitle,
          journalName: p.journalName,
          oldStatus: p.oldStatus,
          newStatus: p.newStatus,
          changedAt: p.changedAt,
        },
        ...coAuthorNotices(event.id, p, p.newStatus),
      ];
    }
    default:
      return [];
  }
}
