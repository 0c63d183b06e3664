// A numbered list of articles (a journal's latest and most read, the site's latest): each title links to
// the article's page with a full page load (the server renders it, then the SPA takes over).
import type { ReactNode } from 'react';
import { publishedDay } from './article-format';

interface ArticleListProps<A> {
  label: string;
  articles: readonly A[];
  /** The line under a title. */
  meta: (article: A) => ReactNode;
}

export function ArticleList<A extends { id: string; title: string }>({
  label,
  articles,
  meta,
}: ArticleListProps<A>) {
  return (
    <ol className="journal-latest" aria-label={label}>
      {articles.map((article) => (
        <li key={article.id} className="journal-latest__item">
          <a className="journal-latest__title" href={`/articles/${article.id}`}>
            {article.title}
          </a>
          <span className="journal-latest__meta">{meta(article)}</span>
        </li>
      ))}
    </ol>
  );
}

/** The day an article was published, as a <time>. */
export function PublishedDay({ article }: { article: Parameters<typeof publishedDay>[0] }) {
  const day = publishedDay(article);
  return <time dateTime={day}>{day}</time>;
}
