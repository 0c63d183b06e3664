import { canEditDetails, canWithdraw } from '@journal/metadata';
import type { AuthorSubmission } from '../../api/profile.api';
import { statusLabel } from '../../api/submission-status';
import { formatDateTime, formatLongDate } from './format-date';
import { PROFILE_MESSAGES } from './profile.messages';
import { shownHistory, shownStatus } from './author-state';
import { StatusBadge } from './status-badge.component';
import { SubmissionDecisions, revisionOpen } from './submission-decisions.component';
import { SubmissionDetails } from './submission-details.component';
import { JournalIcon } from '../../components/ui/journal-icon.component';
import { submissionCardId } from './status-notice.component';
import { FactList } from '../../components/ui/fact-list.component';
import { SolidButton } from '../../components/ui/solid-button.component';
import { AuthorDiscussions } from '../discussions/author-discussions.component';
import { AuthorTransferOffer } from '../transfers/author-transfer-offer.component';
import { AuthorSupplementary } from './author-supplementary.component';

/** The owning author's actions on a card (issue 11), offered only while the status allows them. */
export interface SubmissionActions {
  onEditDetails: (submission: AuthorSubmission) => void;
  onWithdraw: (submission: AuthorSubmission) => void;
  onUploadRevision: (submission: AuthorSubmission) => void;
}

interface Props extends SubmissionActions {
  submissions: AuthorSubmission[];
  highlighted: ReadonlySet<string>;
}

export function SubmissionList({ submissions, highlighted, ...actions }: Props) {
  if (submissions.length === 0) {
    return (
      <div className="profile-empty">
        <p className="profile-empty__title">{PROFILE_MESSAGES.emptyTitle}</p>
        <p className="profile-empty__hint">{PROFILE_MESSAGES.emptyHint}</p>
      </div>
    );
  }
  return (
    <ul className="submission-list">
      {submissions.map((submission) => (
        <SubmissionCard
          key={submission.id}
          submission={submission}
          highlighted={highlighted.has(String(submission.id))}
          {...actions}
        />
      ))}
    </ul>
  );
}

function SubmissionCard({
  submission,
  highlighted,
  onEditDetails,
  onWithdraw,
  onUploadRevision,
}: { submission: AuthorSubmission; highlighted: boolean } & SubmissionActions) {
  const history = shownHistory(submission);
  const editable = canEditDetails(submission.status);
  const withdrawable = canWithdraw(submission.status);
  const revisable = revisionOpen(submission);
  return (
    <li
      className={`submission-card${highlighted ? ' submission-card--highlighted' : ''}`}
      id={submissionCardId(submission.id)}
      tabIndex={-1}
      data-testid={`submission-${submission.id}`}
      data-highlighted={highlighted ? 'true' : undefined}
    >
      <div className="submission-card__head">
        <JournalIcon journal={submission.journal_name} className="submission-card__icon" />
        <div className="submission-card__titles">
          <h3 className="submission-card__title">{submission.paper_title}</h3>
          <p className="submission-card__journal">{submission.journal_name}</p>
        </div>
        <StatusBadge status={shownStatus(submission)} />
      </div>
      <FactList
        className="submission-card__meta"
        facts={[
          ['Submitted', formatLongDate(submission.submission_date)],
          submission.updated_at && ['Last updated', formatDateTime(submission.updated_at)],
        ]}
      />
      <SubmissionDetails submission={submission} />
      {(editable || revisable) && <AuthorSupplementary submissionId={String(submission.id)} />}
      <SubmissionDecisions submission={submission} />
      <AuthorTransferOffer submission={submission} />
      <AuthorDiscussions submissionId={String(submission.id)} />
      {(editable || withdrawable || revisable) && (
        <div className="submission-card__actions">
          {revisable && (
            <SolidButton look="profile" variant="accent" onClick={() => onUploadRevision(submission)}>
              Upload revision
            </SolidButton>
          )}
          {editable && (
            <SolidButton look="profile" ghost onClick={() => onEditDetails(submission)}>
              Edit details
            </SolidButton>
          )}
          {withdrawable && (
            <SolidButton look="profile" variant="danger" onClick={() => onWithdraw(submission)}>
              Withdraw
            </SolidButton>
          )}
        </div>
      )}
      {history.length > 0 && (
        <div className="submission-card__history">
          <h4>Status history</h4>
          <ol>
            {history.map((change, index) => (
              <li key={`${change.changed_at}-${index}`}>
                <span>
                  {change.from_status ? `${statusLabel(change.from_status)} → ` : ''}
                  {statusLabel(change.to_status)}
                </span>
                <time dateTime={change.changed_at}>{formatDateTime(change.changed_at)}</time>
              </li>
            ))}
          </ol>
        </div>
      )}
    </li>
  );
}
