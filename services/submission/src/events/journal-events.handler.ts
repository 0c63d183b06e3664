import type { Pool } from '@journal/db';
import { handleOnce, type EventOf, type JOURNAL_STATE_EVENT_TYPES } from '@journal/events';
import { deleteJournalIfNewer, upsertJournalIfNewer } from '@journal/journals';
import { SCHEMA } from '../repositories/schema';

type JournalEvent = EventOf<(typeof JOURNAL_STATE_EVENT_TYPES)[number]>;
export const JOURNALS_CONSUMER_GROUP = 'submission.journals';

/**
 * Keeps submission.journals (the journals a paper may be submitted to, their names and icons, whether
 * they accept submissions, whether they are archived; a deleted journal's row goes) in step with the journals service: once per event id (handleOnce), and only a
 * newer journal version changes the row, so duplicates and late events change nothing.
 */
export function journalEventsHandler(pool: Pool) {
  return async (event: JournalEvent): Promise<void> => {
    await handleOnce(pool, { schema: SCHEMA, group: JOURNALS_CONSUMER_GROUP }, event, async (client) => {
      if (event.type === 'journals.journal_deleted.v1') {
        await deleteJournalIfNewer(client, SCHEMA, event.payload.slug, event.version);
        return;
      }
      const { slug, name, icon, acceptingSubmissions, archived } = event.payload;
      await upsertJournalIfNewer(
        client,
        SCHEMA,
        { slug, name, icon, accepting_submissions: acceptingSubmissions, archived: archived ?? false },
        event.version,
      );
    });
  };
}
