import { apiRequest } from './client';
import type { Admin } from './review-admin.api';

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
