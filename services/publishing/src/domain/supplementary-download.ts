import type { Queryable } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import {
  findSupplementaryFile,
  type ArticleSupplementaryFile,
} from '../repositories/supplementary-files.repository';
import { liveArticle } from './live-article';

export const SUPPLEMENTARY_NOT_FOUND_MESSAGE = 'Supplementary file not found';

/**
 * A live article's supplementary file (issue 42 item 8): 404 for an unknown article or a file it does not
 * list, 410 once withdrawn (liveArticle); only a published paper's files are ever listed here.
 */
export async function publicSupplementaryFile(
  db: Queryable,
  id: string,
  fileId: string,
): Promise<ArticleSupplementaryFile> {
  await liveArticle(db, id);
  const file = await findSupplementaryFile(db, id, fileId);
  if (!file) throw new NotFoundError(SUPPLEMENTARY_NOT_FOUND_MESSAGE);
  return file;
}
