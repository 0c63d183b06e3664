import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { assertSameEmail, type AuthClaims } from '@journal/auth';
import { z } from 'zod';
import { withTransaction, withTransactionFrom, type Pool, type PoolClient } from '@journal/db';
import { ConflictError, ForbiddenError, NotFoundError, validate, ValidationError } from '@journal/errors';
import { SUBMISSION_STATUSES, submissionStatusSchema, type SubmissionStatus } from '@journal/events';
import type { FileStorage } from '@journal/storage';
import { recordEvents, submissionCreated } from '../events/submission-events.publisher';
import { insertFileVersion } from '../repositories/file-versions.repository';
import { insertPendingReviewerCopy } from '../repositories/reviewer-copies.repository';
import { listDecisions, authorDecisionView } from '../repositories/decisions.repository';
import { appendStatusHistory, listStatusHistory } from '../repositories/status-history.repository';
import {
  hasAcceptDecision,
  insertSubmission,
  listSubmissionsByAuthor,
  lockSubmissionStatement,
  submissionRecordOf,
  type SubmissionRow,
} from '../repositories/submissions.repository';
import { listJournals, sectionsOfJournal } from '../repositories/journals.repository';
import { changeStatusWithEvent, type StatusChangedEvent } from './status-change';
import { editorRefusal, ONLY_PUBLISHED_RETRACTED, skipsReview, type StatusActor } from './editorial-workflow';
import { openStoredFile } from './open-stored-file';
import { isUuid, mustFindSubmission } from './find-submission';
import type { AuthorResolver } from './author-resolver';
import type { StoredPaper } from './paper-file.service';
import type { StoredSupplementary, SupplementaryFilesService } from './supplementary-files.service';
import { journalLookup, sectionOfPaper } from '@journal/journals';
import { authorTransfers } from './transfers/transfers.service';
import { claimedEmail, parseSubmissionInput } from './submission-input';
import { documentTitleFor } from './upload/document-title';
import {
  authorSubmissionView,
  editorsOnlyView,
  fileExtension,
  historyView,
  submissionSnapshot,
} from './submission.views';
import type { SubmissionRecord } from '../repositories/submission.types';

/** The routes name it through the domain (routes import no repository). */
export type { SubmissionRecord } from '../repositories/submission.types';

export const SUBMITTED_MESSAGE =
  'Paper submitted successfully! You will receive a confirmation email shortly.';
export const STATUS_UPDATED_MESSAGE = 'Status updated successfully';
export const INVALID_STATUS_MESSAGE = `Invalid status. Use one of: ${SUBMISSION_STATUSES.join(', ')}`;

type StatusOutcome = { record: SubmissionRecord; changed: boolean; event?: StatusChangedEvent };

const retractionInput = z.object({
  kind: z.enum(['retraction', 'withdrawal'], { error: "kind must be 'retraction' or 'withdrawal'" }),
  reason: z
    .string({ error: 'Please give the reason' })
    .trim()
    .min(1, 'Please give the reason')
    .max(2000, 'The reason must be at most 2,000 characters'),
});

export interface SubmissionServiceDeps {
  pool: Pool;
  storage: FileStorage;
  authors: AuthorResolver;
  /** Runs after a commit that wrote outbox rows (kicks the relay). */
  afterCommit: () => void;
  /** Runs after a commit that added a file version (makes the reviewers' copy). */
  afterNewVersion?: () => void;
  /** Removes an upload that did not become a submission. */
  discardFile: (file: StoredPaper) => Promise<void>;
  /** Ties a submission's supplementary files to it in its transaction, or removes them when refused. */
  supplementary: Pick<SupplementaryFilesService, 'attach' | 'discard' | 'list'>;
}

export interface PaperDownload {
  stream: Readable;
  size: number;
  contentType: string;
  extension: string;
  paperTitle: string;
}

/** Use cases of the submission service; routes call exactly one of these. */
export class SubmissionService {
  constructor(private readonly deps: SubmissionServiceDeps) {}

  /**
   * Records a submission by the token's author. `file` was already streamed into storage and checked;
   * if the form is refused or the insert fails, it is removed again, so no orphan stays behind.
   */
  async submit(auth: AuthClaims, form: unknown, file?: StoredPaper, extras: StoredSupplementary[] = []) {
    try {
      if (auth.role !== 'author') throw new ForbiddenError('Only authors can submit papers');
      assertSameEmail(auth, claimedEmail(form), 'You can only submit papers for your own account');
      const journals = journalLookup(await listJournals(this.deps.pool));
      const input = parseSubmissionInput(form, journals, file?.originalName, auth.email);
      // The document's own title over one made from its file name (issue 42 item 8).
      const documentTitle = file ? await documentTitleFor(this.deps.storage, file, input.paperTitle) : null;
      if (documentTitle) input.paperTitle = documentTitle;
      const author = await this.deps.authors.resolve(auth);
      const record = await withTransaction(this.deps.pool, async (client) => {
        const created = await insertSubmission(client, {
          id: randomUUID(),
          authorId: auth.sub,
          // The account's address as identity last announced it, never the token's copy (a token may
          // predate an email change; mails about the paper must follow the account).
          authorEmail: author.email,
          givenNames: author.givenNames,
          familyName: author.familyName,
          // The profile's institution and ORCID iD at submission (issue 30), editable with the metadata.
          authorAffiliation: author.institution ?? null,
          authorOrcid: author.orcid ?? null,
          journalId: input.journal.id,
          sectionId: input.sectionId,
          paperTitle: input.paperTitle,
          abstract: input.abstract,
          keywords: input.keywords,
          coAuthors: input.coAuthors,
          funding: input.funding,
          dataAvailability: input.dataAvailability,
          authorRorId: input.authorRorId,
          agreements: input.agreements,
          coverLetter: input.coverLetter,
          file: file
            ? {
                key: file.key,
                size: file.size,
                contentType: file.contentType,
                originalName: file.originalName,
              }
            : null,
        });
        if (created.file)
          await insertFileVersion(client, created.id, {
            number: 1,
            ...created.file,
            uploadedAt: created.submittedAt,
            uploadedBy: author.email,
            responseToReviewers: null,
          });
        // Reviewers get a cleaned copy, made after the commit (issue 26); pending until then.
        if (created.file) await insertPendingReviewerCopy(client, created.id, 1);
        // Issue 42 item 8: the optional supplementary files, recorded with the paper or not at all.
        await this.deps.supplementary.attach(client, created.id, extras, {
          email: author.email,
          at: created.submittedAt,
        });
        await appendStatusHistory(client, created.id, {
          fromStatus: null,
          toStatus: created.status,
          changedBy: auth.email,
          changedAt: created.submittedAt,
        });
        await recordEvents(client, [submissionCreated(created)]);
        return created;
      });
      this.deps.afterCommit();
      // Also without a file: the integrity check then compares title, abstract and authors (a paper left
      // for the minutely retry would be checked a minute late).
      this.deps.afterNewVersion?.();
      const supplementary = extras.length > 0 ? await this.deps.supplementary.list(record.id) : [];
      // Tells the form the title came from the document, for the author to confirm.
      return {
        ...authorSubmissionView(record),
        title_from_document: documentTitle !== null,
        supplementary_files: supplementary,
      };
    } catch (error) {
      if (file) await this.deps.discardFile(file);
      await Promise.all(extras.map((extra) => this.deps.supplementary.discard(extra)));
      throw error;
    }
  }

  /**
   * The internal status call (publishing an issue): the administrator's any-to-any change, with the
   * `submission.status_changed.v1` it wrote (null when the status was already that one), so the caller
   * can apply it at once, as its consumer would (ADR 0039).
   */
  async changeStatus(id: string, status: unknown, actorEmail: string) {
    const actor = { email: actorEmail, administrator: true };
    const outcome = await this.changeStatusOf(id, status, actor);
    return { submission: submissionSnapshot(outcome.record), event: outcome.event ?? null };
  }

  /**
   * Validates the status (the one place, SPEC.md's message) and changes it; the same status changes
   * nothing. A journal's editors follow the workflow (409 otherwise, issue 29 item 6); the administrator
   * may set any status, and a change that skips peer review is recorded `without_review`.
   */
  async changeStatusOf(id: string, status: unknown, actor: StatusActor) {
    const parsed = submissionStatusSchema.safeParse(status);
    if (!parsed.success) throw new ValidationError(INVALID_STATUS_MESSAGE);
    const next: SubmissionStatus = parsed.data;
    return this.inLockedSubmission(id, async (client, current) => {
      if (current.status === next) return { record: current, changed: false };
      if (!actor.administrator) {
        const section = sectionOfPaper(await sectionsOfJournal(client, current.journalId), current.sectionId);
        const refusal = editorRefusal(current.status, next, section?.peerReviewed ?? true);
        if (refusal) throw new ConflictError(refusal);
      }
      const withoutReview = skipsReview(next, await hasAcceptDecision(client, current.id));
      const change = await changeStatusWithEvent(client, current, next, actor.email, { withoutReview });
      return { ...change, changed: true };
    });
  }

  /**
   * Unpublishes a published paper (issue 29 item 6): status `withdrawn`, the kind and reason on the
   * history entry and the event, which publishing turns into the article's 410 notice (DOI kept).
   */
  async retract(id: string, body: unknown, actorEmail: string) {
    const retraction = validate(retractionInput, body ?? {});
    return this.inLockedSubmission(id, async (client, current) => {
      if (current.status !== 'published') throw new ConflictError(ONLY_PUBLISHED_RETRACTED);
      const change = await changeStatusWithEvent(client, current, 'withdrawn', actorEmail, { retraction });
      return { ...change, changed: true };
    });
  }

  /**
   * Runs `change` with the row locked and read in BEGIN's round trip (the status command is the hot path
   * of the dashboard); kicks the relay when it changed something.
   */
  private async inLockedSubmission(
    id: string,
    change: (client: PoolClient, current: SubmissionRecord) => Promise<StatusOutcome>,
  ): Promise<StatusOutcome> {
    if (!isUuid(id)) throw new NotFoundError('Submission not found');
    const outcome = await withTransactionFrom<SubmissionRow, StatusOutcome>(
      this.deps.pool,
      lockSubmissionStatement(id),
      async (client, rows) => {
        if (!rows[0]) throw new NotFoundError('Submission not found');
        return change(client, submissionRecordOf(rows[0]));
      },
    );
    if (outcome.changed) this.deps.afterCommit();
    return outcome;
  }

  async snapshot(id: string) {
    return submissionSnapshot(await this.mustFind(id));
  }

  /** The cover letter and the author's agreements, for the editors' detail page only (issue 42 item 8). */
  async editorsOnly(id: string) {
    const record = await this.mustFind(id);
    return { ...editorsOnlyView(record), supplementary_files: await this.deps.supplementary.list(id) };
  }

  /** Profile data for identity: stats and every submission with its status history, newest first. */
  async authorSubmissions(userId: string) {
    if (!isUuid(userId)) throw new ValidationError('Invalid user id');
    const records = await listSubmissionsByAuthor(this.deps.pool, userId);
    const ids = records.map((r) => r.id);
    const history = await listStatusHistory(this.deps.pool, ids);
    const decisions = await listDecisions(this.deps.pool, ids);
    const transfers = await authorTransfers(this.deps.pool, ids);
    return {
      stats: {
        total_papers: records.length,
        published: records.filter((r) => r.status === 'published').length,
      },
      submissions: records.map((record) => ({
        ...authorSubmissionView(record),
        history: (history.get(record.id) ?? []).map(historyView),
        decisions: (decisions.get(record.id) ?? []).map(authorDecisionView),
        ...transfers(record.id),
      })),
    };
  }

  async openFile(id: string): Promise<PaperDownload> {
    const record = await this.mustFind(id);
    if (!record.file) throw new NotFoundError('No file is attached to this submission');
    return {
      stream: await openStoredFile(this.deps.storage, record.file.key),
      size: record.file.size,
      contentType: record.file.contentType,
      extension: fileExtension(record.file.originalName),
      paperTitle: record.paperTitle,
    };
  }

  private mustFind(
    id: string,
    db: Parameters<typeof mustFindSubmission>[0] = this.deps.pool,
    forUpdate = false,
  ): Promise<SubmissionRecord> {
    return mustFindSubmission(db, id, forUpdate);
  }
}
