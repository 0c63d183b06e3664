// Asks for the site settings once per page load and applies what is not rendered by a component: the
// document title, og:site_name and the primary colour. Renders nothing.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { siteQuery } from '../api/site.api';
import { SEEDED_SITE } from '../content/site.content';
import { applyDocumentTitle } from './document-title';

export function SiteSettingsLoader() {
  const site = useQuery(siteQuery).data ?? SEEDED_SITE;
  useEffect(() => applyDocumentTitle(site), [site]);
  useEffect(() => setSiteNameMeta(site.name), [site.name]);
  useEffect(() => {
    // The stylesheet's colour is the seeded one: only another colour is set on the page.
    const root = document.documentElement.style;
    if (site.primaryColour.toLowerCase() === SEEDED_SITE.primaryColour)
      root.removeProperty('--color-primary');
    else root.setProperty('--color-primary', site.primaryColour);
  }, [site.primaryColour]);
  return null;
}

/** `<meta property="og:site_name">`, as the server-rendered pages carry it. */
function setSiteNameMeta(name: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[property="og:site_name"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('property', 'og:site_name');
    document.head.append(meta);
  }
  meta.content = name;
}
