import type { KnownEvent } from '@journal/events';
import type { MailJob } from './mail-job';

/**
 * The token to put in a verification mail, asked of identity by the event's reference (events never
 * carry it); undefined when the verification is no longer pending (used, expired, superseded).
 */
export type VerificationTokens = (reference: string) => Promise<string | undefined>;

/** The mails an event causes (none for a profile update: an address change is mailed when requested). */
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
