import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { confirmPasswordReset } from '../../api/password-reset.api';
import { LabelledInput } from '../../components/ui/labelled-input.component';
import { REGISTRATION_CHECKS } from './auth.validation';
import { usePasswordResetRequest } from './password-reset-request.hook';
import { PasswordResetPanel } from './password-reset-panel.component';
import { PASSWORD_RESET_MESSAGES } from './password-reset.messages';
import { SolidButton } from '../../components/ui/solid-button.component';
import './auth.css';

// The registration's two password checks, with its messages and in its order (SPEC section 5).
const PASSWORD_CHECKS = REGISTRATION_CHECKS.filter((check) =>
  ['Password must be at least 12 characters', 'Passwords do not match'].includes(check.message),
);

/**
 * `/reset-password?token=…`: the mailed link's page. New password and its repeat under the
 * registration's rules; the server checks them again and refuses a used or expired link.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const { error, setError, busy, send } = usePasswordResetRequest(
    token ? null : PASSWORD_RESET_MESSAGES.missingToken,
  );
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const fields = { givenNames: '', familyName: '', password, repeatPassword, termsAccepted: true };
    const failing = PASSWORD_CHECKS.find((check) => !check.passes(fields));
    if (failing) {
      setError(failing.message);
      return;
    }
    setError(null);
    await send(
      () => confirmPasswordReset(token, password, repeatPassword),
      PASSWORD_RESET_MESSAGES.resetFailed,
      () => setDone(true),
    );
  }

  return (
    <PasswordResetPanel
      titleId="reset-password-title"
      title="Set a new password"
      error={error}
      success={done ? PASSWORD_RESET_MESSAGES.done : null}
      back={done ? 'Sign in' : 'Back to sign in'}
    >
      {token && (
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          <LabelledInput
            id="reset-password"
            label="New password"
            labelClassName="auth-label"
            className="auth-input"
            type="password"
            autoComplete="new-password"
            value={password}
            onValue={setPassword}
            required
            autoFocus
          />
          <LabelledInput
            id="reset-repeat-password"
            label="Repeat password"
            labelClassName="auth-label"
            className="auth-input"
            type="password"
            autoComplete="new-password"
            value={repeatPassword}
            onValue={setRepeatPassword}
            required
          />
          <SolidButton type="submit" look="auth" disabled={busy}>
            {busy ? 'Saving...' : 'Set new password'}
          </SolidButton>
        </form>
      )}
    </PasswordResetPanel>
  );
}
