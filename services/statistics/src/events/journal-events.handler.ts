import type { Pool } from '@journal/db';
import { handleOnce, type EventOf, type JOURNAL_STATE_EVENT_TYPES } from '@journal/events';
import { removeJournalIfNewer, saveJournalIfNewer } from '../repositories/journals.repository';
import { SCHEMA } from '../repositories/schema';

type JournalEvent = EventOf<(typeof JOURNAL_STATE_EVENT_TYPES)[number]>;
export const JOURNALS_CONSUMER_GROUP = 'statistics.journals';

/** Keeps statistics.journals (titles and ISSNs in SUSHI reports, the most-read list's 404) in step. */
export function journalEventsHandler(pool: Pool) {
  return async (event: JournalEvent): Promise<void> => {
    await handleOnce(pool, { schema: SCHEMA, group: JOURNALS_CONSUMER_GROUP }, event, async (client) => {
      if (event.type === 'journals.journal_deleted.v1') {
        await removeJournalIfNewer(client, event.payload.slug, event.version);
        return;
      }
      const p = event.payload;
      await saveJournalIfNewer(
        client,
        {
          slug: p.slug,
          name: p.name,
          fullTitle: p.fullTitle,
          issnPrint: p.issnPrint,
          issnOnline: p.issnOnline,
        },
        event.version,
      );
    });
  };
}
