import { apiDownload, apiRequest, toQuery, type ApiFile } from './client';

export type SortField = 'submission_date' | 'given_names' | 'paper_title' | 'journal_name' | 'status';
export type SortOrder = 'asc' | 'desc';

export interface AdminFilters {
  search: string;
  journal: string;
  status: string;
  dateFrom: string;
  dateTo: string;
  /** Issue 29's to-do view: one next action, and `me` for the papers the caller handles. */
  nextAction: string;
  assignedTo: string;
}

export interface SubmissionQuery extends AdminFilters {
  page: number;
  limit: number;
  sortBy: SortField;
  sortOrder: SortOrder;
}

export interface AdminSubmission {
  id: string | number;
  submission_date: string;
  given_names: string;
  family_name: string;
  email: string;
  paper_title: string;
  journal_name: string;
  journal_icon?: string | null;
  status: string;
  file_path?: string | null;
  updated_at?: string | null;
  /** Peer review at a glance (issue 12). */
  review?: {
    invited: number;
    accepted: number;
    declined: number;
    reports: number;
    last_decision: string | null;
  };
  /** What needs doing (issue 29). */
  handling_editor?: { userId: string; name: string; email: string } | null;
  next_action?: string | null;
  round?: number;
  progress?: { reports: number; reviewers: number };
}

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  itemsPerPage: number;
}

export interface SubmissionsResponse {
  success: boolean;
  message?: string;
  data?: { submissions: AdminSubmission[]; pagination: Pagination };
}

export interface DashboardStats {
  totalSubmissions: number | string;
  statusBreakdown: { status: string; count: number | string }[];
  topJournals?: unknown[];
  recentSubmissions?: unknown[];
  monthlyTrends?: unknown[];
  journals?: string[];
  statuses?: string[];
}

export interface StatsResponse {
  success: boolean;
  message?: string;
  data?: DashboardStats;
}

export interface StatusUpdateResponse {
  success: boolean;
  message?: string;
  data?: Partial<AdminSubmission>;
}

function listParams(query: Partial<SubmissionQuery>, email: string) {
  return toQuery({
    page: query.page,
    limit: query.limit,
    journal: query.journal,
    status: query.status,
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
    search: query.search,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    nextAction: query.nextAction,
    assignedTo: query.assignedTo,
    email,
  });
}

/** One row of the list as the read model has it now (issue 29: `?id=`), or undefined. */
export async function fetchSubmissionRow(
  id: string | number,
  email: string,
  token: string,
): Promise<AdminSubmission | undefined> {
  const answer = await apiRequest<SubmissionsResponse>(
    `/admin/submissions${toQuery({ id: String(id), email })}`,
    { token },
  );
  return answer.data?.submissions[0];
}

export function fetchSubmissions(
  query: SubmissionQuery,
  email: string,
  token: string,
): Promise<SubmissionsResponse> {
  return apiRequest<SubmissionsResponse>(`/admin/submissions${listParams(query, email)}`, { token });
}

export function fetchDashboardStats(email: string, token: string): Promise<StatsResponse> {
  return apiRequest<StatsResponse>(`/admin/dashboard/stats${toQuery({ email })}`, { token });
}

export function updateSubmissionStatus(
  id: string | number,
  status: string,
  email: string,
  token: string,
): Promise<StatusUpdateResponse> {
  return apiRequest<StatusUpdateResponse>(`/admin/submissions/${encodeURIComponent(String(id))}/status`, {
    method: 'PUT',
    json: { status, email },
    token,
  });
}

export function downloadSubmissionFile(id: string | number, email: string, token: string): Promise<ApiFile> {
  return apiDownload(`/admin/submissions/${encodeURIComponent(String(id))}/download${toQuery({ email })}`, {
    token,
  });
}

/** CSV of the rows matching the current filters and sort (all pages). */
export function exportSubmissionsCsv(
  query: Partial<SubmissionQuery>,
  email: string,
  token: string,
): Promise<ApiFile> {
  const { page: _page, limit: _limit, ...filters } = query;
  return apiDownload(`/admin/submissions/export.csv${listParams(filters, email)}`, { token });
}
