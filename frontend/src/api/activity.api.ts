import { apiRequest } from './client';
import type { Admin } from './review-admin.api';

/** `PUT /api/admin/submissions/{id}/handling-editor` (issue 29): a journal editor's user id, or null. */
export function assignHandlingEditor(id: string, userId: string | null, admin: Admin): Promise<unknown> {
  return apiRequest(`/admin/submissions/${encodeURIComponent(id)}/handling-editor`, {
    method: 'PUT',
    json: { userId },
    token: admin.token,
  });
}

/** One entry of a paper's activity log (issue 29, `GET /api/admin/submissions/{id}/activity`). */
export interface ActivityEntry {
  at: string;
  actor: { name: string | null; email: string | null; role: string };
  action: string;
  details: Record<string, unknown>;
}

interface ActivityResponse {
  success: boolean;
  message?: string;
  data?: { entries: ActivityEntry[] };
}

export function fetchActivity(id: string, admin: Admin): Promise<ActivityResponse> {
  return apiRequest<ActivityResponse>(`/admin/submissions/${encodeURIComponent(id)}/activity`, {
    token: admin.token,
  });
}
