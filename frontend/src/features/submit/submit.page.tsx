import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { failedAnswer } from '../../api/api-error';
import { getEmail, getRole, getToken } from '../../api/session';
import { AdminAccountNotice } from '../../components/ui/admin-account-notice.component';
import { submitPaper } from '../../api/submission.api';
import { useQuery } from '@tanstack/react-query';
import { journalQuery, useJournalList, type JournalSummary } from '../../api/journals.api';
import { PaperDetailsFields } from '../paper-details/paper-details-fields.component';
import {
  firstError,
  newDraft,
  validateDraft,
  type PaperDetailsDraft,
  type PaperDetailsErrors,
} from '../paper-details/paper-details.draft';
import { JournalGrid } from './journal-grid.component';
import { SubmissionSteps, currentStep } from './submission-steps.component';
import {
  SUBMISSION_MESSAGES,
  fileProblem,
  describeFileSize,
  paperTitleFrom,
  submissionProblem,
} from './submission.validation';
import { SubmitMessage } from './submit-message.component';
import { UploadArea } from './upload-area.component';
import './submit.css';
import { iconKeyOf, JournalIcon } from '../../components/ui/journal-icon.component';

/** Delay before the author is taken to /profile after a successful submission (SPEC section 9). */
export const SUBMIT_REDIRECT_MS = 3000;

export default function SubmitPage() {
  if (!getToken() || !getEmail()) return <Navigate to="/login" replace />;
  if (getRole()) return <AdminAccountNotice what="Paper submission" />;
  return <SubmissionFlow />;
}

function SubmissionFlow() {
  const navigate = useNavigate();
  const journals = useJournalList();
  const [journal, setJournal] = useState<JournalSummary | null>(null);
  // The list has no icons; the chosen journal's own (sent with the submission, SPEC section 3) comes
  // with its detail, asked for as soon as it is chosen.
  const chosen = useQuery({ ...journalQuery(journal?.slug ?? ''), enabled: journal !== null });
  const [file, setFile] = useState<File | null>(null);
  const [details, setDetails] = useState<PaperDetailsDraft>(() => newDraft(''));
  const [detailErrors, setDetailErrors] = useState<PaperDetailsErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const step = currentStep(journal !== null, file !== null);

  function chooseJournal(chosen: JournalSummary) {
    setJournal(chosen);
    setError(null);
    setSuccess(null);
  }

  function chooseFile(candidate: File) {
    setSuccess(null);
    const problem = fileProblem(candidate);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setFile(candidate);
    // The title starts as the file name without its extension (SPEC section 3); the author may edit it.
    setDetails((current) => ({ ...current, paperTitle: paperTitleFrom(candidate.name) }));
    setDetailErrors({});
  }

  async function onSubmit() {
    setSuccess(null);
    const problem = submissionProblem(journal !== null, file);
    if (problem || !journal || !file) {
      setError(problem);
      return;
    }
    const token = getToken();
    const email = getEmail();
    if (!token || !email) {
      navigate('/login');
      return;
    }
    const checked = validateDraft(details, email);
    setDetailErrors(checked.errors);
    if (!checked.details) {
      setError(firstError(checked.errors) ?? null);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await submitPaper(
        {
          userEmail: email,
          journalName: journal.name,
          journalIcon: iconKeyOf(journal.slug, chosen.data?.icon),
          ...checked.details,
          paperFile: file,
        },
        token,
      );
      if (answer.success) {
        setSuccess(SUBMISSION_MESSAGES.success);
        setJournal(null);
        setFile(null);
        setDetails(newDraft(''));
        timer.current = window.setTimeout(() => navigate('/profile'), SUBMIT_REDIRECT_MS);
      } else {
        setError(answer.message || SUBMISSION_MESSAGES.failed);
      }
    } catch (err) {
      setError(failedAnswer(err)?.message || SUBMISSION_MESSAGES.failed);
    }
    setBusy(false);
  }

  return (
    <div className="submit-page">
      <header className="submit-header">
        <h1>Submit Your Paper</h1>
        <p>Choose a journal, upload your manuscript and send it for review.</p>
      </header>

      <SubmissionSteps step={step} />

      <section className="submit-section panel" aria-labelledby="choose-journal-title">
        <h2 id="choose-journal-title">1. Select Journal</h2>
        {journal ? (
          <div className="submit-chosen">
            <JournalIcon journal={journal.slug} icon={chosen.data?.icon} className="submit-chosen__icon" />
            <span className="submit-chosen__name">{journal.name}</span>
            <button
              type="button"
              className="solid-button submit-button solid-button--ghost"
              onClick={() => {
                setJournal(null);
                setError(null);
              }}
              disabled={busy}
            >
              Change Journal
            </button>
          </div>
        ) : (
          <JournalGrid journals={journals} selected={null} onSelect={chooseJournal} />
        )}
      </section>

      <section className="submit-section panel" aria-labelledby="upload-title">
        <h2 id="upload-title">2. Upload Paper</h2>
        <UploadArea file={file} onFile={chooseFile} disabled={busy} />
        {file && (
          <section className="submit-details" aria-labelledby="paper-details-title">
            <h3 id="paper-details-title">Paper details</h3>
            <PaperDetailsFields draft={details} errors={detailErrors} onChange={setDetails} disabled={busy} />
          </section>
        )}
      </section>

      <section className="submit-section panel submit-summary" aria-labelledby="summary-title">
        <h2 id="summary-title">3. Submit</h2>
        {journal && file && (
          <div className="submit-summary__ready" data-testid="submit-summary">
            <p className="submit-summary__heading">Ready to submit</p>
            <dl className="submit-summary__facts">
              <div>
                <dt>Journal</dt>
                <dd>
                  <JournalIcon
                    journal={journal.slug}
                    icon={chosen.data?.icon}
                    size={18}
                    className="inline-icon"
                  />{' '}
                  {journal.name}
                </dd>
              </div>
              <div>
                <dt>Paper title</dt>
                <dd>{details.paperTitle.trim() || paperTitleFrom(file.name)}</dd>
              </div>
              <div>
                <dt>File</dt>
                <dd>
                  {file.name} ({describeFileSize(file.size)})
                </dd>
              </div>
            </dl>
          </div>
        )}
        <SubmitMessage error={error} success={success} redirectSeconds={SUBMIT_REDIRECT_MS / 1000} />
        <button
          type="button"
          className="solid-button submit-button"
          onClick={() => void onSubmit()}
          disabled={busy}
        >
          {busy ? 'Submitting...' : 'Submit Paper'}
        </button>
      </section>
    </div>
  );
}
