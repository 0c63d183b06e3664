import { listsMacroPart, MACRO_MESSAGE, type CentralEntry } from '@journal/documents';

/** Total size the entries of an accepted .docx may declare once inflated. */
export const MAX_DOCX_INFLATED_BYTES = 100 * 1024 * 1024;
/** Highest compression ratio an entry may declare; real Word parts stay far below it. */
export const MAX_DOCX_RATIO = 100;
/** Tiny parts (a few repeated XML tags) may compress better than that without any risk. */
export const RATIO_FLOOR_BYTES = 64 * 1024;

/** The shared refusal (libs/documents), with what an author can do about it. */
export const DOCX_MACRO_MESSAGE = `${MACRO_MESSAGE}. Please save your paper as a .docx without macros and upload it again`;
export const DOCX_TOO_LARGE_INFLATED_MESSAGE =
  'The .docx file would expand to more than 100 MB when opened. Please upload a smaller document';
export const DOCX_RATIO_MESSAGE =
  'The .docx file is compressed more than 100:1, as zip bombs are. Please upload a normal Word document';

/**
 * Why a .docx is refused, judged only from the sizes its central directory declares (nothing is
 * inflated), or undefined when it is acceptable. A cheap first look while streaming; the declared
 * sizes can lie, so a stored .docx is then inflated and counted (docx-inflation.check.ts).
 */
export function docxArchiveProblem(entries: readonly CentralEntry[]): string | undefined {
  if (listsMacroPart(entries)) return DOCX_MACRO_MESSAGE;
  let inflated = 0;
  for (const entry of entries) {
    inflated += entry.uncompressedSize;
    if (inflated > MAX_DOCX_INFLATED_BYTES) return DOCX_TOO_LARGE_INFLATED_MESSAGE;
    if (
      entry.uncompressedSize > RATIO_FLOOR_BYTES &&
      entry.uncompressedSize > MAX_DOCX_RATIO * entry.compressedSize
    )
      return DOCX_RATIO_MESSAGE;
  }
  return undefined;
}
