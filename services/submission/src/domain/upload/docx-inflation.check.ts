import { measureInflation } from '@journal/documents';
import type { FileStorage } from '@journal/storage';
import {
  DOCX_RATIO_MESSAGE,
  DOCX_TOO_LARGE_INFLATED_MESSAGE,
  MAX_DOCX_INFLATED_BYTES,
  MAX_DOCX_RATIO,
  RATIO_FLOOR_BYTES,
} from './docx-archive.policy';
import { contentMismatchMessage } from './file-type.policy';
import { readStoredInto } from './read-stored';

/**
 * Why a stored .docx is refused once its entries are really inflated (issue 26, item 10): the
 * directory's declared sizes can lie, the inflated bytes cannot. Inflation streams entry by entry and
 * stops as soon as a limit is passed. The compressed file (at most the upload limit) is read back from
 * storage into one reused buffer, one check at a time, so memory stays flat however many uploads
 * arrive (a new 10 MB buffer per upload would wait for the garbage collector).
 */
export class DocxInflationCheck {
  private scratch?: Buffer;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly storage: FileStorage,
    private readonly maxFileBytes: number,
  ) {}

  problem(stored: { key: string; size: number }): Promise<string | undefined> {
    const run = this.queue.then(() => this.check(stored));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async check(stored: { key: string; size: number }): Promise<string | undefined> {
    if (stored.size > this.maxFileBytes) return DOCX_TOO_LARGE_INFLATED_MESSAGE;
    this.scratch ??= Buffer.allocUnsafe(this.maxFileBytes);
    const bytes = await readStoredInto(this.storage, stored.key, this.scratch.subarray(0, stored.size));
    const verdict = await measureInflation(bytes, {
      maxTotalBytes: MAX_DOCX_INFLATED_BYTES,
      maxRatio: MAX_DOCX_RATIO,
      ratioFloorBytes: RATIO_FLOOR_BYTES,
    });
    if (verdict.ok) return undefined;
    if (verdict.problem === 'too_large') return DOCX_TOO_LARGE_INFLATED_MESSAGE;
    if (verdict.problem === 'ratio') return DOCX_RATIO_MESSAGE;
    return contentMismatchMessage('docx');
  }
}
