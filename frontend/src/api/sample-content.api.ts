// The content that came with the install (sample journals and catalogue entries), as the administrator's
// dashboard shows it and removes it (journals service, `/api/admin/sample-content`).
import { apiRequest } from './client';

/** What is still there of the install's sample content. */
export interface SampleContentStatus {
  journals: number;
  /** Sample journals with submissions: they stay when the rest is removed (archive them instead). */
  journalsWithSubmissions: number;
  catalogueEntries: number;
}

export interface SampleContentRemoved {
  journals: number;
  catalogueEntries: number;
}

export const sampleContentKey = ['admin', 'sample-content'] as const;

export async function fetchSampleContent(token: string): Promise<SampleContentStatus> {
  const answer = await apiRequest<{ data: SampleContentStatus }>('/admin/sample-content', { token });
  return answer.data;
}

export async function removeSampleContent(token: string): Promise<SampleContentRemoved> {
  const answer = await apiRequest<{ data: { removed: SampleContentRemoved } }>(
    '/admin/sample-content/remove',
    { method: 'POST', token },
  );
  return answer.data.removed;
}
