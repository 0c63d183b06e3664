// Issue 31: the article's full text (sections, contents list, figures, tables, references). The server
// renders it into the page, which the entry keeps before React renders (server-fulltext.ts); on a
// client-side visit the page asks GET /api/articles/{id}/fulltext. The HTML is written by the server's own renderer from a
// closed document model (every text escaped, no attribute of the Word file kept), so it is set as is.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readEmbeddedArticle } from './article-data';
import { fetchArticleFullText } from './articles.api';
import { serverRenderedFullText } from './server-fulltext';

/** The server page's full text when that page was this article's (else undefined: ask the API). */
function readServerFullText(articleId: string): string | null | undefined {
  return readEmbeddedArticle(articleId) ? serverRenderedFullText() : undefined;
}

export function ArticleFullText({ articleId }: { articleId: string }) {
  const [embedded] = useState(() => readServerFullText(articleId));
  const fullText = useQuery({
    queryKey: ['article-fulltext', articleId],
    queryFn: () => fetchArticleFullText(articleId),
    initialData: embedded,
    staleTime: 5 * 60_000,
  });
  if (!fullText.data) return null;
  return <FullTextSection html={fullText.data} />;
}

/** The server's full-text HTML under its "Full text" heading (the article page and the proof page). */
export function FullTextSection({ html }: { html: string }) {
  return (
    <section className="article__fulltext" aria-labelledby="fulltext-title">
      <h2 id="fulltext-title">Full text</h2>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
