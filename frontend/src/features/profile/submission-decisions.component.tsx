import { decisionLabel } from '../../api/peer-review.types';
import type { AuthorSubmission } from '../../api/profile.api';
import { formatDateTime } from './format-date';
import { ReviewerFiles } from './reviewer-files.component';

/** The editors' decisions on one card, each with the reviewers' comments to the author, anonymously. */
export function SubmissionDecisions({ submission }: { submission: AuthorSubmission }) {
  const decisions = submission.decisions ?? [];
  if (decisions.length === 0) return null;
  return (
    <div className="submission-card__decisions">
      <h4>Decisions</h4>
      <ol>
        {decisions.map((decision, index) => (
          <li key={`${decision.date}-${index}`} className="submission-decision" data-testid="decision">
            <p className="submission-decision__head">
              <strong>{decisionLabel(decision.decision)}</strong>
              <time dateTime={decision.date}>{formatDateTime(decision.date)}</time>
            </p>
            <p className="submission-decision__message">{decision.message}</p>
            {(decision.comments ?? []).map((comment) => (
              <blockquote key={comment.reviewer} className="submission-decision__comment">
                <p className="submission-decision__reviewer">{comment.reviewer}</p>
                <p>{comment.comments_to_author}</p>
              </blockquote>
            ))}
          </li>
        ))}
      </ol>
      <ReviewerFiles submissionId={String(submission.id)} />
    </div>
  );
}

/**
 * The author may upload a revision while a revisions decision is open: the server says so
 * (`revision_open`); older answers: the latest decision asks for revisions and review goes on.
 */
export function revisionOpen(submission: AuthorSubmission): boolean {
  if (submission.revision_open !== undefined) return submission.revision_open;
  const latest = submission.decisions?.at(-1);
  return latest?.decision === 'revisions' && submission.status === 'under_review';
}
