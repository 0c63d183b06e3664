// The publisher's pages (issues 28 and 41), served by the journals service: the site's own pages
// (`/api/pages`) and each journal's (`/api/journals/{slug}/pages`). A page is `{ slug, title, body, html }`:
// the body in Markdown, the html rendered and sanitized on the server (what the SPA shows).
import { apiRequest } from './client';

/** The pages the footer and header point at, at their own addresses; the journals service seeds each. */
export { SEEDED_SITE_PAGE_SLUGS as SITE_PAGE_SLUGS } from '@journal/journals';

export interface PageSummary {
  slug: string;
  title: string;
}

export interface SitePage extends PageSummary {
  body: string;
  /** Sanitized HTML of the body; an older service sends none (the SPA then renders the body itself). */
  html?: string;
}

export interface PageText {
  title: string;
  body: string;
}

type PageAnswer = { success: boolean; message?: string; data?: { page: SitePage } };
type ListAnswer = { data: { pages: PageSummary[] } };

/** Where one collection of pages lives: the site's, or one journal's. */
export interface PageCollection {
  /** Query key prefix of the collection (the list and each page below it). */
  key: readonly string[];
  read: string;
  write: string;
}

export const sitePages: PageCollection = { key: ['site-page'], read: '/pages', write: '/admin/pages' };

export function journalPages(journal: string): PageCollection {
  const slug = encodeURIComponent(journal);
  return {
    key: ['journal-pages', journal],
    read: `/journals/${slug}/pages`,
    write: `/admin/journals/${slug}/pages`,
  };
}

export async function fetchPages(collection: PageCollection): Promise<PageSummary[]> {
  return (await apiRequest<ListAnswer>(collection.read)).data.pages;
}

export async function fetchPage(collection: PageCollection, slug: string): Promise<SitePage> {
  const answer = await apiRequest<PageAnswer>(`${collection.read}/${encodeURIComponent(slug)}`);
  if (!answer?.success || !answer.data) throw new Error(answer?.message || 'The page could not be loaded');
  return answer.data.page;
}

export async function createPage(
  collection: PageCollection,
  page: PageText & { slug: string },
  token: string,
): Promise<SitePage> {
  const answer = await apiRequest<{ data: { page: SitePage } }>(collection.write, {
    method: 'POST',
    json: page,
    token,
  });
  return answer.data.page;
}

export async function updatePage(
  collection: PageCollection,
  slug: string,
  page: PageText,
  token: string,
): Promise<SitePage> {
  const answer = await apiRequest<{ data: { page: SitePage } }>(
    `${collection.write}/${encodeURIComponent(slug)}`,
    { method: 'PUT', json: page, token },
  );
  return answer.data.page;
}

export async function deletePage(collection: PageCollection, slug: string, token: string): Promise<void> {
  await apiRequest(`${collection.write}/${encodeURIComponent(slug)}`, { method: 'DELETE', token });
}
