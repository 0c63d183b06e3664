import { createHash } from 'node:crypto';
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
  // One per co-author and event (issue 11); `to`, givenNames and familyName are the co-author's.
  z.object({
    ...base,
    kind: z.literal('co-author-notice'),
    reason: z.enum(['submitted', 'status-change']),
    paperTitle: z.string().min(1),
    journalName: z.string().min(1),
    authorName: z.string(),
    newStatus: submissionStatusSchema.optional(),
  }),
]);

export type MailJob = z.infer<typeof mailJobSchema>;
export type MailKind = MailJob['kind'];

/**
 * What identifies one mail of an event: its kind, plus the recipient for kinds that mail several people
 * per event (a hash, so addresses stay out of job ids, Message-IDs and logs).
 */
export function mailKey(job: Pick<MailJob, 'kind' | 'to'>): string {
  if (job.kind !== 'co-author-notice') return job.kind;
  const recipient = createHash('sha256').update(job.to.trim().toLowerCase()).digest('hex').slice(0, 16);
  return `${job.kind}-${recipient}`;
}

/** Deterministic, so a duplicate event maps to the same job (BullMQ ignores an id it already holds). */
export function mailJobId(job: Pick<MailJob, 'kind' | 'eventId' | 'to'>): string {
  return `${mailKey(job)}-${job.eventId}`;
}
