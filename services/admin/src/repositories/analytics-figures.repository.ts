import type { Queryable } from '@journal/db';

/**
 * The middle values and the nearest-rank 90th percentile of one span, in milliseconds. `low` and `high`
 * are the two middle values (the same one for an odd sample), so the caller's median is their mean, as
 * `spreadOf` takes it; null when no paper counted.
 */
export interface SpanRow {
  low: number | null;
  high: number | null;
  p90: number | null;
}

export interface MonthRow {
  month: string;
  received: number;
  accept: number;
  reject: number;
  revisions: number;
  desk: number;
  published: number;
}

/** One journal's raw figures over the period (`journalId` null: all the journals asked about together). */
export interface FiguresRow {
  journalId: string | null;
  months: MonthRow[];
  firstDecision: SpanRow;
  firstDecisionExcludingDesk: SpanRow;
  finalDecision: SpanRow;
  finalDecisionExcludingDesk: SpanRow;
  acceptance: SpanRow;
  publication: SpanRow;
  decided: number;
  decidedAccept: number;
  reportsOfDecided: number;
  transferredIn: number;
  transferredOut: number;
  responded: number;
  respondedAccepted: number;
  responseMedian: SpanRow;
  reportMedian: SpanRow;
  reportsReceived: number;
  reviewsRequested: number;
  reviewsAccepted: number;
  licences: Record<string, number>;
}

/** Milliseconds from `a` to `b`, as the JavaScript dates of the Node fold counted them. */
const MS = (a: string, b: string) => `((extract(epoch FROM ${b}) - extract(epoch FROM ${a})) * 1000)::float8`;

/** The three order statistics of a span over the rows that `cond` keeps (percentile_disc: values of the sample). */
const spread = (span: string, cond: string) => `json_build_object(
    'low', percentile_disc(0.5) WITHIN GROUP (ORDER BY ${span}) FILTER (WHERE ${cond}),
    'high', percentile_disc(0.5) WITHIN GROUP (ORDER BY ${span} DESC) FILTER (WHERE ${cond}),
    'p90', percentile_disc(0.9) WITHIN GROUP (ORDER BY ${span}) FILTER (WHERE ${cond}))`;

const IN_PERIOD = (column: string) => `(${column} >= $2 AND ${column} < $3)`;

/**
 * The editorial and publisher figures (issue 45) of the journals `$1` over [`$2`, `$3`), one row per
 * journal and one for them all (GROUPING SETS), by the rules of `domain/analytics/editorial-figures.ts`:
 * a status change's accept or reject counts only when no decision of that kind was recorded; the first
 * decision is the earliest counted one, the final the earliest accept or reject; a desk rejection is a
 * reject as the first decision before any reviewer accepted or reported. Ties of time break by the
 * decision's key, so the answer does not depend on the order rows come in.
 *
 * Only the period's rows are read, through the indexes on each time (migration 015): a paper whose first
 * or final decision falls in the period has a decision in it, so the outcomes are worked out for the
 * papers decided in the period alone (with all their decisions and invitations), and the work grows
 * with the period's activity, not with the whole history.
 */
const FIGURES_SQL = `
WITH decided_papers AS MATERIALIZED (
  SELECT DISTINCT s.submission_id, s.journal_id, s.submitted_at
    FROM admin.analytics_decisions d JOIN admin.analytics_submissions s USING (submission_id)
   WHERE ${IN_PERIOD('d.decided_at')} AND s.journal_id = ANY($1::text[])
),
counted AS MATERIALIZED (
  SELECT p.journal_id, d.submission_id, d.kind, d.decided_at, d.source, d.source_id
    FROM admin.analytics_decisions d JOIN decided_papers p USING (submission_id)
   WHERE d.source = 'decision' OR NOT EXISTS (
           SELECT 1 FROM admin.analytics_decisions r
            WHERE r.submission_id = d.submission_id AND r.source = 'decision' AND r.kind = d.kind)
),
firsts AS MATERIALIZED (
  SELECT DISTINCT ON (submission_id) submission_id, kind, decided_at FROM counted
   ORDER BY submission_id, decided_at, source, source_id
),
finals AS MATERIALIZED (
  SELECT DISTINCT ON (submission_id) submission_id, kind, decided_at FROM counted WHERE kind <> 'revisions'
   ORDER BY submission_id, decided_at, source, source_id
),
reviews AS (
  SELECT i.submission_id,
         coalesce(bool_or((i.accepted AND i.responded_at <= f.decided_at) OR i.reported_at <= f.decided_at),
                  false) AS reviewed_before_first,
         count(*) FILTER (WHERE i.reported_at <= x.decided_at) AS reports_before_final
    FROM admin.analytics_invitations i JOIN firsts f USING (submission_id) LEFT JOIN finals x USING (submission_id)
   GROUP BY i.submission_id
),
outcomes AS MATERIALIZED (
  SELECT p.journal_id, p.submitted_at, f.decided_at AS first_at, x.kind AS final_kind, x.decided_at AS final_at,
         (f.kind = 'reject' AND NOT coalesce(r.reviewed_before_first, false)) AS desk,
         coalesce(r.reports_before_final, 0) AS reports_before_final
    FROM decided_papers p
    JOIN firsts f USING (submission_id)
    LEFT JOIN finals x USING (submission_id)
    LEFT JOIN reviews r USING (submission_id)
),
received AS MATERIALIZED (
  SELECT journal_id, submitted_at, transferred_from_journal FROM admin.analytics_submissions
   WHERE journal_id = ANY($1::text[]) AND ${IN_PERIOD('submitted_at')}
),
published AS MATERIALIZED (
  SELECT journal_id, submitted_at, published_at, licence FROM admin.analytics_submissions
   WHERE journal_id = ANY($1::text[]) AND ${IN_PERIOD('published_at')}
),
invitations AS MATERIALIZED (
  SELECT s.journal_id, i.invited_at, i.responded_at, i.accepted, i.reported_at
    FROM admin.analytics_invitations i JOIN admin.analytics_submissions s USING (submission_id)
   WHERE s.journal_id = ANY($1::text[])
     AND (${IN_PERIOD('i.invited_at')} OR ${IN_PERIOD('i.responded_at')} OR ${IN_PERIOD('i.reported_at')})
),
dated AS (
  SELECT journal_id, submitted_at AS at, 'received' AS what FROM received WHERE transferred_from_journal IS NULL
  UNION ALL SELECT journal_id, decided_at, kind FROM counted WHERE ${IN_PERIOD('decided_at')}
  UNION ALL SELECT journal_id, final_at, 'desk' FROM outcomes WHERE desk AND ${IN_PERIOD('final_at')}
  UNION ALL SELECT journal_id, published_at, 'published' FROM published
),
monthly AS (
  -- Per journal and month, and per month over all (journal_id null: the table's journal_id is never null).
  SELECT journal_id,
         json_agg(json_build_object('month', month, 'received', received, 'accept', accept,
                                    'reject', reject, 'revisions', revisions, 'desk', desk,
                                    'published', published) ORDER BY month) AS months
    FROM (SELECT journal_id, month,
                 count(*) FILTER (WHERE what = 'received') AS received,
                 count(*) FILTER (WHERE what = 'accept') AS accept,
                 count(*) FILTER (WHERE what = 'reject') AS reject,
                 count(*) FILTER (WHERE what = 'revisions') AS revisions,
                 count(*) FILTER (WHERE what = 'desk') AS desk,
                 count(*) FILTER (WHERE what = 'published') AS published
            FROM (SELECT journal_id, what, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM') AS month FROM dated) e
           GROUP BY GROUPING SETS ((journal_id, month), (month))) m
   GROUP BY journal_id
),
decision_figures AS (
  SELECT CASE WHEN GROUPING(journal_id) = 0 THEN journal_id END AS journal_id,
         ${spread(MS('submitted_at', 'first_at'), IN_PERIOD('first_at'))} AS first_decision,
         ${spread(MS('submitted_at', 'first_at'), `${IN_PERIOD('first_at')} AND NOT desk`)} AS first_ex_desk,
         ${spread(MS('submitted_at', 'final_at'), IN_PERIOD('final_at'))} AS final_decision,
         ${spread(MS('submitted_at', 'final_at'), `${IN_PERIOD('final_at')} AND NOT desk`)} AS final_ex_desk,
         ${spread(MS('submitted_at', 'final_at'), `${IN_PERIOD('final_at')} AND final_kind = 'accept'`)} AS acceptance,
         count(*) FILTER (WHERE ${IN_PERIOD('final_at')}) AS decided,
         count(*) FILTER (WHERE ${IN_PERIOD('final_at')} AND final_kind = 'accept') AS decided_accept,
         coalesce(sum(reports_before_final) FILTER (WHERE ${IN_PERIOD('final_at')}), 0) AS reports_of_decided
    FROM outcomes
   GROUP BY GROUPING SETS ((journal_id), ())
),
publication_figures AS (
  SELECT CASE WHEN GROUPING(journal_id) = 0 THEN journal_id END AS journal_id,
         ${spread(MS('submitted_at', 'published_at'), 'true')} AS publication
    FROM published
   GROUP BY GROUPING SETS ((journal_id), ())
),
transfers_in AS (
  SELECT CASE WHEN GROUPING(journal_id) = 0 THEN journal_id END AS journal_id, count(*) AS transferred_in
    FROM received WHERE transferred_from_journal IS NOT NULL
   GROUP BY GROUPING SETS ((journal_id), ())
),
invitation_figures AS (
  SELECT CASE WHEN GROUPING(journal_id) = 0 THEN journal_id END AS journal_id,
         count(*) FILTER (WHERE ${IN_PERIOD('responded_at')} AND invited_at IS NOT NULL) AS responded,
         count(*) FILTER (WHERE ${IN_PERIOD('responded_at')} AND invited_at IS NOT NULL AND accepted)
           AS responded_accepted,
         ${spread(MS('invited_at', 'responded_at'), `${IN_PERIOD('responded_at')} AND invited_at IS NOT NULL`)}
           AS response_median,
         ${spread(MS('invited_at', 'reported_at'), `${IN_PERIOD('reported_at')} AND invited_at IS NOT NULL`)}
           AS report_median,
         count(*) FILTER (WHERE ${IN_PERIOD('reported_at')}) AS reports_received,
         count(*) FILTER (WHERE ${IN_PERIOD('invited_at')}) AS reviews_requested,
         count(*) FILTER (WHERE ${IN_PERIOD('responded_at')} AND accepted) AS reviews_accepted
    FROM invitations
   GROUP BY GROUPING SETS ((journal_id), ())
),
licences AS (
  SELECT journal_id, json_object_agg(licence, n) AS licences
    FROM (SELECT CASE WHEN GROUPING(journal_id) = 0 THEN journal_id END AS journal_id,
                 coalesce(licence, 'unknown') AS licence, count(*) AS n
            FROM published
           GROUP BY GROUPING SETS ((journal_id, coalesce(licence, 'unknown')), (coalesce(licence, 'unknown')))) l
   GROUP BY journal_id
),
transfers_out AS (
  SELECT CASE WHEN GROUPING(transferred_from_journal) = 0 THEN transferred_from_journal END AS journal_id,
         count(*) AS transferred_out
    FROM admin.analytics_submissions
   WHERE transferred_from_journal = ANY($1::text[]) AND ${IN_PERIOD('submitted_at')}
   GROUP BY GROUPING SETS ((transferred_from_journal), ())
),
asked AS (SELECT unnest($1::text[]) AS journal_id UNION ALL SELECT NULL)
SELECT a.journal_id AS "journalId",
       coalesce(m.months, '[]') AS months,
       d.first_decision AS "firstDecision", d.first_ex_desk AS "firstDecisionExcludingDesk",
       d.final_decision AS "finalDecision", d.final_ex_desk AS "finalDecisionExcludingDesk",
       d.acceptance, p.publication,
       coalesce(d.decided, 0)::int AS decided, coalesce(d.decided_accept, 0)::int AS "decidedAccept",
       coalesce(d.reports_of_decided, 0)::int AS "reportsOfDecided",
       coalesce(ti.transferred_in, 0)::int AS "transferredIn",
       coalesce(t.transferred_out, 0)::int AS "transferredOut",
       coalesce(i.responded, 0)::int AS responded, coalesce(i.responded_accepted, 0)::int AS "respondedAccepted",
       i.response_median AS "responseMedian", i.report_median AS "reportMedian",
       coalesce(i.reports_received, 0)::int AS "reportsReceived",
       coalesce(i.reviews_requested, 0)::int AS "reviewsRequested",
       coalesce(i.reviews_accepted, 0)::int AS "reviewsAccepted",
       coalesce(l.licences, '{}') AS licences
  FROM asked a
  LEFT JOIN monthly m ON m.journal_id IS NOT DISTINCT FROM a.journal_id
  LEFT JOIN decision_figures d ON d.journal_id IS NOT DISTINCT FROM a.journal_id
  LEFT JOIN publication_figures p ON p.journal_id IS NOT DISTINCT FROM a.journal_id
  LEFT JOIN transfers_in ti ON ti.journal_id IS NOT DISTINCT FROM a.journal_id
  LEFT JOIN invitation_figures i ON i.journal_id IS NOT DISTINCT FROM a.journal_id
  LEFT JOIN licences l ON l.journal_id IS NOT DISTINCT FROM a.journal_id
  LEFT JOIN transfers_out t ON t.journal_id IS NOT DISTINCT FROM a.journal_id`;

/** The raw figures of each journal and of them all over [start, end), in one statement. */
export async function figuresRows(
  db: Queryable,
  journalIds: readonly string[],
  start: Date,
  end: Date,
): Promise<FiguresRow[]> {
  const { rows } = await db.query<FiguresRow>(FIGURES_SQL, [journalIds, start, end]);
  return rows;
}

/** The year the journal's first paper came in (UTC), undefined for a journal without papers. */
export async function firstSubmissionYear(db: Queryable, journalId: string): Promise<number | undefined> {
  const { rows } = await db.query<{ year: number | null }>(
    `SELECT extract(year FROM min(submitted_at) AT TIME ZONE 'UTC')::int AS year
       FROM admin.analytics_submissions WHERE journal_id = $1`,
    [journalId],
  );
  return rows[0]?.year ?? undefined;
}
