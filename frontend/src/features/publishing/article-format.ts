// Small text forms shared by the article lists (journal archive, 'Latest articles').
import type { ArticleSummary } from './articles.api';

/** "Given Family, Given Family" in citation order. */
export const authorsLine = (article: Pick<ArticleSummary, 'authors'>) =>
  article.authors.map((p) => `${p.given_names} ${p.family_name}`.trim()).join(', ');

/** The publication day, YYYY-MM-DD, as the archive shows it. */
export const publishedDay = (article: Pick<ArticleSummary, 'published_at'>) =>
  article.published_at.slice(0, 10);
