// The article page is rendered on the server (crawlers read it without JavaScript), which embeds the
// article's JSON for the SPA: reading it saves the page a request and shows the same data at once.
import type { ArticleDetail } from './articles.api';

export const ARTICLE_DATA_ELEMENT_ID = 'article-data';

/**
 * The article the server embedded in `<script id="article-data" type="application/json">`, when it is
 * the one asked for; undefined when there is none, it is another article (the SPA moved on), or it
 * cannot be read (then the page fetches it).
 */
export function readEmbeddedArticle(articleId: string): ArticleDetail | undefined {
  const text = document.getElementById(ARTICLE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<ArticleDetail> | null;
    return data && data.id === articleId && typeof data.title === 'string'
      ? (data as ArticleDetail)
      : undefined;
  } catch {
    return undefined;
  }
}
