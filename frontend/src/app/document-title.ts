// The document title: `{page} | {name}` on a page that names itself, `{name} | {tagline}` elsewhere (as
// index.html has it on a fresh install). The name and tagline come from the site settings. A page the
// server rendered (an article or issue page, with its canonical link) keeps the title the server wrote.
import { useEffect } from 'react';
import { useSiteSettings, type SiteSettings } from '../api/site.api';

type Names = Pick<SiteSettings, 'name' | 'tagline'>;

let currentPage: string | undefined;

export function documentTitle(site: Names, page?: string): string {
  return page ? `${page} | ${site.name}` : `${site.name} | ${site.tagline}`;
}

export function applyDocumentTitle(site: Names): void {
  if (!currentPage && document.head.querySelector('link[rel="canonical"]')) return;
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
