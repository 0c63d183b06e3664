import { useState } from 'react';
import { downloadSupplementary, type Admin, type SupplementaryFileView } from '../../api/review-admin.api';
import { saveBlob } from '../admin/save-file';
import { formatDateTime } from '../profile/format-date';
import { describeFileSize } from '../submit/submission.validation';
import { DETAIL_MESSAGES } from './submission-detail.messages';
import { FormMessage } from '../../components/ui/form-message.component';
import { SolidButton } from '../../components/ui/solid-button.component';

interface Props {
  submissionId: string;
  admin: Admin;
  files: readonly SupplementaryFileView[];
}

/**
 * Issue 42 item 8: the author's supplementary files for the journal's editors, each downloadable under its
 * own name. Reviewers never get them (they could name the author).
 */
export function SupplementaryFiles({ submissionId, admin, files }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  if (files.length === 0) return <p className="detail-empty">No supplementary files.</p>;

  async function download(file: SupplementaryFileView) {
    setFailure(null);
    try {
      const got = await downloadSupplementary(submissionId, file.id, admin);
      saveBlob(got.blob, file.name);
    } catch {
      setFailure(DETAIL_MESSAGES.downloadFailed);
    }
  }

  return (
    <>
      <FormMessage error={failure} />
      <ul className="detail-list" aria-label="Supplementary files">
        {files.map((file) => (
          <li key={file.id} className="detail-list__item">
            <div className="detail-list__main">
              <strong>{file.name}</strong>
              <span className="detail-muted">
                {describeFileSize(file.size)} · {formatDateTime(file.uploaded_at)}
              </span>
              {file.description && <span className="detail-text">{file.description}</span>}
            </div>
            <SolidButton
              look="admin"
              variant="small"
              onClick={() => void download(file)}
              aria-label={`Download ${file.name}`}
            >
              Download
            </SolidButton>
          </li>
        ))}
      </ul>
    </>
  );
}
