import { apiRequest } from './client';
import type { Admin } from './review-admin.api';

/** One paper of the family found similar (issue 44 item 4, `GET /api/admin/submissions/{id}/integrity`). */
export interface IntegrityMatch {
  journal: string;
  journalName: string;
  submittedAt: string;
  status: string;
  statusSince: string | null;
  kind: 'under_review_elsewhere' | 'similar_to_rejected' | 'similar_to_published';
  similarity: { title: number; abstract: number; text: number };
  sharedAuthors: number;
  /** Only when the editor also edits that journal. */
  title?: string;
}

export interface IntegrityAnswer {
  success: boolean;
  data: {
    checkedAt: string | null;
    pending: boolean;
    textSource: 'manuscript' | 'metadata' | null;
    matches: IntegrityMatch[];
  };
}

export const integrityKeys = { of: (id: string) => ['integrity', id] as const };

export function fetchIntegrity(id: string, admin: Admin): Promise<IntegrityAnswer> {
  return apiRequest(`/admin/submissions/${encodeURIComponent(id)}/integrity`, { token: admin.token });
}
