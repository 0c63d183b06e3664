import type { RenderableMail } from '../../../repositories/mail-job';
import { statusLabel, statusShout } from '../templates/status-label';
import { fullName, siteLink, type TemplateContext } from '../templates/template.types';
import { editorialPageUrl } from '../templates/handling-editor-assigned.template';
import { discussionUrl } from '../templates/discussion-message.template';

type MailOf<K extends RenderableMail['kind']> = Extract<RenderableMail, { kind: K }>;

/**
 * One mail kind a journal may reword (issue 29, item 9): its default subject and plain-text body (today's
 * texts, word for word: test/unit/journal-mail-templates.test.ts compares them with the built-in
 * templates), the placeholders it offers, and their values for one mail.
 */
interface CustomizableKind<K extends RenderableMail['kind']> {
  kind: K;
  subject: string;
  body: string;
  placeholders: readonly string[];
  values(job: MailOf<K>, ctx: TemplateContext): Record<string, string>;
  /** Made-up values for the preview. */
  sample: MailOf<K>;
}

const SAMPLE_PERSON = {
  eventId: '00000000-0000-4000-8000-000000000000',
  to: 'ada.lovelace@example.org',
  givenNames: 'Ada',
  familyName: 'Lovelace',
  submissionId: 'sample-submission',
  paperTitle: 'Notes on the Analytical Engine',
  journalName: 'Sample Journal',
};
const COMMON = ['name', 'paperTitle', 'journalName', 'publisherName'] as const;
const common = (job: MailOf<CustomizableKindName>, ctx: TemplateContext) => ({
  name: fullName(job.givenNames, job.familyName),
  paperTitle: job.paperTitle,
  journalName: job.journalName,
  publisherName: ctx.publisherName,
});

const submissionConfirmation: CustomizableKind<'submission-confirmation'> = {
  kind: 'submission-confirmation',
  subject: 'Submission received: "{{paperTitle}}"',
  body: [
    'Dear {{name}},',
    '',
    'We have received your paper "{{paperTitle}}" for {{journalName}}. Its status is Submitted; our editors will review it and you will be notified of every status change.',
    '',
    'You can follow your submission on your profile. {{profileUrl}}',
    '',
    '{{publisherName}}',
    '',
  ].join('\n'),
  placeholders: [...COMMON, 'profileUrl'],
  values: (job, ctx) => ({ ...common(job, ctx), profileUrl: siteLink(ctx, '/profile') }),
  sample: {
    ...SAMPLE_PERSON,
    kind: 'submission-confirmation',
    submittedAt: '2026-01-15T09:30:00.000Z',
  },
};

const statusChange: CustomizableKind<'status-change'> = {
  kind: 'status-change',
  subject: 'Status update: "{{paperTitle}}" is now {{newStatus}}',
  body: [
    'Dear {{name}},',
    '',
    'Your paper "{{paperTitle}}" in {{journalName}} has been updated to {{newStatusCapitals}}.',
    'Previous status: {{oldStatus}}.',
    '',
    'View your submissions: {{profileUrl}}',
    '',
    '{{publisherName}}',
    '',
  ].join('\n'),
  placeholders: [...COMMON, 'newStatus', 'newStatusCapitals', 'oldStatus', 'profileUrl'],
  values: (job, ctx) => ({
    ...common(job, ctx),
    newStatus: statusLabel(job.newStatus),
    newStatusCapitals: statusShout(job.newStatus),
    oldStatus: statusLabel(job.oldStatus),
    profileUrl: siteLink(ctx, '/profile'),
  }),
  sample: {
    ...SAMPLE_PERSON,
    kind: 'status-change',
    oldStatus: 'submitted',
    newStatus: 'under_review',
    changedAt: '2026-01-20T14:00:00.000Z',
  },
};

const articlePublished: CustomizableKind<'article-published'> = {
  kind: 'article-published',
  subject: 'Published: "{{paperTitle}}" in {{journalName}}',
  body: [
    'Dear {{name}},',
    '',
    'Your paper "{{paperTitle}}" has been published in {{journalName}} and is open to every reader.',
    '',
    'Read it here: {{articleUrl}}',
    'DOI: {{doi}} (https://doi.org/{{doi}})',
    '',
    '{{publisherName}}',
    '',
  ].join('\n'),
  placeholders: [...COMMON, 'articleUrl', 'doi'],
  values: (job, ctx) => ({ ...common(job, ctx), articleUrl: job.articleUrl, doi: job.doi }),
  sample: {
    ...SAMPLE_PERSON,
    kind: 'article-published',
    doi: '10.5555/sample.2026.001',
    articleUrl: 'https://journals.example.org/articles/sample-submission',
  },
};

const handlingEditorAssigned: CustomizableKind<'handling-editor-assigned'> = {
  kind: 'handling-editor-assigned',
  subject: 'Handling editor: "{{paperTitle}}" in {{journalName}}',
  body: [
    'Dear {{name}},',
    '',
    'You are now the handling editor of "{{paperTitle}}" in {{journalName}} (assigned by {{assignedBy}}).',
    "From now on the paper's editor mails come to you alone, and replies to its authors' and reviewers' mails reach you.",
    '',
    'Open the submission: {{submissionUrl}}',
    '',
    '{{publisherName}}',
    '',
  ].join('\n'),
  placeholders: [...COMMON, 'assignedBy', 'submissionUrl'],
  values: (job, ctx) => ({
    ...common(job, ctx),
    assignedBy: job.assignedBy,
    submissionUrl: editorialPageUrl(ctx, job.submissionId),
  }),
  sample: {
    ...SAMPLE_PERSON,
    kind: 'handling-editor-assigned',
    assignedBy: 'managing.editor@example.org',
  },
};

// Issue 42 item 6: the thread's subject and the link to it, never the message itself.
const discussionMessage: CustomizableKind<'discussion-message'> = {
  kind: 'discussion-message',
  subject: 'New message: "{{discussionSubject}}" about "{{paperTitle}}"',
  body: [
    'Dear {{name}},',
    '',
    'There is a new message in the discussion "{{discussionSubject}}" about "{{paperTitle}}" in {{journalName}}.',
    'For your privacy the message is not in this mail; please read and answer it on the site.',
    '',
    'Read the message: {{discussionUrl}}',
    '',
    '{{publisherName}}',
    '',
  ].join('\n'),
  placeholders: [...COMMON, 'discussionSubject', 'discussionUrl'],
  values: (job, ctx) => ({
    ...common(job, ctx),
    discussionSubject: job.subject,
    discussionUrl: discussionUrl(ctx, job),
  }),
  sample: {
    ...SAMPLE_PERSON,
    kind: 'discussion-message',
    recipientSide: 'author',
    subject: 'A question about Figure 2',
  },
};

export const CUSTOMIZABLE_KINDS = [
  submissionConfirmation,
  statusChange,
  articlePublished,
  handlingEditorAssigned,
  discussionMessage,
] as const;
export type CustomizableKindName = (typeof CUSTOMIZABLE_KINDS)[number]['kind'];
export const CUSTOMIZABLE_KIND_NAMES = CUSTOMIZABLE_KINDS.map((k) => k.kind) as CustomizableKindName[];

/** The kind's definition, typed loosely: values() takes the mail the caller matched by kind. */
export interface AnyCustomizableKind {
  kind: CustomizableKindName;
  subject: string;
  body: string;
  placeholders: readonly string[];
  values(job: RenderableMail, ctx: TemplateContext): Record<string, string>;
  sample: RenderableMail;
}

export function customizableKind(kind: string): AnyCustomizableKind | undefined {
  return CUSTOMIZABLE_KINDS.find((k) => k.kind === kind) as AnyCustomizableKind | undefined;
}
