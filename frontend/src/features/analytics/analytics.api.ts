import type { EditorialFigures } from '@journal/metadata';
import { apiDownload, apiRequest, toQuery, type ApiFile } from '../../api/client';

/** The editorial figures of `GET /api/admin/analytics` (docs/api.md "Editorial figures"): a shared type. */
export type { EditorialFigures, MonthCounts, Spread } from '@journal/metadata';

export interface Analytics {
  from: string;
  to: string;
  journals: { slug: string; name: string; figures: EditorialFigures }[];
  total: EditorialFigures;
}

export interface AnalyticsQuery {
  journal?: string;
  from?: string;
  to?: string;
}

export async function fetchAnalytics(query: AnalyticsQuery, token: string): Promise<Analytics> {
  const answer = await apiRequest<{ success: boolean; data: Analytics }>(
    `/admin/analytics${toQuery({ ...query })}`,
    {
      token,
    },
  );
  return answer.data;
}

export function downloadAnalyticsCsv(query: AnalyticsQuery, token: string): Promise<ApiFile> {
  return apiDownload(`/admin/analytics${toQuery({ ...query, format: 'csv' })}`, { token });
}
