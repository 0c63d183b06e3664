import type { Queryable } from '@journal/db';
import type { SubmissionRow } from '../domain/submission-row';
import { COLUMNS } from './submission-listing.repository';

export async function statusCounts(db: Queryable): Promise<{ status: string; count: number }[]> {
  const { rows } = await db.query<{ status: string; count: number }>(
    'SELECT status, sum(count)::bigint AS count FROM admin.submission_counts GROUP BY status',
  );
  return rows;
}

export async function journalCounts(db: Queryable): Promise<{ journal_id: string; count: number }[]> {
  const { rows } = await db.query<{ journal_id: string; count: number }>(
    'SELECT journal_id, sum(count)::bigint AS count FROM admin.submission_counts GROUP BY journal_id HAVING sum(count) > 0',
  );
  return rows;
}

export async function recentSubmissions(db: Queryable, limit: number): Promise<SubmissionRow[]> {
  const { rows } = await db.query<SubmissionRow>(
    `SELECT ${COLUMNS}
       FROM admin.submissions ORDER BY submitted_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}

/** Submissions per calendar month (UTC) for the last `months` months including the current one, zeros included. */
export async function monthlyCounts(
  db: Queryable,
  months: number,
  now: Date,
): Promise<{ month: string; count: number }[]> {
  const { rows } = await db.query<{ month: string; count: number }>(
    `WITH bounds AS (
       SELECT date_trunc('month', $1::timestamptz AT TIME ZONE 'UTC') AS this_month
     ), series AS (
       SELECT generate_series(this_month - make_interval(months => $2 - 1), this_month, interval '1 month') AS month FROM bounds
     )
     SELECT to_char(series.month, 'YYYY-MM') AS month, count(s.id) AS count
       FROM series
       LEFT JOIN admin.submissions s
         ON s.submitted_at >= series.month AT TIME ZONE 'UTC'
        AND s.submitted_at < (series.month + interval '1 month') AT TIME ZONE 'UTC'
      GROUP BY series.month ORDER BY series.month`,
    [now, months],
  );
  return rows;
}
