import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchReviewerPool, type Admin, type PoolReviewer } from '../../api/review-admin.api';
import { SolidButton } from '../../components/ui/solid-button.component';

interface Props {
  journalSlug: string;
  submissionId: string;
  admin: Admin;
  onPick: (reviewer: PoolReviewer) => void;
}

/** How many suggestions the form shows (the search narrows the rest). */
const SHOWN = 6;

/** "2 open · 5 of 7 invitations reported · median 12 days": the person's load and record in this journal. */
export function loadLabel(r: PoolReviewer): string {
  if (r.invited === 0) return `${r.openAssignments} open · not yet invited in this journal`;
  const median = r.medianDaysToReport === null ? '' : ` · median ${r.medianDaysToReport} days`;
  return `${r.openAssignments} open · ${r.completed} of ${r.invited} invitations reported${median}`;
}

/**
 * "1 open invitation · 2 reviews in progress · last review 2026-11-02 · answers 80 % of invitations":
 * the person's figures across every journal of the publisher (issue 44 item 2).
 */
export function familyLabel(r: PoolReviewer): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [
    plural(r.load.open, 'open invitation', 'open invitations'),
    plural(r.load.inProgress, 'review in progress', 'reviews in progress'),
    r.lastReviewAt ? `last review ${r.lastReviewAt.slice(0, 10)}` : 'no review yet',
  ];
  if (r.responseRate !== null) parts.push(`answers ${Math.round(r.responseRate * 100)} % of invitations`);
  return `Across the journals: ${parts.join(' · ')}`;
}

/**
 * The publisher's reviewer pool ranked for this paper (issue 29, item 4): interests matching its keywords
 * first, then the lightest load across the journals; a conflict of interest is flagged on the person.
 */
export function ReviewerSuggestions({ journalSlug, submissionId, admin, onPick }: Props) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  // A short pause after typing, so each keystroke does not ask the server.
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const pool = useQuery({
    queryKey: ['reviewer-pool', journalSlug, submissionId, q],
    queryFn: () => fetchReviewerPool(journalSlug, { q, forSubmission: submissionId }, admin),
  });
  const reviewers = pool.data?.data?.reviewers ?? [];

  return (
    <section className="detail-pool" aria-label="Reviewer suggestions">
      <label className="detail-pool__search">
        <span>Search the reviewer pool</span>
        <input
          type="search"
          value={search}
          placeholder="Name, email, affiliation or interest"
          maxLength={200}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      {pool.isError && <p className="detail-muted">The reviewer pool could not be loaded.</p>}
      {pool.isSuccess && reviewers.length === 0 && (
        <p className="detail-muted">Nobody in this journal&apos;s pool matches.</p>
      )}
      <ul className="detail-pool__list">
        {reviewers.slice(0, SHOWN).map((r) => (
          <li key={r.email} className="detail-pool__item" data-testid="pool-reviewer">
            <div className="detail-pool__who">
              <strong>
                {r.givenNames} {r.familyName}
              </strong>
              <span className="detail-muted">
                {r.email}
                {r.affiliation ? ` · ${r.affiliation}` : ''}
              </span>
              {r.interests.length > 0 && (
                <span className="detail-pool__interests">{r.interests.join(', ')}</span>
              )}
              <span className="detail-muted">{loadLabel(r)}</span>
              <span className="detail-muted" data-testid="pool-family">
                {familyLabel(r)}
              </span>
              {r.unavailableUntil && (
                <span className="detail-muted">Unavailable until {r.unavailableUntil}</span>
              )}
              {r.conflicts.length > 0 && (
                <span className="detail-pool__conflict" role="note">
                  Conflict of interest: {r.conflicts.join(', ')}
                </span>
              )}
            </div>
            <SolidButton
              look="admin"
              variant="small"
              ghost
              onClick={() => onPick(r)}
              aria-label={`Choose ${r.givenNames} ${r.familyName}`}
            >
              Choose
            </SolidButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
