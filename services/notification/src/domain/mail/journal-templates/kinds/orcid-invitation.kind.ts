import { COMMON, common, SAMPLE_PERSON, type CustomizableKind } from '../customizable-kind';

/** Issue 43 item 6: a co-author's invitation to authenticate their ORCID iD for an accepted paper. */
export const orcidInvitation: CustomizableKind<'orcid-invitation'> = {
  kind: 'orcid-invitation',
  subject: 'Connect your ORCID iD: "{{paperTitle}}"',
  body: [
    'Dear {{name}},',
    '',
    'The paper "{{paperTitle}}", of which you are a co-author, has been accepted by {{journalName}}. Please sign in at ORCID to confirm your ORCID iD for it: the published metadata then carries your authenticated iD, and the article can be added to your ORCID record if you allow it.',
    '',
    'Connect my ORCID iD: {{invitationUrl}}',
    '',
    '{{publisherName}}',
    '',
  ].join('\n'),
  placeholders: [...COMMON, 'invitationUrl'],
  required: ['invitationUrl'],
  values: (job, ctx) => ({ ...common(job, ctx), invitationUrl: job.invitationUrl }),
  sample: {
    ...SAMPLE_PERSON,
    kind: 'orcid-invitation',
    invitationUrl: 'https://journals.example.org/orcid-invitation/sample-invitation',
  },
};
