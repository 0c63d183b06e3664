import type { Readable } from 'node:stream';
import type { AuthClaims } from '@journal/auth';
import { withTransaction } from '@journal/db';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  assertSafeText,
} from '@journal/errors';
import type { EditorDecision } from '@journal/events';
import type { Logger } from '@journal/logger';
import { recordEvents, submissionRevisionSubmitted } from '../../events/submission-events.publisher';
import {
  findDecision,
  insertDecisionOnce,
  roundDecidedBefore,
  type AuthorDecision,
} from '../../repositories/decisions.repository';
import {
  findFileVersion,
  insertFileVersion,
  listFileVersions,
  type FileVersion,
} from '../../repositories/file-versions.repository';
import { insertPendingReviewerCopy } from '../../repositories/reviewer-copies.repository';
import { listStatusHistory } from '../../repositories/status-history.repository';
import { replaceCurrentFile, setOpenRevisionDecision } from '../../repositories/submissions.repository';
import { isUuid, mustFindSubmission } from '../find-submission';
import type { StoredPaper } from '../paper-file.service';
import { changeStatusIn } from '../status-change';
import type { SubmissionServiceDeps } from '../submission.service';
import { openStoredFile } from '../open-stored-file';
import { authorSubmissionView, editorHistoryView, fileExtension } from '../submission.views';

export const REVISION_SUBMITTED_MESSAGE = 'Revision submitted successfully';
export const REVISION_NOT_OPEN_MESSAGE = 'A revision can only be uploaded after an editor asks for revisions';
export const REVISION_FILE_REQUIRED_MESSAGE = 'Please upload your revised paper';
export const RESPONSE_TOO_LONG_MESSAGE = 'The response to reviewers must be at most 20,000 characters';
const MAX_RESPONSE_CHARS = 20_000;

/** The status a decision leads to; revisions keeps the paper in review. */
const DECISION_STATUS: Record<EditorDecision, 'accepted' | 'rejected' | 'under_review'> = {
  accept: 'accepted',
  reject: 'rejected',
  revisions: 'under_review',
};

/** The statuses a decision may move a paper from: the review service records decisions only in these. */
const DECIDABLE_STATUSES = new Set(['submitted', 'under_review']);

export interface VersionDownload {
  stream: Readable;
  size: number;
  contentType: string;
  extension: string;
  paperTitle: string;
  number: number;
}

/**
 * The submission service's side of peer review (issue 12): file versions, revisions, and applying the
 * review service's decisions to the paper's status. Decisions are applied once per decision id, whether
 * they arrive by the review service's internal call or by its event.
 */
export class PeerReviewService {
  /** The submission service's own (a revision is a new file version of the paper), and a logger. */
  constructor(private readonly deps: Omit<SubmissionServiceDeps, 'authors'> & { logger: Logger }) {}

  /** Versions and status history for the editors' detail page. */
  async versions(id: string) {
    const record = await mustFindSubmission(this.deps.pool, id);
    const versions = await listFileVersions(this.deps.pool, id);
    const history = await listStatusHistory(this.deps.pool, [id]);
    return {
      current_version: record.fileVersion,
      revision_open: record.openRevisionDecision !== null,
      versions: versions.map((v) => versionView(id, v)),
      history: (history.get(id) ?? []).map(editorHistoryView),
    };
  }

  async openVersion(id: string, number: number): Promise<VersionDownload> {
    const record = await mustFindSubmission(this.deps.pool, id);
    const version = Number.isInteger(number) ? await findFileVersion(this.deps.pool, id, number) : undefined;
    if (!version) throw new NotFoundError('File version not found');
    return {
      stream: await openStoredFile(this.deps.storage, version.key),
      size: version.size,
      contentType: version.contentType,
      extension: fileExtension(version.originalName),
      paperTitle: record.paperTitle,
      number: version.number,
    };
  }

  /**
   * A reviewer's first acceptance: `submitted` becomes `under_review`; any other status stays. `acceptedAt`
   * (the acceptance event's time) keeps a late redelivery from undoing an editor's later change.
   */
  async startReview(id: string, actorEmail: string, acceptedAt?: Date) {
    let changed = false;
    const record = await withTransaction(this.deps.pool, async (client) => {
      const current = await mustFindSubmission(client, id, true);
      if (current.status !== 'submitted') return current;
      if (acceptedAt && current.updatedAt > acceptedAt) return current;
      changed = true;
      return changeStatusIn(client, current, 'under_review', actorEmail);
    });
    if (changed) this.deps.afterCommit();
    return { id: record.id, status: record.status, changed };
  }

  /**
   * Records a decision for the author and moves the status; a decision already applied changes nothing.
   * accept/reject close any open revision window, revisions opens one. Only the round's one decision, on
   * the version under review, moves a paper that is still in review (issue 26): a late, repeated or
   * contradicting decision (a redelivered or late event, in any order) is kept as the author's copy
   * (its letter went out) but never moves a published, rejected, withdrawn or accepted paper.
   */
  async applyDecision(decision: AuthorDecision) {
    let changed = false;
    const record = await withTransaction(this.deps.pool, async (client) => {
      const current = await mustFindSubmission(client, decision.submissionId, true);
      if (!(await insertDecisionOnce(client, decision))) return current;
      changed = true;
      const applies =
        DECIDABLE_STATUSES.has(current.status) &&
        decision.round === current.fileVersion &&
        !(await roundDecidedBefore(client, decision));
      if (!applies) {
        this.deps.logger.warn(
          {
            decisionId: decision.id,
            submissionId: current.id,
            round: decision.round,
            status: current.status,
          },
          'decision kept for the author but not applied: the paper or its round has moved on',
        );
        return current;
      }
      await setOpenRevisionDecision(
        client,
        current.id,
        decision.decision === 'revisions' ? decision.id : null,
      );
      const next = DECISION_STATUS[decision.decision];
      if (current.status === next) return current;
      return changeStatusIn(client, current, next, decision.decidedBy, decision.id);
    });
    if (changed) this.deps.afterCommit();
    return { id: record.id, status: record.status };
  }

  /**
   * The paper's status once this service has kept the decision (its event was handled, whether or not it
   * moved the paper); 404 DECISION_NOT_APPLIED before that. The review service waits on it to answer.
   */
  async appliedDecision(submissionId: string, decisionId: string) {
    // The decision first: its copy commits with the status change, so the paper read after it shows it.
    const decision = isUuid(decisionId) ? await findDecision(this.deps.pool, decisionId) : undefined;
    const record = await mustFindSubmission(this.deps.pool, submissionId);
    if (decision?.submissionId !== record.id)
      throw new AppError(
        'The decision has not reached the submission service yet',
        404,
        'DECISION_NOT_APPLIED',
      );
    return { id: record.id, status: record.status };
  }

  /** The owning author's revised version, while a revisions decision is open; `file` is already stored. */
  async submitRevision(auth: AuthClaims, id: string, fields: Record<string, string>, file?: StoredPaper) {
    try {
      if (!file) throw new ValidationError(REVISION_FILE_REQUIRED_MESSAGE);
      const response = (fields.responseToReviewers ?? '').trim();
      assertSafeText('responseToReviewers', 'The response to reviewers', response, 'multi-line');
      if (response.length > MAX_RESPONSE_CHARS) throw new ValidationError(RESPONSE_TOO_LONG_MESSAGE);
      const outcome = await withTransaction(this.deps.pool, async (client) => {
        const current = await mustFindSubmission(client, id, true);
        if (auth.role !== 'author' || current.authorId !== auth.sub)
          throw new ForbiddenError('You can only change your own submissions');
        if (!current.openRevisionDecision) throw new ConflictError(REVISION_NOT_OPEN_MESSAGE);
        const asked = await findDecision(client, current.openRevisionDecision);
        const number = current.fileVersion + 1;
        const version = {
          number,
          key: file.key,
          size: file.size,
          contentType: file.contentType,
          originalName: file.originalName,
          uploadedBy: current.authorEmail,
          responseToReviewers: response || null,
        };
        await insertFileVersion(client, id, version);
        await insertPendingReviewerCopy(client, id, number); // the reviewers' copy, made after the commit
        const updated = await replaceCurrentFile(client, id, file, number);
        const stored = (await findFileVersion(client, id, number))!;
        await recordEvents(client, [
          submissionRevisionSubmitted(updated, {
            responseToReviewers: response,
            editorEmails: asked ? [asked.decidedBy] : [],
            submittedAt: stored.uploadedAt,
          }),
        ]);
        return { updated, stored };
      });
      this.deps.afterCommit();
      this.deps.afterNewVersion?.();
      return {
        submission: authorSubmissionView(outcome.updated),
        version: {
          number: outcome.stored.number,
          name: outcome.stored.originalName,
          size: outcome.stored.size,
          uploaded_at: outcome.stored.uploadedAt.toISOString(),
        },
      };
    } catch (error) {
      if (file) await this.deps.discardFile(file);
      throw error;
    }
  }
}

function versionView(submissionId: string, v: FileVersion) {
  return {
    number: v.number,
    name: v.originalName,
    size: v.size,
    type: v.contentType,
    uploaded_at: v.uploadedAt.toISOString(),
    uploaded_by: v.uploadedBy,
    response_to_reviewers: v.responseToReviewers,
    download_url: `/api/admin/submissions/${submissionId}/versions/${v.number}/download`,
  };
}
