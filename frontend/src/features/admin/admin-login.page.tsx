import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { failedAnswer } from '../../api/api-error';
import { adminLogin } from '../../api/auth.api';
import { useRuntimeConfig } from '../../api/runtime-config';
import { getEmail, getToken, saveLogin } from '../../api/session';
import { expiredSessionNotice } from '../../api/session-refresh';
import { ADMIN_MESSAGES } from './admin.messages';
import './admin.css';

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const { config } = useRuntimeConfig();
  const location = useLocation();
  const [expired] = useState(() => expiredSessionNotice(location.search));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(expired.message);
  const [busy, setBusy] = useState(false);

  // Already signed in as the main administrator: straight to the dashboard.
  const storedEmail = getEmail();
  if (
    config &&
    getToken() &&
    storedEmail &&
    storedEmail.toLowerCase() === config.mainAdminEmail.toLowerCase()
  ) {
    return <Navigate to="/admin" replace />;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError(ADMIN_MESSAGES.fillAll);
      return;
    }
    setBusy(true);
    try {
      const answer = await adminLogin(email.trim(), password);
      if (answer.success && answer.token && answer.admin) {
        saveLogin({
          token: answer.token,
          email: answer.admin.email,
          name: answer.admin.given_names,
          role: answer.admin.role,
        });
        navigate(expired.next ?? '/admin');
        return;
      }
      setError(answer.message || ADMIN_MESSAGES.loginFailed);
    } catch (err) {
      const failed = failedAnswer(err);
      setError(failed ? failed.message || ADMIN_MESSAGES.loginFailed : ADMIN_MESSAGES.loginError);
    }
    setBusy(false);
  }

  return (
    <div className="admin-login">
      <section className="admin-login__card" aria-labelledby="admin-login-title">
        <h1 id="admin-login-title">Admin Login</h1>
        <p className="admin-login__lead">Sign in to review and manage paper submissions.</p>
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
        <form className="admin-login__form" onSubmit={onSubmit} noValidate>
          <label htmlFor="admin-email">Email</label>
          <input
            id="admin-email"
            className="admin-input"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
          <label htmlFor="admin-password">Password</label>
          <input
            id="admin-password"
            className="admin-input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          <button type="submit" className="solid-button admin-button" disabled={busy}>
            {busy ? 'Logging in...' : 'Login as Admin'}
          </button>
        </form>
        <p className="admin-login__note">{ADMIN_MESSAGES.note}</p>
        <button
          type="button"
          className="solid-button admin-button solid-button--ghost"
          onClick={() => navigate('/')}
        >
          Back to Home
        </button>
      </section>
    </div>
  );
}
