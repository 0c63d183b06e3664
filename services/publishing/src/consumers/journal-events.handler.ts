import { journalReadModelConsumer } from '@journal/events';
import { touchArticlesOfJournal, upsertJournalIfNewer } from '../repositories/journals.repository';

/**
 * Keeps publishing.journals in step with the journals service. When a journal's name, titles, ISSNs or sections
 * change, its articles show the new ones and count as modified (page caches, sitemap, OAI-PMH), in the
 * same transaction.
 */
export const journalsConsumer = journalReadModelConsumer('publishing.journals', async (client, event) => {
  // The repository takes the columns it keeps from the payload.
  const { titlesChanged } = await upsertJournalIfNewer(client, event.payload, event.version);
  if (titlesChanged) await touchArticlesOfJournal(client, event.payload.slug, event.payload.name);
});
