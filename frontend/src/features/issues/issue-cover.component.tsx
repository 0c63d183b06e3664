import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { SolidButton } from '../../components/ui/solid-button.component';
import type { AdminIdentity } from '../admin/admin-access';
import { ImageUploadPanel } from '../editorial/image-upload-panel.component';
import { useSave } from '../editorial/use-save.hook';
import { FormMessage } from '../../components/ui/form-message.component';
import {
  fetchIssueCover,
  issueKeys,
  removeIssueCover,
  uploadIssueCover,
  type AdminIssue,
} from './issues-admin.api';

/** The server's limit (PUT .../issues/{id}/cover). */
const MAX_ISSUE_COVER_BYTES = 2 * 1024 * 1024;

/** The editors' copy of the cover as a page-local address, released when it changes or the panel goes. */
function useCoverPreview(slug: string, issue: AdminIssue, token: string): string | null {
  const blob = useQuery({
    queryKey: [...issueKeys.issue(slug, issue.id), 'cover', issue.coverUrl],
    queryFn: () => fetchIssueCover(slug, issue.id, token),
    enabled: Boolean(issue.coverUrl),
  });
  const url = useMemo(
    () => (issue.coverUrl && blob.data ? URL.createObjectURL(blob.data) : null),
    [blob.data, issue.coverUrl],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** An issue's cover image (issue 42 item 1): the current one, an upload and its removal. */
export function IssueCover({
  slug,
  issue,
  admin,
}: {
  slug: string;
  issue: AdminIssue;
  admin: AdminIdentity;
}) {
  const client = useQueryClient();
  const preview = useCoverPreview(slug, issue, admin.token);
  const removal = useSave();
  const changed = () => client.invalidateQueries({ queryKey: issueKeys.list(slug) });
  const label = `Cover of volume ${issue.volume}, issue ${issue.number}`;
  return (
    <ImageUploadPanel
      title="Cover image"
      current={
        issue.coverUrl ? (
          <div className="issue-cover">
            {preview && <img className="editorial-cover" src={preview} alt={label} />}
            <SolidButton
              look="admin"
              ghost
              disabled={removal.busy}
              onClick={() =>
                void removal
                  .run(() => removeIssueCover(slug, issue.id, admin.token), 'Cover image removed.')
                  .then((done) => done && changed())
              }
            >
              Remove cover
            </SolidButton>
            <FormMessage error={removal.error} success={removal.success} />
          </div>
        ) : (
          <p className="editorial-muted">No cover image yet.</p>
        )
      }
      fieldLabel="Issue cover file"
      hint="PNG, JPEG or WebP, at most 2 MB. Readers see it once the issue is published."
      accept="image/png,image/jpeg,image/webp"
      submitLabel="Upload cover"
      maxBytes={MAX_ISSUE_COVER_BYTES}
      tooLarge="The issue cover must be at most 2 MB"
      saved="Cover image uploaded."
      upload={(file) => uploadIssueCover(slug, issue.id, file, admin.token)}
      onUploaded={() => void changed()}
    />
  );
}
