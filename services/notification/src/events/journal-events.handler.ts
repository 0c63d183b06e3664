import type { Pool } from '@journal/db';
import type { EventOf, JOURNAL_STATE_EVENT_TYPES } from '@journal/events';
import { deleteJournalIfNewer, upsertJournalIfNewer } from '@journal/journals';

type JournalEvent = EventOf<(typeof JOURNAL_STATE_EVENT_TYPES)[number]>;
export const JOURNALS_GROUP = 'notification.journals';

/**
 * Keeps notification.journals (each journal's name and contact, for From and Reply-To) in step with the
 * journals service. Only a newer journal version changes the row, so duplicates and late events change
 * nothing; no processed_events row is needed (and none is taken, so no other group of this service is
 * affected by these types).
 */
export function journalEventsHandler(pool: Pool) {
  return async (event: JournalEvent): Promise<void> => {
    if (event.type === 'journals.journal_deleted.v1') {
      await deleteJournalIfNewer(pool, 'notification', event.payload.slug, event.version);
      return;
    }
    const { slug, name, contactName, contactEmail } = event.payload;
    await upsertJournalIfNewer(
      pool,
      'notification',
      { slug, name, contact_name: contactName ?? '', contact_email: contactEmail ?? null },
      event.version,
    );
  };
}
