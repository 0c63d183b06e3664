import { useState, type FormEvent } from 'react';
import { serverMessageOr } from '../../api/api-error';
import { uploadAnonymousVersion, type Admin, type Anonymity } from '../../api/review-admin.api';
import { FormMessage } from '../../components/ui/form-message.component';
import { DETAIL_MESSAGES, describeFinding } from './submission-detail.messages';
import { RemovedFromCopy } from './removed-from-copy.component';
import { SolidButton } from '../../components/ui/solid-button.component';

interface Props {
  submissionId: string;
  admin: Admin;
  anonymity: Anonymity;
  onUploaded: () => void;
}

/**
 * Double-blind check of the current version (issue 26): the names, emails and ORCID iDs left in what
 * reviewers get, a warning (names left in the body ask the editor to confirm each invitation), what the copy removed of the author's file
 * (information), and the editor's anonymous version.
 */
export function AnonymityPanel({ submissionId, admin, anonymity, onUploaded }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(null);
    if (!file) return setError(DETAIL_MESSAGES.anonymousVersionMissing);
    setBusy(true);
    try {
      await uploadAnonymousVersion(submissionId, file, admin);
      setDone(DETAIL_MESSAGES.anonymousVersionUploaded);
      onUploaded();
    } catch (failure) {
      setError(serverMessageOr(failure, DETAIL_MESSAGES.anonymousVersionFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div data-testid="anonymity-panel">
      {!anonymity.checked && (
        <p className="detail-empty" role="status">
          {DETAIL_MESSAGES.anonymityChecking}
        </p>
      )}
      {anonymity.checked && anonymity.findings.length > 0 && (
        <div className="admin-banner admin-banner--warning" role="alert" data-testid="anonymity-warning">
          <p>{DETAIL_MESSAGES.anonymityWarning}</p>
          <ul className="detail-findings">
            {anonymity.findings.map((finding) => (
              <li key={`${finding.kind}-${finding.where}-${finding.value}`}>{describeFinding(finding)}</li>
            ))}
          </ul>
        </div>
      )}
      {anonymity.checked && anonymity.findings.length === 0 && (
        <p className="detail-empty">{DETAIL_MESSAGES.anonymityClean}</p>
      )}
      {anonymity.checked && <RemovedFromCopy findings={anonymity.removedFromCopy ?? []} />}
      {anonymity.checked && !anonymity.reviewerCopy.ready && (
        <p className="admin-banner admin-banner--warning" role="alert" data-testid="reviewer-copy-missing">
          {DETAIL_MESSAGES.reviewerCopyMissing} {anonymity.reviewerCopy.reason}
        </p>
      )}
      {anonymity.anonymous_version && (
        <p className="detail-muted">
          Reviewers get the anonymous version {anonymity.anonymous_version.name} uploaded by{' '}
          {anonymity.anonymous_version.uploaded_by}.
        </p>
      )}
      <form
        className="detail-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Upload an anonymous version"
      >
        <label htmlFor="anonymous-version-file">{DETAIL_MESSAGES.anonymousVersionHelp}</label>
        <input
          id="anonymous-version-file"
          type="file"
          accept=".doc,.docx,.txt"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <SolidButton type="submit" look="admin" variant="small" disabled={busy}>
          Upload anonymous version
        </SolidButton>
        <FormMessage error={error} success={done} />
      </form>
    </div>
  );
}
