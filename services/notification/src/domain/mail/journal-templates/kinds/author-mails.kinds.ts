import { statusLabel, statusShout } from '../../templates/status-label';
import { fullName, siteLink } from '../../templates/template.types';
import { withoutOpeningGreeting } from '../../templates/editor-salutation';
import { DECISION_LINES } from '../../templates/peer-review.templates';
import { COMMON, common, SAMPLE_PERSON, type CustomizableKind } from '../customizable-kind';

/** Today's mail text: its lines, then the publisher's name as the signature (templates/template.types). */
const text = (...lines: string[]) => [...lines, '', '{{publisherName}}', ''].join('\n');

const SAMPLE_CO_AUTHOR = {
  ...SAMPLE_PERSON,
  to: 'augustus.de.morgan@example.org',
  givenNames: 'Augustus',
  familyName: 'De Morgan',
  authorName: 'Ada Lovelace',
};
const CO_AUTHOR = ['name', 'paperTitle', 'journalName', 'publisherName', 'authorName'] as const;
const coAuthorValues = (
  job: {
    givenNames: string;
    familyName: string;
    paperTitle: string;
    journalName: string;
    authorName: string;
  },
  publisherName: string,
) => ({
  name: fullName(job.givenNames, job.familyName),
  paperTitle: job.paperTitle,
  journalName: job.journalName,
  publisherName,
  authorName: job.authorName,
});

/** To each co-author when the paper is submitted (issue 11). */
export const coAuthorSubmitted: CustomizableKind<'co-author-notice'> = {
  kind: 'co-author-notice',
  key: 'co-author-submission',
  matches: (job) => job.reason === 'submitted',
  subject: 'Co-author notice: "{{paperTitle}}" was submitted',
  body: text(
    'Dear {{name}},',
    '',
    'You are listed as a co-author of "{{paperTitle}}" submitted to {{journalName}} by {{authorName}}.',
    'You will also receive a notice each time its status changes.',
    '',
    'Questions about this paper go to {{authorName}}.',
  ),
  placeholders: CO_AUTHOR,
  values: (job, ctx) => coAuthorValues(job, ctx.publisherName),
  sample: { ...SAMPLE_CO_AUTHOR, kind: 'co-author-notice', reason: 'submitted' },
};

/** To each co-author on each status change (issue 11). */
export const coAuthorStatusUpdate: CustomizableKind<'co-author-notice'> = {
  kind: 'co-author-notice',
  key: 'co-author-status-update',
  matches: (job) => job.reason === 'status-change',
  subject: 'Co-author notice: "{{paperTitle}}" is now {{newStatus}}',
  body: text(
    'Dear {{name}},',
    '',
    'You are listed as a co-author of "{{paperTitle}}" submitted to {{journalName}} by {{authorName}}.',
    'Its status has been updated to {{newStatusCapitals}}.',
    '',
    'Questions about this paper go to {{authorName}}.',
  ),
  placeholders: [...CO_AUTHOR, 'newStatus', 'newStatusCapitals'],
  values: (job, ctx) => ({
    ...coAuthorValues(job, ctx.publisherName),
    newStatus: statusLabel(job.newStatus ?? 'submitted'),
    newStatusCapitals: statusShout(job.newStatus ?? 'submitted'),
  }),
  sample: {
    ...SAMPLE_CO_AUTHOR,
    kind: 'co-author-notice',
    reason: 'status-change',
    newStatus: 'under_review',
  },
};

const DECISION_LABELS = { accept: 'Accept', reject: 'Reject', revisions: 'Revisions' } as const;

/**
 * The decision letter, to the author and each co-author, each greeted by their own name (the editor's own
 * greeting is dropped). A line holding only `{{reviewerComments}}` or `{{revisionNote}}` disappears, with
 * the blank line before it, when the mail has none (render-journal-template.ts).
 */
export const decisionLetter: CustomizableKind<'decision-letter'> = {
  kind: 'decision-letter',
  key: 'decision',
  subject: 'Decision on "{{paperTitle}}"',
  body: text(
    'Dear {{name}},',
    '',
    'The editors of {{journalName}} have decided that "{{paperTitle}}" {{decisionOutcome}}.',
    '',
    '{{editorMessage}}',
    '',
    '{{reviewerComments}}',
    '',
    '{{revisionNote}}',
    '',
    'View my submissions: {{profileUrl}}',
  ),
  placeholders: [
    ...COMMON,
    'decision',
    'decisionOutcome',
    'editorMessage',
    'reviewerComments',
    'revisionNote',
    'profileUrl',
  ],
  values: (job, ctx) => ({
    ...common(job, ctx),
    decision: DECISION_LABELS[job.decision],
    decisionOutcome: DECISION_LINES[job.decision],
    editorMessage: withoutOpeningGreeting(job.message),
    reviewerComments: job.comments.length
      ? [
          "The reviewers' comments:",
          ...job.comments.flatMap((c) => ['', `${c.reviewer}:`, c.commentsToAuthor]),
        ].join('\n')
      : '',
    revisionNote: job.decision === 'revisions' ? 'You can upload a revised version from your profile.' : '',
    profileUrl: siteLink(ctx, '/profile'),
  }),
  sample: {
    ...SAMPLE_PERSON,
    kind: 'decision-letter',
    decision: 'revisions',
    message: 'Dear Dr Lovelace,\nthe reviewers ask for a clearer account of the loops of the engine.',
    comments: [
      { reviewer: 'Reviewer 1', commentsToAuthor: 'Please explain note G in more detail.' },
      { reviewer: 'Reviewer 2', commentsToAuthor: 'The tables are clear.' },
    ],
  },
};

/** Issue 29 item 8: the author's receipt for a revised version. */
export const revisionReceipt: CustomizableKind<'revision-receipt'> = {
  kind: 'revision-receipt',
  subject: 'Revision received: "{{paperTitle}}"',
  body: text(
    'Dear {{name}},',
    '',
    'We have received version {{fileVersion}} of your paper "{{paperTitle}}" for {{journalName}}, with your response to the reviewers. The editors have been told and will send it for the next round of review.',
    '',
    'View my submissions: {{profileUrl}}',
  ),
  placeholders: [...COMMON, 'fileVersion', 'profileUrl'],
  values: (job, ctx) => ({
    ...common(job, ctx),
    fileVersion: String(job.fileVersion),
    profileUrl: siteLink(ctx, '/profile'),
  }),
  sample: { ...SAMPLE_PERSON, kind: 'revision-receipt', fileVersion: 2 },
};

/** Issue 31: the proof, to each author. */
export const proofReady: CustomizableKind<'proof-ready'> = {
  kind: 'proof-ready',
  subject: 'Proof ready: "{{paperTitle}}" in {{journalName}}',
  body: text(
    'Dear {{name}},',
    '',
    'The proof of your paper "{{paperTitle}}" for {{journalName}} is ready. Please read it and approve it or send your corrections.',
    '',
    'Read the proof here: {{proofUrl}}',
  ),
  placeholders: [...COMMON, 'proofUrl'],
  required: ['proofUrl'],
  values: (job, ctx) => ({ ...common(job, ctx), proofUrl: job.previewUrl }),
  sample: {
    ...SAMPLE_PERSON,
    kind: 'proof-ready',
    previewUrl: 'https://journals.example.org/proofs/sample-proof',
  },
};
