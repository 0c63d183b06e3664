import { apiRequest } from '../../api/client';
import type { Admin } from '../../api/review-admin.api';

/** A paper's production file and its proof (issue 31, `GET /api/admin/submissions/{id}/production`). */
export interface Production {
  version: number | null;
  /** Grows with every file chosen. */
  generation: number;
  status: 'converting' | 'ready' | 'failed';
  /** Why the conversion failed (with `failed`). */
  error?: string;
  /** The file whose text readers see, and since when; null while the article has no public full text. */
  publicText: { generation: number; publishedAt: string } | null;
  /** True while this file's text is not what readers see (converting, failed, or waiting for approval). */
  draft: boolean;
  previewUrl: string;
  proof: { status: 'none' | 'sent' | 'approved' | 'corrections'; corrections?: string };
}

const path = (id: string, rest = '') => `/admin/submissions/${encodeURIComponent(id)}/production${rest}`;

export async function fetchProduction(id: string, admin: Admin): Promise<Production | null> {
  const answer = await apiRequest<{ data: { production: Production | null } }>(path(id), {
    token: admin.token,
  });
  return answer.data.production;
}

/** A version of the paper becomes the production file (202: it converts off the request). */
export async function chooseProductionVersion(
  id: string,
  version: number,
  admin: Admin,
): Promise<Production> {
  const answer = await apiRequest<{ data: { production: Production } }>(path(id), {
    method: 'PUT',
    json: { version },
    token: admin.token,
  });
  return answer.data.production;
}

/** A final .docx uploaded as the production file. */
export async function uploadProductionFile(id: string, file: File, admin: Admin): Promise<Production> {
  const form = new FormData();
  form.set('file', file);
  const answer = await apiRequest<{ data: { production: Production } }>(path(id), {
    method: 'POST',
    body: form,
    token: admin.token,
  });
  return answer.data.production;
}

/** The full text as the article page will show it (figures inlined); null while not ready. */
export async function fetchProductionPreview(id: string, admin: Admin): Promise<string | null> {
  const answer = await apiRequest<{ data: { html: string | null } }>(path(id, '/preview'), {
    token: admin.token,
  });
  return answer.data.html;
}
