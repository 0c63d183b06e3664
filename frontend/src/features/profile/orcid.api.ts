import { apiRequest } from '../../api/client';

// Sign in with ORCID (issue 43 item 6): the profile's calls to identity.

export interface OrcidAuthorizeResponse {
  success: boolean;
  message?: string;
  data?: { url: string };
}

export interface OrcidDisconnectResponse {
  success: boolean;
  message?: string;
  data?: { orcid: string | null; orcidAuthenticated: boolean; orcidWorksGranted: boolean };
}

/** ORCID's sign-in address for this author (with a single-use state); the browser goes there next. */
export function startOrcidSignIn(addWorks: boolean, token: string): Promise<OrcidAuthorizeResponse> {
  return apiRequest<OrcidAuthorizeResponse>('/profile/orcid/authorize', {
    method: 'POST',
    json: { addWorks },
    token,
  });
}

export function disconnectOrcid(token: string): Promise<OrcidDisconnectResponse> {
  return apiRequest<OrcidDisconnectResponse>('/profile/orcid', { method: 'DELETE', token });
}
