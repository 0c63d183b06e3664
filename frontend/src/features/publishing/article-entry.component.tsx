// One article in a list (archive, issue table of contents, search results): its title linking the
// server-rendered page, its authors, and what the list adds below (dates, pages, DOI).
import type { ReactNode } from 'react';
import { authorsLine } from './article-format';
import type { ArticleSummary } from './articles.api';

export function ArticleEntry({
  article,
  children,
  headingLevel = 2,
}: {
  article: Pick<ArticleSummary, 'id' | 'title' | 'authors'>;
  children: ReactNode;
  /** 3 under a section's heading (an issue's table of contents). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <li>
      <Heading>
        <a href={`/articles/${article.id}`}>{article.title}</a>
      </Heading>
      <p>{authorsLine(article)}</p>
      {children}
    </li>
  );
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/**
 * The search API's snippet (HTML-escaped text with the matches in `<mark>`) as React text: the marks become
 * <mark> elements and nothing else is ever read as markup.
 */
export function Snippet({ html }: { html: string }) {
  const parts = html.split(/(<mark>[\s\S]*?<\/mark>)/);
  return (
    <>
      {parts.map((part, i) =>
        part.startsWith('<mark>') ? (
          <mark key={i}>{unescape(part.slice(6, -7))}</mark>
        ) : (
          <span key={i}>{unescape(part)}</span>
        ),
      )}
    </>
  );
}
