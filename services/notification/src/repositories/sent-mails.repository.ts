import type { PoolClient } from '@journal/db';

/**
 * Claims a mail inside the caller's transaction. A concurrent claim of the same (event, kind) waits on the
 * primary key until the first transaction ends, then sees the row: false means "already sent, skip".
 */
export async function claimSentMail(
  client: PoolClient,
  eventId: string,
  kind: string,
  messageId: string,
): Promise<boolean> {
  const result = await client.query(
    `INSERT INTO notification.sent_mails (event_id, kind, message_id) VALUES ($1, $2, $3)
     ON CONFLICT (event_id, kind) DO NOTHING`,
    [eventId, kind, messageId],
  );
  return result.rowCount === 1;
}
