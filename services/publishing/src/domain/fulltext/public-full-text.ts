import type { Queryable } from '@journal/db';
import { findPublicFullText, type PublicFullText } from '../../repositories/full-text-versions.repository';

/** The full text readers see of an article (its newest published version), or undefined while none. */
export function publicFullTextOf(db: Queryable, articleId: string): Promise<PublicFullText | undefined> {
  return findPublicFullText(db, articleId);
}
