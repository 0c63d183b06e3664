import { decisionLabel } from '../../api/peer-review.types';
import type { EditorDecision } from '../../api/review-admin.api';
import { formatDateTime } from '../profile/format-date';
import { DETAIL_MESSAGES } from './submission-detail.messages';

/** Decisions already recorded, oldest first (one per round at most, plus the final one). */
export function DecisionList({ decisions }: { decisions: EditorDecision[] }) {
  if (decisions.length === 0) return <p className="detail-empty">{DETAIL_MESSAGES.noDecisions}</p>;
  return (
    <ul className="detail-reports" aria-label="Decisions">
      {decisions.map((decision, index) => (
        <li key={decision.id ?? index} className="detail-report">
          <p className="detail-report__head">
            <strong>{decisionLabel(decision.decision)}</strong>
            <span className="detail-muted">
              {decision.round ? `Round ${decision.round} · ` : ''}
              {formatDateTime(decision.decided_at)}
            </span>
          </p>
          <p className="detail-text">{decision.message}</p>
          {decision.decided_by && <p className="detail-muted">Recorded by {decision.decided_by}</p>}
        </li>
      ))}
    </ul>
  );
}
