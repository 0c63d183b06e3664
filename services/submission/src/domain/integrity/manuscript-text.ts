import { docText, docxText } from '@journal/documents';
import type { FileStorage } from '@journal/storage';
import { fileExtension } from '../submission.views';
import { readStored } from '../upload/read-stored';

/** How much of a manuscript's text the integrity check compares (issue 44 item 4). */
export const TEXT_CHARACTERS = 20_000;

/**
 * The first 20,000 characters of the body text of a .docx, .doc or .txt manuscript, with the extractors
 * the reviewer copies use; undefined for a file type the service cannot read text from (a PDF) or a file
 * that cannot be read (the check then compares title, abstract and keywords instead, and says so).
 */
export async function manuscriptText(
  storage: FileStorage,
  file: { key: string; originalName: string },
): Promise<string | undefined> {
  const ext = fileExtension(file.originalName);
  if (ext !== 'docx' && ext !== 'doc' && ext !== 'txt') return undefined;
  try {
    const bytes = await readStored(storage, file.key);
    const text =
      ext === 'txt'
        ? bytes.toString('utf8')
        : ext === 'docx'
          ? (await docxText(bytes)).body
          : docText(bytes).body;
    const trimmed = text.replace(/\s+/g, ' ').trim();
    return trimmed === '' ? undefined : trimmed.slice(0, TEXT_CHARACTERS);
  } catch {
    return undefined;
  }
}
