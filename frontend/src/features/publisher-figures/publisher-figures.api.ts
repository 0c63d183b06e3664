import { useQuery } from '@tanstack/react-query';
import type { PublicJournalFigures, PublisherAnalytics } from '@journal/metadata';
import { apiDownload, apiRequest, toQuery, type ApiFile } from '../../api/client';

/** The publisher's figures (issue 44 item 5; docs/api.md "The publisher's figures"): shared types. */
export type { PublicJournalFigures, PublisherAnalytics, PublisherFigures } from '@journal/metadata';

export async function fetchPublisherAnalytics(year: number, token: string): Promise<PublisherAnalytics> {
  const answer = await apiRequest<{ success: boolean; data: PublisherAnalytics }>(
    `/admin/publisher/analytics${toQuery({ year })}`,
    { token },
  );
  return answer.data;
}

export function downloadPublisherCsv(year: number, token: string): Promise<ApiFile> {
  return apiDownload(`/admin/publisher/analytics${toQuery({ year, format: 'csv' })}`, {
    token,
  });
}

/** A journal's public "Our figures" (404 while its manager's switch is off). */
export function usePublicJournalFigures(slug: string) {
  return useQuery({
    queryKey: ['journal-figures', slug],
    queryFn: async () =>
      (
        await apiRequest<{ success: boolean; data: PublicJournalFigures }>(
          `/journals/${encodeURIComponent(slug)}/figures`,
        )
      ).data,
    retry: false,
  });
}
