import { randomUUID } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import type { AuthClaims } from '@journal/auth';
import { withTransaction, type Pool, type PoolClient } from '@journal/db';
import {
  assertSafeText,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '@journal/errors';
import type { Logger } from '@journal/logger';
import { AUTHOR_ACTION_MESSAGES } from '@journal/metadata';
import { generateObjectKey, type FileStorage } from '@journal/storage';
import {
  deleteSupplementaryFile,
  findSupplementaryFile,
  insertSupplementaryFile,
  listSupplementaryFiles,
  type SupplementaryFile,
} from '../repositories/supplementary-files.repository';
import type { SubmissionRecord } from '../repositories/submission.types';
import { isUuid, mustFindSubmission } from './find-submission';
import { openStoredFile } from './open-stored-file';
import { cleanOriginalName } from './upload/file-type.policy';
import { SupplementaryContentInspector } from './upload/supplementary-content.inspector';
import {
  MAX_SUPPLEMENTARY_BYTES,
  MAX_SUPPLEMENTARY_FILES,
  SUPPLEMENTARY_NAME_MESSAGE,
  TOO_MANY_SUPPLEMENTARY_MESSAGE,
  supplementaryExtension,
  supplementaryMediaType,
  supplementaryTypeMessage,
} from './upload/supplementary-file.policy';

export type { SupplementaryFile } from '../repositories/supplementary-files.repository';

/** A checked supplementary file now in storage, not yet tied to a paper. */
export interface StoredSupplementary {
  key: string;
  size: number;
  sha256: string;
  mediaType: string;
  originalName: string;
}

export const SUPPLEMENTARY_LOCKED_MESSAGE =
  'Supplementary files can only be changed while the paper is submitted or a revision is requested';
export const SUPPLEMENTARY_NOT_FOUND_MESSAGE = 'Supplementary file not found';
const MAX_DESCRIPTION = 300;

/** The author may change the files while the paper is submitted or a revision is open (product decision). */
export const canChangeSupplementary = (record: SubmissionRecord): boolean =>
  record.status === 'submitted' || record.openRevisionDecision !== null;

/** One file as the author's and the editors' views show it (never the storage key). */
export function supplementaryView(file: SupplementaryFile) {
  return {
    id: file.id,
    name: file.originalName,
    size: file.size,
    media_type: file.mediaType,
    sha256: file.sha256,
    description: file.description,
    uploaded_at: file.uploadedAt.toISOString(),
  };
}
export type SupplementaryView = ReturnType<typeof supplementaryView>;

/** The description an author may give a file: one safe line, at most 300 characters. */
export function parseDescription(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  assertSafeText('description', 'Description', value);
  if (value.length > MAX_DESCRIPTION)
    throw new ValidationError(`The description may be at most ${MAX_DESCRIPTION} characters`);
  return value;
}

/**
 * A paper's supplementary files (issue 42 item 8): streamed into storage under `supplementary/` while
 * checked, tied to the paper in the transaction that records it, listed and served to its editors.
 */
export class SupplementaryFilesService {
  constructor(
    private readonly deps: { pool: Pool; storage: FileStorage; logger: Logger; maxBytes?: number },
  ) {}

  /** Checks name, type and content while the bytes stream to storage; all of it is stored or nothing. */
  async store(fileName: string | undefined, body: Readable): Promise<StoredSupplementary> {
    assertSafeText('supplementaryFiles', 'File name', fileName);
    const originalName = cleanOriginalName(fileName);
    if (!originalName) {
      body.resume();
      throw new ValidationError(SUPPLEMENTARY_NAME_MESSAGE);
    }
    const extension = supplementaryExtension(originalName);
    if (!extension) {
      body.resume();
      throw new ValidationError(supplementaryTypeMessage(originalName));
    }
    const inspector = new SupplementaryContentInspector(
      originalName,
      extension,
      this.deps.maxBytes ?? MAX_SUPPLEMENTARY_BYTES,
    );
    pipeline(body, inspector, () => undefined);
    const mediaType = supplementaryMediaType(extension);
    const stored = await this.deps.storage.put(
      generateObjectKey(extension, { prefix: 'supplementary' }),
      inspector,
      { contentType: mediaType },
    );
    return { key: stored.key, size: stored.size, sha256: stored.sha256, mediaType, originalName };
  }

  /** Removes a stored file whose request was refused; never throws (logged instead). */
  async discard(file: StoredSupplementary): Promise<void> {
    try {
      await this.deps.storage.delete(file.key);
    } catch (error) {
      this.deps.logger.error({ err: error, key: file.key }, 'could not delete a refused supplementary file');
    }
  }

  /** Ties stored files to a paper inside the caller's transaction (the submission's, or an addition's). */
  async attach(
    client: PoolClient,
    submissionId: string,
    files: StoredSupplementary[],
    by: { email: string; at?: Date; description?: string },
  ): Promise<SupplementaryFile[]> {
    const existing = await listSupplementaryFiles(client, submissionId);
    if (existing.length + files.length > MAX_SUPPLEMENTARY_FILES)
      throw new ValidationError(TOO_MANY_SUPPLEMENTARY_MESSAGE);
    const added: SupplementaryFile[] = [];
    for (const file of files)
      added.push(
        await insertSupplementaryFile(client, {
          id: randomUUID(),
          submissionId,
          key: file.key,
          originalName: file.originalName,
          size: file.size,
          mediaType: file.mediaType,
          sha256: file.sha256,
          description: by.description ?? '',
          uploadedAt: by.at,
          uploadedBy: by.email,
        }),
      );
    return added;
  }

  /** The owning author adds files (multipart, already stored); refused ones are removed from storage. */
  async add(auth: AuthClaims, id: string, files: StoredSupplementary[], rawDescription?: string) {
    try {
      const description = parseDescription(rawDescription);
      if (files.length === 0) throw new ValidationError('Please choose at least one supplementary file');
      await withTransaction(this.deps.pool, async (client) => {
        await this.ownedChangeable(client, auth, id);
        await this.attach(client, id, files, { email: auth.email, description });
      });
    } catch (error) {
      await Promise.all(files.map((file) => this.discard(file)));
      throw error;
    }
    return this.list(id);
  }

  /** The owning author removes one file; its bytes go once the row is gone. */
  async remove(auth: AuthClaims, id: string, fileId: string) {
    const removed = await withTransaction(this.deps.pool, async (client) => {
      await this.ownedChangeable(client, auth, id);
      const row = isUuid(fileId) ? await deleteSupplementaryFile(client, id, fileId) : undefined;
      if (!row) throw new NotFoundError(SUPPLEMENTARY_NOT_FOUND_MESSAGE);
      return row;
    });
    await this.discard(removed);
    return this.list(id);
  }

  /** The owning author's list (any status: they may always see what they sent). */
  async listForAuthor(auth: AuthClaims, id: string) {
    const record = await mustFindSubmission(this.deps.pool, id);
    if (auth.role !== 'author' || record.authorId !== auth.sub)
      throw new ForbiddenError(AUTHOR_ACTION_MESSAGES.notYours);
    return this.list(id);
  }

  async list(id: string): Promise<SupplementaryView[]> {
    if (!isUuid(id)) throw new NotFoundError('Submission not found');
    return (await listSupplementaryFiles(this.deps.pool, id)).map(supplementaryView);
  }

  /** One file's bytes (editors, and publishing once the paper is published); 404 for another paper's. */
  async open(id: string, fileId: string) {
    const file =
      isUuid(id) && isUuid(fileId) ? await findSupplementaryFile(this.deps.pool, id, fileId) : undefined;
    if (!file) throw new NotFoundError(SUPPLEMENTARY_NOT_FOUND_MESSAGE);
    return { file, stream: await openStoredFile(this.deps.storage, file.key) };
  }

  private async ownedChangeable(client: PoolClient, auth: AuthClaims, id: string): Promise<SubmissionRecord> {
    const current = await mustFindSubmission(client, id, true);
    if (auth.role !== 'author' || current.authorId !== auth.sub)
      throw new ForbiddenError(AUTHOR_ACTION_MESSAGES.notYours);
    if (!canChangeSupplementary(current)) throw new ConflictError(SUPPLEMENTARY_LOCKED_MESSAGE);
    return current;
  }
}
