import { passwordResetLink } from '../../templates/password-reset.template';
import { fullName } from '../../templates/template.types';
import { verificationLink } from '../../templates/verify-email.template';
import { SAMPLE_PERSON, type CustomizableKind } from '../customizable-kind';

/**
 * The site's own mails (issue 42 item 7): about an account, not a journal, so the administrator words
 * them for the whole site (`/api/admin/site/mail-templates`).
 */
const text = (...lines: string[]) => [...lines, '', '{{publisherName}}', ''].join('\n');
const ACCOUNT = {
  eventId: SAMPLE_PERSON.eventId,
  to: SAMPLE_PERSON.to,
  givenNames: 'Ada',
  familyName: 'Lovelace',
};
const person = (job: { givenNames: string; familyName: string }, publisherName: string) => ({
  name: fullName(job.givenNames, job.familyName),
  publisherName,
});

export const passwordReset: CustomizableKind<'password-reset'> = {
  kind: 'password-reset',
  scope: 'site',
  subject: 'Reset your password for {{publisherName}}',
  body: text(
    'Dear {{name}},',
    '',
    'Someone asked to reset the password of your {{publisherName}} {{accountLabel}}. The link below works once, for one hour.',
    '',
    'Reset your password: {{resetUrl}}',
    '',
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
  ),
  placeholders: ['name', 'publisherName', 'accountLabel', 'resetUrl'],
  required: ['resetUrl'],
  values: (job, ctx) => ({
    ...person(job, ctx.publisherName),
    accountLabel: job.accountKind === 'admin' ? 'administrator account' : 'account',
    resetUrl: passwordResetLink(ctx, job.resetToken),
  }),
  sample: {
    ...ACCOUNT,
    kind: 'password-reset',
    accountKind: 'author',
    resetRef: 'sample',
    resetToken: 'sample-reset-link',
  },
};

export const emailVerification: CustomizableKind<'verify-email'> = {
  kind: 'verify-email',
  key: 'email-verification',
  scope: 'site',
  matches: (job) => job.reason === 'registration',
  subject: 'Verify your email address for {{publisherName}}',
  body: text(
    'Dear {{name}},',
    '',
    'Thank you for registering with {{publisherName}}. Please verify your email address to complete your author account.',
    '',
    'Verify your email address: {{verifyUrl}}',
    '',
    'If you did not create an account, you can ignore this email.',
  ),
  placeholders: ['name', 'publisherName', 'verifyUrl'],
  required: ['verifyUrl'],
  values: (job, ctx) => ({
    ...person(job, ctx.publisherName),
    verifyUrl: verificationLink(ctx, job.verificationToken),
  }),
  sample: {
    ...ACCOUNT,
    kind: 'verify-email',
    reason: 'registration',
    verificationToken: 'sample-verification',
  },
};

export const emailChangeConfirmation: CustomizableKind<'verify-email'> = {
  kind: 'verify-email',
  key: 'email-change-confirmation',
  scope: 'site',
  matches: (job) => job.reason === 'email-change',
  subject: 'Confirm your new email address for {{publisherName}}',
  body: text(
    'Dear {{name}},',
    '',
    'You changed the email address of your {{publisherName}} author account. Please confirm this new address.',
    '',
    'Verify your email address: {{verifyUrl}}',
    '',
    'If you did not change your email address, please contact us.',
  ),
  placeholders: ['name', 'publisherName', 'verifyUrl'],
  required: ['verifyUrl'],
  values: (job, ctx) => ({
    ...person(job, ctx.publisherName),
    verifyUrl: verificationLink(ctx, job.verificationToken),
  }),
  sample: {
    ...ACCOUNT,
    kind: 'verify-email',
    reason: 'email-change',
    verificationToken: 'sample-verification',
  },
};

export const emailChangeNotice: CustomizableKind<'email-change-notice'> = {
  kind: 'email-change-notice',
  scope: 'site',
  subject: 'A change of your {{publisherName}} email address was requested',
  body: text(
    'Dear {{name}},',
    '',
    'Someone signed in to your {{publisherName}} author account asked to change its email address to {{newEmail}}. The change takes effect only when the link sent to that address is opened; until then this address stays in use.',
    '',
    'If this was not you, change your password now: that ends every other session of the account.',
  ),
  placeholders: ['name', 'publisherName', 'newEmail'],
  values: (job, ctx) => ({ ...person(job, ctx.publisherName), newEmail: job.newEmail }),
  sample: { ...ACCOUNT, kind: 'email-change-notice', newEmail: 'ada@analytical.example.org' },
};
