import type { Pool } from '@journal/db';
import { inTurn, type EventOf } from '@journal/events';
import { upsertSiteNameIfNewer } from '../repositories/site.repository';

export const SITE_CONSUMER_GROUP = 'publishing.site';
export const SITE_EVENT_TYPES = ['journals.site_changed.v1'] as const;

/**
 * Keeps publishing.site (the name in og:site_name and page titles) in step with the site settings. Only
 * a newer version changes the row, so duplicates and late events change nothing.
 */
export function siteEventsHandler(pool: Pool) {
  return inTurn(async (event: EventOf<(typeof SITE_EVENT_TYPES)[number]>) => {
    await upsertSiteNameIfNewer(pool, event.payload.name, event.version);
  });
}
