import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { journalKeys, uploadCover, type JournalRecord } from '../../api/journals-admin.api';
import { FormField } from '../../components/ui/form-field.component';
import type { AdminIdentity } from '../admin/admin-access';
import { EDITORIAL_MESSAGES } from './editorial.messages';
import { SaveForm } from './spec-form.component';
import { useSave } from './use-save.hook';

/** The server's limit (PUT /api/admin/journals/{slug}/cover). */
export const MAX_COVER_BYTES = 2 * 1024 * 1024;

/** The journal's cover: the current picture and a PNG, JPEG or WebP upload. */
export function CoverUpload({ journal, admin }: { journal: JournalRecord; admin: AdminIdentity }) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const save = useSave();
  const titleId = useId();

  async function onSubmit() {
    if (!file) return save.fail(EDITORIAL_MESSAGES.chooseCover);
    if (file.size > MAX_COVER_BYTES) return save.fail(EDITORIAL_MESSAGES.coverTooLarge);
    const updated = await save.run(
      () => uploadCover(journal.slug, file, admin.token),
      EDITORIAL_MESSAGES.coverSaved,
    );
    if (updated) client.setQueryData(journalKeys.journal(journal.slug), updated);
  }

  return (
    <section className="editorial-panel panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Cover image</h2>
      {journal.coverUrl ? (
        <img
          className="editorial-cover"
          src={`${journal.coverUrl}?v=${encodeURIComponent(journal.updatedAt ?? '')}`}
          alt={`Cover of ${journal.fullTitle}`}
        />
      ) : (
        <p className="editorial-muted">No cover image yet.</p>
      )}
      <SaveForm
        save={save}
        submitLabel="Upload cover"
        busyLabel="Uploading..."
        onSubmit={() => void onSubmit()}
      >
        <FormField
          label="Cover image file"
          hint="PNG, JPEG or WebP, at most 2 MB."
          error={save.fieldErrors.image}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
      </SaveForm>
    </section>
  );
}
