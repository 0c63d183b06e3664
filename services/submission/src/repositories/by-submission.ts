import type { Queryable } from '@journal/db';

/**
 * The rows `sql` selects for several submissions (`$1` is the uuid[] of their ids), keyed by submission
 * id in the query's order; every id asked for is a key, with [] when it has none. No ids, no query.
 */
export async function listBySubmission<R extends { submission_id: string }, T>(
  db: Queryable,
  submissionIds: string[],
  sql: string,
  toItem: (row: R) => T,
): Promise<Map<string, T[]>> {
  const bySubmission = new Map<string, T[]>(submissionIds.map((id) => [id, []]));
  if (submissionIds.length === 0) return bySubmission;
  const { rows } = await db.query<R>(sql, [submissionIds]);
  for (const row of rows) bySubmission.get(row.submission_id)?.push(toItem(row));
  return bySubmission;
}
