import { createHash } from 'node:crypto';
import { z } from 'zod';
import { EDITOR_MAIL_KINDS, submissionStatusSchema } from '@journal/events';

const base = {
  /** The event that caused the mail; with `kind` and `to` it identifies the mail (see mailId). */
  eventId: z.uuid(),
  to: z.email(),
  givenNames: z.string(),
  familyName: z.string(),
};

/** The paper a mail is about. */
const paper = {
  submissionId: z.string().min(1),
  paperTitle: z.string().min(1),
  journalName: z.string().min(1),
};
/**
 * A reviewer's mail: the paper (never its authors), the due date and the assignment whose link token the
 * mail worker asks the review service for when it sends (`linkToken`: rows written before that, issue 27).
 */
const reviewerLink = {
  ...paper,
  dueDate: z.string(),
  assignmentId: z.uuid().optional(),
  linkToken: z.string().min(1).optional(),
};
/** The paper's journal, whose own wording of the mail is used when it has one (issue 29, item 9); absent in rows written before. */
const journal = { journalId: z.string().min(1).optional() };
const oneOf = (a: string, b: string) => (job: Record<string, unknown>) =>
  job[a] !== undefined || job[b] !== undefined;

export const mailJobSchema = z.discriminatedUnion('kind', [
  z
    .object({
      ...base,
      kind: z.literal('verify-email'),
      reason: z.enum(['registration', 'email-change']),
      // The pending verification whose token the mail worker asks identity for when it sends (issue 27);
      // rows written before that carry the token itself.
      verificationRef: z.string().min(1).optional(),
      verificationToken: z.string().min(1).optional(),
    })
    .refine(oneOf('verificationRef', 'verificationToken'), 'a verification reference or token'),
  // A forgotten password: the link to /reset-password, for an author's or an administrator's account.
  z.object({
    ...base,
    kind: z.literal('password-reset'),
    accountKind: z.enum(['author', 'admin']),
    // The pending reset whose token the mail worker asks identity for when it sends.
    resetRef: z.string().min(1),
  }),
  z.object({
    ...base,
    kind: z.literal('email-change-notice'),
    newEmail: z.email(),
  }),
  z.object({
    ...base,
    kind: z.literal('submission-confirmation'),
    ...journal,
    ...paper,
    submittedAt: z.string(),
  }),
  z.object({
    ...base,
    kind: z.literal('status-change'),
    ...journal,
    ...paper,
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
  // Peer review (issue 12). The reviewer's mails never name the paper's authors.
  z
    .object({
      ...base,
      kind: z.literal('review-invitation'),
      ...reviewerLink,
      /** The review round (issue 29: round 2 on is a re-review); absent in rows written before. */
      round: z.number().int().positive().optional(),
    })
    .refine(oneOf('assignmentId', 'linkToken'), 'an assignment or link token'),
  z
    .object({
      ...base,
      kind: z.literal('review-reminder'),
      reason: z.enum(['before_due', 'overdue']),
      ...reviewerLink,
    })
    .refine(oneOf('assignmentId', 'linkToken'), 'an assignment or link token'),
  // To the author and each co-author: the decision, the message, reviewers' comments numbered, never named.
  z.object({
    ...base,
    kind: z.literal('decision-letter'),
    ...journal,
    ...paper,
    decision: z.enum(['accept', 'reject', 'revisions']),
    message: z.string(),
    comments: z.array(
      z.object({
        reviewer: z.string(),
        commentsToAuthor: z.string(),
        answers: z.array(z.object({ question: z.string(), answer: z.string() })).optional(),
      }),
    ),
  }),
  // Issue 29, item 8: to each reviewer whose report is in, with the round's decision (never the authors).
  z.object({
    ...base,
    kind: z.literal('reviewer-thanks'),
    ...journal,
    ...paper,
    decision: z.enum(['accept', 'reject', 'revisions']),
  }),
  // Issue 42 item 7: to a reviewer whose invitation the editors cancelled (never the authors).
  z.object({
    ...base,
    kind: z.literal('review-cancelled'),
    ...paper,
  }),
  // To the editor who asked for the revision.
  z.object({
    ...base,
    kind: z.literal('revision-received'),
    ...paper,
    fileVersion: z.number().int(),
  }),
  // Issue 29, item 8: the author's receipt for a revised version.
  z.object({
    ...base,
    kind: z.literal('revision-receipt'),
    ...journal,
    ...paper,
    fileVersion: z.number().int(),
  }),
  // Issue 29, item 3: to the paper's handling editor, else its journal's editors and managers.
  z.object({
    ...base,
    kind: z.literal('editor-notice'),
    ...paper,
    notice: z.enum(EDITOR_MAIL_KINDS),
    round: z.number().int().optional(),
    reviewerName: z.string().optional(),
    reason: z.string().nullable().optional(),
    recommendation: z.string().optional(),
    dueDate: z.string().optional(),
  }),
  // To the editor just made the paper's handling editor by someone else (never on self-assignment).
  z.object({
    ...base,
    kind: z.literal('handling-editor-assigned'),
    ...journal,
    ...paper,
    /** Who assigned them (an address of the editorial office). */
    assignedBy: z.email(),
  }),
  // To the author and to each co-author once their paper is public (issue 13).
  z.object({
    ...base,
    kind: z.literal('article-published'),
    ...journal,
    ...paper,
    doi: z.string().min(1),
    articleUrl: z.url(),
  }),
  // Issue 31: the converted production file's proof, to the authors; their answer, to the editor.
  z.object({
    ...base,
    kind: z.literal('proof-ready'),
    ...paper,
    previewUrl: z.url(),
    /** The proof's generation: a co-author's link is asked for it when the mail is sent (issue 42). */
    generation: z.number().int().positive().optional(),
  }),
  z.object({
    ...base,
    kind: z.literal('proof-answered'),
    ...paper,
    decision: z.enum(['approve', 'corrections']),
    corrections: z.string().optional(),
    answeredBy: z.email(),
  }),
  // Issue 42 item 6: a new message in a discussion, to the thread's other side, with a link and never the
  // message's body: the author's profile, the editorial page, or the reviewer's link (its token fetched
  // at send time by `assignmentId`, as for reminders).
  z
    .object({
      ...base,
      kind: z.literal('discussion-message'),
      ...journal,
      ...paper,
      recipientSide: z.enum(['editor', 'author', 'reviewer']),
      subject: z.string().min(1),
      assignmentId: z.uuid().optional(),
    })
    .refine((job) => job.recipientSide !== 'reviewer' || job.assignmentId !== undefined, 'an assignment'),
  // Issue 42 item 3: to the submitting author, each field an editor corrected with its new value.
  z.object({
    ...base,
    kind: z.literal('metadata-corrected'),
    ...journal,
    ...paper,
    editorName: z.string().min(1),
    changes: z.array(z.object({ label: z.string().min(1), value: z.string() })).min(1),
  }),
  // Issue 43 item 6: to each co-author of an accepted paper, a link to authenticate their ORCID iD for it
  // (asked of identity when the mail is sent; no link, no mail: ORCID not set up, or already connected).
  z.object({
    ...base,
    kind: z.literal('orcid-invitation'),
    ...journal,
    ...paper,
  }),
  // Issue 44 item 1: to the submitting author, an editor's offer to transfer the paper to a sister journal.
  z.object({
    ...base,
    kind: z.literal('transfer-offered'),
    ...journal,
    ...paper,
    toJournalName: z.string().min(1),
    message: z.string().min(1),
  }),
  // Issue 28 part 3: a role in a journal's team (to the person), or an invitation to register for one.
  z.object({
    ...base,
    kind: z.literal('editorial-role-granted'),
    ...journal,
    journalName: z.string().min(1),
    role: z.enum(['manager', 'editor']),
  }),
  z.object({
    ...base,
    kind: z.literal('editorial-invitation'),
    ...journal,
    journalName: z.string().min(1),
    role: z.enum(['manager', 'editor']),
  }),
]);

export type MailJob = z.infer<typeof mailJobSchema>;
export type MailKind = MailJob['kind'];

/** Kinds whose mail carries a link token, fetched by the mail worker just before it renders (issue 27). */
type LinkKind =
  | 'verify-email'
  | 'password-reset'
  | 'review-invitation'
  | 'review-reminder'
  | 'discussion-message'
  | 'orcid-invitation';
/** A mail ready to render: the link token of its kind is there. */
export type RenderableMail =
  | Exclude<MailJob, { kind: LinkKind }>
  | (Extract<MailJob, { kind: 'verify-email' }> & { verificationToken: string })
  | (Extract<MailJob, { kind: 'password-reset' }> & { resetToken: string })
  | (Extract<MailJob, { kind: 'review-invitation' | 'review-reminder' }> & { linkToken: string })
  | (Extract<MailJob, { kind: 'discussion-message' }> & { linkToken?: string })
  | (Extract<MailJob, { kind: 'orcid-invitation' }> & { invitationUrl: string });

/**
 * The mail's row id (and queue job id): a UUID derived from (event, kind, recipient), so a duplicate event
 * maps to the same row and job, and a kind that mails several people per event gets one row each.
 */
export function mailId(job: Pick<MailJob, 'kind' | 'eventId' | 'to'>): string {
  const hex = createHash('sha256')
    .update(`${job.eventId}\n${job.kind}\n${job.to.toLowerCase()}`)
    .digest('hex');
  // Shaped as a version-5-style UUID (name-based) so it fits the uuid column.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The submission a mail is about (admins list a submission's mails), if any. */
export function mailSubmissionId(job: MailJob): string | null {
  return 'submissionId' in job ? job.submissionId : null;
}
