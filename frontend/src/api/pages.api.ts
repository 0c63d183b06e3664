// The publisher's pages (issues 28 and 41), served by the journals service: the site's own pages
// (`/api/pages`), each journal's (`/api/journals/{slug}/pages`) and the publisher-level pages every journal
// inherits (`/api/admin/publisher/pages`, issue 44 item 3). A page is `{ slug, title, body, html }`: the
// body in Markdown, the html rendered and sanitized on the server (what the SPA shows).
import { ApiError, apiRequest } from './client';

/** The pages the footer and header point at, at their own addresses; the journals service seeds each. */
export { SEEDED_SITE_PAGE_SLUGS as SITE_PAGE_SLUGS } from '@journal/journals';

export interface PageSummary {
  slug: string;
  title: string;
  /**
   * A journal's page (issue 44 item 3): true, the publisher's page shown as it is; false, the journal's
   * override of a publisher page; absent, a page of the journal's alone (or not a journal's page).
   */
  inherited?: boolean;
}

export interface PageText {
  title: string;
  body: string;
}

export interface SitePage extends PageSummary {
  body: string;
  /** Sanitized HTML of the body; an older service sends none (the SPA then renders the body itself). */
  html?: string;
  /** On a journal's override: the publisher's text, to compare with. */
  publisher?: PageText;
}

type PageAnswer = { success: boolean; message?: string; data?: { page: SitePage } };
type ListAnswer = { data: { pages: PageSummary[] } };

/** Where one collection of pages lives: the site's, one journal's, or the publisher's. */
export interface PageCollection {
  /** Query key prefix of the collection (the list and each page below it). */
  key: readonly string[];
  read: string;
  write: string;
  /** Reads carry this token (the publisher's pages are the administrator's, read included). */
  readToken?: string;
  /** A new page is a PUT at its address (the publisher's), not a POST to the list. */
  createByPut?: boolean;
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

/** The publisher's pages, which every journal without its own page at that address shows. */
export function publisherPages(token: string): PageCollection {
  const path = '/admin/publisher/pages';
  return { key: ['publisher-pages'], read: path, write: path, readToken: token, createByPut: true };
}

/** A GET of the collection: with its token when it has one. */
const read = <T>(collection: PageCollection, path: string) =>
  collection.readToken ? apiRequest<T>(path, { token: collection.readToken }) : apiRequest<T>(path);

/** The server's own words for a taken address (`This address is taken`, beside the address field). */
const addressTaken = () =>
  new ApiError(409, 'Conflict', { success: false, message: 'This address is taken', field: 'slug' });

export async function fetchPages(collection: PageCollection): Promise<PageSummary[]> {
  return (await read<ListAnswer>(collection, collection.read)).data.pages;
}

export async function fetchPage(collection: PageCollection, slug: string): Promise<SitePage> {
  const answer = await read<PageAnswer>(collection, `${collection.read}/${encodeURIComponent(slug)}`);
  if (!answer?.success || !answer.data) throw new Error(answer?.message || 'The page could not be loaded');
  return answer.data.page;
}

export async function createPage(
  collection: PageCollection,
  page: PageText & { slug: string },
  token: string,
): Promise<SitePage> {
  if (collection.createByPut) {
    // A PUT would silently replace a page already at that address: a new page must not.
    const taken = await fetchPages(collection);
    if (taken.some((p) => p.slug === page.slug)) throw addressTaken();
    const { slug, ...text } = page;
    return updatePage(collection, slug, text, token);
  }
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
