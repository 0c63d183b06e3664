// 'Most read' on the journal landing page (issue 32): the journal's articles most viewed in the last 30
// days, by COUNTER's counts. Nothing is shown until some article has been read.
import { useQuery } from '@tanstack/react-query';
import type { JournalSummary } from '../../api/journals.api';
import { ArticleList } from '../publishing/article-list.component';
import { fetchMostRead } from '../publishing/usage.api';

export function MostReadArticles({ journal }: { journal: JournalSummary }) {
  const mostRead = useQuery({
    queryKey: ['most-read', journal.slug],
    queryFn: () => fetchMostRead(journal.slug),
  });
  const articles = mostRead.data ?? [];
  if (articles.length === 0) return null;
  return (
    <section id="most-read" className="journal-section" aria-labelledby="most-read-title">
      <h2 id="most-read-title" className="journal-section__title">
        Most read
      </h2>
      <p className="journal-latest__note">In the last 30 days.</p>
      <ArticleList
        label={`Most read articles of ${journal.name}`}
        articles={articles}
        meta={(article) => (
          <>
            {article.investigations.toLocaleString('en-GB')} views ·{' '}
            {article.requests.toLocaleString('en-GB')} downloads
          </>
        )}
      />
    </section>
  );
}
