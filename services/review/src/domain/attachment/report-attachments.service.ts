import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AuthClaims } from '@journal/auth';
import { withTransaction, type Pool } from '@journal/db';
import { scanForAuthors } from '@journal/documents';
import { AppError, ConflictError, NotFoundError } from '@journal/errors';
import type { Logger } from '@journal/logger';
import { generateObjectKey, type FileStorage } from '@journal/storage';
import { findAssignment, listAssignments } from '../../repositories/assignments.repository';
import { findRoundDecision } from '../../repositories/decisions.repository';
import {
  findAttachmentOf,
  listAttachments,
  putAttachment,
  shareAttachment,
  type ReportAttachment,
} from '../../repositories/report-attachments.repository';
import type { SubmissionClient } from '../../clients/submission.client';
import { isUuid } from '../ids';
import { roundAccess } from '../review-round';
import { REVIEWER_MESSAGES } from '../reviewer-access.service';
import { reviewerLabel, type Assignment } from '../review.types';
import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_MESSAGES,
  checkAttachmentBytes,
  neutralAttachmentName,
  type AttachmentExtension,
} from './attachment-file.policy';

/** A file as the upload receiver read it (routes/attachment-upload.ts). */
export interface ReceivedAttachment {
  extension: AttachmentExtension;
  name: string;
  bytes: Buffer;
}

/** A file to send: its bytes' stream, type, length and the name to save it under. */
export interface AttachmentDownload {
  stream: Readable;
  contentType: string;
  size: number;
  fileName: string;
}

/**
 * The one file a reviewer may attach to their report (issue 42, item 5): received through the house
 * upload receiver, checked like the author's upload, scanned for the reviewer's own name (libs/documents,
 * as author files are for the authors), kept for the editors, and passed to the authors only when an
 * editor says so, under a neutral name.
 */
export class ReportAttachmentsService {
  constructor(
    private readonly deps: {
      pool: Pool;
      storage: FileStorage;
      submissions: Pick<SubmissionClient, 'snapshot'>;
      logger?: Pick<Logger, 'warn'>;
    },
  ) {}

  /** The reviewer's upload, received once `assertOpenForFiles` passed: checked, scanned, stored. */
  async attach(assignment: Assignment, file: ReceivedAttachment): Promise<ReportAttachment> {
    const { extension, name, bytes } = file;
    await checkAttachmentBytes(extension, bytes);
    const scan = await this.scan(extension, bytes, assignment);
    const put = await this.deps.storage.put(
      generateObjectKey(extension, { prefix: 'review-attachments' }),
      Readable.from(bytes),
      { contentType: ATTACHMENT_CONTENT_TYPES[extension], size: bytes.length },
    );
    try {
      const { attachment, replacedKey } = await withTransaction(this.deps.pool, async (client) => {
        // Checked again under the assignment's lock: a report sent meanwhile closes the file.
        const current = (await findAssignment(client, assignment.id, true))!;
        if (current.state !== 'accepted') throw this.stateError(current);
        return putAttachment(client, {
          id: randomUUID(),
          assignmentId: assignment.id,
          submissionId: assignment.submissionId,
          storageKey: put.key,
          extension,
          originalName: name || `attachment.${extension}`,
          size: put.size,
          sha256: put.sha256,
          findings: scan.findings,
          scanNote: scan.note,
        });
      });
      if (replacedKey) await this.removeQuietly(replacedKey);
      return attachment;
    } catch (error) {
      await this.removeQuietly(put.key);
      throw error;
    }
  }

  /** The editor's copy of an assignment's file, under its reviewer's own name for it. */
  async forEditor(submissionId: string, assignmentId: string): Promise<AttachmentDownload> {
    const attachment = await this.attachmentOf(submissionId, assignmentId);
    return this.download(attachment, attachment.originalName);
  }

  /** The editor's explicit action: the authors may download the file from now on. */
  async share(submissionId: string, assignmentId: string, editorEmail: string): Promise<ReportAttachment> {
    const attachment = await this.attachmentOf(submissionId, assignmentId);
    const assignment = (await findAssignment(this.deps.pool, assignmentId))!;
    if (assignment.state !== 'report_submitted') throw new ConflictError(ATTACHMENT_MESSAGES.reportFirst);
    return (await shareAttachment(this.deps.pool, attachment.assignmentId, editorEmail))!;
  }

  /** The files editors passed to the submitting author, numbered, never named (404 for anyone else). */
  async forAuthor(submissionId: string, auth: AuthClaims) {
    await this.assertAuthor(submissionId, auth);
    const numbers = new Map(
      (await listAssignments(this.deps.pool, submissionId)).map((a) => [a.id, a] as const),
    );
    return (await listAttachments(this.deps.pool, submissionId))
      .filter((f) => f.sharedAt)
      .map((f) => {
        const a = numbers.get(f.assignmentId)!;
        return {
          id: f.id,
          reviewer: reviewerLabel(a.reviewerNumber),
          round: a.round,
          name: neutralAttachmentName(a.reviewerNumber, a.round, f.extension),
          size: f.size,
          shared_at: f.sharedAt!.toISOString(),
        };
      });
  }

  async authorDownload(submissionId: string, fileId: string, auth: AuthClaims): Promise<AttachmentDownload> {
    const files = await this.forAuthor(submissionId, auth);
    const file = files.find((f) => f.id === fileId);
    if (!file) throw new NotFoundError(ATTACHMENT_MESSAGES.notFound);
    const stored = (await listAttachments(this.deps.pool, submissionId)).find((f) => f.id === fileId)!;
    return this.download(stored, file.name);
  }

  private async assertAuthor(submissionId: string, auth: AuthClaims): Promise<void> {
    if (!isUuid(submissionId)) throw new NotFoundError('Submission not found');
    const paper = await this.deps.submissions.snapshot(submissionId).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    });
    if (!paper || paper.author_id !== auth.sub) throw new NotFoundError('Submission not found');
  }

  private async attachmentOf(submissionId: string, assignmentId: string): Promise<ReportAttachment> {
    if (!isUuid(assignmentId)) throw new NotFoundError(ATTACHMENT_MESSAGES.notFound);
    const attachment = await findAttachmentOf(this.deps.pool, assignmentId);
    if (!attachment || attachment.submissionId !== submissionId)
      throw new NotFoundError(ATTACHMENT_MESSAGES.notFound);
    return attachment;
  }

  private async download(attachment: ReportAttachment, fileName: string): Promise<AttachmentDownload> {
    return {
      stream: await this.deps.storage.get(attachment.storageKey),
      contentType: ATTACHMENT_CONTENT_TYPES[attachment.extension],
      size: attachment.size,
      fileName,
    };
  }

  /** Only while the invitation is accepted (no report yet) and its round is open. */
  async assertOpenForFiles(assignment: Assignment): Promise<void> {
    if (assignment.state !== 'accepted') throw this.stateError(assignment);
    const paper = await this.deps.submissions.snapshot(assignment.submissionId);
    const decision = await findRoundDecision(this.deps.pool, assignment.submissionId, assignment.round);
    if (roundAccess(assignment, paper, decision).closed) throw new ConflictError(REVIEWER_MESSAGES.closed);
  }

  private stateError(assignment: Assignment): AppError {
    if (assignment.state === 'report_submitted') return new ConflictError(ATTACHMENT_MESSAGES.reported);
    return new ConflictError(REVIEWER_MESSAGES.acceptFirst);
  }

  /** Where the file names the reviewer; a PDF (or a damaged file) says why it was not scanned. */
  private async scan(extension: AttachmentExtension, bytes: Buffer, a: Assignment) {
    if (extension === 'pdf') return { findings: [], note: ATTACHMENT_MESSAGES.pdfNotScanned };
    const reviewer = { givenNames: a.givenNames, familyName: a.familyName, email: a.reviewerEmail };
    const result = await scanForAuthors(extension, bytes, [reviewer], { authors: true });
    return { findings: result.findings, note: result.unreadable ?? null };
  }

  private async removeQuietly(key: string): Promise<void> {
    await this.deps.storage
      .delete(key)
      .catch((err: unknown) =>
        this.deps.logger?.warn({ err, key }, 'could not remove a replaced attachment'),
      );
  }
}
