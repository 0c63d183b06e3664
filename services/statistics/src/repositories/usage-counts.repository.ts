import type { PoolClient } from '@journal/db';
import type { EventPayload } from '@journal/events';

export type ArticleUsed = EventPayload<'article.used.v1'>;

/** A session's first use of an item in an hour, for the Unique_Item_* counts. */
export interface UniqueCandidate {
  sessionKey: string;
  articleId: string;
  journalSlug: string;
  metricKind: ArticleUsed['metricKind'];
  hour: string;
  day: string;
}

/** What a batch adds to an article's day, before the unique sessions are known. */
export interface DailyTotals {
  articleId: string;
  journalSlug: string;
  day: string;
  investigations: number;
  requests: number;
}

/** What a counted batch changes in the stored state (domain/usage/counter-rules.ts counts it). */
export interface BatchCounts {
  totals: DailyTotals[];
  uniques: UniqueCandidate[];
  /** The latest use per click key, to remember for the next batch. */
  lastSeen: Map<string, { use: ArticleUsed; at: number }>;
}

/**
 * When each (session, item, metric kind, URL) of the batch was last seen, by clickKey (domain's
 * counter-rules.ts: the URL last, left out when there is none, stored as '').
 */
export async function lastSeenOf(
  client: PoolClient,
  keys: { sessionKey: string; articleId: string; metricKind: string; url?: string }[],
): Promise<Map<string, number>> {
  const { rows } = await client.query<{ key: string; at: Date }>(
    `SELECT s.session_key || '|' || s.article_id || '|' || s.metric_kind
              || CASE WHEN s.url = '' THEN '' ELSE '|' || s.url END AS key,
            s.seen_at AS at
       FROM statistics.usage_last_seen s
       JOIN unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS k(session_key, article_id, metric_kind, url)
         USING (session_key, article_id, metric_kind, url)`,
    [
      keys.map((k) => k.sessionKey),
      keys.map((k) => k.articleId),
      keys.map((k) => k.metricKind),
      keys.map((k) => k.url ?? ''),
    ],
  );
  return new Map(rows.map((r) => [r.key, r.at.getTime()]));
}

/** Stores the batch's effects: the windows moved, the unique sessions, the daily and monthly counts. */
export async function saveCounts(client: PoolClient, batch: BatchCounts): Promise<void> {
  const seen = [...batch.lastSeen.values()];
  if (seen.length > 0) {
    await client.query(
      `INSERT INTO statistics.usage_last_seen (session_key, article_id, metric_kind, url, seen_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])
       ON CONFLICT (session_key, article_id, metric_kind, url)
       DO UPDATE SET seen_at = GREATEST(usage_last_seen.seen_at, EXCLUDED.seen_at)`,
      [
        seen.map((s) => s.use.sessionKey),
        seen.map((s) => s.use.articleId),
        seen.map((s) => s.use.metricKind),
        seen.map((s) => s.use.url ?? ''),
        seen.map((s) => new Date(s.at)),
      ],
    );
  }
  const unique = await newUniqueSessions(client, batch.uniques);
  const rows = batch.totals.map((t) => ({ ...t, ...unique.get(`${t.articleId}|${t.day}`) }));
  if (rows.length === 0) return;
  // The month's roll-up gains what the days gained, in the same statement, under the journal each daily
  // row keeps (its first: a conflict leaves journal_slug as it was), so each roll-up row stays the sum of
  // its daily rows. The batch has one total per article and day; a month may have several of them.
  await client.query(
    `WITH batch AS (
       SELECT * FROM unnest($1::text[], $2::date[], $3::text[], $4::int[], $5::int[], $6::int[], $7::int[])
           AS b(article_id, day, journal_slug, ti, ui, tr, ur)),
     daily AS (
       INSERT INTO statistics.usage_daily AS d (article_id, day, journal_slug, total_investigations,
          unique_investigations, total_requests, unique_requests)
       SELECT * FROM batch
       ON CONFLICT (article_id, day) DO UPDATE SET
         total_investigations = d.total_investigations + EXCLUDED.total_investigations,
         unique_investigations = d.unique_investigations + EXCLUDED.unique_investigations,
         total_requests = d.total_requests + EXCLUDED.total_requests,
         unique_requests = d.unique_requests + EXCLUDED.unique_requests
       RETURNING article_id, day, journal_slug)
     INSERT INTO statistics.usage_monthly AS m (month, article_id, journal_slug, total_investigations,
        unique_investigations, total_requests, unique_requests)
     SELECT date_trunc('month', daily.day)::date, daily.article_id, daily.journal_slug,
            sum(b.ti), sum(b.ui), sum(b.tr), sum(b.ur)
       FROM daily JOIN batch b USING (article_id, day)
      GROUP BY 1, 2, 3
     ON CONFLICT (month, article_id, journal_slug) DO UPDATE SET
       total_investigations = m.total_investigations + EXCLUDED.total_investigations,
       unique_investigations = m.unique_investigations + EXCLUDED.unique_investigations,
       total_requests = m.total_requests + EXCLUDED.total_requests,
       unique_requests = m.unique_requests + EXCLUDED.unique_requests`,
    [
      rows.map((r) => r.articleId),
      rows.map((r) => r.day),
      rows.map((r) => r.journalSlug),
      rows.map((r) => r.investigations),
      rows.map((r) => r.uniqueInvestigations ?? 0),
      rows.map((r) => r.requests),
      rows.map((r) => r.uniqueRequests ?? 0),
    ],
  );
}

type UniqueCounts = { uniqueInvestigations: number; uniqueRequests: number };

/** Records the candidates; those not recorded before are the new unique sessions, per article and day. */
async function newUniqueSessions(
  client: PoolClient,
  candidates: UniqueCandidate[],
): Promise<Map<string, UniqueCounts>> {
  const counts = new Map<string, UniqueCounts>();
  if (candidates.length === 0) return counts;
  const { rows } = await client.query<{ article_id: string; day: string; metric_kind: string; n: number }>(
    `WITH added AS (
       INSERT INTO statistics.usage_unique_sessions (session_key, article_id, metric_kind, hour)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[])
       ON CONFLICT DO NOTHING RETURNING article_id, metric_kind, hour)
     SELECT article_id, to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, metric_kind, count(*)::int AS n
       FROM added GROUP BY 1, 2, 3`,
    [
      candidates.map((c) => c.sessionKey),
      candidates.map((c) => c.articleId),
      candidates.map((c) => c.metricKind),
      candidates.map((c) => c.hour),
    ],
  );
  for (const row of rows) {
    const key = `${row.article_id}|${row.day}`;
    const entry = counts.get(key) ?? { uniqueInvestigations: 0, uniqueRequests: 0 };
    if (row.metric_kind === 'request') entry.uniqueRequests += row.n;
    else entry.uniqueInvestigations += row.n;
    counts.set(key, entry);
  }
  return counts;
}

/** Forgets double-click windows and unique sessions older than a day (session keys change daily). */
export async function purgeUsageState(client: PoolClient, before: Date): Promise<void> {
  await client.query(`DELETE FROM statistics.usage_last_seen WHERE seen_at < $1`, [before]);
  await client.query(`DELETE FROM statistics.usage_unique_sessions WHERE hour < $1`, [before]);
}

/**
 * The newest use the double-click state remembers (an index's last entry), or undefined when it is empty.
 * Uses a day older than it are older than anything the state still holds (purgeUsageState).
 */
export async function newestSeen(client: PoolClient): Promise<number | undefined> {
  const { rows } = await client.query<{ at: Date | null }>(
    'SELECT max(seen_at) AS at FROM statistics.usage_last_seen',
  );
  return rows[0]?.at?.getTime();
}

/** Any number of the usage group's consumers take turns on the double-click state (ADR 0040). */
const USAGE_LOCK = "hashtext('statistics.usage')";

/** Waits for, then holds until the transaction ends, the lock on the counting state (windows, addresses). */
export async function lockUsageState(client: PoolClient): Promise<void> {
  await client.query(`SELECT pg_advisory_xact_lock(${USAGE_LOCK})`);
}
