import { useQueryClient } from '@tanstack/react-query';
import { journalKeys, uploadCover, type JournalRecord } from '../../api/journals-admin.api';
import type { AdminIdentity } from '../admin/admin-access';
import { EDITORIAL_MESSAGES } from './editorial.messages';
import { ImageUploadPanel } from './image-upload-panel.component';

/** The server's limit (PUT /api/admin/journals/{slug}/cover). */
export const MAX_COVER_BYTES = 2 * 1024 * 1024;

/** The journal's cover: the current picture and a PNG, JPEG or WebP upload. */
export function CoverUpload({ journal, admin }: { journal: JournalRecord; admin: AdminIdentity }) {
  const client = useQueryClient();
  return (
    <ImageUploadPanel
      title="Cover image"
      current={
        journal.coverUrl ? (
          <img
            className="editorial-cover"
            src={`${journal.coverUrl}?v=${encodeURIComponent(journal.updatedAt ?? '')}`}
            alt={`Cover of ${journal.fullTitle}`}
          />
        ) : (
          <p className="editorial-muted">No cover image yet.</p>
        )
      }
      fieldLabel="Cover image file"
      hint="PNG, JPEG or WebP, at most 2 MB."
      accept="image/png,image/jpeg,image/webp"
      submitLabel="Upload cover"
      maxBytes={MAX_COVER_BYTES}
      tooLarge={EDITORIAL_MESSAGES.coverTooLarge}
      saved={EDITORIAL_MESSAGES.coverSaved}
      upload={(file) => uploadCover(journal.slug, file, admin.token)}
      onUploaded={(updated) => client.setQueryData(journalKeys.journal(journal.slug), updated)}
    />
  );
}
