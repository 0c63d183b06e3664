// Asks for the site settings once per page load and applies what is not rendered by a component: the
// document title and the primary colour. Renders nothing.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { siteQuery } from '../api/site.api';
import { SEEDED_SITE } from '../content/site.content';
import { applyDocumentTitle } from './document-title';

export function SiteSettingsLoader() {
  const site = useQuery(siteQuery).data ?? SEEDED_SITE;
  useEffect(() => applyDocumentTitle(site), [site]);
  useEffect(() => {
    // The stylesheet's colour is the seeded one: only another colour is set on the page.
    const root = document.documentElement.style;
    if (site.primaryColour.toLowerCase() === SEEDED_SITE.primaryColour) root.removeProperty('--color-primary');
    else root.setProperty('--color-primary', site.primaryColour);
  }, [site.primaryColour]);
  return null;
}
