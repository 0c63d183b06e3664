import { useCallback, useEffect, useState } from 'react';
import type { AdminSubmission } from '../../api/admin.api';
import { useLiveChannel } from '../../api/live-channel.hook';
import type { StatusUpdatedEvent } from '../../api/realtime';
import { useEditorialAccess } from '../../api/editorial-access.hook';
import { SUBMISSION_STATUSES } from '../../api/submission-status';
import { JOURNALS } from '../../content/journals.content';
import { EditorialLinks } from '../editorial/editorial-links.component';
import { HelpLink } from '../editorial/help-link.component';
import type { AdminIdentity } from './admin-access';
import { AdminGate } from './admin-gate.component';
import { ADMIN_MESSAGES, otherAdminText, viewAlertText } from './admin.messages';
import { FilterPanel } from './filter-panel.component';
import { PaginationBar } from './pagination.component';
import { SampleContentPanel } from './sample-content-panel.component';
import { StatCards } from './stat-cards.component';
import { TodoBar } from './todo-bar.component';
import { SubmissionsTable } from './submissions-table.component';
import { useAdminDashboard } from './use-admin-dashboard.hook';
import { SolidButton, solidButtonClass } from '../../components/ui/solid-button.component';
import './admin.css';

/** How long the 'Another admin updated ...' banner stays (SPEC section 9). */
export const ADMIN_BANNER_MS = 5000;

const DEFAULT_JOURNALS = JOURNALS.map((journal) => journal.name);

export default function AdminDashboardPage() {
  return <AdminGate>{(admin) => <Dashboard admin={admin} />}</AdminGate>;
}

function Dashboard({ admin }: { admin: AdminIdentity }) {
  const {
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
  } = useAdminDashboard(admin);
  const [banner, setBanner] = useState<string | null>(null);

  useEffect(() => {
    if (!banner) return undefined;
    const timer = window.setTimeout(() => setBanner(null), ADMIN_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  const onStatusUpdated = useCallback(
    (event: StatusUpdatedEvent) => {
      // Our own changes are already applied locally.
      if (event.actorEmail && event.actorEmail.toLowerCase() === admin.email.toLowerCase()) return;
      setBanner(otherAdminText(event.paperTitle, event.status));
      refresh();
    },
    [admin.email, refresh],
  );
  const liveMode = useLiveChannel({
    room: 'admin',
    email: admin.email,
    token: admin.token,
    onStatusUpdated,
    poll: refresh,
  });

  const { access } = useEditorialAccess();
  const statuses = stats?.statuses?.length ? stats.statuses : [...SUBMISSION_STATUSES];
  // An editor's filter offers the journals they edit (issue 28); the administrator's stays as it was.
  const editedJournals = access && !access.administrator ? access.journals.map((j) => j.name) : [];
  const journals = editedJournals.length
    ? editedJournals
    : stats?.journals?.length
      ? stats.journals
      : DEFAULT_JOURNALS;

  return (
    <div className="admin-page">
      <header className="admin-header">
        <div>
          <h1>Admin Dashboard</h1>
          <p>Manage paper submissions and review process</p>
        </div>
        <div className="admin-header__actions">
          <HelpLink className={solidButtonClass({ look: 'admin', ghost: true })} />
          <SolidButton look="admin" onClick={() => void exportCsv()}>
            Export CSV
          </SolidButton>
        </div>
      </header>

      <EditorialLinks access={access} />
      {access?.administrator && <SampleContentPanel admin={admin} />}

      {banner && (
        <p className="admin-banner" role="status">
          {banner}
        </p>
      )}
      {(liveMode === 'polling' || liveMode === 'unavailable') && (
        <p className="admin-banner admin-banner--warning" role="status">
          {ADMIN_MESSAGES.pollingBanner}
        </p>
      )}

      <StatCards stats={stats} />
      <FilterPanel query={query} dispatch={dispatch} journals={journals} statuses={statuses} />
      <TodoBar query={query} dispatch={dispatch} />

      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}

      <SubmissionsTable
        rows={rows}
        query={query}
        statuses={statuses}
        loading={loading}
        onSort={(field) => dispatch({ type: 'sort', field })}
        onStatus={(row: AdminSubmission, status: string) => void changeStatus(row, status)}
        onDownload={(row) => void download(row)}
        onView={(row) => window.alert(viewAlertText(row.paper_title))}
      />
      {pagination && (
        <PaginationBar pagination={pagination} onPage={(page) => dispatch({ type: 'page', page })} />
      )}
    </div>
  );
}
