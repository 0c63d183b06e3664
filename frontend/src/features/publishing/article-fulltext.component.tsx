// Issue 31: the article's full text (sections, contents list, figures, tables, references). The server
// renders it into the page and embeds the same HTML as #article-fulltext; on a client-side visit the
// page asks GET /api/articles/{id}/fulltext. The HTML is written by the server's own renderer from a
// closed document model (every text escaped, no attribute of the Word file kept), so it is set as is.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ARTICLE_DATA_ELEMENT_ID } from './article-data';
import { fetchArticleFullText } from './articles.api';

export const ARTICLE_FULLTEXT_ELEMENT_ID = 'article-fulltext';

/** The embedded full text when the page was sent for this article (else undefined: ask the API). */
function readEmbeddedFullText(articleId: string): string | null | undefined {
  try {
    const data = JSON.parse(document.getElementById(ARTICLE_DATA_ELEMENT_ID)?.textContent ?? 'null') as {
      id?: string;
    } | null;
    if (data?.id !== articleId) return undefined;
    const text = document.getElementById(ARTICLE_FULLTEXT_ELEMENT_ID)?.textContent;
    return text ? (JSON.parse(text) as { html: string }).html : null;
  } catch {
    return undefined;
  }
}

export function ArticleFullText({ articleId }: { articleId: string }) {
  const [embedded] = useState(() => readEmbeddedFullText(articleId));
  const fullText = useQuery({
    queryKey: ['article-fulltext', articleId],
    queryFn: () => fetchArticleFullText(articleId),
    initialData: embedded,
    staleTime: 5 * 60_000,
  });
  if (!fullText.data) return null;
  return (
    <section className="article__fulltext" aria-labelledby="fulltext-title">
      <h2 id="fulltext-title">Full text</h2>
      <div dangerouslySetInnerHTML={{ __html: fullText.data }} />
    </section>
  );
}
