import type { SubmissionSummary } from '../../api/review-admin.api';
import { formatAdminDate } from '../admin/format-admin-date';
import { SubmissionDetails } from '../profile/submission-details.component';

/** Author, journal, dates, then abstract, keywords and co-authors as on the author's card. */
export function SubmissionMetadata({ submission }: { submission: SubmissionSummary }) {
  return (
    <>
      <dl className="detail-facts">
        <div>
          <dt>Author</dt>
          <dd>
            {submission.author.given_names} {submission.author.family_name} · {submission.author.email}
          </dd>
        </div>
        <div>
          <dt>Journal</dt>
          <dd>{submission.journal_name}</dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>{formatAdminDate(submission.submission_date)}</dd>
        </div>
        {submission.updated_at && (
          <div>
            <dt>Last updated</dt>
            <dd>{formatAdminDate(submission.updated_at)}</dd>
          </div>
        )}
      </dl>
      <SubmissionDetails submission={submission} headingLevel={3} />
    </>
  );
}
