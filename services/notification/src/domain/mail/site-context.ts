import type { Queryable } from '@journal/db';
import { findSite, type SiteIdentity } from '../../repositories/site.repository';
import type { TemplateContext } from './templates/template.types';

/**
 * The mails' context with the site's name as the Site page set it (notification.site, from
 * journals.site_changed.v1), else the start-up one (PUBLISHER_NAME); and the site's contact, if known.
 */
export async function siteTemplateContext(
  db: Queryable,
  templates: TemplateContext,
): Promise<{ templates: TemplateContext; site: SiteIdentity | undefined }> {
  const site = await findSite(db);
  return { templates: site ? { ...templates, publisherName: site.name } : templates, site };
}
