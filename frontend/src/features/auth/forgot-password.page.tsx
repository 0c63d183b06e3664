import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { requestPasswordReset } from '../../api/password-reset.api';
import { AuthEmailInput } from './auth-email-input.component';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from './auth.validation';
import { failureMessage } from './failure-message';
import { PasswordResetPanel } from './password-reset-panel.component';
import { PASSWORD_RESET_MESSAGES } from './password-reset.messages';
import './auth.css';

/**
 * `/forgot-password`: one address, one button. The answer shown is the server's, the same whether an
 * account exists or not, so the page tells nobody which addresses are registered.
 */
export default function ForgotPasswordPage() {
  const carried = (useLocation().state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof carried === 'string' ? carried : '');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const trimmed = email.trim();
    if (!isValidEmail(trimmed)) {
      setError(INVALID_EMAIL_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      const answer = await requestPasswordReset(trimmed);
      if (answer.success) setSent(answer.message ?? '');
      else setError(answer.message || PASSWORD_RESET_MESSAGES.requestFailed);
    } catch (err) {
      setError(failureMessage(err, PASSWORD_RESET_MESSAGES.requestFailed));
    }
    setBusy(false);
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
        <button type="submit" className="solid-button auth-button" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </button>
      </form>
    </PasswordResetPanel>
  );
}
