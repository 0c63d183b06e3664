import { defineConsumer, JOURNAL_STATE_EVENT_TYPES, type ConsumingService } from '@journal/events';
import { deleteJournalIfNewer, upsertJournalIfNewer } from '@journal/journals';

/**
 * Keeps notification.journals (each journal's name and contact, for From and Reply-To) in step with the
 * journals service. Only a newer journal version changes the row, so duplicates and late events change
 * nothing; no processed_events row is needed (and none is taken, so no other group of this service is
 * affected by these types).
 */
export const journalsConsumer = defineConsumer({
  group: 'notification.journals',
  types: JOURNAL_STATE_EVENT_TYPES,
  inTurn: true,
  handle:
    ({ pool }: ConsumingService) =>
    async (event) => {
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
    },
});
