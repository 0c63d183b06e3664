import { orcidUrl } from '@journal/metadata';
import type { AuthorSubmission } from '../../api/profile.api';

/**
 * Abstract, keywords and co-authors of one submission card (issue 11); nothing when none was given.
 * `headingLevel` follows the heading it sits under: h4 under a card's h3, h3 under the admin page's h2.
 */
export function SubmissionDetails({
  submission,
  headingLevel = 4,
}: {
  submission: AuthorSubmission;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const keywords = submission.keywords ?? [];
  const coAuthors = submission.co_authors ?? [];
  if (!submission.abstract && keywords.length === 0 && coAuthors.length === 0) return null;
  return (
    <div className="submission-card__details">
      {submission.abstract && (
        <div>
          <Heading>Abstract</Heading>
          <p className="submission-card__abstract">{submission.abstract}</p>
        </div>
      )}
      {keywords.length > 0 && (
        <div>
          <Heading>Keywords</Heading>
          <ul className="keyword-list submission-card__keywords" aria-label="Keywords">
            {keywords.map((keyword) => (
              <li key={keyword}>{keyword}</li>
            ))}
          </ul>
        </div>
      )}
      {coAuthors.length > 0 && (
        <div>
          <Heading>Co-authors</Heading>
          <ol className="submission-card__co-authors">
            {coAuthors.map((coAuthor) => (
              <li key={coAuthor.email}>
                <span className="submission-card__co-author-name">
                  {coAuthor.given_names} {coAuthor.family_name}
                </span>
                {coAuthor.affiliation && <span>, {coAuthor.affiliation}</span>}
                <span className="submission-card__co-author-email"> · {coAuthor.email}</span>
                {coAuthor.orcid && (
                  <>
                    {' · '}
                    <a href={orcidUrl(coAuthor.orcid)} target="_blank" rel="noreferrer">
                      ORCID {coAuthor.orcid}
                    </a>
                  </>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
