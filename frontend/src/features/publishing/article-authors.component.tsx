// The article's authors in citation order, each with affiliation and ORCID iD link.
import type { ArticleAuthor } from './articles.api';

export const orcidUrl = (orcid: string) => `https://orcid.org/${orcid}`;
const nameOf = (a: ArticleAuthor) => `${a.given_names} ${a.family_name}`.trim();

export function ArticleAuthors({ authors }: { authors: ArticleAuthor[] }) {
  return (
    <ol className="article__authors" aria-label="Authors">
      {authors.map((author, index) => (
        <li key={`${index}-${nameOf(author)}`}>
          <span className="article__author-name">{nameOf(author)}</span>
          {author.affiliation && <span className="article__affiliation">{author.affiliation}</span>}
          {author.orcid && (
            <a
              className="article__orcid"
              href={orcidUrl(author.orcid)}
              rel="author"
              aria-label={`ORCID iD of ${nameOf(author)}: ${author.orcid}`}
            >
              ORCID {author.orcid}
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
