// The editorial team of each journal (issue 28): who may edit what (`/api/editorial/me`) and a journal's
// members (`/api/admin/journals/{slug}/members`).
import { ApiError } from './api-error';
import { apiRequest, apiUrl } from './client';
import { refreshSession } from './session-refresh';

export type EditorialRole = 'manager' | 'editor';
export const EDITORIAL_ROLES: readonly EditorialRole[] = ['manager', 'editor'];

export interface EditorialJournal {
  slug: string;
  name: string;
  role: EditorialRole;
}

export interface EditorialAccess {
  administrator: boolean;
  journals: EditorialJournal[];
}

export interface TeamMember {
  userId: string;
  email: string;
  givenNames: string;
  familyName: string;
  role: EditorialRole;
}

/** An address without a proven account: it gets the role when it registers. */
export interface TeamInvitation {
  email: string;
  role: EditorialRole;
  invitedAt?: string;
}

export interface Team {
  members: TeamMember[];
  invitations: TeamInvitation[];
}

export const editorialKeys = {
  me: (email: string | null) => ['editorial', 'me', email ?? ''] as const,
  members: (slug: string) => ['editorial', 'members', slug] as const,
};

function meRequest(token: string): Promise<Response> {
  return fetch(apiUrl('/editorial/me'), {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
}

/**
 * What the signed-in person edits. Asked on every page by the header, so it never ends a session: an
 * expired token gets one silent refresh, and when that fails the answer is just "no editorial role"
 * (the page the person is on decides about the session, as it did before).
 */
export async function fetchEditorialAccess(token: string): Promise<EditorialAccess> {
  let response = await meRequest(token);
  if (response.status === 401) {
    const fresh = await refreshSession();
    if (fresh) response = await meRequest(fresh);
  }
  const body = (await response.json().catch(() => null)) as {
    data?: EditorialAccess;
  } | null;
  if (!response.ok || !body?.data) throw new ApiError(response.status, response.statusText, body);
  return body.data;
}

export async function fetchTeam(slug: string, token: string): Promise<Team> {
  const answer = await apiRequest<{ data: { members: TeamMember[]; invitations?: TeamInvitation[] } }>(
    `/admin/journals/${encodeURIComponent(slug)}/members`,
    { token },
  );
  return { members: answer.data.members, invitations: answer.data.invitations ?? [] };
}

export function addMember(
  slug: string,
  member: { memberEmail: string; role: string },
  token: string,
): Promise<{ success: boolean; message?: string }> {
  return apiRequest(`/admin/journals/${encodeURIComponent(slug)}/members`, {
    method: 'POST',
    json: member,
    token,
  });
}

export function removeMember(slug: string, userId: string, token: string): Promise<unknown> {
  return apiRequest(`/admin/journals/${encodeURIComponent(slug)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    token,
  });
}
