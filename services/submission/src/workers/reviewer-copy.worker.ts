import { Readable } from 'node:stream';
import { makeReviewerCopy, scanForAuthors, type ManuscriptFormat } from '@journal/documents';
import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import { generateObjectKey, type FileStorage } from '@journal/storage';
import { mustFindSubmission } from '../domain/find-submission';
import { fileExtension } from '../domain/submission.views';
import { findFileVersion } from '../repositories/file-versions.repository';
import {
  completeAutomaticCopy,
  findReviewerCopy,
  listUncheckedReviewerCopies,
  recordScan,
} from '../repositories/reviewer-copies.repository';
import { readStored } from '../domain/upload/read-stored';
import { peopleOf } from '../domain/anonymity/people-of';
import { removedFindings } from '../domain/anonymity/removed-findings';
import { DrainLoop } from './drain-loop';

/** Pending rows are looked for again this often (a copy that failed, e.g. storage was down). */
export const REVIEWER_COPY_RETRY_MS = 60_000;

const FORMATS = new Set<ManuscriptFormat>(['doc', 'docx', 'txt']);
/**
 * The author's original is also read for the comments' and tracked changes' authors, which the copy
 * renames; the copy itself is scanned as before (what reviewers get, the warnings).
 */
const ORIGINAL = { authors: true };

/**
 * Makes reviewer copies and scans off the request path (issue 26): after each commit that adds a
 * version or an editor's anonymous version (`kick`), at start, and every minute for what failed. One at a
 * time, so at most one paper is in memory. `ensure` makes one now (a reviewer downloading before the
 * worker came to it). Results are written only if the row is still the one that was read (an editor's
 * upload meanwhile wins), so several instances may race harmlessly.
 */
export class ReviewerCopyWorker {
  private readonly inFlight = new Map<string, Promise<void>>();

  private readonly loop: DrainLoop;

  constructor(private readonly deps: { pool: Pool; storage: FileStorage; logger: Logger; retryMs?: number }) {
    this.loop = new DrainLoop(() => this.drain(), deps.retryMs ?? REVIEWER_COPY_RETRY_MS);
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    await Promise.allSettled(this.inFlight.values());
  }

  kick(): void {
    this.loop.kick();
  }

  /** Makes (or waits for) the copy and scan of one version. */
  ensure(submissionId: string, version: number): Promise<void> {
    const id = `${submissionId}:${version}`;
    let running = this.inFlight.get(id);
    if (!running) {
      running = this.process(submissionId, version).finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, running);
    }
    return running;
  }

  /** Every unchecked row once per drain (a row that stays unchecked waits for the next kick). */
  private async drain(): Promise<void> {
    const attempted = new Set<string>();
    try {
      for (;;) {
        const next = (await listUncheckedReviewerCopies(this.deps.pool, attempted.size + 1)).find(
          (row) => !attempted.has(`${row.submissionId}:${row.version}`),
        );
        if (!next) return;
        attempted.add(`${next.submissionId}:${next.version}`);
        await this.ensure(next.submissionId, next.version).catch((err: unknown) =>
          this.deps.logger.warn(
            { err, submissionId: next.submissionId, version: next.version },
            'reviewer copy failed; retrying later',
          ),
        );
      }
    } catch (err) {
      this.deps.logger.warn({ err }, 'reviewer copies could not be listed; retrying later');
    }
  }

  private async process(submissionId: string, number: number): Promise<void> {
    const { pool, storage } = this.deps;
    const copy = await findReviewerCopy(pool, submissionId, number);
    if (!copy || copy.findings !== null) return;
    const record = await mustFindSubmission(pool, submissionId);
    const people = peopleOf(record);

    const version = await findFileVersion(pool, submissionId, number);
    if (!version) return;
    if (copy.state !== 'pending') {
      // A copy in place (an editor's file, or one made before the authors changed): scan it again.
      const name = copy.key ? (copy.originalName ?? '') : version.originalName;
      const format = formatOf(name);
      const bytes = await readStored(storage, copy.key ?? version.key);
      const scan = format ? await scanForAuthors(format, bytes, people) : { findings: [] };
      // An automatic copy was made from the author's file: what it removed is looked for there too.
      const madeFromOriginal = copy.source === 'automatic' && copy.key !== null && format !== undefined;
      const removed = madeFromOriginal
        ? removedFindings(
            (await scanForAuthors(format, await readStored(storage, version.key), people, ORIGINAL)).findings,
            scan.findings,
          )
        : [];
      await recordScan(pool, submissionId, number, copy.key, scan.findings, removed);
      return;
    }
    const format = formatOf(version.originalName);
    const original = await readStored(storage, version.key);
    const made = format
      ? await makeReviewerCopy(format, original, people)
      : { kind: 'none' as const, reason: 'This file type cannot be cleaned' };
    let stored: { key: string; size: number } | undefined;
    if (made.kind === 'cleaned') {
      const key = generateObjectKey(format!);
      const put = await storage.put(key, Readable.from([made.bytes]), { contentType: version.contentType });
      stored = { key: put.key, size: put.size };
    }
    // What reviewers will get is what is scanned; with no copy, the original (for the editor's warning).
    const scanned = made.kind === 'cleaned' ? made.bytes : original;
    const scan = format ? await scanForAuthors(format, scanned, people) : { findings: [] };
    // The author's own file is scanned too, so the editor learns what the copy removed (not a warning).
    const removed =
      made.kind === 'cleaned'
        ? removedFindings((await scanForAuthors(format!, original, people, ORIGINAL)).findings, scan.findings)
        : [];
    const recorded = await completeAutomaticCopy(pool, {
      submissionId,
      version: number,
      state: made.kind === 'none' ? 'unavailable' : 'ready',
      key: stored?.key ?? null,
      size: stored?.size ?? null,
      contentType: stored ? version.contentType : null,
      originalName: stored ? version.originalName : null,
      reason: made.kind === 'none' ? made.reason : null,
      findings: scan.findings,
      removedFindings: removed,
    });
    if (!recorded && stored) await storage.delete(stored.key).catch(() => undefined);
  }
}

function formatOf(name: string): ManuscriptFormat | undefined {
  const ext = fileExtension(name) as ManuscriptFormat;
  return FORMATS.has(ext) ? ext : undefined;
}
