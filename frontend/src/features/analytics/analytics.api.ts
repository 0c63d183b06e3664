import { apiDownload, apiRequest, toQuery, type ApiFile } from '../../api/client';

export interface Spread {
  median: number | null;
  p90: number | null;
}

export interface MonthCounts {
  month: string;
  submissionsReceived: number;
  decisions: { accept: number; reject: number; revisions: number };
  deskRejections: number;
  publishedArticles: number;
}

/** The editorial figures of `GET /api/admin/analytics` (docs/api.md "Editorial figures"). */
export interface EditorialFigures extends Omit<MonthCounts, 'month'> {
  acceptanceRate: number | null;
  daysToFirstDecision: Spread;
  daysToFirstDecisionExcludingDesk: Spread;
  daysToFinalDecision: Spread;
  daysToFinalDecisionExcludingDesk: Spread;
  reviewerAcceptanceRate: number | null;
  medianDaysToReviewerResponse: number | null;
  medianDaysToReport: number | null;
  reportsReceived: number;
  reportsPerDecidedPaper: number | null;
  byMonth: MonthCounts[];
}

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
