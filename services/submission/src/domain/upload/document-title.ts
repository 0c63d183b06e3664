import { docxTitle } from '@journal/documents';
import { isSafeText } from '@journal/errors';
import { checkPaperTitle } from '@journal/metadata';
import type { FileStorage } from '@journal/storage';
import type { StoredPaper } from '../paper-file.service';
import { readStored } from './read-stored';
import { titleFromFileName } from './file-type.policy';

/**
 * Issue 42 item 8: SPEC's form sends the file name without its extension as `paperTitle` when the author
 * types nothing ("Hartmann_seagrass_Kiel_v1"). When that is the title sent and the .docx has a title of its
 * own (core properties, else its first Title or Heading 1 paragraph) that passes the title rules, that one
 * is stored instead; the author confirms it on the confirmation and profile pages. Null: keep the one sent.
 */
export async function documentTitleFor(
  storage: FileStorage,
  file: StoredPaper,
  paperTitle: string,
): Promise<string | null> {
  if (file.extension !== 'docx' || paperTitle !== titleFromFileName(file.originalName)) return null;
  const title = await docxTitle(await readStored(storage, file.key));
  if (!title || title === paperTitle) return null;
  const checked = checkPaperTitle(title);
  if (!checked.ok || !isSafeText(checked.value)) return null;
  return checked.value;
}
