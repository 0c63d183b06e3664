import type { Queryable } from '@journal/db';
import type { SubmissionRow } from './submission-row.types';
import { COLUMNS } from './submission-listing.repository';

/**
 * `scope`: an editor's journals (issue 28), undefined for the administrator. The administrator's
 * statements stay exactly as they were (no extra condition on their path).
 */
type Scope = readonly string[] | undefined;

export async function statusCounts(
  db: Queryable,
  scope?: Scope,
): Promise<{ status: string; count: number }[]> {
  const { rows } = await db.query<{ status: string; count: number }>(
    scope
      ? 'SELECT status, sum(count)::bigint AS count FROM admin.submission_counts WHERE journal_id = ANY($1::text[]) GROUP BY status'
      : 'SELECT status, sum(count)::bigint AS count FROM admin.submission_counts GROUP BY status',
    scope ? [[...scope]] : [],
  );
  return rows;
}

export async function journalCounts(
  db: Queryable,
  scope?: Scope,
): Promise<{ journal_id: string; count: number }[]> {
  const { rows } = await db.query<{ journal_id: string; count: number }>(
    `SELECT journal_id, sum(count)::bigint AS count FROM admin.submission_counts
      ${scope ? 'WHERE journal_id = ANY($1::text[])' : ''} GROUP BY journal_id HAVING sum(count) > 0`,
    scope ? [[...scope]] : [],
  );
  return rows;
}

export async function recentSubmissions(
  db: Queryable,
  limit: number,
  scope?: Scope,
): Promise<SubmissionRow[]> {
  const { rows } = await db.query<SubmissionRow>(
    `SELECT ${COLUMNS}
       FROM admin.submissions ${scope ? 'WHERE journal_id = ANY($2::text[])' : ''}
      ORDER BY submitted_at DESC, id DESC LIMIT $1`,
    scope ? [limit, [...scope]] : [limit],
  );
  return rows;
}

/** Submissions per calendar month (UTC) for the last `months` months including the current one, zeros included. */
export async function monthlyCounts(
  db: Queryable,
  months: number,
  now: Date,
  scope?: Scope,
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
        ${scope ? 'AND s.journal_id = ANY($3::text[])' : ''}
      GROUP BY series.month ORDER BY series.month`,
    scope ? [now, months, [...scope]] : [now, months],
  );
  return rows;
}
