// What brought the visitor to /login, said at the top of the form: the outcome of the email-verification
// link (?verified=1 or 0, set by the identity service's redirect) or, straight after registering, the
// reminder to check the inbox, which otherwise vanished with the 2 s redirect.
import { useLocation } from 'react-router-dom';
import { AUTH_MESSAGES } from './auth.messages';

export const ARRIVAL_MESSAGES = {
  verified: 'Your email address is verified. You can log in now.',
  linkUsed: 'This verification link has already been used or has expired.',
} as const;

/** Set by the registration page when it moves on to /login. */
export interface RegisteredState {
  registered?: boolean;
}

export function LoginArrivalNotice() {
  const { search, state } = useLocation();
  const verified = new URLSearchParams(search).get('verified');
  if (verified === '1') {
    return (
      <p className="auth-success" role="status">
        {ARRIVAL_MESSAGES.verified}
      </p>
    );
  }
  if (verified === '0') {
    return (
      <p className="auth-alert" role="alert">
        {ARRIVAL_MESSAGES.linkUsed}
      </p>
    );
  }
  if ((state as RegisteredState | null)?.registered) {
    return (
      <p className="auth-success" role="status">
        {AUTH_MESSAGES.registrationSuccess}
      </p>
    );
  }
  return null;
}
