import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  downloadSubmissionFile,
  exportSubmissionsCsv,
  fetchDashboardStats,
  fetchSubmissions,
  updateSubmissionStatus,
  type AdminSubmission,
  type DashboardStats,
  type Pagination,
  type SubmissionQuery,
} from '../../api/admin.api';
import type { AdminIdentity } from './admin-access';
import { INITIAL_QUERY, dateRangeProblem, queryReducer } from './admin-query.state';
import { ADMIN_MESSAGES } from './admin.messages';
import { downloadName, saveBlob } from './save-file';

/** List, stats and the row actions of the dashboard; `admin` is null until the access check passed. */
export function useAdminDashboard(admin: AdminIdentity | null) {
  const [query, dispatch] = useReducer(queryReducer, INITIAL_QUERY);
  const [rows, setRows] = useState<AdminSubmission[]>([]);
  const [pagination, setPagination] = useState<Pagination | null>(null);
  const [stats, setStats] = useState<DashboardStats | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latestList = useRef(0);
  const queryRef = useRef(query);
  queryRef.current = query;

  const loadList = useCallback(
    async (current: SubmissionQuery, quiet = false) => {
      if (!admin || dateRangeProblem(current)) return;
      const request = ++latestList.current;
      if (!quiet) setLoading(true);
      let failure: string | null = null;
      try {
        const answer = await fetchSubmissions(current, admin.email, admin.token);
        if (request !== latestList.current) return;
        if (answer.success && answer.data) {
          setRows(answer.data.submissions);
          setPagination(answer.data.pagination);
        } else {
          failure = answer.message || ADMIN_MESSAGES.fetchFailed;
        }
      } catch {
        if (request !== latestList.current) return;
        failure = ADMIN_MESSAGES.fetchError;
      }
      setError(failure);
      setLoading(false);
    },
    [admin],
  );

  const loadStats = useCallback(async () => {
    if (!admin) return;
    try {
      const answer = await fetchDashboardStats(admin.email, admin.token);
      if (answer.success && answer.data) setStats(answer.data);
    } catch {
      // Stats failures are silent (SPEC section 8).
    }
  }, [admin]);

  useEffect(() => {
    void loadList(query);
  }, [query, loadList]);

  useEffect(() => {
    void loadStats();
  }, [loadStats]);

  /** Reload list and stats without blanking the table (live events, polling). */
  const refresh = useCallback(() => {
    void loadList(queryRef.current, true);
    void loadStats();
  }, [loadList, loadStats]);

  const changeStatus = useCallback(
    async (row: AdminSubmission, status: string) => {
      if (!admin || status === row.status) return;
      setError(null);
      try {
        const answer = await updateSubmissionStatus(row.id, status, admin.email, admin.token);
        if (!answer.success) throw new Error(answer.message);
        const updatedAt = answer.data?.updated_at ?? new Date().toISOString();
        setRows((current) =>
          current.map((r) => (r.id === row.id ? { ...r, status, updated_at: updatedAt } : r)),
        );
        void loadStats();
      } catch {
        setError(ADMIN_MESSAGES.statusFailed);
      }
    },
    [admin, loadStats],
  );

  const download = useCallback(
    async (row: AdminSubmission) => {
      if (!admin) return;
      try {
        const file = await downloadSubmissionFile(row.id, admin.email, admin.token);
        saveBlob(file.blob, downloadName(row.paper_title, file.fileName));
      } catch {
        setError(ADMIN_MESSAGES.downloadFailed);
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
      setError(ADMIN_MESSAGES.exportFailed);
    }
  }, [admin]);

  return {
    query,
    dispatch,
    rows,
    pagination,
    stats,
    loading,
    error,
    refresh,
    changeStatus,
    download,
    exportCsv,
  };
}
