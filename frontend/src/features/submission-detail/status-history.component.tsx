import type { StatusChange } from '../../api/profile.api';
import { statusLabel } from '../../api/submission-status';
import { formatDateTime } from '../profile/format-date';

/** Each status change in order, with who made it when the server names them. */
export function StatusHistory({
  history,
}: {
  history: (StatusChange & { changed_by?: string | null; without_review?: boolean })[];
}) {
  if (history.length === 0) return <p className="detail-empty">No status changes yet</p>;
  return (
    <ol className="detail-history">
      {history.map((change, index) => (
        <li key={`${change.changed_at}-${index}`}>
          <span>
            {change.from_status ? `${statusLabel(change.from_status)} → ` : ''}
            {statusLabel(change.to_status)}
            {change.changed_by ? ` (${change.changed_by})` : ''}
            {change.without_review ? ' · without peer review' : ''}
          </span>
          <time dateTime={change.changed_at}>{formatDateTime(change.changed_at)}</time>
        </li>
      ))}
    </ol>
  );
}
