import type { ArticleAuthor } from '../repositories/articles.repository';

/** An author's name as reports print it. */
export const fullName = (a: Pick<ArticleAuthor, 'givenNames' | 'familyName'>) =>
  `${a.givenNames} ${a.familyName}`;
