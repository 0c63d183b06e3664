import { journalReadModelConsumer } from '@journal/events';
import { upsertJournalIfNewer } from '@journal/journals';
import { SCHEMA } from '../repositories/schema';

/**
 * Keeps submission.journals (the journals a paper may be submitted to, their names and icons, whether
 * they accept submissions, whether they are archived) in step with the journals service.
 */
export const journalsConsumer = journalReadModelConsumer('submission.journals', async (client, event) => {
  const { slug, name, icon, acceptingSubmissions, archived } = event.payload;
  await upsertJournalIfNewer(
    client,
    SCHEMA,
    { slug, name, icon, accepting_submissions: acceptingSubmissions, archived: archived ?? false },
    event.version,
  );
});
