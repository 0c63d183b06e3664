import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { adminLogin } from '../../api/auth.api';
import { useRuntimeConfig } from '../../api/runtime-config';
import { getEmail, getToken, saveLogin } from '../../api/session';
import { expiredSessionNotice } from '../../api/session-refresh';
import { LabelledInput, type InputSpec } from '../../components/ui/labelled-input.component';
import { attemptSignIn } from '../auth/sign-in-attempt';
import { ADMIN_MESSAGES } from './admin.messages';
import { SolidButton } from '../../components/ui/solid-button.component';
import './admin.css';

type Credential = 'email' | 'password';

const CREDENTIALS: Record<Credential, InputSpec> = {
  email: { id: 'admin-email', label: 'Email', type: 'email', autoComplete: 'username' },
  password: { id: 'admin-password', label: 'Password', type: 'password', autoComplete: 'current-password' },
};

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const { config } = useRuntimeConfig();
  const location = useLocation();
  const [expired] = useState(() => expiredSessionNotice(location.search));
  const [credentials, setCredentials] = useState<Record<Credential, string>>({ email: '', password: '' });
  const { email, password } = credentials;
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
    await attemptSignIn(
      () => adminLogin(email.trim(), password),
      (answer) => {
        if (!answer.token || !answer.admin) return false;
        saveLogin({
          token: answer.token,
          email: answer.admin.email,
          name: answer.admin.given_names,
          role: answer.admin.role,
        });
        navigate(expired.next ?? '/admin');
        return true;
      },
      { failed: ADMIN_MESSAGES.loginFailed, offline: ADMIN_MESSAGES.loginError },
      { setError, setBusy },
    );
  }

  return (
    <div className="admin-login">
      <section className="admin-login__card panel" aria-labelledby="admin-login-title">
        <h1 id="admin-login-title">Admin Login</h1>
        <p className="admin-login__lead">Sign in to review and manage paper submissions.</p>
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
        <form className="admin-login__form" onSubmit={onSubmit} noValidate>
          {(Object.keys(CREDENTIALS) as Credential[]).map((key) => (
            <LabelledInput
              key={key}
              {...CREDENTIALS[key]}
              className="admin-input"
              value={credentials[key]}
              onValue={(value) => setCredentials((current) => ({ ...current, [key]: value }))}
              required
            />
          ))}
          <SolidButton type="submit" look="admin" disabled={busy}>
            {busy ? 'Logging in...' : 'Login as Admin'}
          </SolidButton>
        </form>
        <Link className="admin-login__forgot" to="/forgot-password">
          Forgot password?
        </Link>
        <p className="admin-login__note">{ADMIN_MESSAGES.note}</p>
        <SolidButton look="admin" ghost onClick={() => navigate('/')}>
          Back to Home
        </SolidButton>
      </section>
    </div>
  );
}
