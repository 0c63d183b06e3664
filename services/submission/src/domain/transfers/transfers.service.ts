import { randomUUID } from 'node:crypto';
import type { AuthClaims, EditorialScope } from '@journal/auth';
import { withTransaction, type Pool, type PoolClient, type Queryable } from '@journal/db';
import { ConflictError, NotFoundError, ValidationError } from '@journal/errors';
import { generateObjectKey, type FileStorage } from '@journal/storage';
import {
  recordEvents,
  submissionCreated,
  submissionTransferOffered,
  submissionTransferred,
} from '../../events/submission-events.publisher';
import { listDecisions } from '../../repositories/decisions.repository';
import {
  insertFileVersion,
  listFileVersions,
  type FileVersion,
} from '../../repositories/file-versions.repository';
import { listJournals, type Journal } from '../../repositories/journals.repository';
import { insertPendingReviewerCopy } from '../../repositories/reviewer-copies.repository';
import { appendStatusHistory, listStatusHistory } from '../../repositories/status-history.repository';
import { insertSubmission, setInitialFileVersion } from '../../repositories/submissions.repository';
import type { SubmissionRecord } from '../../repositories/submission.types';
import {
  acceptedTransfersOf,
  answerTransfer,
  findTransferInto,
  openOffersOf,
  insertTransferOffer,
  listTransfersOf,
  type Transfer,
} from '../../repositories/transfers.repository';
import { editorNamer } from '../editor-identity';
import { mustFindSubmission } from '../find-submission';
import { openStoredFile } from '../open-stored-file';
import { changeStatusIn } from '../status-change';
import { fileExtension } from '../submission.views';
import { parseTransferAnswer, parseTransferOffer } from './transfer-input';
import { authorOfferView, transferInView, transferOutView } from './transfer.views';

export const TRANSFER_ERRORS = {
  unknownJournal: (slug: string) => `No journal of the family has the slug "${slug}"`,
  sameJournal: 'The paper is already in this journal: choose one of its sister journals',
  accepted: 'An accepted or published paper cannot be transferred',
  withdrawn: 'A withdrawn paper cannot be transferred',
  openOffer: (name: string) => `This paper already has an open transfer offer to ${name}`,
  transferred: (name: string) => `This paper has already been transferred to ${name}`,
  closed: (name: string) => `${name} is not accepting submissions`,
  noOffer: 'There is no open transfer offer for this paper',
} as const;
export const TRANSFER_OFFERED_MESSAGE = 'Transfer offered: the author has been sent the offer';
export const TRANSFER_ACCEPTED_MESSAGE =
  'Transfer accepted: your paper is now a submission of the other journal';
export const TRANSFER_DECLINED_MESSAGE = 'Transfer declined: your paper stays where it was';

/** The statuses a paper may leave its journal from (issue 44: before acceptance, or rejected). */
function refuseUntransferable(paper: SubmissionRecord): void {
  if (paper.status === 'accepted' || paper.status === 'published')
    throw new ConflictError(TRANSFER_ERRORS.accepted);
  if (paper.status === 'withdrawn') throw new ConflictError(TRANSFER_ERRORS.withdrawn);
}

function refuseClosed(journal: Journal): void {
  if (journal.archived || !journal.acceptingSubmissions)
    throw new ConflictError(TRANSFER_ERRORS.closed(journal.name));
}

/**
 * Transfers between the family's journals (issue 44 item 1). An editor of the paper's journal offers one
 * (the author is mailed from the offer's event); the author accepts or declines. Accepting makes the
 * paper a new submission of the other journal with every file version (objects copied, as an upload
 * stores them), its metadata and co-authors; the review service copies the consenting reviewers' reports
 * from `submission.transferred.v1`. Editors' notes and discussions stay behind. Declining only answers
 * the offer: the paper's row, history and events are untouched.
 */
export class TransfersService {
  constructor(
    private readonly deps: {
      pool: Pool;
      storage: FileStorage;
      afterCommit: () => void;
      /** The new submission's reviewer copy is made after the commit, as for an upload. */
      afterNewVersion?: () => void;
    },
  ) {}

  async offer(auth: AuthClaims, scope: EditorialScope, id: string, body: unknown) {
    const input = parseTransferOffer(body);
    const editorOf = await editorNamer(this.deps.pool, auth, scope);
    const journals = await listJournals(this.deps.pool);
    const nameOf = namer(journals);
    const offer = await withTransaction(this.deps.pool, async (client) => {
      const paper = await mustFindSubmission(client, id, true);
      const to = journals.find((j) => j.id === input.toJournal);
      if (!to) throw new NotFoundError(TRANSFER_ERRORS.unknownJournal(input.toJournal));
      if (to.id === paper.journalId)
        throw new ValidationError(TRANSFER_ERRORS.sameJournal, [
          { field: 'toJournal', message: TRANSFER_ERRORS.sameJournal },
        ]);
      refuseUntransferable(paper);
      const earlier = await listTransfersOf(client, paper.id);
      const done = earlier.find((t) => t.state === 'accepted');
      if (done) throw new ConflictError(TRANSFER_ERRORS.transferred(nameOf(done.toJournal)));
      const open = earlier.find((t) => t.state === 'offered');
      if (open) throw new ConflictError(TRANSFER_ERRORS.openOffer(nameOf(open.toJournal)));
      refuseClosed(to);
      const { userId: _userId, ...offeredBy } = editorOf(paper);
      const made = await insertTransferOffer(client, {
        id: randomUUID(),
        submissionId: paper.id,
        fromJournal: paper.journalId,
        toJournal: to.id,
        message: input.message,
        offeredBy,
      });
      await recordEvents(client, [submissionTransferOffered(paper, made, to)]);
      return made;
    });
    this.deps.afterCommit();
    return transferOutView(offer, nameOf);
  }

  /** The author's answer; only the paper's own author (anyone else: 404, as for a paper not theirs). */
  async answer(auth: AuthClaims, id: string, body: unknown) {
    const accept = parseTransferAnswer(body);
    const paper = await mustFindSubmission(this.deps.pool, id);
    if (auth.role !== 'author' || paper.authorId !== auth.sub)
      throw new NotFoundError('Submission not found');
    const offer = (await listTransfersOf(this.deps.pool, paper.id)).find((t) => t.state === 'offered');
    if (!offer) throw new ConflictError(TRANSFER_ERRORS.noOffer);
    const nameOf = namer(await listJournals(this.deps.pool));
    if (!accept) {
      const declined = await answerTransfer(this.deps.pool, offer.id, {
        state: 'declined',
        toSubmissionId: null,
      });
      if (!declined) throw new ConflictError(TRANSFER_ERRORS.noOffer);
      return { transfer: transferOutView(declined, nameOf), submission: null };
    }
    const copies = await this.copyFiles(await listFileVersions(this.deps.pool, paper.id));
    try {
      const { transfer, created } = await withTransaction(this.deps.pool, (client) =>
        this.accept(client, auth, offer, copies),
      );
      this.deps.afterCommit();
      if (created.file) this.deps.afterNewVersion?.();
      return {
        transfer: transferOutView(transfer, nameOf),
        submission: { id: created.id, journal_id: created.journalId, journal_name: created.journal.name },
      };
    } catch (error) {
      await Promise.all(copies.map((c) => this.deps.storage.delete(c.key).catch(() => undefined)));
      throw error;
    }
  }

  /** The editors' record: the offers made for this paper, and where it came from if it was transferred. */
  async editorsRecord(id: string) {
    const nameOf = namer(await listJournals(this.deps.pool));
    const out = await listTransfersOf(this.deps.pool, id);
    const into = await findTransferInto(this.deps.pool, id);
    let from: ReturnType<typeof transferInView> | null = null;
    if (into) {
      const history =
        (await listStatusHistory(this.deps.pool, [into.submissionId])).get(into.submissionId) ?? [];
      const decisions =
        (await listDecisions(this.deps.pool, [into.submissionId])).get(into.submissionId) ?? [];
      from = transferInView(into, nameOf, history, decisions);
    }
    return { offers: out.map((t) => transferOutView(t, nameOf)), from };
  }

  private async accept(client: PoolClient, auth: AuthClaims, offer: Transfer, copies: FileVersion[]) {
    const current = await mustFindSubmission(client, offer.submissionId, true);
    refuseUntransferable(current);
    const to = (await listJournals(client)).find((j) => j.id === offer.toJournal);
    if (!to) throw new NotFoundError(TRANSFER_ERRORS.unknownJournal(offer.toJournal));
    refuseClosed(to);
    const latest = copies.at(-1);
    let created = await insertSubmission(client, {
      id: randomUUID(),
      authorId: current.authorId,
      authorEmail: current.authorEmail,
      givenNames: current.givenNames,
      familyName: current.familyName,
      authorAffiliation: current.authorAffiliation,
      authorOrcid: current.authorOrcid,
      journalId: to.id,
      // The journal's default section: the first journal's sections mean nothing in the second.
      sectionId: null,
      paperTitle: current.paperTitle,
      abstract: current.abstract,
      keywords: current.keywords,
      coAuthors: current.coAuthors,
      funding: current.funding,
      dataAvailability: current.dataAvailability,
      authorRorId: current.authorRorId,
      agreements: current.agreements,
      coverLetter: current.coverLetter,
      file: latest
        ? {
            key: latest.key,
            size: latest.size,
            contentType: latest.contentType,
            originalName: latest.originalName,
          }
        : null,
    });
    for (const version of copies) await insertFileVersion(client, created.id, version);
    if (latest && latest.number > 1) created = await setInitialFileVersion(client, created.id, latest.number);
    if (latest) await insertPendingReviewerCopy(client, created.id, latest.number);
    await appendStatusHistory(client, created.id, {
      fromStatus: null,
      toStatus: created.status,
      changedBy: auth.email,
      changedAt: created.submittedAt,
    });
    // The paper leaves the first journal: one still in its hands is withdrawn there; a rejected one stays so.
    const left =
      current.status === 'submitted' || current.status === 'under_review'
        ? await changeStatusIn(client, current, 'withdrawn', auth.email)
        : current;
    const transfer = await answerTransfer(client, offer.id, {
      state: 'accepted',
      toSubmissionId: created.id,
    });
    if (!transfer) throw new ConflictError(TRANSFER_ERRORS.noOffer);
    await recordEvents(client, [
      submissionCreated(created, { submissionId: left.id, journalId: left.journalId }),
      submissionTransferred(transfer.id, left, created),
    ]);
    return { transfer, created };
  }

  /** Copies every version's object under a new key (the new paper owns its files); undone on failure. */
  private async copyFiles(versions: FileVersion[]): Promise<FileVersion[]> {
    const copies: FileVersion[] = [];
    try {
      for (const version of versions) {
        const body = await openStoredFile(this.deps.storage, version.key);
        const stored = await this.deps.storage.put(
          generateObjectKey(fileExtension(version.originalName)),
          body,
          {
            contentType: version.contentType,
            size: version.size,
          },
        );
        copies.push({ ...version, key: stored.key, size: stored.size });
      }
      return copies;
    } catch (error) {
      await Promise.all(copies.map((c) => this.deps.storage.delete(c.key).catch(() => undefined)));
      throw error;
    }
  }
}

/** A journal's name by slug (the slug itself for one the read model no longer has). */
function namer(journals: Journal[]): (slug: string) => string {
  const names = new Map(journals.map((j) => [j.id, j.name]));
  return (slug) => names.get(slug) ?? slug;
}

/**
 * The author's profile (issue 44 item 1): per paper, the open offer to answer, and where an accepted
 * transfer took it or brought it from.
 */
export async function authorTransfers(db: Queryable, ids: string[]) {
  const open = await openOffersOf(db, ids);
  const accepted = await acceptedTransfersOf(db, ids);
  const nameOf = namer(await listJournals(db));
  return (id: string) => {
    const offer = open.get(id);
    const out = accepted.find((t) => t.submissionId === id);
    const into = accepted.find((t) => t.toSubmissionId === id);
    return {
      transfer_offer: offer ? authorOfferView(offer, nameOf) : null,
      transferred_to: out
        ? {
            journal: out.toJournal,
            journal_name: nameOf(out.toJournal),
            at: out.answeredAt?.toISOString() ?? null,
          }
        : null,
      transferred_from: into
        ? {
            journal: into.fromJournal,
            journal_name: nameOf(into.fromJournal),
            at: into.answeredAt?.toISOString() ?? null,
          }
        : null,
    };
  };
}
