import { INVALID_ORCID_MESSAGE, normalizeOrcid } from '@journal/metadata';
import { EMAIL_PATTERN } from '../auth/auth.validation';

// Edit Profile checks of SPEC section 5.
export const MIN_NEW_PASSWORD_LENGTH = 12;

export interface EditProfileFields {
  givenNames: string;
  familyName: string;
  email: string;
  /** Optional; bare or https://orcid.org/ form, '' removes it. */
  orcid: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type EditProfileErrors = Partial<Record<keyof EditProfileFields, string>>;

export function wantsPasswordChange(fields: EditProfileFields, passwordOpen: boolean): boolean {
  return passwordOpen && Boolean(fields.currentPassword || fields.newPassword || fields.confirmPassword);
}

/** The address field differs from the account's current one (the server then needs the current password). */
export function emailChanged(fields: EditProfileFields, currentEmail: string): boolean {
  return fields.email.trim().toLowerCase() !== currentEmail.trim().toLowerCase();
}

export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Current password is required to change email';

export function validateEditProfile(
  fields: EditProfileFields,
  passwordOpen: boolean,
  currentEmail?: string,
): EditProfileErrors {
  const errors: EditProfileErrors = {};
  if (!fields.givenNames.trim()) errors.givenNames = 'Given names are required';
  if (!fields.familyName.trim()) errors.familyName = 'Family name is required';
  if (!fields.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(fields.email.trim())) errors.email = 'Please enter a valid email address';
  if (fields.orcid.trim() && !normalizeOrcid(fields.orcid)) errors.orcid = INVALID_ORCID_MESSAGE;

  if (wantsPasswordChange(fields, passwordOpen)) {
    if (!fields.currentPassword) errors.currentPassword = 'Current password is required to change password';
    if (!fields.newPassword) errors.newPassword = 'New password is required';
    else if (fields.newPassword.length < MIN_NEW_PASSWORD_LENGTH)
      errors.newPassword = 'New password must be at least 12 characters long';
    if (fields.newPassword && fields.confirmPassword !== fields.newPassword)
      errors.confirmPassword = 'New password and confirm password do not match';
  }
  if (
    !errors.email &&
    !errors.currentPassword &&
    currentEmail !== undefined &&
    emailChanged(fields, currentEmail) &&
    !fields.currentPassword
  )
    errors.currentPassword = EMAIL_CHANGE_NEEDS_PASSWORD;
  return errors;
}
