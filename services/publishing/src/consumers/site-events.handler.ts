import { defineConsumer, type ConsumingService } from '@journal/events';
import { upsertSiteNameIfNewer } from '../repositories/site.repository';

/**
 * Keeps publishing.site (the name in og:site_name and page titles) in step with the site settings. Only
 * a newer version changes the row, so duplicates and late events change nothing.
 */
export const siteConsumer = defineConsumer({
  group: 'publishing.site',
  types: ['journals.site_changed.v1'],
  inTurn: true,
  handle:
    ({ pool }: ConsumingService) =>
    async (event) => {
      await upsertSiteNameIfNewer(pool, event.payload.name, event.version);
    },
});
