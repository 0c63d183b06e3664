import { statusColour, statusLabel } from '../../api/submission-status';

/** Badge colours of SPEC section 4: blue, yellow, green, red, purple, grey for anything else. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`status-badge status-badge--${statusColour(status)}`} data-status={status}>
      {statusLabel(status)}
    </span>
  );
}
