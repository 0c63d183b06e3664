import { discussionUrl } from '../../templates/discussion-message.template';
import { COMMON, common, SAMPLE_PERSON, type CustomizableKind } from '../customizable-kind';

/** The note that a discussion has a new message: a link, never the message itself (issue 42 item 6). */
export const discussionMessage: CustomizableKind<'discussion-message'> = {
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
