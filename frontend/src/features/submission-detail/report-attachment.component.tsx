import { useState } from 'react';
import { failedAnswer } from '../../api/api-error';
import {
  downloadReviewAttachment,
  shareReviewAttachment,
  type Admin,
  type ReportAttachment,
} from '../../api/review-admin.api';
import { FormMessage } from '../../components/ui/form-message.component';
import { SolidButton } from '../../components/ui/solid-button.component';
import { saveBlob } from '../admin/save-file';
import { formatDateTime } from '../profile/format-date';
import { describeFileSize } from '../submit/submission.validation';

const PLACE_NAMES: Record<string, string> = {
  body: 'the text',
  header: 'a header',
  footer: 'a footer',
  footnotes: 'a footnote',
  'text-boxes': 'a text box',
  comments: 'a comment',
  properties: 'the file properties',
  'tracked-changes': 'tracked changes',
};

interface Props {
  submissionId: string;
  assignmentId: string;
  attachment: ReportAttachment;
  admin: Admin;
  onChanged: () => void;
}

/**
 * The reviewer's file beside the report (issue 42, item 5): where it still names the reviewer, a download,
 * and the explicit act of passing it to the author.
 */
export function ReportAttachmentPanel({ submissionId, assignmentId, attachment, admin, onChanged }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function download() {
    setError(null);
    try {
      const file = await downloadReviewAttachment(submissionId, assignmentId, admin);
      saveBlob(file.blob, file.fileName ?? attachment.name);
    } catch (failure) {
      setError(failedAnswer(failure)?.message || 'The file could not be downloaded. Please try again.');
    }
  }
  async function share() {
    const warning =
      attachment.findings.length > 0
        ? 'The file still names the reviewer. Pass it to the author anyway?'
        : 'Pass this file to the author? They can download it from their submission.';
    if (!window.confirm(warning)) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await shareReviewAttachment(submissionId, assignmentId, admin);
      setSuccess(answer.message ?? 'The file is now available to the authors');
      onChanged();
    } catch (failure) {
      setError(failedAnswer(failure)?.message || 'The file could not be passed on. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="detail-report__attachment" data-testid="report-attachment">
      <h4>Attached file</h4>
      <p>
        {attachment.name} <span className="detail-muted">· {describeFileSize(attachment.size)}</span>
      </p>
      {attachment.findings.length > 0 ? (
        <div role="note" className="detail-report__findings">
          <p>
            <strong>The file names the reviewer:</strong>
          </p>
          <ul>
            {attachment.findings.map((f, index) => (
              <li key={`${f.where}-${f.kind}-${index}`}>
                “{f.value}” in {PLACE_NAMES[f.where] ?? f.where}
                {f.count > 1 ? ` (${f.count} times)` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="detail-muted">
          {attachment.scanned ? 'No mention of the reviewer found.' : attachment.scan_note}
        </p>
      )}
      <p className="detail-muted">
        {attachment.shared_at
          ? `Passed to the author ${formatDateTime(attachment.shared_at)}`
          : 'Only editors can see this file.'}
      </p>
      <FormMessage error={error} success={success} />
      <div className="detail-report__actions">
        <SolidButton look="admin" ghost onClick={() => void download()}>
          Download file
        </SolidButton>
        {!attachment.shared_at && (
          <SolidButton look="admin" disabled={busy} onClick={() => void share()}>
            Pass to the author
          </SolidButton>
        )}
      </div>
    </div>
  );
}
