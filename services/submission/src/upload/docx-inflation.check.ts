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
import type { ConcurrencyLimit } from './concurrency-limit';
import { readStored } from './read-stored';

/**
 * Why a stored .docx is refused once its entries are really inflated (issue 26, item 10): the
 * directory's declared sizes can lie, the inflated bytes cannot. Inflation streams entry by entry and
 * stops as soon as a limit is passed; the compressed file (at most 10 MB) is read back from storage,
 * a bounded number at a time.
 */
export async function docxInflationProblem(
  storage: FileStorage,
  key: string,
  limit: ConcurrencyLimit,
): Promise<string | undefined> {
  const verdict = await limit.run(async () =>
    measureInflation(await readStored(storage, key), {
      maxTotalBytes: MAX_DOCX_INFLATED_BYTES,
      maxRatio: MAX_DOCX_RATIO,
      ratioFloorBytes: RATIO_FLOOR_BYTES,
    }),
  );
  if (verdict.ok) return undefined;
  if (verdict.problem === 'too_large') return DOCX_TOO_LARGE_INFLATED_MESSAGE;
  if (verdict.problem === 'ratio') return DOCX_RATIO_MESSAGE;
  return contentMismatchMessage('docx');
}
