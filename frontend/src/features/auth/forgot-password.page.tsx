import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { requestPasswordReset } from '../../api/password-reset.api';
import { AuthEmailInput } from './auth-email-input.component';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from './auth.validation';
import { usePasswordResetRequest } from './password-reset-request.hook';
import { PasswordResetPanel } from './password-reset-panel.component';
import { PASSWORD_RESET_MESSAGES } from './password-reset.messages';
import { SolidButton } from '../../components/ui/solid-button.component';
import './auth.css';

/**
 * `/forgot-password`: one address, one button. The answer shown is the server's, the same whether an
 * account exists or not, so the page tells nobody which addresses are registered.
 */
export default function ForgotPasswordPage() {
  const carried = (useLocation().state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof carried === 'string' ? carried : '');
  const { error, setError, busy, send } = usePasswordResetRequest();
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const trimmed = email.trim();
    if (!isValidEmail(trimmed)) {
      setError(INVALID_EMAIL_MESSAGE);
      return;
    }
    await send(
      () => requestPasswordReset(trimmed),
      PASSWORD_RESET_MESSAGES.requestFailed,
      (answer) => setSent(answer.message ?? ''),
    );
  }

  return (
    <PasswordResetPanel
      titleId="forgot-password-title"
      title="Forgot your password?"
      note="Enter the email address of your account and we will mail you a link to set a new one."
      error={error}
      success={sent}
      back="Back to sign in"
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <AuthEmailInput id="forgot-email" value={email} onValue={setEmail} error={error} autoFocus />
        <SolidButton type="submit" look="auth" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </SolidButton>
      </form>
    </PasswordResetPanel>
  );
}
