import type { Pool } from '@journal/db';
import { handleOnce, type EventOf, type JOURNAL_STATE_EVENT_TYPES } from '@journal/events';
import { deleteJournalIfNewer } from '@journal/journals';
import { touchArticlesOfJournal, upsertJournalIfNewer } from '../repositories/journals.repository';
import { SCHEMA } from '../repositories/schema';

type JournalEvent = EventOf<(typeof JOURNAL_STATE_EVENT_TYPES)[number]>;
export const JOURNALS_CONSUMER_GROUP = 'publishing.journals';

/**
 * Keeps publishing.journals in step with the journals service: once per event id (handleOnce), and only
 * a newer journal version changes the row. When a journal's name, titles or ISSNs change, its articles
 * show the new ones and count as modified (page caches, sitemap, OAI-PMH), in the same transaction.
 */
export function journalEventsHandler(pool: Pool) {
  return async (event: JournalEvent): Promise<void> => {
    await handleOnce(pool, { schema: SCHEMA, group: JOURNALS_CONSUMER_GROUP }, event, async (client) => {
      if (event.type === 'journals.journal_deleted.v1') {
        // Only a journal without submissions can be deleted, so no article refers to it.
        await deleteJournalIfNewer(client, SCHEMA, event.payload.slug, event.version);
        return;
      }
      const p = event.payload;
      const { titlesChanged } = await upsertJournalIfNewer(
        client,
        {
          slug: p.slug,
          name: p.name,
          fullTitle: p.fullTitle,
          abbreviation: p.abbreviation,
          doiCode: p.doiCode,
          doiPrefix: p.doiPrefix,
          issnPrint: p.issnPrint,
          issnOnline: p.issnOnline,
          publicationModel: p.publicationModel,
        },
        event.version,
      );
      if (titlesChanged) await touchArticlesOfJournal(client, p.slug, p.name);
    });
  };
}
