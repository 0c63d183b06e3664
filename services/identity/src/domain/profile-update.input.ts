import { z } from 'zod';
import { INVALID_ORCID_MESSAGE, normalizeOrcid } from '@journal/metadata';
import { asText, formBody, inFieldOrder, isEmail, isGiven, nameField, text, value } from './form-fields';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './registration.input';

/** '' clears the iD (null); a valid iD, bare or as its URL, is kept bare; undefined = invalid. */
const orcidOf = (raw: string): string | null | undefined =>
  raw.trim() === '' ? null : (normalizeOrcid(raw) ?? undefined);

const optional = (check: (value: unknown) => boolean) => (value: unknown) => !isGiven(value) || check(value);

const fields = formBody({
  given_names: nameField('Given names are required', 'Given names', NAME_MAX),
  family_name: nameField('Family name is required', 'Family name', NAME_MAX),
  // Sent only when the email changes.
  new_email: value()
    .refine(
      optional((value) => asText(value).trim().length > 0),
      'Email is required',
    )
    .refine(
      optional((value) => isEmail(asText(value).trim())),
      'Please enter a valid email address',
    ),
  orcid: value().refine(
    optional((value) => typeof value === 'string' && orcidOf(value) !== undefined),
    INVALID_ORCID_MESSAGE,
  ),
  current_password: text(),
  // Kept as sent: the confirmation is compared with exactly what came.
  new_password: value(),
  confirm_password: value(),
  userEmail: value().refine(
    optional((value) => typeof value === 'string'),
    'Enter a valid email address',
  ),
}).superRefine((form, ctx) => {
  if (!passwordSectionUsed(form)) return;
  const refuse = (field: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [field] });
  if (form.current_password.length === 0)
    refuse('current_password', 'Current password is required to change password');
  const newPassword = asText(form.new_password);
  if (newPassword.length === 0) refuse('new_password', 'New password is required');
  if (newPassword.length < PASSWORD_MIN)
    refuse('new_password', `New password must be at least ${PASSWORD_MIN} characters long`);
  if (newPassword.length > PASSWORD_MAX)
    refuse('new_password', `New password must be at most ${PASSWORD_MAX} characters long`);
  if (isGiven(form.confirm_password) && form.confirm_password !== form.new_password)
    refuse('confirm_password', 'New password and confirm password do not match');
});

// current_password alone, next to a new_email, confirms an email change rather than opening the
// password section.
function passwordSectionUsed(form: {
  new_email: unknown;
  current_password: string;
  new_password: unknown;
  confirm_password: unknown;
}): boolean {
  return (
    asText(form.new_password).length > 0 ||
    asText(form.confirm_password).length > 0 ||
    (form.current_password.length > 0 && !isGiven(form.new_email))
  );
}

/** Edit profile: the exact messages of services/identity/README.md, in that order. */
export const profileUpdateSchema = inFieldOrder(fields, [
  'given_names',
  'family_name',
  'new_email',
  'orcid',
  'current_password',
  'new_password',
  'confirm_password',
  'userEmail',
]).transform((form) => ({
  userEmail: isGiven(form.userEmail) ? asText(form.userEmail).trim() : undefined,
  givenNames: form.given_names,
  familyName: form.family_name,
  newEmail: isGiven(form.new_email) ? asText(form.new_email).trim() : undefined,
  orcid: isGiven(form.orcid) ? orcidOf(asText(form.orcid)) : undefined,
  currentPassword: form.current_password || undefined,
  passwordChange: passwordSectionUsed(form) ? { next: asText(form.new_password) } : undefined,
}));

export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;
