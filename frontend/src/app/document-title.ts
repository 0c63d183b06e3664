// The document title: `{page} | {name}` on a page that names itself, `{name} | {tagline}` elsewhere (as
// index.html has it on a fresh install). The name and tagline come from the site settings.
import { useEffect } from 'react';
import { useSiteSettings, type SiteSettings } from '../api/site.api';

let currentPage: string | undefined;

export function documentTitle(site: Pick<SiteSettings, 'name' | 'tagline'>, page?: string): string {
  return page ? `${page} | ${site.name}` : `${site.name} | ${site.tagline}`;
}

export function applyDocumentTitle(site: Pick<SiteSettings, 'name' | 'tagline'>): void {
  document.title = documentTitle(site, currentPage);
}

/** Names the page in the title while it is shown. */
export function usePageTitle(page: string): void {
  const site = useSiteSettings();
  useEffect(() => {
    currentPage = page;
    applyDocumentTitle(site);
    return () => {
      currentPage = undefined;
      applyDocumentTitle(site);
    };
  }, [page, site]);
}
