import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadReviewerFile, fetchReviewerFiles, reviewerFileKeys } from '../../api/reviewer-files.api';
import { getToken } from '../../api/session';
import { FormMessage } from '../../components/ui/form-message.component';
import { SolidButton } from '../../components/ui/solid-button.component';
import { saveBlob } from '../admin/save-file';

/** Files reviewers attached that an editor passed to the author (issue 42, item 5), numbered, never named. */
export function ReviewerFiles({ submissionId }: { submissionId: string }) {
  const token = getToken();
  const [failure, setFailure] = useState<string | null>(null);
  const files = useQuery({
    queryKey: reviewerFileKeys.list(submissionId),
    queryFn: () => fetchReviewerFiles(submissionId, token ?? ''),
    enabled: Boolean(token),
  });
  const list = files.data ?? [];
  if (list.length === 0) return null;

  async function download(fileId: string, name: string) {
    setFailure(null);
    try {
      const file = await downloadReviewerFile(submissionId, fileId, token ?? '');
      saveBlob(file.blob, file.fileName ?? name);
    } catch {
      setFailure('The file could not be downloaded. Please try again.');
    }
  }

  return (
    <div className="submission-card__reviewer-files">
      <h4>Files from the reviewers</h4>
      <FormMessage error={failure} />
      <ul>
        {list.map((file) => (
          <li key={file.id}>
            <span>
              {file.reviewer}, round {file.round}: {file.name}
            </span>{' '}
            <SolidButton look="profile" ghost onClick={() => void download(file.id, file.name)}>
              Download
            </SolidButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
