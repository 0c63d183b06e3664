// The site's own pages (issue 28): `GET /api/pages/{slug}` -> `{ success, data: { page: { slug, title, body } } }`,
// the body in Markdown (the SPA renders it sanitized).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';

/** The pages the footer and header point at; the journals service seeds each with a default text. */
export const SITE_PAGE_SLUGS = ['authors', 'terms', 'cookies', 'accessibility', 'publish-with-us'] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export interface SitePage {
  slug: string;
  title: string;
  body: string;
}

export async function fetchSitePage(slug: SitePageSlug): Promise<SitePage> {
  const answer = await apiRequest<{ success: boolean; message?: string; data?: { page: SitePage } }>(
    `/pages/${slug}`,
  );
  if (!answer?.success || !answer.data) throw new Error(answer?.message || 'The page could not be loaded');
  return answer.data.page;
}

/** Keys of site pages; the admin page editor invalidates `sitePageKeys.all` after a change. */
export const sitePageKeys = {
  all: ['site-page'] as const,
  page: (slug: SitePageSlug) => ['site-page', slug] as const,
};

export const sitePageQuery = (slug: SitePageSlug) =>
  queryOptions({ queryKey: sitePageKeys.page(slug), queryFn: () => fetchSitePage(slug) });

export function useSitePage(slug: SitePageSlug) {
  return useQuery(sitePageQuery(slug));
}
