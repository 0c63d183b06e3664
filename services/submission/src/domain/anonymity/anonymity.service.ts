import type { Readable } from 'node:stream';
import {
  confirmRoleAtCommit,
  inEditorialScope,
  SUBMISSION_NOT_FOUND,
  type AuthClaims,
  type EditorialScope,
} from '@journal/auth';
import { withTransaction, type Pool } from '@journal/db';
import type { Finding } from '@journal/documents';
import { AppError, NotFoundError, ValidationError } from '@journal/errors';
import type { FileStorage } from '@journal/storage';
import { mustFindSubmission } from '../find-submission';
import { openStoredFile } from '../open-stored-file';
import type { StoredPaper } from '../paper-file.service';
import { fileExtension } from '../submission.views';
import { findFileVersion } from '../../repositories/file-versions.repository';
import {
  findReviewerCopy,
  insertPendingReviewerCopy,
  putEditorCopy,
  type ReviewerCopyRow,
} from '../../repositories/reviewer-copies.repository';
import { FILE_REQUIRED_MESSAGE } from '../upload/file-type.policy';

export const WAITING_FOR_ANONYMOUS_VERSION = 'This manuscript is waiting for an anonymous version';
export const PREPARING_MESSAGE = 'The anonymous copy for reviewers is being prepared';
const NO_FILE_MESSAGE = 'No file is attached to this submission';

export interface ReviewerCopyDownload {
  stream: Readable;
  size: number;
  contentType: string;
  extension: string;
  number: number;
}

/** The editors' view of what reviewers get for one version (GET /api/admin/submissions/{id}). */
export interface AnonymityView {
  version: number;
  checked: boolean;
  /** What reviewers get still names (the editor's warnings). */
  findings: { kind: string; value: string; where: string; count: number }[];
  /**
   * What the author's own file had where the automatic copy cleans, removed from what reviewers get
   * (information only); empty for an editor's anonymous version or a file served as it is.
   */
  removedFromCopy: { kind: string; value: string; where: string; count: number }[];
  reviewerCopy: { ready: boolean; reason?: string };
  source: 'automatic' | 'editor';
  anonymous_version: { name: string; size: number; uploaded_by: string; uploaded_at: string } | null;
}

/** What the domain asks of the worker that makes reviewer copies (it runs above the domain, in workers/). */
export interface ReviewerCopyMaker {
  /** Make the copy of this version now, if it is not made yet. */
  ensure(submissionId: string, version: number): Promise<void>;
  /** Look for versions that still need a copy. */
  kick(): void;
}

/**
 * Double-blind files (issue 26): the reviewers' copy of each version, the editors' warning about names
 * left in it, and the editors' own anonymous version. The originals are never changed.
 */
export class AnonymityService {
  constructor(
    private readonly deps: {
      pool: Pool;
      storage: FileStorage;
      worker: ReviewerCopyMaker;
      discardFile: (file: StoredPaper) => Promise<void>;
    },
  ) {}

  /** What reviewers download for a version; made now if the worker has not come to it yet. */
  async openReviewerCopy(id: string, number: number): Promise<ReviewerCopyDownload> {
    await mustFindSubmission(this.deps.pool, id);
    const version = Number.isInteger(number) ? await findFileVersion(this.deps.pool, id, number) : undefined;
    if (!version) throw new NotFoundError('File version not found');
    const copy = await this.readyOrMade(id, number);
    if (copy.state === 'unavailable')
      throw new AppError(WAITING_FOR_ANONYMOUS_VERSION, 409, 'ANONYMOUS_VERSION_REQUIRED');
    if (copy.state !== 'ready') throw new AppError(PREPARING_MESSAGE, 503, 'REVIEWER_COPY_PENDING');
    const key = copy.key ?? version.key;
    return {
      stream: await openStoredFile(this.deps.storage, key),
      size: copy.key ? copy.size! : version.size,
      contentType: copy.key ? copy.contentType! : version.contentType,
      extension: fileExtension(copy.key ? copy.originalName! : version.originalName),
      number,
    };
  }

  /**
   * What the current version's copy still names, scanned now if the worker has not come to it (the
   * invitation's check, issue 42 item 9); `checked` false when the scan failed or there is no file.
   */
  async currentFindings(id: string): Promise<{ version: number; checked: boolean; findings: Finding[] }> {
    const record = await mustFindSubmission(this.deps.pool, id);
    const version = record.fileVersion;
    if (!record.file) return { version, checked: false, findings: [] };
    const copy = await this.readyOrMade(id, version, (row) => row.findings !== null);
    return { version, checked: copy.findings !== null, findings: copy.findings ?? [] };
  }

  private async readyOrMade(
    id: string,
    number: number,
    done: (copy: ReviewerCopyRow) => boolean = (copy) => copy.state !== 'pending',
  ): Promise<ReviewerCopyRow> {
    const copy = await findReviewerCopy(this.deps.pool, id, number);
    if (copy && done(copy)) return copy;
    if (!copy) await insertPendingReviewerCopy(this.deps.pool, id, number);
    // A failure leaves the row pending: the reviewer is told to come back (503), the worker retries.
    await this.deps.worker.ensure(id, number).catch(() => undefined);
    return (await findReviewerCopy(this.deps.pool, id, number))!;
  }

  /** The current version's anonymity for the detail page; null when the paper has no file. */
  async view(id: string, current: number, hasFile: boolean): Promise<AnonymityView | null> {
    if (!hasFile) return null;
    const copy = await findReviewerCopy(this.deps.pool, id, current);
    const reviewerCopy =
      copy?.state === 'ready'
        ? { ready: true }
        : copy?.state === 'unavailable'
          ? { ready: false, reason: copy.reason ?? WAITING_FOR_ANONYMOUS_VERSION }
          : { ready: false, reason: PREPARING_MESSAGE };
    return {
      version: current,
      checked: Boolean(copy && copy.findings !== null),
      findings: copy?.findings ?? [],
      removedFromCopy: copy?.findings ? (copy.removedFindings ?? []) : [],
      reviewerCopy,
      source: copy?.source ?? 'automatic',
      anonymous_version:
        copy?.source === 'editor'
          ? {
              name: copy.originalName ?? '',
              size: copy.size ?? 0,
              uploaded_by: copy.uploadedBy ?? '',
              uploaded_at: (copy.uploadedAt ?? copy.updatedAt).toISOString(),
            }
          : null,
    };
  }

  /**
   * An editor's anonymous version of the current version: stored as given (the editor vouches for it),
   * served to reviewers from now on, and scanned after the commit so the warning follows it.
   */
  async uploadAnonymousVersion(auth: AuthClaims, scope: EditorialScope, id: string, file?: StoredPaper) {
    try {
      if (!file) throw new ValidationError(FILE_REQUIRED_MESSAGE);
      const { replaced, copy } = await withTransaction(this.deps.pool, async (client) => {
        const record = await mustFindSubmission(client, id, true);
        // Only the journal's editors (issue 28): another journal's paper does not exist for them.
        if (!inEditorialScope(scope, record.journalId)) throw new NotFoundError(SUBMISSION_NOT_FOUND);
        // The upload may have streamed for minutes: the role must still hold as it is stored.
        await confirmRoleAtCommit(client, scope, record.journalId);
        if (!record.file) throw new AppError(NO_FILE_MESSAGE, 409, 'NO_FILE');
        const before = await findReviewerCopy(client, id, record.fileVersion, true);
        const copy = await putEditorCopy(client, {
          submissionId: id,
          version: record.fileVersion,
          key: file.key,
          size: file.size,
          contentType: file.contentType,
          originalName: file.originalName,
          uploadedBy: auth.email,
        });
        return { replaced: before?.key ?? null, copy };
      });
      // The copy it replaces (automatic or an earlier editor's) is no longer anyone's file.
      if (replaced) await this.deps.storage.delete(replaced).catch(() => undefined);
      this.deps.worker.kick();
      return {
        version: {
          number: copy.version,
          name: copy.originalName,
          size: copy.size,
          type: copy.contentType,
          uploaded_by: copy.uploadedBy,
          uploaded_at: (copy.uploadedAt ?? copy.updatedAt).toISOString(),
        },
      };
    } catch (error) {
      if (file) await this.deps.discardFile(file);
      throw error;
    }
  }
}
