import { useQuery } from '@tanstack/react-query';
import { fetchIntegrity, integrityKeys } from '../../api/integrity.api';
import type { Admin } from '../../api/review-admin.api';
import { integrityLine } from './integrity-lines';

/**
 * The Integrity panel (issue 44 item 4): what the background check found across the family's journals,
 * one line per match, with the other paper's title only when the editor also edits that journal.
 */
export function IntegrityPanel(props: { submissionId: string; admin: Admin }) {
  const answer = useQuery({
    queryKey: integrityKeys.of(props.submissionId),
    queryFn: () => fetchIntegrity(props.submissionId, props.admin),
  });
  if (answer.isPending) return <p>Loading…</p>;
  if (answer.isError) return <p role="alert">The integrity check could not be loaded.</p>;
  const { data } = answer.data;
  if (data.pending)
    return <p>The check against the other journals of the family is running; look again in a moment.</p>;
  const now = new Date();
  return (
    <div className="integrity-panel">
      {data.matches.length === 0 ? (
        <p>No similar submission or article in the family&apos;s journals.</p>
      ) : (
        <ul>
          {data.matches.map((match, i) => (
            <li key={`${match.journal}-${match.submittedAt}-${i}`}>
              {integrityLine(match, now)}
              {match.title && <span className="integrity-title"> — “{match.title}”</span>}
            </li>
          ))}
        </ul>
      )}
      <p className="integrity-note">
        Checked {data.checkedAt ? new Date(data.checkedAt).toLocaleString('en-GB') : ''}
        {data.textSource === 'metadata'
          ? ': no text could be read from this file type, so its title, abstract and keywords were compared.'
          : '.'}
      </p>
    </div>
  );
}
