import type { PoolClient } from '@journal/db';
import { createEvent, SITE_AGGREGATE_ID, writeOutbox } from '@journal/events';
import type { SiteSettings } from '@journal/journals';
import { SCHEMA } from '../schema';

/**
 * Writes `journals.site_changed.v1` in the caller's transaction: the name and contact other services
 * sign mails and pages with, at the settings' version after the change.
 */
export async function recordSiteChanged(
  client: PoolClient,
  site: SiteSettings,
  version: number,
  changedFields: string[],
  updatedAt: string,
): Promise<void> {
  await writeOutbox(client, SCHEMA, [
    createEvent('journals.site_changed.v1', SITE_AGGREGATE_ID, version, {
      name: site.name,
      contactEmail: site.contactEmail,
      changedFields,
      updatedAt,
    }),
  ]);
}
