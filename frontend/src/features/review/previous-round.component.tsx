import { recommendationLabel } from '../../api/peer-review.types';
import type { PreviousRound } from '../../api/review.api';

/**
 * A re-review (issue 29, item 8): the authors' response to the reviewers that came with the revised
 * version, and the previous round's reports as the authors read them (numbered, never named).
 */
export function PreviousRoundPanel({ previous }: { previous: PreviousRound }) {
  return (
    <section className="review-card panel" aria-labelledby="review-previous-round">
      <h2 id="review-previous-round">This is a re-review: round {previous.round + 1}</h2>
      <h3>The authors&apos; response to the reviewers</h3>
      <p className="review-text" data-testid="response-to-reviewers">
        {previous.response_to_reviewers || 'The authors sent no response with this version.'}
      </p>
      <h3>Reports of round {previous.round}</h3>
      {previous.reports.length === 0 ? (
        <p className="review-text">No reports were submitted in that round.</p>
      ) : (
        <ul className="review-previous-reports">
          {previous.reports.map((r) => (
            <li key={r.reviewer}>
              <p>
                <strong>{r.reviewer}</strong>: {recommendationLabel(r.recommendation)}
              </p>
              <p className="review-text">{r.comments_to_author}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
