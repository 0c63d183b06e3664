// The article page's data: what the server embedded when it is this article, else GET /api/articles/{id}.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readEmbeddedArticle } from './article-data';
import { fetchArticle } from './articles.api';

/** An article changes only when an editor edits it; a page visit need not ask twice. */
const ARTICLE_FRESH_MS = 5 * 60_000;

export function useArticle(articleId: string) {
  // Read once per mount: the embedded JSON is the server's answer at page load, not a live source.
  const [embedded] = useState(() => readEmbeddedArticle(articleId));
  return useQuery({
    queryKey: ['article', articleId],
    queryFn: () => fetchArticle(articleId),
    initialData: embedded,
    staleTime: ARTICLE_FRESH_MS,
  });
}
