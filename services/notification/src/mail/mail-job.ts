import { z } from 'zod';
import { submissionStatusSchema } from '@journal/events';

const base = {
  /** The event that caused the mail; with `kind` it identifies the mail (job id, sent_mails key). */
  eventId: z.uuid(),
  to: z.email(),
  givenNames: z.string(),
  familyName: z.string(),
};

export const mailJobSchema = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal('verify-email'),
    reason: z.enum(['registration', 'email-change']),
    verificationToken: z.string().min(1),
  }),
  z.object({
    ...base,
    kind: z.literal('email-change-notice'),
    newEmail: z.email(),
  }),
  z.object({
    ...base,
    kind: z.literal('submission-confirmation'),
    paperTitle: z.string().min(1),
    journalName: z.string().min(1),
    submittedAt: z.string(),
  }),
  z.object({
    ...base,
    kind: z.literal('status-change'),
    paperTitle: z.string().min(1),
    journalName: z.string().min(1),
    oldStatus: submissionStatusSchema,
    newStatus: submissionStatusSchema,
    changedAt: z.string(),
  }),
]);

export type MailJob = z.infer<typeof mailJobSchema>;
export type MailKind = MailJob['kind'];

/** Deterministic, so a duplicate event maps to the same job (BullMQ ignores an id it already holds). */
export function mailJobId(job: Pick<MailJob, 'kind' | 'eventId'>): string {
  return `${job.kind}-${job.eventId}`;
}
