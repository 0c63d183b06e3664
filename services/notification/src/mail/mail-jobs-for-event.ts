import type { EventPayload, KnownEvent, SubmissionStatus } from '@journal/events';
import type { MailJob } from './mail-job';

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

/** The mails an event causes (none for a profile update that kept the email); co-authors get their own. */
export function mailJobsForEvent(event: KnownEvent): MailJob[] {
  switch (event.type) {
    case 'identity.user.registered.v1': {
      const p = event.payload;
      return [
        {
          kind: 'verify-email',
          reason: 'registration',
          eventId: event.id,
          to: p.email,
          givenNames: p.givenNames,
          familyName: p.familyName,
          verificationToken: p.verificationToken,
        },
      ];
    }
    case 'identity.user.profile_updated.v1': {
      const p = event.payload;
      if (!p.emailChanged || !p.verificationToken) return [];
      return [
        {
          kind: 'verify-email',
          reason: 'email-change',
          eventId: event.id,
          to: p.email,
          givenNames: p.givenNames,
          familyName: p.familyName,
          verificationToken: p.verificationToken,
        },
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
