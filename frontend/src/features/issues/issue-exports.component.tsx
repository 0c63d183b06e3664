import { useState } from 'react';
import { apiDownload, serverMessageOr } from '../../api/client';
import { FormMessage } from '../../components/ui/form-message.component';
import { SolidButton } from '../../components/ui/solid-button.component';
import { saveBlob } from '../admin/save-file';
import type { AdminIssue } from './issues-admin.api';

/** A published issue's files for outside services: its preservation bag and DOAJ's article XML. */
export function IssueExports({ slug, issue }: { slug: string; issue: AdminIssue }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const journal = `/api/admin/journals/${encodeURIComponent(slug)}`;
  const exports = [
    {
      label: 'Download archive (BagIt)',
      path: `${journal}/issues/${encodeURIComponent(issue.id)}/archive.zip`,
      fallbackName: `${slug}-v${issue.volume}-n${issue.number}.zip`,
    },
    {
      label: 'DOAJ article XML',
      path: `${journal}/doaj.xml?issue=${encodeURIComponent(issue.id)}`,
      fallbackName: `${slug}-doaj.xml`,
    },
  ];

  async function download(path: string, fallbackName: string) {
    setBusy(true);
    setError(null);
    try {
      const file = await apiDownload(path);
      saveBlob(file.blob, file.fileName ?? fallbackName);
    } catch (err) {
      setError(serverMessageOr(err, 'The file could not be made. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="editorial-form__actions" aria-label="Files of this issue">
      {exports.map((e) => (
        <SolidButton
          key={e.label}
          look="admin"
          ghost
          disabled={busy}
          onClick={() => void download(e.path, e.fallbackName)}
        >
          {e.label}
        </SolidButton>
      ))}
      <FormMessage error={error} />
    </div>
  );
}
