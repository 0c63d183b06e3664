import {
  defineConsumer,
  handleOnce,
  JOURNAL_STATE_EVENT_TYPES,
  type ConsumingService,
} from '@journal/events';
import { removeJournalIfNewer, saveJournalIfNewer } from '../repositories/journals.repository';

/** Keeps statistics.journals (titles and ISSNs in SUSHI reports, the most-read list's 404) in step. */
export const journalsConsumer = defineConsumer({
  group: 'statistics.journals',
  types: JOURNAL_STATE_EVENT_TYPES,
  handle:
    ({ pool }: ConsumingService, recordedAs) =>
    async (event) => {
      await handleOnce(pool, recordedAs, event, async (client) => {
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
    },
});
