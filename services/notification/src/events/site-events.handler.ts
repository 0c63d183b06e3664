import type { Pool } from '@journal/db';
import type { EventOf } from '@journal/events';
import { upsertSiteIfNewer } from '../repositories/site.repository';

export const SITE_GROUP = 'notification.site';
export const SITE_EVENT_TYPES = ['journals.site_changed.v1'] as const;

/**
 * Keeps notification.site (the name that signs every mail, the contact mails about no journal answer to)
 * in step with the site settings. Only a newer version changes the row, so duplicates and late events
 * change nothing and no processed_events row is needed.
 */
export function siteEventsHandler(pool: Pool) {
  return async (event: EventOf<(typeof SITE_EVENT_TYPES)[number]>): Promise<void> => {
    const { name, contactEmail } = event.payload;
    await upsertSiteIfNewer(pool, { name, contactEmail }, event.version);
  };
}
