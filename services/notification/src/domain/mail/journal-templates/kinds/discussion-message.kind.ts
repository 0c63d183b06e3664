import { fullName, siteLink, type TemplateContext } from '../../templates/template.types';
import { COMMON, SAMPLE_PERSON } from '../customizable-kind';

/**
 * A template whose mail kind another change brings (issue 42 item 6, discussions): the key exists, can be
 * listed, reworded and previewed now; once a kind of that name joins CUSTOMIZABLE_KINDS, its own entry
 * replaces this one (template-registry.ts). Its job is read loosely, as the kind's fields are not known here.
 */
export interface PendingKind {
  kind: string;
  key: string;
  subject: string;
  body: string;
  placeholders: readonly string[];
  values(job: Record<string, unknown>, ctx: TemplateContext): Record<string, string>;
  sample: Record<string, unknown>;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export const discussionMessage: PendingKind = {
  kind: 'discussion-message',
  key: 'discussion-message',
  subject: 'New message: "{{threadSubject}}" on "{{paperTitle}}"',
  body: [
    'Dear {{name}},',
    '',
    'There is a new message in the discussion "{{threadSubject}}" about "{{paperTitle}}" in {{journalName}}.',
    '',
    'Read and answer it here: {{discussionUrl}}',
    '',
    '{{publisherName}}',
    '',
  ].join('\n'),
  placeholders: [...COMMON, 'threadSubject', 'discussionUrl'],
  values: (job, ctx) => ({
    name: fullName(str(job.givenNames), str(job.familyName)),
    paperTitle: str(job.paperTitle),
    journalName: str(job.journalName),
    publisherName: ctx.publisherName,
    threadSubject: str(job.threadSubject) || str(job.subject),
    discussionUrl: str(job.discussionUrl) || str(job.link) || siteLink(ctx, '/profile'),
  }),
  sample: {
    ...SAMPLE_PERSON,
    kind: 'discussion-message',
    threadSubject: 'Question about Table 2',
    discussionUrl: 'https://journals.example.org/profile/submissions/sample-submission',
  },
};
