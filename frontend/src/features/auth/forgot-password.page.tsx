import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { failedAnswer } from '../../api/api-error';
import { requestPasswordReset } from '../../api/password-reset.api';
import { LabelledInput } from '../../components/ui/labelled-input.component';
import { AUTH_MESSAGES } from './auth.messages';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from './auth.validation';
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
      const failed = failedAnswer(err);
      setError(
        failed ? failed.message || PASSWORD_RESET_MESSAGES.requestFailed : AUTH_MESSAGES.connectionFailed,
      );
    }
    setBusy(false);
  }

  return (
    <div className="auth-page">
      <section className="auth-panel panel auth-panel--wide" aria-labelledby="forgot-password-title">
        <h1 id="forgot-password-title" className="auth-title">
          Forgot your password?
        </h1>
        <p className="auth-note">
          Enter the email address of your account and we will mail you a link to set a new one.
        </p>
        {error && (
          <p className="auth-alert" role="alert">
            {error}
          </p>
        )}
        {sent !== null ? (
          <p className="auth-success" role="status">
            {sent}
          </p>
        ) : (
          <form className="auth-form" onSubmit={onSubmit} noValidate>
            <LabelledInput
              id="forgot-email"
              label="Email address"
              labelClassName="auth-label"
              className="auth-input"
              type="email"
              autoComplete="email"
              value={email}
              onValue={setEmail}
              aria-invalid={error === INVALID_EMAIL_MESSAGE}
              required
              autoFocus
            />
            <button type="submit" className="solid-button auth-button" disabled={busy}>
              {busy ? 'Sending...' : 'Send reset link'}
            </button>
          </form>
        )}
        <p className="auth-footer">
          <Link to="/login">Back to sign in</Link>
        </p>
      </section>
    </div>
  );
}
