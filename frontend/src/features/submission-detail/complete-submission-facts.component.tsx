import type { SubmissionSummary } from '../../api/review-admin.api';

const AGREEMENT: Record<'ticked' | 'by-submitting', string> = {
  ticked: 'ticked on the form',
  'by-submitting': 'by submitting (the form showed no tick)',
};

/** Whether the author said anything of issue 42 item 8 (a SPEC submission has nothing: no section). */
export function hasCompleteFacts(submission: SubmissionSummary): boolean {
  return Boolean(
    submission.agreements?.checklist.length ||
      submission.agreements?.licence_agreement === 'ticked' ||
      submission.cover_letter ||
      submission.funding?.length ||
      submission.data_availability ||
      submission.author_ror_id,
  );
}

/**
 * Issue 42 item 8, for the journal's editors: the author's agreements, the cover letter (never shown to
 * reviewers), funding, the data availability statement and the author's ROR id. Nothing when absent.
 */
export function CompleteSubmissionFacts({ submission }: { submission: SubmissionSummary }) {
  const agreements = submission.agreements;
  const funding = submission.funding ?? [];
  return (
    <section
      className="detail-section"
      aria-labelledby="complete-submission-title"
      data-testid="complete-facts"
    >
      <h3 id="complete-submission-title">Submission statements</h3>
      {agreements && (
        <>
          {agreements.checklist.length > 0 && (
            <>
              <p>The author confirmed:</p>
              <ul>
                {agreements.checklist.map((item) => (
                  <li key={item.id}>{item.text}</li>
                ))}
              </ul>
            </>
          )}
          {agreements.licence && (
            <p>
              Licence: {agreements.licence}
              {agreements.licence_agreement ? `, agreed ${AGREEMENT[agreements.licence_agreement]}` : ''}
            </p>
          )}
        </>
      )}
      <h4>Cover letter (editors only)</h4>
      {submission.cover_letter ? (
        <p className="detail-pre" style={{ whiteSpace: 'pre-wrap' }}>
          {submission.cover_letter}
        </p>
      ) : (
        <p className="editorial-muted">None</p>
      )}
      <h4>Funding</h4>
      {funding.length ? (
        <ul>
          {funding.map((f, i) => (
            <li key={i}>
              {f.funderName}
              {f.funderRorId && (
                <>
                  {' '}
                  (<a href={f.funderRorId}>{f.funderRorId}</a>)
                </>
              )}
              {f.awardIds.length > 0 && `: ${f.awardIds.join(', ')}`}
            </li>
          ))}
        </ul>
      ) : (
        <p className="editorial-muted">None stated</p>
      )}
      <h4>Data availability</h4>
      <p className="editorial-muted">{submission.data_availability || 'None stated'}</p>
      {submission.author_ror_id && (
        <p>
          Author&apos;s affiliation ROR ID: <a href={submission.author_ror_id}>{submission.author_ror_id}</a>
        </p>
      )}
    </section>
  );
}
