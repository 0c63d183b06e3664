import type { RenderableMail } from '../../../repositories/mail-job';
import { statusLabel, statusShout } from '../templates/status-label';
import { siteLink, type TemplateContext } from '../templates/template.types';
import { editorialPageUrl } from '../templates/handling-editor-assigned.template';
import { discussionMessage } from './kinds/discussion-message.kind';
import { metadataCorrected } from './kinds/metadata-corrected.kind';
import { orcidInvitation } from './kinds/orcid-invitation.kind';
import { transferOffered } from './kinds/transfer-offered.kind';
import {
  COMMON,
  common,
  SAMPLE_PERSON,
  type CustomizableKind,
  type TemplateScope,
} from './customizable-kind';
import {
  coAuthorStatusUpdate,
  coAuthorSubmitted,
  decisionLetter,
  proofReady,
  revisionReceipt,
} from './kinds/author-mails.kinds';
import {
  reviewerCancelled,
  reviewerInvitation,
  reviewerOverdue,
  reviewerReinvitation,
  reviewerReminder,
  reviewerThanks,
} from './kinds/reviewer-mails.kinds';
import {
  editorNotice,
  proofApproved,
  proofCorrections,
  revisionReceived,
  teamInvitation,
  teamMemberAdded,
} from './kinds/editor-mails.kinds';
import {
  emailChangeConfirmation,
  emailChangeNotice,
  emailVerification,
  passwordReset,
} from './kinds/site-mails.kinds';

/*
 * Every mail the platform sends, each with its template (issue 29 item 9, issue 42 item 7). An entry is
 * { kind, subject, body, placeholders, values, sample }, optionally with its API `key` (else the kind),
 * `scope: 'site'`, `matches` (one of several templates of a kind) and `required` placeholders.
 */

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
  key: 'status-update',
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
export const CUSTOMIZABLE_KINDS = [
  submissionConfirmation,
  statusChange,
  articlePublished,
  handlingEditorAssigned,
  discussionMessage,
  metadataCorrected,
  transferOffered,
  coAuthorSubmitted,
  coAuthorStatusUpdate,
  decisionLetter,
  revisionReceipt,
  proofReady,
  orcidInvitation,
  reviewerInvitation,
  reviewerReinvitation,
  reviewerReminder,
  reviewerOverdue,
  reviewerThanks,
  reviewerCancelled,
  editorNotice,
  revisionReceived,
  proofApproved,
  proofCorrections,
  teamInvitation,
  teamMemberAdded,
  passwordReset,
  emailVerification,
  emailChangeConfirmation,
  emailChangeNotice,
] as const;
export type CustomizableKindName = (typeof CUSTOMIZABLE_KINDS)[number]['kind'];

/** A kind's definition, typed loosely: values() takes the mail the caller matched by kind. */
export interface AnyCustomizableKind {
  kind: string;
  key?: string;
  scope?: TemplateScope;
  matches?(job: RenderableMail): boolean;
  subject: string;
  body: string;
  placeholders: readonly string[];
  required?: readonly string[];
  values(job: RenderableMail, ctx: TemplateContext): Record<string, string>;
  sample: RenderableMail;
}

/** The first template of a kind, as issue 29 looked it up (template-registry.ts finds one by key or by mail). */
export function customizableKind(kind: string): AnyCustomizableKind | undefined {
  return (CUSTOMIZABLE_KINDS as readonly AnyCustomizableKind[]).find((k) => k.kind === kind);
}
