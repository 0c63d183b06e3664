import { z } from 'zod';
import { emailField, isoDateTimeField } from './contract-fields';

/**
 * The site settings changed (issue 41): what other services name the site by. `name` is the site's
 * name as the SPA shows it (PUBLISHER_NAME until the administrator saves one); `contactEmail` answers
 * mails about no journal. The aggregate is `site`, its version the settings' version after the change.
 */
export const siteChangedV1 = z.object({
  name: z.string().min(1),
  contactEmail: emailField,
  changedFields: z.array(z.string().min(1)).min(1),
  updatedAt: isoDateTimeField,
});

/** The aggregate id of `journals.site_changed.v1`: there is one site. */
export const SITE_AGGREGATE_ID = 'site';
