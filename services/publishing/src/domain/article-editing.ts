import type { Queryable } from '@journal/db';
import type { FileStorage } from '@journal/storage';
import { findArticle } from '../repositories/article-reads.repository';
import { replaceGalley, setLicence } from '../repositories/article-editing.repository';
import { crossrefDepositsOf as depositsOf, type Deposit } from '../repositories/deposits.repository';
import type { Article } from '../repositories/article.types';

// What editors change of a published article (licence, PDF galley) and read of it (Crossref deposits).

/** The article by id, withdrawn or not (the editor's view); undefined when there is none. */
export function articleForEditors(db: Queryable, id: string): Promise<Article | undefined> {
  return findArticle(db, id);
}

/** The article's newest Crossref deposits (at most 20), newest first. */
export function crossrefDepositsOf(db: Queryable, articleId: string): Promise<Deposit[]> {
  return depositsOf(db, articleId);
}

/** Sets the article's licence; false when there is no such article. */
export function setArticleLicence(db: Queryable, id: string, licence: string): Promise<boolean> {
  return setLicence(db, id, licence);
}

/** Points the article at a stored galley (or at none): the key it replaced, or undefined for no article. */
export function replaceArticleGalley(
  db: Queryable,
  id: string,
  galley: { key: string; size: number; sha256: string } | null,
): Promise<{ previousKey: string | null } | undefined> {
  return replaceGalley(db, id, galley);
}

/** Removes the article's galley and its stored object; false when there is no such article. */
export async function removeArticleGalley(db: Queryable, storage: FileStorage, id: string): Promise<boolean> {
  const replaced = await replaceGalley(db, id, null);
  if (!replaced) return false;
  if (replaced.previousKey) await storage.delete(replaced.previousKey);
  return true;
}
