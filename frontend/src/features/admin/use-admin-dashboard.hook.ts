import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  downloadSubmissionFile,
  exportSubmissionsCsv,
  fetchDashboardStats,
  fetchSubmissionRow,
  fetchSubmissions,
  updateSubmissionStatus,
  type AdminSubmission,
  type DashboardStats,
  type SubmissionQuery,
} from '../../api/admin.api';
import { queryKeys } from '../../api/query-client';
import type { AdminIdentity } from './admin-access';
import { INITIAL_QUERY, dateRangeProblem, queryReducer } from './admin-query.state';
import { ADMIN_MESSAGES } from './admin.messages';
import { downloadName, saveBlob } from './save-file';
import { ApiError } from '../../api/api-error';
import { SKIP_REVIEW_CONFIRMATION, skipsReview } from './editorial-todo';
import { nextActionOfStatus, rereadRow } from './status-change-row';
import { statsAfterChange } from './stats-after-change';

/** The server's reason when the workflow refused a status change (409), else undefined. */
function workflowRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const message = (error.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

type ListPage = Awaited<ReturnType<typeof readList>>;

/** Why a list read failed, with the message the dashboard shows (SPEC section 8). */
class ListReadError extends Error {}

async function readList(query: SubmissionQuery, admin: AdminIdentity) {
  let answer: Awaited<ReturnType<typeof fetchSubmissions>>;
  try {
    answer = await fetchSubmissions(query, admin.email, admin.token);
  } catch {
    throw new ListReadError(ADMIN_MESSAGES.fetchError);
  }
  if (!answer.success || !answer.data) throw new ListReadError(answer.message || ADMIN_MESSAGES.fetchFailed);
  return answer.data;
}

/** Stats failures are silent (SPEC section 8): the cards keep what they showed. */
async function readStats(admin: AdminIdentity): Promise<DashboardStats | null> {
  const answer = await fetchDashboardStats(admin.email, admin.token);
  if (!answer.success || !answer.data) throw new Error(answer.message || 'stats unavailable');
  return answer.data;
}

/** List, stats and the row actions of the dashboard; `admin` is null until the access check passed. */
export function useAdminDashboard(admin: AdminIdentity | null) {
  const client = useQueryClient();
  const [query, dispatch] = useReducer(queryReducer, INITIAL_QUERY);
  const [actionError, setActionError] = useState<string | null>(null);
  const queryRef = useRef(query);
  queryRef.current = query;

  const list = useQuery({
    queryKey: queryKeys.adminList(query),
    queryFn: () => (admin ? readList(query, admin) : Promise.reject(new Error('no admin'))),
    enabled: admin !== null && !dateRangeProblem(query),
    // The table keeps the previous page's rows while the next query loads (no blank flash).
    placeholderData: keepPreviousData,
  });
  const stats = useQuery({
    queryKey: queryKeys.adminStats,
    queryFn: () => (admin ? readStats(admin) : Promise.reject(new Error('no admin'))),
    enabled: admin !== null,
  });

  // A list read that succeeds clears the message of an earlier failed action, as a fresh load should.
  useEffect(() => {
    if (list.isSuccess && !list.isPlaceholderData) setActionError(null);
  }, [list.dataUpdatedAt, list.isSuccess, list.isPlaceholderData]);

  /** Marks list and stats stale; both refetch without blanking the table (live events, polling). */
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: queryKeys.adminLists });
    void client.invalidateQueries({ queryKey: queryKeys.adminStats });
  }, [client]);

  const changeStatus = useCallback(
    async (row: AdminSubmission, status: string) => {
      if (!admin || status === row.status) return;
      // Issue 29: a change that skips peer review is confirmed first; cancelled, nothing is sent.
      if (skipsReview(row, status) && !window.confirm(SKIP_REVIEW_CONFIRMATION)) return;
      setActionError(null);
      const statsBefore = client.getQueryData<DashboardStats | null>(queryKeys.adminStats);
      try {
        const answer = await updateSubmissionStatus(row.id, status, admin.email, admin.token);
        if (!answer.success) throw new Error(answer.message);
        const updatedAt = answer.data?.updated_at ?? new Date().toISOString();
        const listKey = queryKeys.adminList(queryRef.current);
        const patchRow = (patch: Partial<AdminSubmission>) =>
          client.setQueryData(
            listKey,
            (current: ListPage | undefined) =>
              current && {
                ...current,
                submissions: current.submissions.map((r) => (r.id === row.id ? { ...r, ...patch } : r)),
              },
          );
        // Issue 29: the row's next step follows the change, never the whole list re-read. The status
        // decides it where it can; otherwise this one row is read again once the read model has it.
        const nextAction = nextActionOfStatus(status);
        patchRow({
          status,
          updated_at: updatedAt,
          ...(nextAction !== undefined && { next_action: nextAction }),
        });
        if (nextAction === undefined)
          void rereadRow(() => fetchSubmissionRow(row.id, admin.email, admin.token), status)
            .then((fresh) => fresh && patchRow(fresh))
            .catch(() => undefined); // the row keeps its status; the next list refresh brings the rest
        // The stats refresh; read before the read model has the change, they are shown with it applied.
        void client.invalidateQueries({ queryKey: queryKeys.adminStats }).then(() => {
          const refreshed = client.getQueryData<DashboardStats | null>(queryKeys.adminStats);
          const shown = statsAfterChange(statsBefore, refreshed, row.status, status);
          if (shown !== refreshed) client.setQueryData(queryKeys.adminStats, shown);
        });
      } catch (error) {
        // The workflow's refusals (409) say why; anything else keeps SPEC's message.
        setActionError(workflowRefusal(error) ?? ADMIN_MESSAGES.statusFailed);
      }
    },
    [admin, client],
  );

  const download = useCallback(
    async (row: AdminSubmission) => {
      if (!admin) return;
      try {
        const file = await downloadSubmissionFile(row.id, admin.email, admin.token);
        saveBlob(file.blob, downloadName(row.paper_title, file.fileName));
      } catch {
        setActionError(ADMIN_MESSAGES.downloadFailed);
      }
    },
    [admin],
  );

  const exportCsv = useCallback(async () => {
    if (!admin) return;
    try {
      const file = await exportSubmissionsCsv(queryRef.current, admin.email, admin.token);
      saveBlob(file.blob, file.fileName ?? 'submissions.csv');
    } catch {
      setActionError(ADMIN_MESSAGES.exportFailed);
    }
  }, [admin]);

  return {
    query,
    dispatch,
    rows: list.data?.submissions ?? [],
    pagination: list.data?.pagination ?? null,
    stats: stats.data ?? null,
    // Loading shows while a new query's first answer is awaited, not while the current one refreshes.
    loading: list.isFetching && (list.isPlaceholderData || list.isPending),
    error: actionError ?? (list.isError && !list.isFetching ? list.error.message : null),
    refresh,
    changeStatus,
    download,
    exportCsv,
  };
}
