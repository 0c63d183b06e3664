import { API_BASE } from './api-base';
import { apiRequest } from './client';

const CHALLENGE_PATH = '/registration/challenge';

/** Where the ALTCHA widget fetches a fresh challenge (it fetches again when one expires). */
export const registrationChallengeUrl = (): string => `${API_BASE}${CHALLENGE_PATH}`;

/**
 * Whether the server asks registrations for a proof-of-work challenge (issue 26 item 7): it answers a
 * challenge (`{ parameters, signature }`) when on, `{ enabled: false }` when off. No answer counts as off:
 * the form is then SPEC.md's, and a server that does want a challenge says so in its refusal.
 */
export async function isRegistrationChallengeOn(): Promise<boolean> {
  try {
    const answer = await apiRequest<{ parameters?: unknown }>(CHALLENGE_PATH);
    return typeof answer?.parameters === 'object' && answer.parameters !== null;
  } catch {
    return false;
  }
}
