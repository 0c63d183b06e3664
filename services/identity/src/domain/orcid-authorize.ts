import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@journal/db';
import * as orcidStates from '../repositories/orcid-states.repository';
import type { OrcidSettings } from './orcid-settings';

/** A started sign-in must come back within ten minutes. */
export const ORCID_STATE_TTL_SECONDS = 600;
/** ORCID's scopes: the iD always; adding works to the record when the researcher asks for it. */
export const ORCID_SCOPE_AUTHENTICATE = '/authenticate';
export const ORCID_SCOPE_ACTIVITIES_UPDATE = '/activities/update';
/** Where ORCID sends the browser back (registered with ORCID as the client's redirect URI). */
export const ORCID_CALLBACK_PATH = '/api/orcid/callback';

export const sha256 = (raw: string) => createHash('sha256').update(raw).digest('hex');

export const orcidRedirectUri = (publicUrl: string) =>
  `${publicUrl.replace(/\/+$/, '')}${ORCID_CALLBACK_PATH}`;

/**
 * ORCID's authorize address for an account or a co-author's invitation, with a new single-use state (only
 * its sha256 is stored, naming whom the sign-in is for).
 */
export async function startOrcidSignIn(
  db: Queryable,
  settings: OrcidSettings,
  publicUrl: string,
  owner: orcidStates.StateOwner,
  addWorks: boolean,
): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  await orcidStates.insert(db, {
    ...owner,
    stateHash: sha256(state),
    addWorks,
    ttlSeconds: ORCID_STATE_TTL_SECONDS,
  });
  const scope = addWorks
    ? `${ORCID_SCOPE_AUTHENTICATE} ${ORCID_SCOPE_ACTIVITIES_UPDATE}`
    : ORCID_SCOPE_AUTHENTICATE;
  const url = new URL(`${settings.baseUrl}/oauth/authorize`);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    response_type: 'code',
    scope,
    redirect_uri: orcidRedirectUri(publicUrl),
    state,
  }).toString();
  return url.toString();
}
