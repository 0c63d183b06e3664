// 'Cite this article': APA, BibTeX and RIS as the API formats them (citation-js on the server), each
// shown, copyable and downloadable.
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../components/ui/spinner.component';
import type { ArticleDetail } from './articles.api';
import { CITATION_FILES, CITATION_STYLES, fetchCitations, type CitationStyle } from './citations';
import { CopyButton } from './copy-button.component';

/** The file holds the API's text as it came (its final line break and RIS's CRLF included). */
const downloadHref = (style: CitationStyle, text: string) =>
  `data:${CITATION_FILES[style].type};charset=utf-8,${encodeURIComponent(text)}`;

const fileName = (article: ArticleDetail, style: CitationStyle) =>
  `${article.doi.replace(/[^\w.-]+/g, '_')}.${CITATION_FILES[style].extension}`;

export function CiteArticle({ article }: { article: ArticleDetail }) {
  const citations = useQuery({
    queryKey: ['article', article.id, 'citations'],
    queryFn: () => fetchCitations(article.id),
    staleTime: Infinity,
  });
  return (
    <section className="article__cite" aria-labelledby="cite-title">
      <h2 id="cite-title">Cite this article</h2>
      {citations.isPending && (
        <p aria-busy="true">
          <Spinner size="small" /> Preparing citations…
        </p>
      )}
      {citations.isError && (
        <p role="alert" className="article__error">
          The citations could not be prepared. Please reload the page.
        </p>
      )}
      {citations.data &&
        CITATION_STYLES.map((style) => {
          const { label } = CITATION_FILES[style];
          const text = citations.data[style];
          return (
            <div key={style} className="article__citation">
              <h3>{label}</h3>
              <pre className="article__citation-text">{text}</pre>
              <div className="article__citation-actions">
                <CopyButton text={text} label={label} />
                <a href={downloadHref(style, text)} download={fileName(article, style)}>
                  Download {label}
                </a>
              </div>
            </div>
          );
        })}
    </section>
  );
}
