import { API_BASE } from './api-base';
import { apiRequest } from './client';

const CHALLENGE_PATH = '/registration/challenge';

/** Where the ALTCHA widget fetches a fresh challenge (it fetches again when one expires). */
export const registrationChallengeUrl = (): string => `${API_BASE}${CHALLENGE_PATH}`;

/**
 * Whether the server asks registrations for a proof-of-work challenge (issue 26 item 7): 200 with a
 * challenge when on, 404 when off. Unknown (no answer) counts as off: the form is then SPEC.md's, and a
 * server that does want a challenge says so in its refusal.
 */
export async function isRegistrationChallengeOn(): Promise<boolean> {
  try {
    await apiRequest<unknown>(CHALLENGE_PATH);
    return true;
  } catch {
    return false;
  }
}
