import { compoundFileProblem, officeArchiveProblem, type OfficeProblem } from '@journal/documents';
import type { FileStorage } from '@journal/storage';
import {
  DOCX_MACRO_MESSAGE,
  DOCX_RATIO_MESSAGE,
  DOCX_TOO_LARGE_INFLATED_MESSAGE,
} from './docx-archive.policy';
import { contentMismatchMessage, type PaperExtension } from './file-type.policy';
import { readStoredInto } from './read-stored';

/**
 * Why a stored .docx (or .doc) is refused once its entries are really inflated: the
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

  problem(
    stored: { key: string; size: number },
    extension: PaperExtension = 'docx',
  ): Promise<string | undefined> {
    const run = this.queue.then(() => this.check(stored, extension));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async check(
    stored: { key: string; size: number },
    extension: PaperExtension,
  ): Promise<string | undefined> {
    if (stored.size > this.maxFileBytes) return DOCX_TOO_LARGE_INFLATED_MESSAGE;
    this.scratch ??= Buffer.allocUnsafe(this.maxFileBytes);
    const bytes = await readStoredInto(this.storage, stored.key, this.scratch.subarray(0, stored.size));
    // The checks every Office upload passes (libs/documents): macros, real expansion, figure sizes.
    const verdict = extension === 'doc' ? compoundFileProblem(bytes) : await officeArchiveProblem(bytes);
    return verdict && messageOf(verdict, extension);
  }
}

/** The paper upload's wording of a shared refusal (docs/api.md spells these). */
function messageOf(verdict: OfficeProblem, extension: PaperExtension): string {
  if (verdict.problem === 'macros') return DOCX_MACRO_MESSAGE;
  if (verdict.problem === 'image_too_large') return verdict.message;
  if (verdict.problem === 'too_large') return DOCX_TOO_LARGE_INFLATED_MESSAGE;
  if (verdict.problem === 'ratio') return DOCX_RATIO_MESSAGE;
  return contentMismatchMessage(extension);
}
