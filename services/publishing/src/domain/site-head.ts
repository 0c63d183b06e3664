import { escapeMarkup as e } from '../repositories/markup';

/**
 * A server-rendered page's title (`{page} | {site}`) and its og:site_name: the site's name as the Site
 * page sets it (issue 41), so a shared link and a browser tab name the site as the SPA does.
 */
export function siteTitleTags(page: string, siteName: string): string {
  return `<title>${e(page)} | ${e(siteName)}</title>\n<meta property="og:site_name" content="${e(siteName)}">`;
}
