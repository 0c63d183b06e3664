import { DAY_SECONDS } from '@journal/config';
import type { Queryable } from '@journal/db';
import type { PoolHistoryCounts, ReviewerProfileView } from '@journal/metadata';

/** One person's history in a journal: totals over all their invitations there (issue 29, item 4). */
export type PoolHistory = Pick<ReviewerProfileView, 'email' | 'givenNames' | 'familyName'> &
  PoolHistoryCounts;

interface HistoryRow {
  email: string;
  given_names: string;
  family_name: string;
  invited: number;
  accepted: number;
  declined: number;
  completed: number;
  open_assignments: number;
  median_days: number | null;
}

/**
 * Everyone invited in the journal, one row per address (any case), named as in their latest invitation.
 * `accepted` counts every acceptance (accepted_at), also of invitations cancelled afterwards; `declined`
 * every answer that was not an acceptance; the median runs from invitation to report, in days.
 */
export async function journalPoolHistory(db: Queryable, journalId: string): Promise<PoolHistory[]> {
  const { rows } = await db.query<HistoryRow>(
    `SELECT (array_agg(reviewer_email ORDER BY invited_at DESC))[1] AS email,
            (array_agg(given_names ORDER BY invited_at DESC))[1] AS given_names,
            (array_agg(family_name ORDER BY invited_at DESC))[1] AS family_name,
            count(*)::int AS invited,
            count(accepted_at)::int AS accepted,
            count(*) FILTER (WHERE responded_at IS NOT NULL AND accepted_at IS NULL)::int AS declined,
            count(*) FILTER (WHERE state = 'report_submitted')::int AS completed,
            count(*) FILTER (WHERE state = 'accepted')::int AS open_assignments,
            round((percentile_cont(0.5) WITHIN GROUP (
              ORDER BY extract(epoch FROM report_submitted_at - invited_at) / ${DAY_SECONDS}
            ) FILTER (WHERE state = 'report_submitted'))::numeric, 1)::float8 AS median_days
       FROM review.assignments
      WHERE journal_id = $1
      GROUP BY lower(reviewer_email)`,
    [journalId],
  );
  return rows.map((r) => ({
    email: r.email,
    givenNames: r.given_names,
    familyName: r.family_name,
    invited: r.invited,
    accepted: r.accepted,
    declined: r.declined,
    completed: r.completed,
    openAssignments: r.open_assignments,
    medianDaysToReport: r.median_days,
  }));
}
