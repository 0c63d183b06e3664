import type { InternalClient } from '@journal/http';

/** A mail as the notification service reports it to admins (no body, no token). */
export interface SubmissionMail {
  id: string;
  kind: string;
  recipient: string;
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'dead';
  attempts: number;
  /** The last SMTP answer or transport error. */
  reason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What the admin service asks of the notification service, which owns the mail rows. */
export interface MailStatusQueries {
  /** Failed and dead mails of a submission (`all`: every mail). */
  submissionMails(submissionId: string, all: boolean): Promise<SubmissionMail[]>;
  resend(mailId: string): Promise<SubmissionMail>;
  /** The submission a mail belongs to (null: none); 404 `Mail not found` when there is no such mail. */
  submissionOfMail(mailId: string): Promise<string | null>;
}

/** Over `/internal/submissions/:id/mails` and `/internal/mails/:id/resend`; upstream 4xx keep status and message. */
export function mailStatusQueries(client: InternalClient): MailStatusQueries {
  return {
    async submissionMails(submissionId, all) {
      const body = await client.json<{ mails: SubmissionMail[] }>(
        'GET',
        `/submissions/${encodeURIComponent(submissionId)}/mails${all ? '?all=true' : ''}`,
      );
      return body.mails;
    },
    async resend(mailId) {
      const body = await client.json<{ mail: SubmissionMail }>(
        'POST',
        `/mails/${encodeURIComponent(mailId)}/resend`,
      );
      return body.mail;
    },
    async submissionOfMail(mailId) {
      const body = await client.json<{ submissionId: string | null }>(
        'GET',
        `/mails/${encodeURIComponent(mailId)}`,
      );
      return body.submissionId;
    },
  };
}
