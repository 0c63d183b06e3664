import type { CoAuthor } from '@journal/metadata';
import { apiRequest } from './client';
import type { Admin } from './review-admin.api';

/** A paper's metadata under the body's field names (issue 42 item 3, `GET /api/admin/submissions/{id}/metadata`). */
export interface EditableMetadata {
  paperTitle: string;
  abstract: string;
  keywords: string[];
  coAuthors: CoAuthor[];
  authorAffiliation: string | null;
  authorOrcid: string | null;
  status: string;
  version: number;
}

/** One editor's correction: who, when, each field before and after. */
export interface MetadataVersion {
  version: number;
  changed_at: string;
  changed_by: { name: string; email: string; role: string };
  changes: { field: string; before: unknown; after: unknown }[];
}

export interface MetadataAnswer {
  success: boolean;
  message?: string;
  data: { metadata: EditableMetadata; versions: MetadataVersion[] };
}

/** What an editor sends: any of the author's fields (`''` clears the author's affiliation or iD). */
export type MetadataCorrection = Partial<
  Pick<EditableMetadata, 'paperTitle' | 'abstract' | 'keywords' | 'coAuthors'> & {
    authorAffiliation: string;
    authorOrcid: string;
  }
>;

const route = (id: string) => `/admin/submissions/${encodeURIComponent(id)}/metadata`;

export function fetchEditableMetadata(id: string, admin: Admin): Promise<MetadataAnswer> {
  return apiRequest(route(id), { token: admin.token });
}

export function correctMetadata(
  id: string,
  change: MetadataCorrection,
  admin: Admin,
): Promise<MetadataAnswer> {
  return apiRequest(route(id), { method: 'PUT', json: change, token: admin.token });
}
