import { z } from 'zod';
import { emailField, idField, isoDateTimeField, nameField } from './contract-fields';
import { coAuthorSchema } from './submission-events.contract';

/** The history entry's actor when peer review moves a paper: never the reviewer's own address. */
export const PEER_REVIEW_ACTOR = 'peer-review@journal.local';

export const REVIEW_RECOMMENDATIONS = ['accept', 'minor_revisions', 'major_revisions', 'reject'] as const;
export const reviewRecommendationSchema = z.enum(REVIEW_RECOMMENDATIONS);
export type ReviewRecommendation = z.infer<typeof reviewRecommendationSchema>;

export const EDITOR_DECISIONS = ['accept', 'reject', 'revisions'] as const;
export const editorDecisionSchema = z.enum(EDITOR_DECISIONS);
export type EditorDecision = z.infer<typeof editorDecisionSchema>;

/**
 * What every assignment event repeats: whom it concerns and about which paper. Never an author's
 * identity (the reviewer's mail must not name them) and never the link token (notification asks the
 * review service for a fresh one by `assignmentId`).
 */
const assignmentContext = {
  assignmentId: idField,
  submissionId: idField,
  round: z.number().int().positive(),
  reviewerEmail: emailField,
  reviewerGivenNames: nameField,
  reviewerFamilyName: nameField,
  paperTitle: z.string().min(1),
  journalName: z.string().min(1),
  dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
};

export const reviewerInvitedV1 = z.object({
  ...assignmentContext,
  invitedBy: emailField,
  invitedAt: isoDateTimeField,
  /** The editor confirmed an invitation despite these conflicts (issue 29, item 4); absent: none found. */
  conflictOverridden: z.boolean().optional(),
  conflicts: z.array(z.string()).optional(),
  /**
   * The editor confirmed an invitation though the reviewers' copy's body still names the authors
   * (issue 42 item 9): where and how often, never the names themselves; absent: none found.
   */
  findingsConfirmed: z.boolean().optional(),
  findings: z
    .array(z.object({ kind: z.string(), where: z.string(), count: z.number().int().positive() }))
    .optional(),
});

export const reviewerAcceptedV1 = z.object({
  ...assignmentContext,
  respondedAt: isoDateTimeField,
  /** 'none' or the reviewer's statement (issue 29, item 5); absent in events written before it. */
  competingInterests: z.string().max(2000).optional(),
});

export const reviewerDeclinedV1 = z.object({
  ...assignmentContext,
  reason: z.string().nullable(),
  respondedAt: isoDateTimeField,
});

export const invitationCancelledV1 = z.object({ ...assignmentContext, cancelledAt: isoDateTimeField });

export const reportSubmittedV1 = z.object({
  ...assignmentContext,
  reportId: idField,
  reviewerNumber: z.number().int().positive(),
  recommendation: reviewRecommendationSchema,
  submittedAt: isoDateTimeField,
  /** This report completed its round: every other invitation of it reported, declined or cancelled (issue 29). */
  roundComplete: z.boolean().optional(),
});

/** `before_due`: REVIEW_REMINDER_DAYS before the due date; `overdue`: the due date passed. */
export const reminderDueV1 = z.object({
  ...assignmentContext,
  kind: z.enum(['before_due', 'overdue']),
});

/** A reviewer's comments to the author as the author may read them: numbered, never named. */
export const anonymousCommentSchema = z.object({
  reviewer: z.string().min(1),
  commentsToAuthor: z.string(),
  /** The report's answers to review-form questions shown to authors (issue 42, item 5); absent: none. */
  answers: z.array(z.object({ question: z.string(), answer: z.string() })).optional(),
});

export const decisionRecordedV1 = z.object({
  decisionId: idField,
  submissionId: idField,
  round: z.number().int().positive(),
  decision: editorDecisionSchema,
  message: z.string(),
  decidedBy: emailField,
  decidedAt: isoDateTimeField,
  comments: z.array(anonymousCommentSchema),
  // Whom the letter goes to, as the submission service told the review service at decision time.
  authorId: z.guid(),
  authorEmail: emailField,
  givenNames: nameField,
  familyName: nameField,
  coAuthors: z.array(coAuthorSchema),
  paperTitle: z.string().min(1),
  journalName: z.string().min(1),
  /** The paper's journal (its slug): live notices reach that journal's editors. Absent in older events. */
  journalId: idField.optional(),
  /** The round's reviewers whose report is in: each gets a thank-you with the decision (issue 29). */
  reviewers: z
    .array(z.object({ email: emailField, givenNames: nameField, familyName: nameField }))
    .optional(),
});

/**
 * Issue 42 item 6: a new message in a discussion of a submission, for the mail to the thread's other
 * side. Never the message's body (the mail carries a link, the body stays behind the participants'
 * access checks) and never a link token (notification asks review for one by `assignmentId`).
 * `to`: 'editors' (the handling editor, else the journal's editors and managers), or the thread's author
 * or reviewer, named in `recipient`.
 */
export const discussionMessagePostedV1 = z.object({
  threadId: idField,
  messageId: idField,
  submissionId: idField,
  journalId: idField,
  paperTitle: z.string().min(1),
  journalName: z.string().min(1),
  subject: z.string().min(1),
  from: z.enum(['editor', 'author', 'reviewer']),
  to: z.enum(['editors', 'author', 'reviewer']),
  recipient: z.object({ email: emailField, givenNames: nameField, familyName: nameField }).optional(),
  /** The reviewer's invitation, for a fresh link in their mail (to: 'reviewer'). */
  assignmentId: idField.optional(),
  postedAt: isoDateTimeField,
});
