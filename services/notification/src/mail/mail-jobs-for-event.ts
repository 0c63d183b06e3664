import type { KnownEvent } from '@journal/events';
import type { MailJob } from './mail-job';

/** The mails an event causes (none for a profile update that kept the email). */
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
      ];
    }
    default:
      return [];
  }
}
