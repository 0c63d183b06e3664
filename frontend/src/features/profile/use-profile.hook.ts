import { useCallback, useEffect, useRef, useState } from 'react';
import { failedAnswer } from '../../api/api-error';
import { fetchProfile, type UserProfile } from '../../api/profile.api';
import { getEmail, getToken } from '../../api/session';
import { rememberFullName } from '../../components/layout/full-name.store';
import { PROFILE_MESSAGES } from './profile.messages';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; user: UserProfile };

/** One profile read by the stored email, turned into the screen state (messages of SPEC section 8). */
async function readProfile(): Promise<ProfileState> {
  const token = getToken();
  const email = getEmail();
  if (!token) return { status: 'error', message: PROFILE_MESSAGES.noToken };
  if (!email) return { status: 'error', message: PROFILE_MESSAGES.noEmail };
  try {
    const answer = await fetchProfile(email, token);
    if (!answer.success || !answer.user)
      return { status: 'error', message: answer.message || PROFILE_MESSAGES.loadFailed };
    rememberFullName(email, answer.user.given_names, answer.user.family_name);
    return { status: 'ready', user: answer.user };
  } catch (error) {
    const failed = failedAnswer(error);
    return {
      status: 'error',
      message: failed ? failed.message || PROFILE_MESSAGES.loadFailed : PROFILE_MESSAGES.connectFailed,
    };
  }
}

/** Loads the author's profile; quiet reloads (live events, polling) keep the page on screen. */
export function useProfile() {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const latest = useRef(0);

  const fetchInto = useCallback(async (quiet: boolean) => {
    const request = ++latest.current;
    const next = await readProfile();
    if (request !== latest.current) return;
    // A quiet reload that fails keeps the profile already shown.
    setState((current) => (quiet && next.status === 'error' && current.status === 'ready' ? current : next));
  }, []);

  const reload = useCallback(
    (quiet = false) => {
      if (!quiet) setState({ status: 'loading' });
      return fetchInto(quiet);
    },
    [fetchInto],
  );

  useEffect(() => {
    const request = ++latest.current;
    void readProfile().then((next) => {
      if (request === latest.current) setState(next);
    });
  }, []);

  return { state, reload };
}
