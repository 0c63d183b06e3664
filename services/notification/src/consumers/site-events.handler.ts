import { defineConsumer, type ConsumingService } from '@journal/events';
import { upsertSiteIfNewer } from '../repositories/site.repository';

/**
 * Keeps notification.site (the name that signs every mail, the contact mails about no journal answer to)
 * in step with the site settings. Only a newer version changes the row, so duplicates and late events
 * change nothing and no processed_events row is needed.
 */
export const siteConsumer = defineConsumer({
  group: 'notification.site',
  types: ['journals.site_changed.v1'],
  inTurn: true,
  handle:
    ({ pool }: ConsumingService) =>
    async (event) => {
      const { name, contactEmail } = event.payload;
      await upsertSiteIfNewer(pool, { name, contactEmail }, event.version);
    },
});
