import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { checkEmail, login, loginWithGoogle } from '../../api/auth.api';
import { useRuntimeConfig } from '../../api/runtime-config';
import { saveGoogleCredential, saveLogin } from '../../api/session';
import { expiredSessionNotice } from '../../api/session-refresh';
import { LabelledInput } from '../../components/ui/labelled-input.component';
import { AuthEmailInput } from './auth-email-input.component';
import { AUTH_MESSAGES } from './auth.messages';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from './auth.validation';
import { failureMessage } from './failure-message';
import { emailFromCredential } from './google-identity';
import { GoogleSignIn } from './google-sign-in.component';
import { LoginArrivalNotice } from './login-arrival-notice.component';
import { attemptSignIn } from './sign-in-attempt';
import { SolidButton } from '../../components/ui/solid-button.component';
import './auth.css';

type Step = 'email' | 'password';

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const carried = (location.state as { email?: unknown } | null)?.email;
  // After an expired session: its message first, and back to where the author was once logged in.
  const [expired] = useState(() => expiredSessionNotice(location.search));
  const afterLogin = expired.next ?? '/profile';
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState(typeof carried === 'string' ? carried : '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(expired.message);
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const googleClientId = useRuntimeConfig().config?.googleClientId;

  const trimmedEmail = email.trim();

  function requireValidEmail(): boolean {
    if (isValidEmail(trimmedEmail)) return true;
    setError(INVALID_EMAIL_MESSAGE);
    return false;
  }

  async function onContinue(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!requireValidEmail()) return;
    setBusy(true);
    try {
      const answer = await checkEmail(trimmedEmail);
      if (!answer.success) {
        setError(answer.message || AUTH_MESSAGES.checkFailed);
      } else if (answer.exists) {
        setStep('password');
      } else {
        navigate('/register', { state: { email: trimmedEmail } });
        return;
      }
    } catch (err) {
      setError(failureMessage(err, AUTH_MESSAGES.checkFailed));
    }
    setBusy(false);
  }

  /** 'Sign in' skips the existence check and goes straight to the password step. */
  function onSignInInstead() {
    setError(null);
    if (requireValidEmail()) setStep('password');
  }

  const signInTexts = { failed: AUTH_MESSAGES.loginFailed, offline: AUTH_MESSAGES.connectionFailed };

  async function onLogin(event: FormEvent) {
    event.preventDefault();
    setError(null);
    await attemptSignIn(
      () => login(trimmedEmail, password),
      (answer) => {
        if (!answer.token) return false;
        saveLogin({ token: answer.token, email: trimmedEmail, name: answer.user?.given_names });
        navigate(afterLogin);
        return true;
      },
      signInTexts,
      { setError, setBusy },
    );
  }

  function onDifferentEmail() {
    setPassword('');
    setError(null);
    setStep('email');
  }

  function onSignUpWithEmail() {
    onDifferentEmail();
    window.setTimeout(() => emailInput.current?.focus(), 0);
  }

  async function onGoogleCredential(credential: string) {
    saveGoogleCredential(credential);
    setError(null);
    await attemptSignIn(
      () => loginWithGoogle(credential),
      (answer) => {
        const accountEmail = answer.user?.email || emailFromCredential(credential);
        if (!answer.token || !accountEmail) return false;
        saveLogin({
          token: answer.token,
          email: accountEmail,
          name: answer.user?.given_names,
          googleCredential: credential,
        });
        navigate(afterLogin);
        return true;
      },
      signInTexts,
      { setError, setBusy },
    );
  }

  return (
    <div className="auth-page">
      <div className="auth-columns">
        <section className="auth-panel panel auth-panel--intro" aria-labelledby="quick-access-title">
          <h1 className="auth-title">Welcome back</h1>
          <p className="auth-lead">
            Sign in to submit papers, follow their review and manage your author profile.
          </p>
          <h2 id="quick-access-title" className="auth-subtitle">
            Quick access
          </h2>
          <GoogleSignIn clientId={googleClientId} onCredential={onGoogleCredential} />
          <SolidButton look="auth" variant="outline" onClick={onSignUpWithEmail}>
            Sign up with Email
          </SolidButton>
          <p className="auth-note">New here? Enter your email and we will take you to registration.</p>
        </section>

        <section className="auth-panel panel" aria-labelledby="login-form-title">
          <h2 id="login-form-title" className="auth-subtitle">
            {step === 'email' ? 'Log in or create an account' : 'Enter your password'}
          </h2>
          <LoginArrivalNotice />
          {error && (
            <p className="auth-alert" role="alert">
              {error}
            </p>
          )}
          {step === 'email' ? (
            <form className="auth-form" onSubmit={onContinue} noValidate>
              <AuthEmailInput
                id="login-email"
                ref={emailInput}
                value={email}
                onValue={setEmail}
                error={error}
              />
              <SolidButton type="submit" look="auth" disabled={busy}>
                {busy ? 'Checking...' : 'Continue'}
              </SolidButton>
              <button type="button" className="auth-link-button" onClick={onSignInInstead} disabled={busy}>
                Sign in
              </button>
            </form>
          ) : (
            <form className="auth-form" onSubmit={onLogin}>
              <p className="auth-email-chip" data-testid="login-email-chip">
                {trimmedEmail}
              </p>
              <LabelledInput
                id="login-password"
                label="Password"
                labelClassName="auth-label"
                className="auth-input"
                type="password"
                autoComplete="current-password"
                value={password}
                onValue={setPassword}
                required
                autoFocus
              />
              <SolidButton type="submit" look="auth" disabled={busy || password === ''}>
                {busy ? 'Signing in...' : 'Sign in'}
              </SolidButton>
              <button type="button" className="auth-link-button" onClick={onDifferentEmail} disabled={busy}>
                Use different email
              </button>
              <Link className="auth-link-button" to="/forgot-password" state={{ email: trimmedEmail }}>
                Forgot password?
              </Link>
            </form>
          )}
          <p className="auth-footer">
            <Link to="/">Back to Home</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
