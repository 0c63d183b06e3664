import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { failedAnswer } from '../../api/api-error';
import { updateProfile, type ProfileUpdatePayload, type UserProfile } from '../../api/profile.api';
import { getEmail, getToken, updateStoredIdentity } from '../../api/session';
import { useFocusTrap } from '../../components/ui/focus-trap.hook';
import {
  emailChanged,
  validateEditProfile,
  wantsPasswordChange,
  type EditProfileErrors,
  type EditProfileFields,
} from './edit-profile.validation';
import { PROFILE_MESSAGES } from './profile.messages';
import { DialogActions, InlineError } from './dialog-parts.component';

interface Props {
  user: UserProfile;
  onClose: () => void;
  /** Called with the success text of SPEC section 8 after a saved update. */
  onSaved: (message: string) => void;
}

function initialFields(user: UserProfile): EditProfileFields {
  return {
    givenNames: user.given_names ?? '',
    familyName: user.family_name ?? '',
    email: user.email ?? '',
    orcid: user.orcid ?? '',
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
}

/** Mounted only while open, so closing it always throws the form state away (SPEC: closing resets). */
export function EditProfileModal({ user, onClose, onSaved }: Props) {
  const [fields, setFields] = useState<EditProfileFields>(() => initialFields(user));
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [errors, setErrors] = useState<EditProfileErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const first = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog);

  useEffect(() => {
    first.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  function update(key: keyof EditProfileFields, value: string) {
    setFields((current) => ({ ...current, [key]: value }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const currentEmail = getEmail() ?? user.email;
    const found = validateEditProfile(fields, passwordOpen, currentEmail);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const token = getToken();
    if (!token) {
      setFailure(PROFILE_MESSAGES.noToken);
      return;
    }
    const newEmail = fields.email.trim();
    const payload: ProfileUpdatePayload = {
      userEmail: currentEmail,
      given_names: fields.givenNames.trim(),
      family_name: fields.familyName.trim(),
    };
    // Like new_email, the ORCID iD is sent only when it changed ('' removes it).
    if (fields.orcid.trim() !== (user.orcid ?? '')) payload.orcid = fields.orcid.trim();
    if (newEmail.toLowerCase() !== currentEmail.toLowerCase()) {
      payload.new_email = newEmail;
      payload.current_password = fields.currentPassword;
    }
    if (wantsPasswordChange(fields, passwordOpen)) {
      payload.current_password = fields.currentPassword;
      payload.new_password = fields.newPassword;
    }
    setSaving(true);
    try {
      const answer = await updateProfile(payload, token);
      if (answer.success) {
        const emailChanged = Boolean(answer.data?.email_changed ?? payload.new_email);
        // The account keeps its address until the link mailed to the new one is opened.
        updateStoredIdentity(answer.data?.user?.email ?? currentEmail, payload.given_names);
        onSaved(emailChanged ? PROFILE_MESSAGES.updatedEmailChanged : PROFILE_MESSAGES.updated);
        return;
      }
      setFailure(answer.message || PROFILE_MESSAGES.updateFailed);
    } catch (err) {
      setFailure(failedAnswer(err)?.message || PROFILE_MESSAGES.updateFailed);
    }
    setSaving(false);
  }

  const currentEmail = getEmail() ?? user.email ?? '';
  const changingEmail = fields.email.trim() !== '' && emailChanged(fields, currentEmail);

  const field = (key: keyof EditProfileFields, label: string, type: string, autoComplete: string) => {
    const id = `${titleId}-${key}`;
    const error = errors[key];
    return (
      <div className="profile-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          ref={key === 'givenNames' ? first : undefined}
          className="profile-input"
          type={type}
          autoComplete={autoComplete}
          value={fields[key]}
          onChange={(e) => update(key, e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="profile-field__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="profile-modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="profile-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog}>
        <div className="profile-modal__head">
          <h2 id={titleId}>Edit Profile</h2>
          <button type="button" className="profile-modal__close" onClick={onClose} aria-label="Close">
            ×
          </button>
        </div>
        <InlineError message={failure} />
        <form onSubmit={onSubmit} noValidate className="profile-modal__form">
          {field('givenNames', 'Given Names', 'text', 'given-name')}
          {field('familyName', 'Family Name', 'text', 'family-name')}
          {field('email', 'Email', 'email', 'email')}
          {changingEmail && (
            <div className="profile-email-change">
              <p className="profile-field__hint" data-testid="email-change-hint">
                We will send a confirmation link to {fields.email.trim()}. Your email stays {currentEmail}{' '}
                until you open that link; {currentEmail} gets a notice of the change.
              </p>
              {!passwordOpen && field('currentPassword', 'Current Password', 'password', 'current-password')}
            </div>
          )}
          {field('orcid', 'ORCID iD (optional)', 'text', 'off')}
          <button
            type="button"
            className="profile-toggle"
            aria-expanded={passwordOpen}
            onClick={() => setPasswordOpen((open) => !open)}
          >
            {passwordOpen ? '▾' : '▸'} Change Password (optional)
          </button>
          {passwordOpen && (
            <div className="profile-password-section">
              {field('currentPassword', 'Current Password', 'password', 'current-password')}
              {field('newPassword', 'New Password', 'password', 'new-password')}
              {field('confirmPassword', 'Confirm New Password', 'password', 'new-password')}
            </div>
          )}
          <DialogActions onCancel={onClose} busy={saving} labels={['Save Changes', 'Saving...']} />
        </form>
      </div>
    </div>
  );
}
