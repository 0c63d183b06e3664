import { Link } from 'react-router-dom';
import type { AdminSubmission, SortField, SubmissionQuery } from '../../api/admin.api';
import { statusColour, statusLabel } from '../../api/submission-status';
import { formatAdminDate } from './format-admin-date';
import { JournalIcon } from '../../components/ui/journal-icon.component';
import { nextActionLabel, reviewProgressText } from './editorial-todo';
import { SolidButton } from '../../components/ui/solid-button.component';

/**
 * Under the status (issue 29): the next step, the round's reports and who handles the paper. Not in the title
 * cell, whose name stays the paper's title (screen readers, and the tests, find a row by it).
 */
function TodoFacts({ row }: { row: AdminSubmission }) {
  if (row.next_action === undefined) return null;
  return (
    <div className="admin-todo" data-testid={`todo-${row.id}`}>
      <span className={`admin-todo__action admin-todo__action--${row.next_action ?? 'none'}`}>
        {nextActionLabel(row.next_action)}
      </span>
      <span className="admin-todo__progress">{reviewProgressText(row)}</span>
      <span className="admin-todo__editor">
        {row.handling_editor ? `Handling editor: ${row.handling_editor.name}` : 'No handling editor'}
      </span>
    </div>
  );
}

interface Props {
  rows: AdminSubmission[];
  query: SubmissionQuery;
  statuses: readonly string[];
  loading: boolean;
  onSort: (field: SortField) => void;
  onStatus: (row: AdminSubmission, status: string) => void;
  onDownload: (row: AdminSubmission) => void;
  onView: (row: AdminSubmission) => void;
}

const COLUMNS: { label: string; field: SortField }[] = [
  { label: 'Date', field: 'submission_date' },
  { label: 'Author', field: 'given_names' },
  { label: 'Paper Title', field: 'paper_title' },
  { label: 'Journal', field: 'journal_name' },
  { label: 'Status', field: 'status' },
];

export function SubmissionsTable({
  rows,
  query,
  statuses,
  loading,
  onSort,
  onStatus,
  onDownload,
  onView,
}: Props) {
  return (
    <div className="admin-table-wrap panel" aria-busy={loading}>
      <table className="admin-table">
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const active = query.sortBy === column.field;
              const order = active ? (query.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none';
              return (
                <th key={column.field} scope="col" aria-sort={order}>
                  <button type="button" className="admin-sort" onClick={() => onSort(column.field)}>
                    {column.label}
                    <span className="admin-sort__arrow" aria-hidden="true">
                      {active ? (query.sortOrder === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={6} className="admin-table__empty">
                {loading ? 'Loading submissions...' : 'No submissions found'}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} data-testid={`row-${row.id}`}>
                <td className="admin-table__date" data-label="Date">
                  {formatAdminDate(row.submission_date)}
                </td>
                <td className="admin-author-cell" data-label="Author">
                  <div className="admin-author">
                    {row.given_names} {row.family_name}
                  </div>
                  <div className="admin-author__email">{row.email}</div>
                </td>
                <td className="admin-table__title" data-label="Paper Title">
                  <Link to={`/admin/submissions/${encodeURIComponent(String(row.id))}`}>
                    {row.paper_title}
                  </Link>
                </td>
                <td data-label="Journal">
                  <span>
                    <JournalIcon journal={row.journal_name} size={18} className="inline-icon" />{' '}
                    {row.journal_name}
                  </span>
                </td>
                <td data-label="Status">
                  <select
                    className={`admin-status status-badge--${statusColour(row.status)}`}
                    aria-label={`Status of ${row.paper_title}`}
                    value={row.status}
                    onChange={(e) => onStatus(row, e.target.value)}
                  >
                    {(statuses.includes(row.status) ? statuses : [row.status, ...statuses]).map((status) => (
                      <option key={status} value={status}>
                        {statusLabel(status)}
                      </option>
                    ))}
                  </select>
                  <TodoFacts row={row} />
                </td>
                <td data-label="Actions">
                  <div className="admin-actions">
                    {row.file_path ? (
                      <SolidButton
                        look="admin"
                        variant="small"
                        onClick={() => onDownload(row)}
                        aria-label={`Download ${row.paper_title}`}
                      >
                        Download
                      </SolidButton>
                    ) : (
                      <span className="admin-no-file">No File</span>
                    )}
                    <SolidButton
                      look="admin"
                      variant="small"
                      ghost
                      onClick={() => onView(row)}
                      aria-label={`View ${row.paper_title}`}
                    >
                      View
                    </SolidButton>
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
