import type { PoolClient, Queryable } from '@journal/db';

/**
 * Serialises the verification event and the submission events of one author (in sorted order, so two
 * batches never wait on each other crosswise): a notice held while the author is being verified in
 * another transaction is released by it, as that one only reads the held rows after this one committed.
 */
export async function lockAuthors(client: PoolClient, userIds: Iterable<string>): Promise<void> {
  for (const id of [...new Set(userIds)].sort())
    await client.query(`SELECT pg_advisory_xact_lock(hashtextextended('notification.author:' || $1, 0))`, [
      id,
    ]);
}

export async function verifiedAmong(client: Queryable, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const { rows } = await client.query<{ user_id: string }>(
    'SELECT user_id FROM notification.verified_authors WHERE user_id = ANY($1::uuid[])',
    [userIds],
  );
  return new Set(rows.map((row) => row.user_id));
}

export async function recordVerified(client: PoolClient, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await client.query(
    'INSERT INTO notification.verified_authors (user_id) SELECT unnest($1::uuid[]) ON CONFLICT DO NOTHING',
    [userIds],
  );
}

/** Marks just-written mail rows held for `author` (they are not queued). */
export async function holdMails(client: PoolClient, ids: string[], author: string): Promise<void> {
  if (ids.length === 0) return;
  await client.query(
    `UPDATE notification.mails SET status = 'held', held_for = $2 WHERE id = ANY($1::uuid[]) AND status = 'queued'`,
    [ids, author],
  );
}

/** The author verified: their held mails become queued; returns their ids (to queue after COMMIT). */
export async function releaseHeldMails(client: PoolClient, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const { rows } = await client.query<{ id: string }>(
    `UPDATE notification.mails SET status = 'queued', held_for = NULL, updated_at = now()
     WHERE status = 'held' AND held_for = ANY($1::uuid[]) RETURNING id`,
    [userIds],
  );
  return rows.map((row) => row.id);
}
