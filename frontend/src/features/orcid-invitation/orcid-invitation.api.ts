import { apiRequest } from '../../api/client';

// A co-author's ORCID invitation (issue 43 item 6): read it, and start the sign-in at ORCID.

export interface OrcidInvitation {
  paperTitle: string;
  name: string;
  connected: boolean;
  orcid: string | null;
}

export async function fetchOrcidInvitation(token: string): Promise<OrcidInvitation> {
  const answer = await apiRequest<{ success: boolean; data: OrcidInvitation }>(
    `/orcid/invitations/${encodeURIComponent(token)}`,
  );
  return answer.data;
}

/** ORCID's sign-in address for this invitation; the browser goes there next. */
export async function startInvitationSignIn(token: string, addWorks: boolean): Promise<string> {
  const answer = await apiRequest<{ success: boolean; data: { url: string } }>(
    `/orcid/invitations/${encodeURIComponent(token)}/authorize`,
    { method: 'POST', json: { addWorks } },
  );
  return answer.data.url;
}
