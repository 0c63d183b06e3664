import { siteLink } from '../../templates/template.types';
import { THANKS_LINES } from '../../templates/peer-review.templates';
import { COMMON, common, SAMPLE_REVIEWER, type CustomizableKind } from '../customizable-kind';

/** Today's mail text: its lines, then the publisher's name as the signature (templates/template.types). */
const text = (...lines: string[]) => [...lines, '', '{{publisherName}}', ''].join('\n');

/** The reviewer's page; the token is fetched at send time (issue 27), never shown in a preview's template. */
const reviewUrl = (ctx: Parameters<typeof siteLink>[0], token: string) => siteLink(ctx, `/review/${token}`);
const REVIEWER = [...COMMON, 'dueDate', 'reviewUrl'] as const;
/** Every mail that links to the reviewer's page offers its due date and must keep the link. */
const REVIEW_LINK = { placeholders: REVIEWER, required: ['reviewUrl'] } as const;
const linkValues = (
  job: Parameters<typeof common>[0] & { dueDate: string; linkToken: string },
  ctx: Parameters<typeof siteLink>[0],
) => ({ ...common(job, ctx), dueDate: job.dueDate, reviewUrl: reviewUrl(ctx, job.linkToken) });

/** A first round's invitation (the reviewer's mails never name the paper's authors). */
export const reviewerInvitation: CustomizableKind<'review-invitation'> = {
  kind: 'review-invitation',
  key: 'reviewer-invitation',
  matches: (job) => (job.round ?? 1) <= 1,
  subject: 'Invitation to review "{{paperTitle}}"',
  body: text(
    'Dear {{name}},',
    '',
    'The editors of {{journalName}} invite you to review the manuscript "{{paperTitle}}".',
    'Please accept or decline the invitation; the review is due on {{dueDate}}.',
    'The review is double-blind: the authors will not learn your name.',
    '',
    'Open the invitation: {{reviewUrl}}',
  ),
  ...REVIEW_LINK,
  values: linkValues,
  sample: { ...SAMPLE_REVIEWER, kind: 'review-invitation', round: 1 },
};

/** Issue 29 item 8: a later round's invitation, a re-review of the revised version. */
export const reviewerReinvitation: CustomizableKind<'review-invitation'> = {
  kind: 'review-invitation',
  key: 'reviewer-reinvitation',
  matches: (job) => (job.round ?? 1) > 1,
  subject: 'Invitation to review "{{paperTitle}}" (re-review, round {{round}})',
  body: text(
    'Dear {{name}},',
    '',
    'The editors of {{journalName}} invite you to re-review the manuscript "{{paperTitle}}": the authors revised it after round {{previousRound}}.',
    "The review page shows the authors' response to the reviewers and the previous round's reports (anonymous).",
    'Please accept or decline the invitation; the review is due on {{dueDate}}.',
    'The review is double-blind: the authors will not learn your name.',
    '',
    'Open the invitation: {{reviewUrl}}',
  ),
  placeholders: [...REVIEWER, 'round', 'previousRound'],
  required: REVIEW_LINK.required,
  values: (job, ctx) => ({
    ...linkValues(job, ctx),
    round: String(job.round ?? 1),
    previousRound: String((job.round ?? 1) - 1),
  }),
  sample: { ...SAMPLE_REVIEWER, kind: 'review-invitation', round: 2 },
};

/** A reminder a few days before the due date. */
export const reviewerReminder: CustomizableKind<'review-reminder'> = {
  kind: 'review-reminder',
  key: 'reviewer-reminder',
  matches: (job) => job.reason === 'before_due',
  subject: 'Reminder: your review of "{{paperTitle}}" is due on {{dueDate}}',
  body: text(
    'Dear {{name}},',
    '',
    'This is a reminder that your review of "{{paperTitle}}" for {{journalName}} is due on {{dueDate}}.',
    '',
    'Open the review: {{reviewUrl}}',
  ),
  ...REVIEW_LINK,
  values: linkValues,
  sample: { ...SAMPLE_REVIEWER, kind: 'review-reminder', reason: 'before_due' },
};

/** The reminder once the due date has passed. */
export const reviewerOverdue: CustomizableKind<'review-reminder'> = {
  kind: 'review-reminder',
  key: 'reviewer-overdue',
  matches: (job) => job.reason === 'overdue',
  subject: 'Your review of "{{paperTitle}}" is overdue',
  body: text(
    'Dear {{name}},',
    '',
    'Your review of "{{paperTitle}}" for {{journalName}} was due on {{dueDate}}. Please submit your report as soon as you can.',
    '',
    'Open the review: {{reviewUrl}}',
  ),
  ...REVIEW_LINK,
  values: linkValues,
  sample: { ...SAMPLE_REVIEWER, kind: 'review-reminder', reason: 'overdue' },
};

/** Issue 29 item 8: thanks to each reviewer whose report is in, with the round's decision. */
export const reviewerThanks: CustomizableKind<'reviewer-thanks'> = {
  kind: 'reviewer-thanks',
  subject: 'Thank you for your review of "{{paperTitle}}"',
  body: text(
    'Dear {{name}},',
    '',
    'Thank you for your report on "{{paperTitle}}" for {{journalName}}. With the reports of this round, the editors {{decisionOutcome}}.',
  ),
  placeholders: [...COMMON, 'decisionOutcome'],
  values: (job, ctx) => ({ ...common(job, ctx), decisionOutcome: THANKS_LINES[job.decision] }),
  sample: { ...SAMPLE_REVIEWER, kind: 'reviewer-thanks', decision: 'revisions' },
};

/** Issue 42 item 7: to a reviewer whose invitation was cancelled. */
export const reviewerCancelled: CustomizableKind<'review-cancelled'> = {
  kind: 'review-cancelled',
  key: 'reviewer-cancelled',
  subject: 'Review invitation withdrawn: "{{paperTitle}}"',
  body: text(
    'Dear {{name}},',
    '',
    'The editors of {{journalName}} have withdrawn their invitation to review "{{paperTitle}}". You need not do anything more: the review link no longer works.',
    '',
    'Thank you for your time.',
  ),
  placeholders: COMMON,
  values: (job, ctx) => common(job, ctx),
  sample: { ...SAMPLE_REVIEWER, kind: 'review-cancelled' },
};
