import { FactList } from '../../components/ui/fact-list.component';
import type { SubmissionSummary } from '../../api/review-admin.api';
import { formatAdminDate } from '../admin/format-admin-date';
import { SubmissionDetails } from '../profile/submission-details.component';
import { CompleteSubmissionFacts, hasCompleteFacts } from './complete-submission-facts.component';

/** Author, journal, dates, then abstract, keywords and co-authors as on the author's card. */
export function SubmissionMetadata({ submission }: { submission: SubmissionSummary }) {
  return (
    <>
      <FactList
        className="detail-facts"
        facts={[
          [
            'Author',
            `${submission.author.given_names} ${submission.author.family_name} · ${submission.author.email}`,
          ],
          ['Journal', submission.journal_name],
          ['Submitted', formatAdminDate(submission.submission_date)],
          submission.updated_at && ['Last updated', formatAdminDate(submission.updated_at)],
        ]}
      />
      <SubmissionDetails submission={submission} headingLevel={3} />
      {hasCompleteFacts(submission) && <CompleteSubmissionFacts submission={submission} />}
    </>
  );
}
