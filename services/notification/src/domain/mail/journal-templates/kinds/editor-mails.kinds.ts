import { wording } from '../../templates/editor-notice.template';
import { roleWork } from '../../templates/editorial-team.templates';
import { fullName, siteLink } from '../../templates/template.types';
import { COMMON, common, SAMPLE_EDITOR, type CustomizableKind } from '../customizable-kind';

/** Today's mail text: its lines, then the publisher's name as the signature (templates/template.types). */
const text = (...lines: string[]) => [...lines, '', '{{publisherName}}', ''].join('\n');
const editorialPage = (ctx: Parameters<typeof siteLink>[0], submissionId: string) =>
  siteLink(ctx, `/admin/submissions/${submissionId}`);

/**
 * Issue 29 item 3: the editors' notices (new submission, reviewer accepted or declined, report in, all
 * reports in, review overdue, revision in, withdrawal). One template for all of them: `{{noticeTitle}}` and
 * `{{noticeText}}` say which, in today's words.
 */
export const editorNotice: CustomizableKind<'editor-notice'> = {
  kind: 'editor-notice',
  subject: '{{noticeTitle}}: "{{paperTitle}}"',
  body: text('Dear Editor,', '', '{{noticeText}}', '', 'Open the paper: {{submissionUrl}}'),
  placeholders: [...COMMON, 'noticeTitle', 'noticeText', 'submissionUrl'],
  values: (job, ctx) => {
    const { subject, lines } = wording(job);
    return {
      ...common(job, ctx),
      noticeTitle: subject,
      noticeText: lines.join('\n'),
      submissionUrl: editorialPage(ctx, job.submissionId),
    };
  },
  sample: {
    ...SAMPLE_EDITOR,
    kind: 'editor-notice',
    notice: 'reviewer_declined',
    reviewerName: 'Charles Babbage',
    reason: 'I am travelling until March.',
  },
};

/** To the editors who asked for a revision: the revised version is in. */
export const revisionReceived: CustomizableKind<'revision-received'> = {
  kind: 'revision-received',
  subject: 'Revised version of "{{paperTitle}}" received',
  body: text(
    'Dear Editor,',
    '',
    'The author uploaded version {{fileVersion}} of "{{paperTitle}}" ({{journalName}}). You can invite reviewers for the next round.',
    '',
    'Open the submission: {{submissionUrl}}',
  ),
  placeholders: [...COMMON, 'fileVersion', 'submissionUrl'],
  values: (job, ctx) => ({
    ...common(job, ctx),
    fileVersion: String(job.fileVersion),
    submissionUrl: editorialPage(ctx, job.submissionId),
  }),
  sample: { ...SAMPLE_EDITOR, kind: 'revision-received', fileVersion: 2 },
};

const PROOF_ANSWER = [...COMMON, 'answeredBy'] as const;

/** Issue 31: an author approved the proof. */
export const proofApproved: CustomizableKind<'proof-answered'> = {
  kind: 'proof-answered',
  key: 'proof-approved',
  matches: (job) => job.decision === 'approve',
  subject: 'Proof approved: "{{paperTitle}}" in {{journalName}}',
  body: text('Dear Editor,', '', '{{answeredBy}} approved the proof of "{{paperTitle}}".'),
  placeholders: PROOF_ANSWER,
  values: (job, ctx) => ({ ...common(job, ctx), answeredBy: job.answeredBy }),
  sample: {
    ...SAMPLE_EDITOR,
    kind: 'proof-answered',
    decision: 'approve',
    answeredBy: 'ada.lovelace@example.org',
  },
};

/** Issue 31: an author sent corrections to the proof. */
export const proofCorrections: CustomizableKind<'proof-answered'> = {
  kind: 'proof-answered',
  key: 'proof-corrections',
  matches: (job) => job.decision === 'corrections',
  subject: 'Proof corrections: "{{paperTitle}}" in {{journalName}}',
  body: text(
    'Dear Editor,',
    '',
    '{{answeredBy}} asked for corrections to the proof of "{{paperTitle}}":',
    '{{corrections}}',
  ),
  placeholders: [...PROOF_ANSWER, 'corrections'],
  values: (job, ctx) => ({
    ...common(job, ctx),
    answeredBy: job.answeredBy,
    corrections: job.corrections ?? '',
  }),
  sample: {
    ...SAMPLE_EDITOR,
    kind: 'proof-answered',
    decision: 'corrections',
    corrections: 'Table 2: the second column is Bernoulli numbers, not factorials.',
    answeredBy: 'ada.lovelace@example.org',
  },
};

const TEAM = ['journalName', 'publisherName', 'role', 'roleWork'] as const;

/** Issue 28 part 3: to an address without an account, invited to the journal's team. */
export const teamInvitation: CustomizableKind<'editorial-invitation'> = {
  kind: 'editorial-invitation',
  key: 'team-invitation',
  subject: 'Invitation to the editorial team of {{journalName}}',
  body: text(
    'Hello,',
    '',
    'You have been invited to join the editorial team of {{journalName}} {{roleWork}}.',
    '',
    'To accept, create your {{publisherName}} account with this address ({{email}}) and confirm it with the link we send you. Your role starts as soon as the address is confirmed.',
    '{{registerUrl}}',
    '',
    'If you did not expect this invitation, you can ignore this email.',
  ),
  placeholders: [...TEAM, 'email', 'registerUrl'],
  values: (job, ctx) => ({
    journalName: job.journalName,
    publisherName: ctx.publisherName,
    role: job.role,
    roleWork: roleWork(job.role),
    email: job.to,
    registerUrl: siteLink(ctx, '/register'),
  }),
  sample: {
    eventId: SAMPLE_EDITOR.eventId,
    to: 'new.editor@example.org',
    givenNames: '',
    familyName: '',
    kind: 'editorial-invitation',
    journalName: SAMPLE_EDITOR.journalName,
    role: 'editor',
  },
};

/** Issue 28 part 3: to a registered person given a role in the journal's team. */
export const teamMemberAdded: CustomizableKind<'editorial-role-granted'> = {
  kind: 'editorial-role-granted',
  key: 'team-member-added',
  subject: 'You have joined the editorial team of {{journalName}}',
  body: text(
    'Dear {{name}},',
    '',
    'You have joined the editorial team of {{journalName}} {{roleWork}}.',
    '',
    'Sign in with your {{publisherName}} account to open the editorial dashboard.',
    '{{signInUrl}}',
  ),
  placeholders: ['name', ...TEAM, 'signInUrl'],
  values: (job, ctx) => ({
    name: fullName(job.givenNames, job.familyName),
    journalName: job.journalName,
    publisherName: ctx.publisherName,
    role: job.role,
    roleWork: roleWork(job.role),
    signInUrl: siteLink(ctx, '/admin-login'),
  }),
  sample: {
    eventId: SAMPLE_EDITOR.eventId,
    to: SAMPLE_EDITOR.to,
    givenNames: SAMPLE_EDITOR.givenNames,
    familyName: SAMPLE_EDITOR.familyName,
    kind: 'editorial-role-granted',
    journalName: SAMPLE_EDITOR.journalName,
    role: 'manager',
  },
};
