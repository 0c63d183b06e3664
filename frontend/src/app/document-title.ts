// The document title: `{page} | {name}` on a page that names itself, `{name} | {tagline}` elsewhere (as
// index.html has it on a fresh install). The name and tagline come from the site settings. A title the
// server wrote (an article or issue page) is left as it is.
import { useEffect } from 'react';
import { useSiteSettings, type SiteSettings } from '../api/site.api';
import { SEEDED_SITE } from '../content/site.content';

type Names = Pick<SiteSettings, 'name' | 'tagline'>;

let currentPage: string | undefined;
/** The title this module set last: only that one, or index.html's, is this module's to change. */
let lastApplied = documentTitle(SEEDED_SITE);

export function documentTitle(site: Names, page?: string): string {
  return page ? `${page} | ${site.name}` : `${site.name} | ${site.tagline}`;
}

export function applyDocumentTitle(site: Names): void {
  if (document.title !== lastApplied && document.title !== documentTitle(SEEDED_SITE) && !currentPage) return;
  lastApplied = documentTitle(site, currentPage);
  document.title = lastApplied;
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
