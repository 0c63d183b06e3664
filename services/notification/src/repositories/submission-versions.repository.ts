import type { PoolClient } from '@journal/db';

export interface AnnouncedChange {
  submissionId: string;
  version: number;
}

/**
 * Records the newest version announced per submission, for changes handled together; returns per change, in
 * order, whether it is newer than everything announced before it (a stale event reclaimed from a crashed
 * consumer must not overwrite a newer notice). The submissions' rows are created if missing and locked in id
 * order (one statement), so concurrent batches serialise per submission and cannot deadlock; the new
 * versions are written in a second statement.
 */
export async function advanceSubmissionVersions(
  client: PoolClient,
  changes: readonly AnnouncedChange[],
): Promise<boolean[]> {
  if (changes.length === 0) return [];
  if (changes.length === 1) {
    // The common case at low rates: one conditional upsert decides and records in one round trip.
    const [{ submissionId, version }] = changes as [AnnouncedChange];
    const result = await client.query(
      `INSERT INTO notification.submission_versions AS v (submission_id, version) VALUES ($1, $2)
       ON CONFLICT (submission_id) DO UPDATE SET version = EXCLUDED.version WHERE v.version < EXCLUDED.version`,
      [submissionId, version],
    );
    return [result.rowCount === 1];
  }
  const ids = [...new Set(changes.map((c) => c.submissionId))].sort();
  if (ids.length === changes.length) {
    // One change per submission (the usual batch): the conditional upsert decides and records each in one
    // statement, rows taken in id order; the rows it returns are the changes that are newest.
    const sorted = [...changes].sort((a, b) => (a.submissionId < b.submissionId ? -1 : 1));
    const { rows } = await client.query<{ submission_id: string }>(
      `INSERT INTO notification.submission_versions AS v (submission_id, version)
       SELECT * FROM unnest($1::text[], $2::int[])
       ON CONFLICT (submission_id) DO UPDATE SET version = EXCLUDED.version WHERE v.version < EXCLUDED.version
       RETURNING submission_id`,
      [sorted.map((c) => c.submissionId), sorted.map((c) => c.version)],
    );
    const advanced = new Set(rows.map((r) => r.submission_id));
    return changes.map((c) => advanced.has(c.submissionId));
  }
  const { rows } = await client.query<{ submission_id: string; version: number }>(
    `INSERT INTO notification.submission_versions AS v (submission_id, version) SELECT unnest($1::text[]), 0
     ON CONFLICT (submission_id) DO UPDATE SET version = v.version RETURNING submission_id, version`,
    [ids],
  );
  const newest = new Map(rows.map((r) => [r.submission_id, r.version]));
  const stored = new Map(newest);
  const announced = changes.map(({ submissionId, version }) => {
    if (version <= (newest.get(submissionId) ?? 0)) return false;
    newest.set(submissionId, version);
    return true;
  });
  const advanced = [...newest].filter(([id, version]) => version > (stored.get(id) ?? 0));
  if (advanced.length > 0)
    await client.query(
      `UPDATE notification.submission_versions v SET version = u.version
       FROM unnest($1::text[], $2::int[]) AS u(submission_id, version)
       WHERE v.submission_id = u.submission_id AND v.version < u.version`,
      [advanced.map(([id]) => id), advanced.map(([, version]) => version)],
    );
  return announced;
}
