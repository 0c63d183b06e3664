import type { PoolClient } from '@journal/db';

/**
 * Records `version` as the newest announced for the submission; false when an equal or newer one was
 * announced already (a stale event reclaimed from a crashed consumer must not overwrite a newer notice).
 */
export async function advanceSubmissionVersion(
  client: PoolClient,
  submissionId: string,
  version: number,
): Promise<boolean> {
  const result = await client.query(
    `INSERT INTO notification.submission_versions AS v (submission_id, version) VALUES ($1, $2)
     ON CONFLICT (submission_id) DO UPDATE SET version = EXCLUDED.version WHERE v.version < EXCLUDED.version`,
    [submissionId, version],
  );
  return result.rowCount === 1;
}
