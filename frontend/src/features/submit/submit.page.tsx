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
import { checklistKeys, fetchChecklist } from '../../api/checklist.api';
import { fetchSections, sectionKeys } from '../../api/sections.api';
import { openSections } from '@journal/journals';
import { SectionPicker } from './section-picker.component';
import { CompleteSubmissionFields } from './complete-submission-fields.component';
import {
  newCompleteDraft,
  validateComplete,
  type CompleteDraft,
  type CompleteErrors,
} from './complete-submission.draft';
import { UploadArea } from './upload-area.component';
import { SupplementaryFilesField } from './supplementary-files.component';
import './submit.css';
import { iconKeyOf, JournalIcon } from '../../components/ui/journal-icon.component';

/** Delay before the author is taken to /profile after a successful submission (SPEC section 9). */
export const SUBMIT_REDIRECT_MS = 3000;
/** The server's own words for a missing section (400 on `sectionId`). */
const SECTION_REQUIRED = 'Please choose a section';

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
  // Issue 42 item 8: a journal whose managers set a checklist gets the complete form; others SPEC's.
  const checklist = useQuery({
    queryKey: checklistKeys.public(journal?.slug ?? ''),
    queryFn: () => fetchChecklist(journal!.slug),
    enabled: journal !== null,
  });
  const items = journal ? (checklist.data ?? []) : [];
  // Issue 42 item 2: the author chooses a section only when the journal has more than one open.
  const sections = useQuery({
    queryKey: sectionKeys.list(journal?.slug ?? ''),
    queryFn: () => fetchSections(journal!.slug),
    enabled: journal !== null,
  });
  const choosable = journal ? openSections(sections.data ?? []) : [];
  const [sectionId, setSectionId] = useState('');
  const [sectionError, setSectionError] = useState<string | undefined>();
  const complete = items.length > 0;
  const [completeDraft, setCompleteDraft] = useState<CompleteDraft>(newCompleteDraft);
  const [completeErrors, setCompleteErrors] = useState<CompleteErrors>({});
  const [documentTitle, setDocumentTitle] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [supplementary, setSupplementary] = useState<File[]>([]);
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
    setSectionId('');
    setSectionError(undefined);
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
    if (choosable.length > 1 && !choosable.some((s) => s.id === sectionId)) {
      setSectionError(SECTION_REQUIRED);
      setError(SECTION_REQUIRED);
      return;
    }
    setSectionError(undefined);
    const extra = complete ? validateComplete(completeDraft, items) : { errors: {}, fields: {} };
    setCompleteErrors(extra.errors);
    if (!extra.fields) {
      setError(Object.values(extra.errors)[0] ?? null);
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
          ...extra.fields,
          ...(choosable.length > 1 ? { sectionId } : {}),
          paperFile: file,
          ...(supplementary.length ? { supplementaryFiles: supplementary } : {}),
        },
        token,
      );
      if (answer.success) {
        setSuccess(SUBMISSION_MESSAGES.success);
        // The stored title came from the document (issue 42 item 8): shown for the author to confirm.
        setDocumentTitle(answer.submission?.title_from_document ? answer.submission.paper_title : null);
        setJournal(null);
        setSectionId('');
        setFile(null);
        setSupplementary([]);
        setDetails(newDraft(''));
        setCompleteDraft(newCompleteDraft());
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
        {journal && choosable.length > 1 && (
          <SectionPicker
            sections={choosable}
            value={sectionId}
            onChange={(id) => {
              setSectionId(id);
              setSectionError(undefined);
            }}
            error={sectionError}
            disabled={busy}
          />
        )}
      </section>

      <section className="submit-section panel" aria-labelledby="upload-title">
        <h2 id="upload-title">2. Upload Paper</h2>
        <UploadArea file={file} onFile={chooseFile} disabled={busy} />
        {file && (
          <section className="submit-details" aria-labelledby="paper-details-title">
            <h3 id="paper-details-title">Paper details</h3>
            <PaperDetailsFields
              draft={details}
              errors={detailErrors}
              onChange={setDetails}
              disabled={busy}
              withRor={complete}
            />
          </section>
        )}
        {file && complete && (
          <CompleteSubmissionFields
            items={items}
            licence={chosen.data?.defaultLicence ?? 'CC BY 4.0'}
            draft={completeDraft}
            errors={completeErrors}
            onChange={setCompleteDraft}
            disabled={busy}
          />
        )}
        {file && (
          <SupplementaryFilesField files={supplementary} onChange={setSupplementary} disabled={busy} />
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
              {supplementary.length > 0 && (
                <div>
                  <dt>Supplementary files</dt>
                  <dd>{supplementary.map((extra) => extra.name).join(', ')}</dd>
                </div>
              )}
            </dl>
          </div>
        )}
        <SubmitMessage error={error} success={success} redirectSeconds={SUBMIT_REDIRECT_MS / 1000} />
        {success && documentTitle && (
          <p className="submit-summary__heading" data-testid="document-title-notice">
            We took the title from your document: &ldquo;{documentTitle}&rdquo;. You can change it in your
            profile while the paper is Submitted.
          </p>
        )}
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
