import type { Pool } from '@journal/db';
import { handleOnce, type EventOf, type JOURNAL_STATE_EVENT_TYPES } from '@journal/events';
import { deleteJournalIfNewer, upsertJournalIfNewer } from '@journal/journals';
import { applyRequiredReviewers } from '../repositories/editorial-progress.repository';
import { SCHEMA } from '../repositories/schema';

type JournalEvent = EventOf<(typeof JOURNAL_STATE_EVENT_TYPES)[number]>;
export const JOURNALS_CONSUMER_GROUP = 'admin.journals';

/**
 * Keeps admin.journals (the dashboard's journal filter and names) in step with the journals service:
 * once per event id (handleOnce), and only a newer journal version changes the row.
 */
export function journalEventsHandler(pool: Pool) {
  return async (event: JournalEvent): Promise<void> => {
    await handleOnce(pool, { schema: SCHEMA, group: JOURNALS_CONSUMER_GROUP }, event, async (client) => {
      if (event.type === 'journals.journal_deleted.v1') {
        await deleteJournalIfNewer(client, SCHEMA, event.payload.slug, event.version);
        return;
      }
      // An archived journal leaves the dashboard's journal filter and the analytics columns.
      await upsertJournalIfNewer(
        client,
        SCHEMA,
        { slug: event.payload.slug, name: event.payload.name, archived: event.payload.archived ?? false },
        event.version,
      );
      // Issue 29: the to-do view's `invite_reviewers` target follows the journal's setting.
      await applyRequiredReviewers(
        client,
        event.payload.slug,
        event.payload.requiredReviewers,
        event.version,
      );
    });
  };
}
