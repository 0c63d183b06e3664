import { siteLink } from '../../templates/template.types';
import { changesSummary } from '../../templates/metadata-corrected.template';
import { COMMON, common, SAMPLE_PERSON, type CustomizableKind } from '../customizable-kind';

/** Issue 42 item 3: the author's summary of an editor's correction of their paper's details. */
export const metadataCorrected: CustomizableKind<'metadata-corrected'> = {
  kind: 'metadata-corrected',
  subject: 'Details corrected: "{{paperTitle}}"',
  body: [
    'Dear {{name}},',
    '',
    '{{editorName}} of {{journalName}} has corrected the details of your paper "{{paperTitle}}". They now read:',
    '',
    '{{changes}}',
    '',
    'View my submissions: {{profileUrl}}',
    '',
    '{{publisherName}}',
    '',
  ].join('\n'),
  placeholders: [...COMMON, 'editorName', 'changes', 'profileUrl'],
  values: (job, ctx) => ({
    ...common(job, ctx),
    editorName: job.editorName,
    changes: changesSummary(job.changes),
    profileUrl: siteLink(ctx, '/profile'),
  }),
  sample: {
    ...SAMPLE_PERSON,
    kind: 'metadata-corrected',
    editorName: 'Mary Somerville',
    changes: [
      { label: 'Title', value: 'Notes on the Analytical Engine, with a translation' },
      { label: 'Keywords', value: 'computing, Bernoulli numbers' },
    ],
  },
};
