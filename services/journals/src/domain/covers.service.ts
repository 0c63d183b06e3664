import { Readable } from 'node:stream';
import { withTransaction, type Pool } from '@journal/db';
import { lockRolesForWrite, ROLE_ENDED_MESSAGE } from '@journal/auth';
import { ForbiddenError, NotFoundError } from '@journal/errors';
import type { Logger } from '@journal/logger';
import { generateObjectKey, type FileStorage } from '@journal/storage';
import { findJournal, setCover } from '../repositories/journals.repository';
import { findMember } from '../repositories/members.repository';
import { JOURNAL_NOT_FOUND } from './board.service';
import type { CoverUpload } from './cover-image';

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/** Journal covers in @journal/storage (`covers/`): the row names the current one. */
export class CoversService {
  constructor(private readonly deps: { pool: Pool; storage: FileStorage; logger: Logger }) {}

  /**
   * Stores the image, then points the journal at it; the replaced image is removed after COMMIT.
   * `managerId`: the manager (not the administrator) who sent it, whose role is re-checked as it commits.
   */
  async replace(slug: string, upload: CoverUpload, managerId?: string): Promise<void> {
    if (!(await findJournal(this.deps.pool, slug))) throw new NotFoundError(JOURNAL_NOT_FOUND);
    const key = generateObjectKey(EXTENSIONS[upload.contentType], { prefix: 'covers' });
    await this.deps.storage.put(key, Readable.from(upload.bytes), {
      contentType: upload.contentType,
      size: upload.bytes.length,
    });
    let old: string | null;
    try {
      old = await withTransaction(this.deps.pool, async (client) => {
        if (!(await findJournal(client, slug, true))) throw new NotFoundError(JOURNAL_NOT_FOUND);
        // After the journal's row lock, as a role's removal takes them (no deadlock): role-at-commit.
        if (managerId !== undefined) {
          await lockRolesForWrite(client, managerId);
          if ((await findMember(client, slug, managerId))?.role !== 'manager')
            throw new ForbiddenError(ROLE_ENDED_MESSAGE);
        }
        return setCover(client, slug, { key, contentType: upload.contentType });
      });
    } catch (error) {
      await this.deps.storage.delete(key);
      throw error;
    }
    if (old)
      await this.deps.storage
        .delete(old)
        .catch((err: unknown) => this.deps.logger.warn({ err, key: old }, 'old cover not removed'));
  }

  /** The current cover's bytes and type; 404 without a journal or a cover. */
  async open(slug: string): Promise<{ stream: Readable; contentType: string }> {
    const journal = await findJournal(this.deps.pool, slug);
    if (!journal) throw new NotFoundError(JOURNAL_NOT_FOUND);
    if (!journal.coverKey || !journal.coverContentType)
      throw new NotFoundError('This journal has no cover image');
    return { stream: await this.deps.storage.get(journal.coverKey), contentType: journal.coverContentType };
  }
}
