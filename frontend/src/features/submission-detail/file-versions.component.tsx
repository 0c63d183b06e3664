import { useState } from 'react';
import { downloadVersion, type Admin, type FileVersion } from '../../api/review-admin.api';
import { downloadName, saveBlob } from '../admin/save-file';
import { formatDateTime } from '../profile/format-date';
import { describeFileSize } from '../submit/submission.validation';
import { DETAIL_MESSAGES } from './submission-detail.messages';
import { FormMessage } from '../../components/ui/form-message.component';
import { SolidButton } from '../../components/ui/solid-button.component';

interface Props {
  submissionId: string;
  paperTitle: string;
  admin: Admin;
  versions: FileVersion[];
}

/** Every uploaded version, newest first, each downloadable (old versions stay available to editors). */
export function FileVersions({ submissionId, paperTitle, admin, versions }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  if (versions.length === 0) return <p className="detail-empty">{DETAIL_MESSAGES.noVersions}</p>;

  async function download(version: FileVersion) {
    setFailure(null);
    try {
      const file = await downloadVersion(submissionId, version.number, admin);
      saveBlob(file.blob, downloadName(`${paperTitle} v${version.number}`, file.fileName ?? version.name));
    } catch {
      setFailure(DETAIL_MESSAGES.downloadFailed);
    }
  }

  const ordered = [...versions].sort((a, b) => b.number - a.number);
  return (
    <>
      <FormMessage error={failure} />
      <ul className="detail-list" aria-label="File versions">
        {ordered.map((version) => (
          <li key={version.number} className="detail-list__item">
            <div className="detail-list__main">
              <strong>
                Version {version.number}: {version.name}
              </strong>
              <span className="detail-muted">
                {describeFileSize(version.size)} · {formatDateTime(version.uploaded_at)}
                {version.uploaded_by ? ` · ${version.uploaded_by}` : ''}
              </span>
              {version.response_to_reviewers && (
                <details className="detail-response">
                  <summary>Response to reviewers</summary>
                  <p className="detail-text">{version.response_to_reviewers}</p>
                </details>
              )}
            </div>
            <SolidButton
              look="admin"
              variant="small"
              onClick={() => void download(version)}
              aria-label={`Download version ${version.number}`}
            >
              Download
            </SolidButton>
          </li>
        ))}
      </ul>
    </>
  );
}
