import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { failedAnswer } from '../../api/api-error';
import { fetchProfile, type UserProfile } from '../../api/profile.api';
import { queryKeys } from '../../api/query-client';
import { getEmail, getToken } from '../../api/session';
import { rememberFullName } from '../../components/layout/full-name.store';
import { PROFILE_MESSAGES } from './profile.messages';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; user: UserProfile };

/** A failed profile read carrying the screen message of SPEC section 8. */
class ProfileReadError extends Error {}

/** One profile read by the stored email; failures throw with the message the page shows. */
async function readProfile(): Promise<UserProfile> {
  const token = getToken();
  const email = getEmail();
  if (!token) throw new ProfileReadError(PROFILE_MESSAGES.noToken);
  if (!email) throw new ProfileReadError(PROFILE_MESSAGES.noEmail);
  let answer: Awaited<ReturnType<typeof fetchProfile>>;
  try {
    answer = await fetchProfile(email, token);
  } catch (error) {
    const failed = failedAnswer(error);
    throw new ProfileReadError(
      failed ? failed.message || PROFILE_MESSAGES.loadFailed : PROFILE_MESSAGES.connectFailed,
    );
  }
  if (!answer.success || !answer.user)
    throw new ProfileReadError(answer.message || PROFILE_MESSAGES.loadFailed);
  rememberFullName(email, answer.user.given_names, answer.user.family_name);
  return answer.user;
}

/**
 * The author's profile as a query. A refetch that fails keeps the profile already shown (live events and
 * polling refresh quietly); without a profile yet, a failure shows its message and Try Again refetches.
 */
export function useProfile() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.profile(getEmail()), queryFn: readProfile });

  let state: ProfileState;
  if (query.data) state = { status: 'ready', user: query.data };
  else if (query.isError && !query.isFetching) state = { status: 'error', message: query.error.message };
  else state = { status: 'loading' };

  /** Marks the profile stale and refetches it; the page stays on screen while it does. */
  const reload = useCallback(() => client.invalidateQueries({ queryKey: queryKeys.profileAll }), [client]);

  /**
   * Reloads until `seen(profile)` holds, at most `tries` times `pauseMs` apart. A live notice can come
   * before the data behind it: a decision's notice and the author's copy of the decision come from two
   * consumers of the same event (issue 27, ADR 0027).
   */
  const reloadUntil = useCallback(
    async (seen: (user: UserProfile) => boolean, tries = 10, pauseMs = 300) => {
      for (let i = 0; i < tries; i++) {
        await client.invalidateQueries({ queryKey: queryKeys.profileAll });
        const user = client.getQueryData<UserProfile>(queryKeys.profile(getEmail()));
        if (user && seen(user)) return;
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    },
    [client],
  );

  return { state, reload, reloadUntil };
}
