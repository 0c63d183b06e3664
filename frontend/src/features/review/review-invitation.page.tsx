import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { assignmentStateLabel } from '../../api/peer-review.types';
import { downloadManuscript, type ReviewInvitation } from '../../api/review.api';
import { LoadingNotice } from '../../components/ui/spinner.component';
import { saveBlob } from '../admin/save-file';
import { formatLongDate } from '../profile/format-date';
import { AvailabilityForm } from './availability-form.component';
import { InvitationResponse } from './invitation-response.component';
import { PreviousRoundPanel } from './previous-round.component';
import { ReportForm } from './report-form.component';
import { AttachmentUpload } from './attachment-upload.component';
import { REVIEW_MESSAGES } from './review.messages';
import { useReviewInvitation } from './use-review-invitation.hook';
import { SolidButton } from '../../components/ui/solid-button.component';
import './review.css';
import { FormMessage } from '../../components/ui/form-message.component';
import { ReviewerDiscussions } from '../discussions/reviewer-discussions.component';

/** /review/:token: the reviewer's page; no login, the link is the key. */
export default function ReviewInvitationPage() {
  const { token = '' } = useParams();
  const { query, update } = useReviewInvitation(token);

  if (query.isPending) {
    return <LoadingNotice className="review-page review-page--centered" message={REVIEW_MESSAGES.loading} />;
  }
  if (query.isError) {
    const gone = 'gone' in query.error && query.error.gone === true;
    return (
      <div className="review-page">
        <div className="review-card panel review-card--notice" role="alert">
          <h1>{gone ? REVIEW_MESSAGES.goneTitle : REVIEW_MESSAGES.loadFailed}</h1>
          {/* The server says why: not valid, cancelled or expired. */}
          <p>{query.error.message}</p>
          {gone && <p>{REVIEW_MESSAGES.goneText}</p>}
          {!gone && (
            <SolidButton look="review" onClick={() => void query.refetch()}>
              Try Again
            </SolidButton>
          )}
        </div>
      </div>
    );
  }
  return <Invitation token={token} invitation={query.data} onChanged={update} />;
}

function Invitation({
  token,
  invitation,
  onChanged,
}: {
  token: string;
  invitation: ReviewInvitation;
  onChanged: (invitation?: ReviewInvitation) => void;
}) {
  const [justAccepted, setJustAccepted] = useState(false);
  const paper = invitation.submission;
  // A decided round, or a paper out of review, takes no more answers or reports (issue 26).
  const open = invitation.round_closed !== true;
  const keywords = paper.keywords ?? [];
  return (
    <div className="review-page">
      <header className="review-header">
        <p className="review-kicker">
          Invitation to review · {paper.journal_name}
          {paper.manuscript_id ? ` · ${paper.manuscript_id}` : ''}
        </p>
        <h1>{paper.paper_title}</h1>
        <dl className="review-facts">
          <div>
            <dt>Due</dt>
            <dd>{formatLongDate(invitation.due_date)}</dd>
          </div>
          <div>
            <dt>State</dt>
            <dd data-testid="invitation-state">{assignmentStateLabel(invitation.state)}</dd>
          </div>
        </dl>
      </header>

      <section className="review-card panel" aria-labelledby="review-abstract">
        <h2 id="review-abstract">Abstract</h2>
        <p className="review-text">{paper.abstract || 'No abstract was given.'}</p>
        {keywords.length > 0 && (
          <>
            <h3>Keywords</h3>
            <ul className="keyword-list" aria-label="Keywords">
              {keywords.map((keyword) => (
                <li key={keyword}>{keyword}</li>
              ))}
            </ul>
          </>
        )}
      </section>

      {invitation.previous_round && <PreviousRoundPanel previous={invitation.previous_round} />}

      <ReviewerDiscussions token={token} />

      {open && invitation.state === 'invited' && (
        <InvitationResponse
          token={token}
          onAnswered={(next) => {
            setJustAccepted(true);
            onChanged(next);
          }}
        />
      )}
      {open && invitation.state === 'accepted' && (
        <>
          <FormMessage success={justAccepted ? REVIEW_MESSAGES.accepted : null} />
          <ManuscriptDownload token={token} fileName={invitation.file?.name} />
          <section className="review-card panel" aria-label="Report">
            <AttachmentUpload
              token={token}
              attachment={invitation.attachment}
              onAttached={() => onChanged()}
            />
            <ReportForm token={token} questions={invitation.questions} onReported={onChanged} />
          </section>
        </>
      )}
      {!open && (invitation.state === 'invited' || invitation.state === 'accepted') && (
        <>
          <StateNotice title={REVIEW_MESSAGES.closedTitle} text={REVIEW_MESSAGES.closedText} />
          {/* After a revisions decision the reviewer keeps the version they reviewed. */}
          {invitation.state === 'accepted' && invitation.file && (
            <ManuscriptDownload token={token} fileName={invitation.file.name} />
          )}
        </>
      )}
      {invitation.state === 'declined' && (
        <StateNotice title={REVIEW_MESSAGES.declinedTitle} text={REVIEW_MESSAGES.declinedText} />
      )}
      {invitation.state === 'report_submitted' && (
        <StateNotice title={REVIEW_MESSAGES.completedTitle} text={REVIEW_MESSAGES.completedText} />
      )}
      {invitation.state === 'cancelled' && (
        <StateNotice title={REVIEW_MESSAGES.goneTitle} text={REVIEW_MESSAGES.cancelledText} />
      )}
      <AvailabilityForm token={token} unavailableUntil={invitation.unavailableUntil ?? null} />
    </div>
  );
}

function StateNotice({ title, text }: { title: string; text: string }) {
  return (
    <section className="review-card panel review-card--notice" role="status">
      <h2>{title}</h2>
      <p>{text}</p>
    </section>
  );
}

function ManuscriptDownload({ token, fileName }: { token: string; fileName?: string | null }) {
  const [failure, setFailure] = useState<string | null>(null);
  async function download() {
    setFailure(null);
    try {
      const file = await downloadManuscript(token);
      saveBlob(file.blob, file.fileName ?? 'manuscript');
    } catch {
      setFailure(REVIEW_MESSAGES.downloadFailed);
    }
  }
  return (
    <section className="review-card panel" aria-labelledby="review-manuscript">
      <h2 id="review-manuscript">Manuscript</h2>
      {fileName && <p className="review-text">{fileName}</p>}
      <FormMessage error={failure} />
      <SolidButton look="review" onClick={() => void download()}>
        Download manuscript
      </SolidButton>
    </section>
  );
}
