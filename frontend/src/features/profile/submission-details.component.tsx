import { orcidUrl } from '@journal/metadata';
import type { AuthorSubmission } from '../../api/profile.api';

/** Abstract, keywords and co-authors of one submission card (issue 11); nothing when none was given. */
export function SubmissionDetails({ submission }: { submission: AuthorSubmission }) {
  const keywords = submission.keywords ?? [];
  const coAuthors = submission.co_authors ?? [];
  if (!submission.abstract && keywords.length === 0 && coAuthors.length === 0) return null;
  return (
    <div className="submission-card__details">
      {submission.abstract && (
        <div>
          <h4>Abstract</h4>
          <p className="submission-card__abstract">{submission.abstract}</p>
        </div>
      )}
      {keywords.length > 0 && (
        <div>
          <h4>Keywords</h4>
          <ul className="submission-card__keywords" aria-label="Keywords">
            {keywords.map((keyword) => (
              <li key={keyword}>{keyword}</li>
            ))}
          </ul>
        </div>
      )}
      {coAuthors.length > 0 && (
        <div>
          <h4>Co-authors</h4>
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
