// What the proof shows (issue 42): the article as it will be published, with the public article page's
// own components (authors with affiliations and ORCID iDs, abstract, keywords, licence, full text with
// its figures, tables and references). The HTML is the publishing service's rendering of a closed
// document model (every text escaped), as on the article page.
import { ArticleAuthors } from '../publishing/article-authors.component';
import {
  ArticleAbstract,
  ArticleKeywords,
  ArticleLicence,
} from '../publishing/article-front-matter.component';
import { FullTextSection } from '../publishing/article-fulltext.component';
import type { ProofPaper } from './proof.api';
import '../publishing/article.css';

export function ProofDocument({ paper, html }: { paper: ProofPaper | null; html: string | null }) {
  return (
    <article className="proof__document" aria-label="Proof of the article">
      {paper && (
        <>
          <p className="article__journal">{paper.journal.name}</p>
          <h2 className="article__title proof__title">{paper.title}</h2>
          <ArticleAuthors authors={paper.authors} />
          <dl className="article__facts">
            {paper.section && (
              <>
                <dt>Section</dt>
                <dd>{paper.section.title}</dd>
              </>
            )}
            <dt>Licence</dt>
            <dd>
              <ArticleLicence licence={paper.licence} url={paper.licence_url} />
            </dd>
          </dl>
          <ArticleAbstract abstract={paper.abstract} />
          <ArticleKeywords keywords={paper.keywords} />
        </>
      )}
      {html ? (
        <FullTextSection html={html} />
      ) : (
        <p className="proof__no-text">The full text is not ready yet.</p>
      )}
    </article>
  );
}
