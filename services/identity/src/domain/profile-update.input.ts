import { INVALID_ORCID_MESSAGE, normalizeOrcid } from '@journal/metadata';
import { given, isEmail, nameRules, orderedSchema, text, type Input, type Rule } from './form-fields';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './registration.input';

/** '' clears the iD (null); a valid iD, bare or as its URL, is kept bare; undefined = invalid. */
const orcidOf = (raw: string): string | null | undefined =>
  raw.trim() === '' ? null : (normalizeOrcid(raw) ?? undefined);

// current_password alone, next to a new_email, confirms an email change rather than opening the
// password section.
const passwordSectionUsed = (i: Input) =>
  ['new_password', 'confirm_password'].some((key) => text(i, key).length > 0) ||
  (text(i, 'current_password').length > 0 && !given(i, 'new_email'));
const whenChangingPassword = (check: (i: Input) => boolean) => (i: Input) =>
  !passwordSectionUsed(i) || check(i);

/** Edit profile: the exact messages of services/identity/README.md, in that order. `new_email` is sent only when the email changed. */
const rules: Rule[] = [
  ...nameRules('given_names', 'Given names are required', 'Given names', NAME_MAX),
  ...nameRules('family_name', 'Family name is required', 'Family name', NAME_MAX),
  {
    field: 'new_email',
    message: 'Email is required',
    ok: (i) => !given(i, 'new_email') || text(i, 'new_email').trim().length > 0,
  },
  {
    field: 'new_email',
    message: 'Please enter a valid email address',
    ok: (i) => !given(i, 'new_email') || isEmail(text(i, 'new_email').trim()),
  },
  {
    field: 'orcid',
    message: INVALID_ORCID_MESSAGE,
    ok: (i) => !given(i, 'orcid') || (typeof i.orcid === 'string' && orcidOf(i.orcid) !== undefined),
  },
  {
    field: 'current_password',
    message: 'Current password is required to change password',
    ok: whenChangingPassword((i) => text(i, 'current_password').length > 0),
  },
  {
    field: 'new_password',
    message: 'New password is required',
    ok: whenChangingPassword((i) => text(i, 'new_password').length > 0),
  },
  {
    field: 'new_password',
    message: `New password must be at least ${PASSWORD_MIN} characters long`,
    ok: whenChangingPassword((i) => text(i, 'new_password').length >= PASSWORD_MIN),
  },
  {
    field: 'new_password',
    message: `New password must be at most ${PASSWORD_MAX} characters long`,
    ok: whenChangingPassword((i) => text(i, 'new_password').length <= PASSWORD_MAX),
  },
  {
    field: 'confirm_password',
    message: 'New password and confirm password do not match',
    ok: whenChangingPassword((i) => !given(i, 'confirm_password') || i.confirm_password === i.new_password),
  },
  {
    field: 'userEmail',
    message: 'Enter a valid email address',
    ok: (i) => !given(i, 'userEmail') || typeof i.userEmail === 'string',
  },
];

export const profileUpdateSchema = orderedSchema(rules, (i) => ({
  userEmail: given(i, 'userEmail') ? text(i, 'userEmail').trim() : undefined,
  givenNames: text(i, 'given_names').trim(),
  familyName: text(i, 'family_name').trim(),
  newEmail: given(i, 'new_email') ? text(i, 'new_email').trim() : undefined,
  orcid: given(i, 'orcid') ? orcidOf(text(i, 'orcid')) : undefined,
  currentPassword: text(i, 'current_password') || undefined,
  passwordChange: passwordSectionUsed(i) ? { next: text(i, 'new_password') } : undefined,
}));

export type ProfileUpdateInput = ReturnType<typeof profileUpdateSchema.parse>;
