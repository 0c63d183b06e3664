import type { Queryable } from '@journal/db';
import type { Article } from '../repositories/article.types';
import { authenticatedAmong } from '../repositories/authenticated-orcids.repository';

/** Which of the articles' authors' iDs came from ORCID's OAuth (Crossref's and JATS's authenticated="true"). */
export async function authenticatedOrcidsOf(
  db: Queryable,
  ...articles: readonly Pick<Article, 'authors'>[]
): Promise<Set<string>> {
  const orcids = articles.flatMap((article) =>
    article.authors.flatMap((author) => (author.orcid ? [author.orcid] : [])),
  );
  return authenticatedAmong(db, orcids);
}
