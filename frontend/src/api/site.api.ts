// The site settings (journals service, issue 41): every page's header, footer and home texts read them;
// the administrator changes them in the Site page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '@journal/journals';
import { SEEDED_SITE } from '../content/site.content';
import { apiRequest } from './client';

export type { SiteSettings };

/** What the Site page's form sends: any of the settings but the logo. */
export type SiteChange = Partial<Omit<SiteSettings, 'logoUrl' | 'publishWithUsHref'>> & {
  publishWithUsHref?: string | null;
};

export const siteKey = ['site'] as const;

export async function fetchSite(): Promise<SiteSettings> {
  const answer = await apiRequest<{ data: { site: SiteSettings } }>('/site');
  return answer.data.site;
}

export async function saveSite(token: string, change: SiteChange): Promise<SiteSettings> {
  const answer = await apiRequest<{ data: { site: SiteSettings } }>('/admin/site', {
    method: 'PUT',
    token,
    json: change,
  });
  return answer.data.site;
}

export async function uploadSiteLogo(token: string, file: File): Promise<SiteSettings> {
  const form = new FormData();
  form.set('image', file);
  const answer = await apiRequest<{ data: { site: SiteSettings } }>('/admin/site/logo', {
    method: 'PUT',
    token,
    body: form,
  });
  return answer.data.site;
}

/** Fetched once per page load (by SiteSettingsLoader); the seeded texts until it answers. */
export const siteQuery = queryOptions({
  queryKey: siteKey,
  queryFn: fetchSite,
  staleTime: 30_000,
  placeholderData: SEEDED_SITE,
});

/**
 * The settings as the header, footer and home page read them. Never fetches by itself (the app's loader
 * does, once), so a component rendered alone shows the seeded texts and makes no request.
 */
export function useSiteSettings(): SiteSettings {
  return useQuery({ ...siteQuery, enabled: false }).data ?? SEEDED_SITE;
}
