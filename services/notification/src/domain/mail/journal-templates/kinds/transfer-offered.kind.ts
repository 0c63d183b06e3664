import { siteLink } from '../../templates/template.types';
import { COMMON, common, SAMPLE_PERSON, type CustomizableKind } from '../customizable-kind';

/** Issue 44 item 1: the author's mail about a transfer offer to a sister journal. */
export const transferOffered: CustomizableKind<'transfer-offered'> = {
  kind: 'transfer-offered',
  subject: 'Transfer offer: "{{paperTitle}}" to {{toJournalName}}',
  body: [
    'Dear {{name}},',
    '',
    'The editors of {{journalName}} offer to transfer your paper "{{paperTitle}}" to {{toJournalName}}, with its files, its details and the reports its reviewers agreed to pass on. Their message:',
    '',
    '{{message}}',
    '',
    'You can accept or decline the offer in your profile.',
    '',
    'View my submissions: {{profileUrl}}',
    '',
    '{{publisherName}}',
    '',
  ].join('\n'),
  placeholders: [...COMMON, 'toJournalName', 'message', 'profileUrl'],
  values: (job, ctx) => ({
    ...common(job, ctx),
    toJournalName: job.toJournalName,
    message: job.message,
    profileUrl: siteLink(ctx, '/profile'),
  }),
  sample: {
    ...SAMPLE_PERSON,
    kind: 'transfer-offered',
    toJournalName: 'Sister Journal',
    message: 'Your paper is sound but outside our scope; our sister journal publishes work like it.',
  },
};
