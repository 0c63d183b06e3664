import { recommendationLabel } from '../../api/peer-review.types';
import type { Admin, ReviewReport, ReviewerAssignment } from '../../api/review-admin.api';
import { ReportAttachmentPanel } from './report-attachment.component';
import type { ReportAnswer } from '../../api/review-form.api';
import { formatDateTime } from '../profile/format-date';
import { DETAIL_MESSAGES, reviewerName } from './submission-detail.messages';

interface Props {
  reports: ReviewReport[];
  assignments: ReviewerAssignment[];
  /** For the reviewer's file (issue 42): its download and passing it to the author. */
  submissionId?: string;
  admin?: Admin;
  onChanged?: () => void;
}

/** The reports with both comment fields: the editor sees who wrote them and the confidential part. */
export function ReviewReports({ reports, assignments, submissionId, admin, onChanged }: Props) {
  if (reports.length === 0) return <p className="detail-empty">{DETAIL_MESSAGES.noReports}</p>;
  const reviewer = new Map(assignments.map((a) => [a.id, a.reviewer]));
  return (
    <ul className="detail-reports">
      {reports.map((report) => (
        <li key={report.id} className="detail-report" data-testid={`report-${report.id}`}>
          <p className="detail-report__head">
            <strong>
              {reviewerName(report.reviewer ?? reviewer.get(report.assignment_id), report.reviewer_number)}
            </strong>
            <span className="detail-muted">
              Round {report.round ?? 1} · {formatDateTime(report.submitted_at)}
            </span>
          </p>
          <p>
            Recommendation: <strong>{recommendationLabel(report.recommendation)}</strong>
          </p>
          <ReportAnswers answers={report.answers ?? []} />
          <p data-testid="competing-interests">
            Competing interests: <strong>{competingInterestsLabel(report.competing_interests)}</strong>
          </p>
          <h4>Comments to the author</h4>
          <p className="detail-text">{report.comments_to_author}</p>
          {report.comments_to_editor && (
            <>
              <h4>Comments to the editor (confidential)</h4>
              <p className="detail-text">{report.comments_to_editor}</p>
            </>
          )}
          {report.attachment && submissionId && admin && (
            <ReportAttachmentPanel
              submissionId={submissionId}
              assignmentId={report.assignment_id}
              attachment={report.attachment}
              admin={admin}
              onChanged={onChanged ?? (() => undefined)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The review form's answers beside the recommendation (issue 42, item 5), in the form's order. */
function ReportAnswers({ answers }: { answers: ReportAnswer[] }) {
  if (answers.length === 0) return null;
  return (
    <dl className="detail-report__answers" aria-label="Answers to the review form">
      {answers.map((a) => (
        <div key={a.question_id}>
          <dt>
            {a.label}
            {a.visible_to_author && <span className="detail-muted"> (shown to the author)</span>}
          </dt>
          <dd>{a.text ?? <span className="detail-muted">not answered</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'none' as the reviewer ticked it; a statement as written; nothing on record before issue 29. */
function competingInterestsLabel(value: string | null | undefined): string {
  if (!value) return 'not asked';
  return value === 'none' ? 'none declared' : value;
}
