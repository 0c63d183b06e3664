import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { failedAnswer } from '../../api/api-error';
import { register } from '../../api/auth.api';
import { isRegistrationChallengeOn } from '../../api/registration-challenge.api';
import { LabelledInput, type InputSpec } from '../../components/ui/labelled-input.component';
import { AUTH_MESSAGES } from './auth.messages';
import { checkRegistration, isValidEmail, type RegistrationFields } from './auth.validation';
import { RegistrationChallenge } from './registration-challenge.component';
import { SolidButton } from '../../components/ui/solid-button.component';
import './auth.css';

/** How long the success message stays before the user is sent to /login. */
export const REGISTER_REDIRECT_MS = 2000;

const EMPTY: RegistrationFields = {
  givenNames: '',
  familyName: '',
  password: '',
  repeatPassword: '',
  termsAccepted: false,
};

type TextField = 'givenNames' | 'familyName' | 'password' | 'repeatPassword';

const NEW_PASSWORD = { type: 'password', autoComplete: 'new-password' } as const;

const NAME_FIELDS: Partial<Record<TextField, InputSpec>> = {
  givenNames: { id: 'reg-given', label: 'Given names', autoComplete: 'given-name' },
  familyName: { id: 'reg-family', label: 'Family name', autoComplete: 'family-name' },
};

const PASSWORD_FIELDS: Partial<Record<TextField, InputSpec>> = {
  password: { id: 'reg-password', label: 'Password', ...NEW_PASSWORD },
  repeatPassword: { id: 'reg-repeat', label: 'Repeat password', ...NEW_PASSWORD },
};

/** The fields of one group, in their order. */
const fieldsOf = (group: Partial<Record<TextField, InputSpec>>) =>
  Object.entries(group) as [TextField, InputSpec][];

export default function RegisterPage() {
  const location = useLocation();
  const carried = (location.state as { email?: unknown } | null)?.email;
  const email = typeof carried === 'string' && isValidEmail(carried) ? carried.trim() : null;
  if (!email) return <Navigate to="/login" replace />;
  return <RegistrationForm email={email} />;
}

function RegistrationForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const [fields, setFields] = useState<RegistrationFields>(EMPTY);
  const [marketing, setMarketing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; detail?: string } | null>(null);
  const [success, setSuccess] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  // Issue 26 item 7: a proof-of-work check when the server asks for one; otherwise the page is SPEC.md's.
  const [challengeOn, setChallengeOn] = useState(false);
  const [altcha, setAltcha] = useState<string | null>(null);
  const [challengeRound, setChallengeRound] = useState(0);
  const onSolved = useCallback((payload: string | null) => setAltcha(payload), []);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    let live = true;
    void isRegistrationChallengeOn().then((on) => live && on && setChallengeOn(true));
    return () => {
      live = false;
    };
  }, []);

  const result = checkRegistration(fields);
  const allPass = result.failures.length === 0;
  const challengeSolved = !challengeOn || altcha !== null;

  function update<K extends keyof RegistrationFields>(key: K, value: RegistrationFields[K]) {
    setFields((current) => ({ ...current, [key]: value }));
  }

  /** The rest of a text field's input: the sign-in look, its value and its update. */
  function authInput(key: TextField) {
    return {
      labelClassName: 'auth-label',
      className: 'auth-input',
      value: fields[key],
      onValue: (value: string) => update(key, value),
      required: true,
    };
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || success) return;
    setError(null);
    if (!allPass) {
      setError({ text: AUTH_MESSAGES.incomplete });
      return;
    }
    setBusy(true);
    try {
      const answer = await register({
        email,
        givenNames: fields.givenNames.trim(),
        familyName: fields.familyName.trim(),
        password: fields.password,
        termsAccepted: fields.termsAccepted,
        marketingAccepted: marketing,
        ...(challengeOn && altcha ? { altcha } : {}),
      });
      if (answer.success) {
        setSuccess(true);
        timer.current = window.setTimeout(
          () => navigate('/login', { state: { email, registered: true } }),
          REGISTER_REDIRECT_MS,
        );
        return;
      }
      setError({ text: AUTH_MESSAGES.registrationFailed, detail: answer.message });
    } catch (err) {
      setError({ text: AUTH_MESSAGES.registrationFailed, detail: failedAnswer(err)?.message });
    }
    // A solution is accepted once: a refused attempt needs a fresh challenge.
    if (challengeOn) {
      setAltcha(null);
      setChallengeRound((round) => round + 1);
    }
    setBusy(false);
  }

  return (
    <div className="auth-page">
      <section className="auth-panel panel auth-panel--wide" aria-labelledby="register-title">
        <h1 id="register-title" className="auth-title">
          Create your account
        </h1>
        <p className="auth-lead">
          Registering <strong data-testid="register-email">{email}</strong>
        </p>

        <div className="auth-progress" aria-live="polite">
          <div
            className="auth-progress__bar"
            role="progressbar"
            aria-label="Registration checks passed"
            aria-valuemin={0}
            aria-valuemax={result.total}
            aria-valuenow={result.passed}
          >
            <span style={{ width: `${(result.passed / result.total) * 100}%` }} />
          </div>
          <p className="auth-progress__text" data-testid="register-progress">
            {result.passed} of {result.total}
          </p>
        </div>

        {success && (
          <p className="auth-success" role="status">
            {AUTH_MESSAGES.registrationSuccess}
          </p>
        )}
        {error && (
          <div className="auth-alert" role="alert">
            <p>{error.text}</p>
            {error.detail && <p>{error.detail}</p>}
          </div>
        )}

        <form className="auth-form" onSubmit={onSubmit} noValidate>
          <div className="auth-row">
            {fieldsOf(NAME_FIELDS).map(([key, field]) => (
              <div className="auth-field" key={key}>
                <LabelledInput {...field} {...authInput(key)} />
              </div>
            ))}
          </div>
          {fieldsOf(PASSWORD_FIELDS).map(([key, field]) => (
            <LabelledInput key={key} {...field} {...authInput(key)} />
          ))}
          <label className="auth-check">
            <input
              type="checkbox"
              checked={fields.termsAccepted}
              onChange={(e) => update('termsAccepted', e.target.checked)}
            />
            <span>I accept the terms and conditions</span>
          </label>
          <label className="auth-check">
            <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />
            <span>Send me news about journals and calls for papers (optional)</span>
          </label>

          {result.failures.length > 0 && (
            <ul className="auth-checklist" aria-label="Still needed" data-testid="register-failures">
              {result.failures.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}

          {challengeOn && <RegistrationChallenge key={challengeRound} onSolved={onSolved} />}

          <SolidButton type="submit" look="auth" disabled={!allPass || !challengeSolved || busy || success}>
            {busy ? 'Creating account...' : 'Create account'}
          </SolidButton>
        </form>
        <p className="auth-footer">
          <Link to="/login">Use a different email</Link>
        </p>
      </section>
    </div>
  );
}
